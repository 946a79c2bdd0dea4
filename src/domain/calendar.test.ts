import { describe, expect, it } from 'vitest';
import { localEpochInZone } from './calendar';

describe('localEpochInZone (the store wall clock as a merchant-local epoch, calendar.ts)', () => {
  it.each([
    [
      'Perth is UTC+8 all year',
      Date.UTC(2025, 0, 15, 4, 5),
      'Australia/Perth',
      Date.UTC(2025, 0, 15, 12, 5),
    ],
    [
      'Perth across midnight',
      Date.UTC(2025, 5, 30, 20, 0),
      'Australia/Perth',
      Date.UTC(2025, 6, 1, 4, 0),
    ],
    [
      'Sydney in summer time (UTC+11)',
      Date.UTC(2025, 0, 15, 1, 0),
      'Australia/Sydney',
      Date.UTC(2025, 0, 15, 12, 0),
    ],
    [
      'Sydney in winter (UTC+10)',
      Date.UTC(2025, 6, 15, 2, 0),
      'Australia/Sydney',
      Date.UTC(2025, 6, 15, 12, 0),
    ],
    [
      'an unknown zone falls back to +8 h',
      Date.UTC(2025, 0, 15, 4, 5),
      'Nowhere/Else',
      Date.UTC(2025, 0, 15, 12, 5),
    ],
  ])('%s', (_name, epoch, zone, expected) => {
    expect(localEpochInZone(epoch, zone)).toBe(expected);
  });
});
