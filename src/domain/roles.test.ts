import { describe, expect, it } from 'vitest';
import {
  autofillOff,
  canUseHistory,
  customerFlags,
  SIGNED_OUT_CUSTOMER,
  type CustomerFlags,
} from './roles';

const flags = (on: Partial<CustomerFlags>): CustomerFlags => ({
  isLoggedIn: false,
  isMember: false,
  isGuest: false,
  isKiosk: false,
  isStaff: false,
  isTest: false,
  ...on,
});

describe('customerFlags (spec 1 §4 Customer flags derived from status)', () => {
  it.each<[string, number, number, CustomerFlags]>([
    ['signed out: "isGuest (id 0 …)"', 0, 0, flags({ isGuest: true })],
    ['"isLoggedIn (id above 0)" with an unknown status', 5, 0, flags({ isLoggedIn: true })],
    ['"isMember (status 1 …)"', 5, 1, flags({ isLoggedIn: true, isMember: true })],
    ['"isGuest (… or status 2)" even with an id', 5, 2, flags({ isLoggedIn: true, isGuest: true })],
    ['"isKiosk (status 3)"', 5, 3, flags({ isLoggedIn: true, isKiosk: true })],
    [
      '"isStaff (status 8)"; "Staff (status 8) … also count as members"',
      5,
      8,
      flags({ isLoggedIn: true, isMember: true, isStaff: true }),
    ],
    [
      '"isTest (status 9)"; "test (status 9) also count as members"',
      5,
      9,
      flags({ isLoggedIn: true, isMember: true, isTest: true }),
    ],
    [
      'id 0 with member status: a member flag but a guest',
      0,
      1,
      flags({ isMember: true, isGuest: true }),
    ],
    ['negative id is not "above 0"', -1, 1, flags({ isMember: true })],
  ])('%s (id %i, status %i)', (_quote, id, status, expected) => {
    expect(customerFlags({ id, status })).toEqual(expected);
  });

  it('"resets the customer to id 0, status 0"', () => {
    expect(SIGNED_OUT_CUSTOMER).toEqual({ id: 0, status: 0 });
    expect(customerFlags(SIGNED_OUT_CUSTOMER).isGuest).toBe(true);
  });
});

describe('canUseHistory (spec 1 §6: "Only logged-in members get history and favourites")', () => {
  it.each<[string, number, number, boolean]>([
    ['member', 7, 1, true],
    ['staff', 7, 8, true],
    ['test', 7, 9, true],
    ['guest status', 7, 2, false],
    ['kiosk', 7, 3, false],
    ['member status but not logged in', 0, 1, false],
  ])('%s (id %i, status %i) → %s', (_who, id, status, expected) => {
    expect(canUseHistory({ id, status })).toBe(expected);
  });
});

describe('autofillOff (spec 1 §2.6: "Kiosk and staff modes turn browser autofill off")', () => {
  it.each<[string, number, boolean]>([
    ['kiosk', 3, true],
    ['staff', 8, true],
    ['member', 1, false],
    ['guest', 2, false],
    ['test', 9, false],
  ])('%s → %s', (_who, status, expected) => {
    expect(autofillOff({ id: 1, status })).toBe(expected);
  });
});
