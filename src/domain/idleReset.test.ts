import { describe, expect, it } from 'vitest';
import type { AppMode } from '../api/envelope';
import {
  idleCheck,
  idleMomentAction,
  keepsLoginOnIdleReset,
  kioskIdleMs,
  parseIdleOverride,
  SCREENSAVER_TIMEOUT_MS,
  type IdlePhase,
} from './idleReset';
import type { CustomerIdentity } from './roles';

const guest: CustomerIdentity = { id: 0, status: 0 };
const signedInGuest: CustomerIdentity = { id: 41, status: 2 };
const member: CustomerIdentity = { id: 7, status: 1 };
const kiosk: CustomerIdentity = { id: 3, status: 3 };
const staff: CustomerIdentity = { id: 9, status: 8 };

describe('constants', () => {
  it("'Screensaver default timeout 30000 ms' (spec 1 §9)", () => {
    expect(SCREENSAVER_TIMEOUT_MS).toBe(30_000);
  });
});

describe('parseIdleOverride (device setting docket:kiosk-idle-ms)', () => {
  const rows: [string | null, number | null][] = [
    [null, null],
    ['', null],
    ['120000', 120_000],
    [' 250 ', 250],
    ['20', 20],
    ['19', null],
    ['0', null],
    ['-5', null],
    ['1.5', null],
    ['30s', null],
    ['99999999999999999999', null],
  ];
  it.each(rows)('%j → %j', (raw, expected) => {
    expect(parseIdleOverride(raw)).toBe(expected);
  });
});

describe('kioskIdleMs', () => {
  const rows: [string, AppMode, CustomerIdentity, number | null, number | null][] = [
    ['a phone (PERSONAL, guest) never resets', 'PERSONAL', guest, null, null],
    ['a member on a phone never resets', 'PERSONAL', member, null, null],
    ['a KIOSK build resets after the screensaver timeout', 'KIOSK', guest, null, 30_000],
    ['a kiosk login (status 3) resets on any build', 'PERSONAL', kiosk, null, 30_000],
    ['staff on a POS build do not reset', 'POS', staff, null, null],
    ['a device setting wins on a kiosk', 'KIOSK', kiosk, 120_000, 120_000],
    ['a device setting turns the reset on for any build', 'PERSONAL', guest, 50, 50],
  ];
  it.each(rows)('%s', (_name, appMode, customer, overrideMs, expected) => {
    expect(kioskIdleMs({ appMode, customer, overrideMs })).toBe(expected);
  });
});

describe('idleCheck', () => {
  const rows: [string, number, number, ReturnType<typeof idleCheck>][] = [
    [
      'just touched: check again after the whole period',
      1_000,
      1_000,
      { idle: false, checkInMs: 30_000 },
    ],
    ['10 s quiet: 20 s to go', 1_000, 11_000, { idle: false, checkInMs: 20_000 }],
    ['exactly the period: idle', 1_000, 31_000, { idle: true }],
    ['long past: idle', 1_000, 900_000, { idle: true }],
    [
      'a clock that went backwards waits the whole period',
      5_000,
      4_000,
      { idle: false, checkInMs: 30_000 },
    ],
  ];
  it.each(rows)('%s', (_name, lastActivityAt, now, expected) => {
    expect(idleCheck({ lastActivityAt, now, idleMs: 30_000 })).toEqual(expected);
  });
});

describe('keepsLoginOnIdleReset', () => {
  const rows: [string, CustomerIdentity, boolean][] = [
    ['nobody (id 0)', guest, false],
    ['a signed-in guest (status 2) is signed out', signedInGuest, false],
    ['a member who signed in at the kiosk is signed out', member, false],
    ["the kiosk's own login (status 3) stays", kiosk, true],
    ['staff (status 8) stay', staff, true],
  ];
  it.each(rows)('%s', (_name, customer, expected) => {
    expect(keepsLoginOnIdleReset(customer)).toBe(expected);
  });
});

describe('idleMomentAction', () => {
  const rows: [
    string,
    boolean,
    IdlePhase,
    boolean,
    boolean,
    ReturnType<typeof idleMomentAction>,
  ][] = [
    ['someone is using it', false, 'active', false, true, 'none'],
    ['idle: clear the guest state first', true, 'active', false, false, 'reset'],
    ['idle with an update waiting: still reset first', true, 'active', false, true, 'reset'],
    ['reset running: wait for it', true, 'resetting', false, true, 'none'],
    ['reset done, update waiting: apply it now', true, 'reset', false, true, 'apply-update'],
    [
      'reset done, nothing waiting: stay put (no reset every period)',
      true,
      'reset',
      false,
      false,
      'none',
    ],
    ['idle but paying (at the pinpad): nothing', true, 'active', true, true, 'none'],
    ['reset done but a payment started: never reload', true, 'reset', true, true, 'none'],
  ];
  it.each(rows)('%s', (_name, idle, phase, paymentInProgress, updateWaiting, expected) => {
    expect(idleMomentAction({ idle, phase, paymentInProgress, updateWaiting })).toBe(expected);
  });
});
