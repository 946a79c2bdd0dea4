/** Spec 3 §5 'Validation rules', §6 'Roles', §2 Profile and Sign-in, §4 'Sign-in outcome', as tables. */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  accountTitle,
  birthdayLocked,
  canDeleteAccount,
  changePasswordErrors,
  changePinErrors,
  emailLocked,
  forgotErrors,
  isValidBirthday,
  isValidPin,
  nameError,
  newPasswordError,
  pinAfterKey,
  profileErrors,
  resetPasswordErrors,
  signInDestination,
  signInErrors,
  signInHeading,
  signUpErrors,
  stateRequired,
} from './accountRules';
import { loadPhoneMetadata } from './phone';

const REQUIRED = 'This field is required';

beforeAll(async () => {
  await loadPhoneMetadata();
});

describe('name (§5 Profile)', () => {
  it.each([
    ['required', '', REQUIRED],
    ['blank is empty', '   ', REQUIRED],
    ["'at least 3 characters long'", 'Al', 'Has to be at least 3 characters long'],
    ['3 characters pass', 'Ali', null],
    ["'Apple User' counts as empty", 'Apple User', 'Enter your name'],
    ["'Google User' counts as empty", ' google user ', 'Enter your name'],
  ])('%s', (_case, name, expected) => {
    expect(nameError(name)).toBe(expected);
  });
});

describe('password (§5 Sign-in and sign-up, Change password)', () => {
  it.each([
    ['required', '', REQUIRED],
    ["'minimum 6'", '12345', 'Has to be at least 6 characters long'],
    ['6 pass', '123456', null],
  ])('%s', (_case, password, expected) => {
    expect(newPasswordError(password)).toBe(expected);
  });
});

describe('PIN (§5 Change PIN: 6 digits, leading zeros allowed)', () => {
  it.each([
    ['000000', true],
    ['012345', true],
    ['12345', false],
    ['1234567', false],
    ['12a456', false],
    ['', false],
  ])('%s valid: %s', (pin, valid) => {
    expect(isValidPin(pin)).toBe(valid);
  });

  it.each([
    ['digits append', '01', '2', '012'],
    ['a leading zero is kept', '', '0', '0'],
    ['no more than 6', '123456', '7', '123456'],
    ['back removes one', '012', 'back', '01'],
    ['clear empties', '012', 'clear', ''],
    ['anything else is ignored', '01', 'x', '01'],
  ])('numpad: %s', (_case, pin, key, expected) => {
    expect(pinAfterKey(pin, key)).toBe(expected);
  });
});

describe('sign-in (§5: required fields; mobile sign-in uses a 6-digit PIN)', () => {
  const base = { email: '', password: '', mobile: '', country: 'AU', pin: '' };
  it.each([
    [
      'email: both required',
      { ...base, method: 'email' as const },
      { email: REQUIRED, password: REQUIRED },
    ],
    [
      'email: a valid address',
      { ...base, method: 'email' as const, email: 'a@b', password: 'x' },
      { email: 'Enter a valid email address' },
    ],
    [
      'email: an old short password is not refused here',
      { ...base, method: 'email' as const, email: 'a@b.co', password: 'x' },
      {},
    ],
    [
      'mobile: both required',
      { ...base, method: 'mobile' as const, mobile: '+61' },
      { mobile: REQUIRED, pin: REQUIRED },
    ],
    [
      'mobile: a valid number and 6 digits',
      { ...base, method: 'mobile' as const, mobile: '0412', pin: '123' },
      { mobile: 'Enter a valid phone number', pin: 'PIN must be 6 digits' },
    ],
    [
      'mobile: passes',
      { ...base, method: 'mobile' as const, mobile: '0412 345 678', pin: '012345' },
      {},
    ],
  ])('%s', (_case, fields, expected) => {
    expect(signInErrors(fields)).toEqual(expected);
  });
});

