import { describe, expect, it } from 'vitest';
import { accountNavEntries, thirdPartyConnected, type AccountNavInput } from './accountNav';

const ALL_ON: AccountNavInput = {
  hideHome: false,
  rewardsShown: true,
  thirdPartyConnected: false,
  hideChangePassword: false,
  hideLogout: false,
  topupEnabled: true,
  // A member's: the staff board row below turns it on.
  staff: false,
};

const ids = (input: Partial<AccountNavInput>) =>
  accountNavEntries({ ...ALL_ON, ...input }).map((entry) => entry.id);

describe('accountNavEntries (spec 3 §2 Shell, account bottom navigation)', () => {
  it.each<[string, Partial<AccountNavInput>, string[]]>([
    [
      'everything shown, in the spec order',
      {},
      [
        'home',
        'account',
        'orders',
        'rewards',
        'billing',
        'topup',
        'feedback',
        'password',
        'logout',
      ],
    ],
    [
      '"Rewards and top-up links depend on flags": Billing and Top-up only with is_topup_enabled',
      { topupEnabled: false },
      ['home', 'account', 'orders', 'rewards', 'feedback', 'password', 'logout'],
    ],
    [
      '"Home (/, hidden in some configurations)"',
      { hideHome: true },
      ['account', 'orders', 'rewards', 'billing', 'topup', 'feedback', 'password', 'logout'],
    ],
    [
      '"Rewards (/account/rewards, only if rewards shown)"',
      { rewardsShown: false },
      ['home', 'account', 'orders', 'billing', 'topup', 'feedback', 'password', 'logout'],
    ],
    [
      '"Change Password ... hidden when a third-party sign-in is connected"',
      { thirdPartyConnected: true },
      ['home', 'account', 'orders', 'rewards', 'billing', 'topup', 'feedback', 'logout'],
    ],
    [
      '"... or configured hidden"',
      { hideChangePassword: true },
      ['home', 'account', 'orders', 'rewards', 'billing', 'topup', 'feedback', 'logout'],
    ],
    [
      '"Logout (/logout, can be hidden)"',
      { hideLogout: true },
      ['home', 'account', 'orders', 'rewards', 'billing', 'topup', 'feedback', 'password'],
    ],
    [
      'all the optional entries hidden',
      {
        hideHome: true,
        rewardsShown: false,
        thirdPartyConnected: true,
        hideChangePassword: true,
        hideLogout: true,
      },
      ['account', 'orders', 'billing', 'topup', 'feedback'],
    ],
    [
      "a staff account also gets its store's order board after Orders (beyond the spec)",
      { staff: true },
      [
        'home',
        'account',
        'orders',
        'staffBoard',
        'rewards',
        'billing',
        'topup',
        'feedback',
        'password',
        'logout',
      ],
    ],
  ])('%s', (_name, input, expected) => {
    expect(ids(input)).toEqual(expected);
  });

  it.each([
    ['home', 'Home', '/'],
    ['account', 'Account', '/account'],
    ['orders', 'Orders', '/account/orders'],
    ['staffBoard', "Today's orders", '/staff/orders'],
    ['rewards', 'Rewards', '/account/rewards'],
    ['billing', 'Billing', '/account/managecard'],
    ['topup', 'Top-up', '/account/topup'],
    ['feedback', 'Feedback', '/account/feedback'],
    ['password', 'Change Password', '/account/password'],
    ['logout', 'Logout', '/logout'],
  ])('%s is labelled %j and goes to %s', (id, label, path) => {
    const entries = accountNavEntries({ ...ALL_ON, staff: true });
    expect(entries.find((entry) => entry.id === id)).toEqual({ id, label, path });
  });
});

describe('thirdPartyConnected (the CustomerAccount answer’s is_*_connected)', () => {
  it.each<[string, 0 | 1, 0 | 1, 0 | 1, boolean]>([
    ['none connected', 0, 0, 0, false],
    ['Apple', 1, 0, 0, true],
    ['Google', 0, 1, 0, true],
    ['Facebook', 0, 0, 1, true],
    ['Apple and Google', 1, 1, 0, true],
  ])('%s', (_name, apple, google, facebook, expected) => {
    expect(
      thirdPartyConnected({
        is_apple_connected: apple,
        is_google_connected: google,
        is_facebook_connected: facebook,
      }),
    ).toBe(expected);
  });
});
