import { beforeAll, describe, expect, it } from 'vitest';
import {
  detailsErrors,
  detailsRole,
  detailsTitle,
  guestDetailsErrors,
  memberDetailsErrors,
  memberNeedsMobile,
  memberNeedsName,
  placeholderNameText,
  type DetailsRole,
  type DetailsToCheck,
  type GuestDetails,
  type MemberDetails,
} from './checkoutDetails';
import { loadPhoneMetadata } from './phone';

// The mobile rules read libphonenumber's metadata, which the app fetches on demand.
beforeAll(loadPhoneMetadata);

const INVALID_AU =
  'Enter a valid mobile phone number (including country code, e.g. +61 412 345 678)';

describe('role and title (spec 2 §2.2 block 2, §6)', () => {
  it.each([
    [{ id: 0, status: 0 }, 'guest', 'Your Details'],
    [{ id: 5, status: 2 }, 'guest', 'Your Details'],
    [{ id: 5, status: 1 }, 'member', 'Welcome back'],
    [{ id: 5, status: 9 }, 'member', 'Welcome back'],
    [{ id: 5, status: 3 }, 'kiosk', 'Your Details'],
    [{ id: 5, status: 8 }, 'staff', 'Staff Order for Customer'],
  ])('%o is %s, titled %s', (customer, role, title) => {
    expect(detailsRole(customer)).toBe(role);
    expect(detailsTitle(role as DetailsRole)).toBe(title);
  });
});

const good: GuestDetails = {
  name: 'Jo Citizen',
  email: 'jo@example.com',
  mobile: '0412 345 678',
  country: 'AU',
};
const shown = { email: true, mobile: true };

describe('§5.1 details for guests, kiosk and staff', () => {
  it.each<
    [
      string,
      'guest' | 'kiosk' | 'staff',
      Partial<GuestDetails>,
      { email: boolean; mobile: boolean },
      string[],
    ]
  >([
    ['all good', 'guest', {}, shown, []],
    ['name under 2', 'guest', { name: 'J' }, shown, ['Enter your name for the order']],
    ['name blank', 'staff', { name: '  ' }, shown, ['Enter your name for the order']],
    [
      'guest without email',
      'guest',
      { email: '' },
      shown,
      ['Enter your email address for your receipt'],
    ],
    ['guest, bad email', 'guest', { email: 'jo@' }, shown, ['Enter a valid email address']],
    ['guest, email hidden', 'guest', { email: '' }, { email: false, mobile: true }, []],
    ['kiosk without email', 'kiosk', { email: '' }, shown, []],
    ['staff without email', 'staff', { email: '' }, shown, []],
    ['kiosk, bad email typed', 'kiosk', { email: 'nope' }, shown, ['Enter a valid email address']],
    [
      'guest, mobile only a prefix',
      'guest',
      { mobile: '+61' },
      shown,
      ['Enter your mobile phone number'],
    ],
    [
      'guest, mobile of 6',
      'guest',
      { mobile: '041234' },
      shown,
      ['Enter your mobile phone number'],
    ],
    ['guest, landline', 'guest', { mobile: '08 9335 1234' }, shown, [INVALID_AU]],
    ['guest, mobile hidden', 'guest', { mobile: '' }, { email: true, mobile: false }, []],
    ['kiosk, mobile left at its prefix', 'kiosk', { mobile: '+61' }, shown, []],
    ['staff, bad mobile typed', 'staff', { mobile: '+61 8 9335 1234' }, shown, [INVALID_AU]],
    [
      'everything missing',
      'guest',
      { name: '', email: '', mobile: '' },
      shown,
      [
        'Enter your name for the order',
        'Enter your email address for your receipt',
        'Enter your mobile phone number',
      ],
    ],
  ])('%s', (_case, role, change, fields, messages) => {
    const errors = guestDetailsErrors(role, { ...good, ...change }, fields);
    expect(errors.map((error) => error.message)).toEqual(messages);
  });
});