describe('sign-up (§2, §5: state required only for Australia)', () => {
  const good = {
    name: 'Mia Member',
    email: 'mia@example.com',
    mobile: '+61',
    mobileCountry: 'AU',
    password1: 'secret1',
    password2: 'secret1',
    country: 'AU',
    state: 'WA',
  };
  it.each([
    ['a complete Australian sign-up', good, {}],
    ['Australia needs a state', { ...good, state: '' }, { state: REQUIRED }],
    ['only the eight states and territories', { ...good, state: 'XX' }, { state: REQUIRED }],
    ['New Zealand needs none', { ...good, country: 'NZ', state: '' }, {}],
    [
      'the mobile is optional but checked',
      { ...good, mobile: '0412' },
      { mobile: 'Enter a valid phone number' },
    ],
    ['the confirmation is required', { ...good, password2: '' }, { password2: REQUIRED }],
    ['and matches', { ...good, password2: 'secret2' }, { password2: 'The passwords do not match' }],
    [
      'placeholder name, bad email, short password',
      { ...good, name: 'Apple User', email: 'x', password1: 'abc', password2: 'abc' },
      {
        name: 'Enter your name',
        email: 'Enter a valid email address',
        password1: 'Has to be at least 6 characters long',
      },
    ],
  ])('%s', (_case, fields, expected) => {
    expect(signUpErrors(fields)).toEqual(expected);
  });

  it.each([
    ['AU', true],
    ['au', true],
    ['NZ', false],
  ])('stateRequired(%s) = %s', (country, expected) => {
    expect(stateRequired(country)).toBe(expected);
  });
});

describe('forgot (§5: email validity, or mobile required)', () => {
  it.each([
    [{ loginType: 'email' as const, email: '', mobile: '' }, { email: REQUIRED }],
    [
      { loginType: 'email' as const, email: 'nope', mobile: '' },
      { email: 'Enter a valid email address' },
    ],
    [{ loginType: 'email' as const, email: 'a@b.co', mobile: '' }, {}],
    [{ loginType: 'mobile' as const, email: '', mobile: '+61' }, { mobile: REQUIRED }],
    [{ loginType: 'mobile' as const, email: '', mobile: '0412345678' }, {}],
  ])('%j', (input, expected) => {
    expect(forgotErrors(input)).toEqual(expected);
  });
});

describe('change and reset password (§5)', () => {
  it.each([
    [
      { current: '', next: '', confirm: '' },
      { current: REQUIRED, next: REQUIRED, confirm: REQUIRED },
    ],
    [
      { current: 'x', next: 'short', confirm: 'y' },
      { next: 'Has to be at least 6 characters long' },
    ],
    // 'Matching of confirmation is not checked on the client'.
    [{ current: 'x', next: 'longer1', confirm: 'other' }, {}],
  ])('change %j', (input, expected) => {
    expect(changePasswordErrors(input)).toEqual(expected);
  });

  it.each([
    [
      { next: '', confirm: '' },
      { next: REQUIRED, confirm: REQUIRED },
    ],
    [{ next: 'abc', confirm: 'abc' }, { next: 'Has to be at least 6 characters long' }],
    [{ next: 'abcdef', confirm: 'x' }, {}],
  ])('reset %j', (input, expected) => {
    expect(resetPasswordErrors(input)).toEqual(expected);
  });
});

describe('change PIN (§5: current PIN only if a PIN exists; match is the server’s)', () => {
  it.each([
    [
      'no PIN yet: current not asked',
      { hasPin: false, current: '', next: '001234', confirm: '001234' },
      {},
    ],
    [
      'a PIN exists: current required',
      { hasPin: true, current: '', next: '001234', confirm: '001234' },
      { current: REQUIRED },
    ],
    [
      '6 digits each',
      { hasPin: true, current: '12', next: '1234567', confirm: '' },
      {
        current: 'PIN must be 6 digits',
        next: 'PIN must be 6 digits',
        confirm: REQUIRED,
      },
    ],
    [
      'mismatch not checked here',
      { hasPin: false, current: '', next: '111111', confirm: '222222' },
      {},
    ],
  ])('%s', (_case, input, expected) => {
    expect(changePinErrors(input)).toEqual(expected);
  });
});

