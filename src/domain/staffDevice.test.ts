import { describe, expect, it } from 'vitest';
import {
  parseDevicePayments,
  staffSignInDestination,
  takesPaymentsHere,
  type DevicePayments,
} from './staffDevice';

describe('parseDevicePayments: the device setting, read with a default', () => {
  it.each<[string | null, DevicePayments]>([
    [null, 'unset'],
    ['', 'unset'],
    ['none', 'none'],
    ['pinpad', 'pinpad'],
    ['NONE', 'unset'],
    ['yes', 'unset'],
  ])('%j → %s', (stored, parsed) => {
    expect(parseDevicePayments(stored)).toBe(parsed);
  });
});

describe('staffSignInDestination: staff land on the board unless this device pairs a pinpad', () => {
  it.each<[boolean, DevicePayments, string]>([
    [true, 'unset', '/eftpos/linkly'],
    [true, 'pinpad', '/eftpos/linkly'],
    [true, 'none', '/staff/orders'],
    [false, 'unset', '/staff/orders'],
    [false, 'pinpad', '/staff/orders'],
    [false, 'none', '/staff/orders'],
  ])('Linkly on: %s, device %s → %s', (linklyEnabled, devicePayments, to) => {
    expect(staffSignInDestination({ linklyEnabled, devicePayments })).toBe(to);
  });
});

describe('takesPaymentsHere: only a staff device may take no payments', () => {
  it.each<[boolean, DevicePayments, boolean]>([
    [true, 'none', false],
    [true, 'unset', true],
    [true, 'pinpad', true],
    [false, 'none', true],
    [false, 'unset', true],
  ])('staff %s, device %s → %s', (isStaff, devicePayments, takes) => {
    expect(takesPaymentsHere({ isStaff, devicePayments })).toBe(takes);
  });
});