describe('§5.2 members', () => {
  it.each([
    ['', true],
    ['J', true],
    ['Apple User', true],
    ['google user', true],
    ['Jo Citizen', false],
  ])('stored name %j needs a new one: %s', (stored, needs) => {
    expect(memberNeedsName(stored)).toBe(needs);
  });

  it.each([
    ['', true],
    ['+61', true],
    ['08 9335 1234', true],
    ['+61 412 345 678', false],
  ])('stored mobile %j shows the new-mobile field: %s', (stored, needs) => {
    expect(memberNeedsMobile(stored, 'AU')).toBe(needs);
  });

  const member = {
    storedName: 'Jo Citizen',
    storedMobile: '+61 412 345 678',
    nameNew: '',
    mobileNew: '',
    country: 'AU',
    mobileFieldShown: false,
  };

  it.each<[string, Partial<typeof member>, string[]]>([
    ['complete member', {}, []],
    ['empty stored name, none typed', { storedName: '' }, ['Enter your name for the order']],
    [
      'short stored name, short new',
      { storedName: 'J', nameNew: 'K' },
      ['Enter your name for the order'],
    ],
    ['short stored name, real new', { storedName: 'J', nameNew: 'Kim Lee' }, []],
    ['Apple User, none typed', { storedName: 'Apple User' }, [placeholderNameText('Apple User')]],
    [
      'Apple User, typed Google User',
      { storedName: 'Apple User', nameNew: 'Google User' },
      [placeholderNameText('Google User')],
    ],
    ['Google User, typed a real name', { storedName: 'Google User', nameNew: 'Kim Lee' }, []],
    [
      'mobile field shown and empty',
      { mobileFieldShown: true, mobileNew: '+61' },
      ['Enter your mobile phone number'],
    ],
    [
      'mobile field shown, landline',
      { mobileFieldShown: true, mobileNew: '08 9335 1234' },
      [INVALID_AU],
    ],
    ['mobile field shown, valid', { mobileFieldShown: true, mobileNew: '0412 345 678' }, []],
  ])('%s', (_case, change, messages) => {
    expect(memberDetailsErrors({ ...member, ...change }).map((error) => error.message)).toEqual(
      messages,
    );
  });

  it('quotes the placeholder in the spec words', () => {
    expect(placeholderNameText('Apple User')).toBe(
      'Enter your real name for the order ("Apple User" will not help identify this order as yours)',
    );
  });
});

describe('detailsErrors: the one rule the page and the server check (§5.1, §5.2, §6)', () => {
  const typed = (
    role: 'guest' | 'kiosk' | 'staff',
    change: Partial<GuestDetails>,
  ): DetailsToCheck => ({
    role,
    details: { ...good, ...change },
    shown,
  });
  const member = (change: Partial<MemberDetails>): DetailsToCheck => ({
    role: 'member',
    details: {
      storedName: 'Jo Citizen',
      storedMobile: '+61 412 345 678',
      nameNew: '',
      mobileNew: '',
      country: 'AU',
      mobileFieldShown: false,
      ...change,
    },
  });

  it.each<[string, DetailsToCheck, string[]]>([
    [
      "'Name at least 2 characters'",
      typed('guest', { name: 'J' }),
      ['Enter your name for the order'],
    ],
    [
      "'Email required for guests'",
      typed('guest', { email: ' ' }),
      ['Enter your email address for your receipt'],
    ],
    ["'must be valid'", typed('guest', { email: 'jo@example' }), ['Enter a valid email address']],
    [
      "'Optional for kiosk and staff' (email and mobile)",
      typed('kiosk', { email: '', mobile: '' }),
      [],
    ],
    [
      "'Mobile at least 7 characters'",
      typed('guest', { mobile: '041 23' }),
      ['Enter your mobile phone number'],
    ],
    [
      "mobile 'must be valid': seven characters, no number",
      typed('guest', { mobile: '0000000' }),
      [INVALID_AU],
    ],
    [
      "mobile 'must be valid': a landline is no mobile",
      typed('staff', { mobile: '08 9335 1234' }),
      [INVALID_AU],
    ],
    [
      "'validated by an international parser': +64 read as New Zealand",
      typed('guest', { mobile: '+64 21 234 5678' }),
      [],
    ],
    ["a member 'supplies only a missing name or new mobile'", member({}), []],
    [
      "'A new name is required when the stored name is empty'",
      member({ storedName: '' }),
      ['Enter your name for the order'],
    ],
    [
      "'A placeholder is rejected'",
      member({ storedName: 'Apple User', nameNew: 'Google User' }),
      [placeholderNameText('Google User')],
    ],
    [
      "'such as Apple User or Google User': Facebook sign-in is off, so no placeholder",
      member({ storedName: 'Facebook User' }),
      [],
    ],
    [
      "'A new mobile, when the field is present, needs 7 or more characters'",
      member({ mobileFieldShown: true, mobileNew: '04123' }),
      ['Enter your mobile phone number'],
    ],
    [
      "'and a valid format'",
      member({ mobileFieldShown: true, mobileNew: '0000000' }),
      [INVALID_AU],
    ],
  ])('%s', (_rule, check, messages) => {
    expect(detailsErrors(check).map((error) => error.message)).toEqual(messages);
  });
});
