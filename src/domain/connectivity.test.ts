import { describe, expect, it } from 'vitest';
import {
  isPingAnswer,
  nextConnectivity,
  PING_INTERVAL_MS,
  PING_TIMEOUT_MS,
  type ConnectivityEvent,
  type ConnectivityStatus,
} from './connectivity';

describe('constants (spec 3 §9)', () => {
  it("'Connectivity poll 15000 ms, timeout 10000 ms'", () => {
    expect(PING_INTERVAL_MS).toBe(15_000);
    expect(PING_TIMEOUT_MS).toBe(10_000);
  });
});

describe('nextConnectivity', () => {
  const rows: [ConnectivityStatus, ConnectivityEvent, ConnectivityStatus, boolean][] = [
    ['unknown', 'ping-ok', 'online', false],
    ['unknown', 'ping-failed', 'offline', false],
    ['online', 'ping-ok', 'online', false],
    ['online', 'ping-failed', 'offline', false],
    ['offline', 'ping-ok', 'online', false],
    ['offline', 'ping-failed', 'offline', false],
    // The device saying offline is reliable: believed at once, no ping needed.
    ['online', 'device-offline', 'offline', false],
    ['unknown', 'device-offline', 'offline', false],
    // The device saying online may be captive Wi-Fi: keep the status until a ping answers.
    ['offline', 'device-online', 'offline', true],
    ['online', 'device-online', 'online', true],
    ['unknown', 'device-online', 'unknown', true],
  ];
  it.each(rows)('%s + %s → %s (ping now: %s)', (status, event, next, pingNow) => {
    expect(nextConnectivity(status, event)).toEqual({ status: next, pingNow });
  });
});

describe('isPingAnswer', () => {
  const rows: [number, boolean][] = [
    [204, true],
    [200, true],
    [0, false], // opaque redirect (captive portal) or no answer
    [302, false],
    [404, false],
    [503, false],
  ];
  it.each(rows)('HTTP %i → %s', (status, expected) => {
    expect(isPingAnswer(status)).toBe(expected);
  });
});
