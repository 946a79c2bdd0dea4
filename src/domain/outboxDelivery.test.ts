import { describe, expect, it } from 'vitest';
import { ERROR_TRY_AGAIN, SESSION_EXPIRED } from './messages';
import {
  deliveryVerdict,
  refusalText,
  retryDelayMs,
  waitingItemCount,
  waitingRows,
  type DeliveryVerdict,
} from './outboxDelivery';
import type { ErrorCode } from './result';

describe('deliveryVerdict', () => {
  const cases: [ErrorCode, string, DeliveryVerdict][] = [
    ['network', 'Network error: fetch failed', 'retry'],
    ['network', 'Network error: HTTP 503', 'retry'],
    ['invalid-response', 'Unexpected answer: not JSON', 'retry'],
    ['server', ERROR_TRY_AGAIN, 'retry'],
    ['server', 'Product unavailable', 'refused'],
    ['server', 'Menu item does not exist', 'refused'],
    ['rejected', 'Request refused: HTTP 413', 'refused'],
    ['invalid-request', 'Menu not loaded', 'refused'],
    ['auth', SESSION_EXPIRED, 'session-ended'],
    ['stale-session', 'The session this change was made in has ended', 'session-ended'],
  ];
  it.each(cases)('%s %j → %s', (code, message, verdict) => {
    expect(deliveryVerdict({ code, message })).toBe(verdict);
  });
});

describe('refusalText', () => {
  const cases: [ErrorCode, string, string][] = [
    ['server', 'Product unavailable', 'Product unavailable'],
    ['rejected', 'Request refused: HTTP 413', ERROR_TRY_AGAIN],
    ['auth', 'Session expired', SESSION_EXPIRED],
    ['stale-session', 'ended', SESSION_EXPIRED],
    ['server', '', ERROR_TRY_AGAIN],
  ];
  it.each(cases)('%s %j → %j', (code, message, text) => {
    expect(refusalText({ code, message })).toBe(text);
  });
});

describe('retryDelayMs', () => {
  const cases: [number, number, number][] = [
    [1, 0, 1_000],
    [1, 0.999_999, 2_000],
    [2, 0.5, 3_000],
    [3, 0, 4_000],
    [4, 1, 16_000],
    [5, 0, 15_000],
    [6, 1, 30_000],
    [50, 1, 30_000],
    [50, 0, 15_000],
  ];
  it.each(cases)('failure %i, random %d → %i ms', (failures, random, delay) => {
    expect(retryDelayMs(failures, random)).toBe(delay);
  });
});

describe('waiting rows', () => {
  const rows = [
    { status: 'pending' as const, quantity: 2 },
    { status: 'sending' as const, quantity: 1 },
    { status: 'failed' as const, quantity: 5 },
    { status: 'pending' as const },
    { status: 'sending' as const, quantity: 4, orphaned: true as const },
  ];
  it('leave refused and orphaned rows out of the queue and the badge', () => {
    expect(waitingRows(rows)).toHaveLength(3);
    expect(waitingItemCount(rows)).toBe(3);
  });
});