describe('profile (§5 Profile, §2 Birthday dd/mm locked once set)', () => {
  const good = {
    name: 'Mia',
    email: 'mia@example.com',
    mobile: '+61 412 345 678',
    country: 'AU',
    birthday: '',
  };
  it.each([
    ['complete', good, {}],
    ['mobile required', { ...good, mobile: '+61' }, { mobile: REQUIRED }],
    [
      'a valid international number',
      { ...good, mobile: '+61 1' },
      { mobile: 'Enter a valid phone number' },
    ],
    ['email required', { ...good, email: '' }, { email: REQUIRED }],
    [
      'a birthday is dd/mm',
      { ...good, birthday: '1/2' },
      { birthday: 'Enter your birthday as dd/mm' },
    ],
    ['a real day', { ...good, birthday: '31/04' }, { birthday: 'Enter your birthday as dd/mm' }],
    ['29/02 exists', { ...good, birthday: '29/02' }, {}],
  ])('%s', (_case, fields, expected) => {
    expect(profileErrors(fields)).toEqual(expected);
  });

  it.each([
    ['01/01', true],
    ['32/01', false],
    ['00/10', false],
    ['15/13', false],
  ])('isValidBirthday(%s) = %s', (value, expected) => {
    expect(isValidBirthday(value)).toBe(expected);
  });

  it.each([
    ['', false],
    ['24/11', true],
  ])('birthdayLocked(%j) = %s', (stored, expected) => {
    expect(birthdayLocked(stored)).toBe(expected);
  });

  it.each([
    [{ apple: false, google: false }, false],
    [{ apple: true, google: false }, true],
    [{ apple: false, google: true }, true],
  ])("'Email is locked when a social account is connected' %j", (connections, expected) => {
    expect(emailLocked(connections)).toBe(expected);
  });
});

describe('roles (§2 Profile titles, §6)', () => {
  it.each([
    ['signed out', { id: 0, status: 0 }, 'Guest Account', false],
    ['guest status 2', { id: 5, status: 2 }, 'Guest Account', true],
    ['member', { id: 5, status: 1 }, 'My Account', true],
    ['kiosk', { id: 5, status: 3 }, 'Kiosk Account', false],
    ['staff', { id: 5, status: 8 }, 'Staff Account', false],
    ['test', { id: 5, status: 9 }, 'Test Account', true],
  ])('%s: %s, may delete: %s', (_case, customer, title, canDelete) => {
    expect(accountTitle(customer)).toBe(title);
    expect(canDeleteAccount(customer)).toBe(canDelete);
  });

  it.each([
    ['PERSONAL' as const, false, 'Sign In'],
    ['PERSONAL' as const, true, 'Sign Up'],
    ['KIOSK' as const, false, 'Kiosk or Merchant Sign In'],
    ['POS' as const, true, 'Kiosk or Merchant Sign In'],
  ])('%s (sign-up %s): %s', (mode, signUp, heading) => {
    expect(signInHeading(mode, signUp)).toBe(heading);
  });
});

describe('sign-in outcome (§4)', () => {
  const member = {
    status: 1,
    menu_name: '',
    eftpos: { is_eftpos_enabled: 0 as const, eftpos_provider: '' },
  };
  const linkly = { is_eftpos_enabled: 1 as const, eftpos_provider: 'LINKLY' };
  it.each([
    ['next/from', member, '/account', '/cart', '/account'],
    ['the alias when no next', member, null, '/cart', '/cart'],
    ['home otherwise', member, null, null, '/'],
    [
      'the menu in the answer',
      { ...member, menu_name: 'fig-and-olive' },
      '/account',
      null,
      '/menu/fig-and-olive',
    ],
    [
      'kiosk with Linkly: eftpos',
      { ...member, status: 3, eftpos: linkly },
      '/account',
      null,
      '/eftpos/linkly',
    ],
    [
      'staff with Linkly: eftpos',
      { ...member, status: 8, eftpos: linkly, menu_name: 'x' },
      null,
      null,
      '/eftpos/linkly',
    ],
    ['a member with Linkly: not eftpos', { ...member, eftpos: linkly }, null, null, '/'],
    [
      'staff without eftpos: the board',
      { ...member, status: 8, menu_name: 'x' },
      null,
      null,
      '/staff/orders',
    ],
    [
      'staff without eftpos, sent from a page: that page',
      { ...member, status: 8 },
      '/account',
      null,
      '/account',
    ],
    [
      'kiosk without eftpos enabled',
      { ...member, status: 3, eftpos: { ...linkly, is_eftpos_enabled: 0 as const } },
      null,
      null,
      '/',
    ],
  ])('%s', (_case, answer, returnPath, aliasReturn, expected) => {
    expect(signInDestination({ answer, returnPath, aliasReturn })).toBe(expected);
  });

  it.each([
    ['unset' as const, '/eftpos/linkly'],
    ['pinpad' as const, '/eftpos/linkly'],
    ['none' as const, '/staff/orders'],
  ])('staff with Linkly on a device whose payments are %s: %s', (devicePayments, expected) => {
    const answer = { ...member, status: 8, eftpos: linkly };
    expect(signInDestination({ answer, returnPath: null, aliasReturn: null, devicePayments })).toBe(
      expected,
    );
  });
});
