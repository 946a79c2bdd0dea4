import { describe, expect, it } from 'vitest';
import {
  backoffMs,
  pairingStatusAction,
  purchaseAction,
  receiptPrintAction,
  tokenNeedsRefresh,
  tokenRequestAction,
  transactionStatusAction,
  type StatusAction,
} from './terminalPolicy';

const done: StatusAction = { kind: 'done' };
const fail: StatusAction = { kind: 'fail' };
const retry = (delayMs: number): StatusAction => ({ kind: 'retry', delayMs });
const exhausted: StatusAction = { kind: 'exhausted' };

describe('transaction status polling (spec 2 §4.4)', () => {
  // 'Status handling: 200 success; 202 poll again after 1 s; 400, 401 and 404 fail; 408 and 5xx
  // retry with exponential backoff (1 s, 2 s, 4 s, 8 s, 16 s, then 32 s) up to 5 times for status
  // polling ...; any other code fails.'
  it.each<[number, number, StatusAction]>([
    [200, 0, done],
    [202, 0, { kind: 'poll', delayMs: 1000 }],
    [202, 5, { kind: 'poll', delayMs: 1000 }],
    [400, 0, fail],
    [401, 0, fail],
    [404, 0, { kind: 'not-found' }],
    [408, 0, retry(1000)],
    [408, 1, retry(2000)],
    [500, 2, retry(4000)],
    [502, 3, retry(8000)],
    [503, 4, retry(16000)],
    [504, 5, exhausted],
    [408, 6, exhausted],
    [302, 0, fail],
    [429, 0, fail],
    [418, 0, fail],
  ])('status %i after %i retries → %o', (status, retries, action) => {
    expect(transactionStatusAction(status, retries)).toEqual(action);
  });
});

describe('the backoff schedule (spec 2 §9: 1, 2, 4, 8, 16, 32 s)', () => {
  it.each([
    [0, 1000],
    [1, 2000],
    [2, 4000],
    [3, 8000],
    [4, 16000],
    [5, 32000],
    [9, 32000],
  ])('retry %i waits %i ms', (retries, ms) => {
    expect(backoffMs(retries)).toBe(ms);
  });
});

describe('the purchase POST (linkly-cloud.md §2.7)', () => {
  it.each([
    [200, 'done'],
    [202, 'recover'],
    [408, 'recover'],
    [500, 'recover'],
    [503, 'recover'],
    [400, 'not-processed'],
    [401, 'not-processed'],
    [404, 'not-processed'],
    [418, 'recover'],
  ])('%i → %s', (status, kind) => {
    expect(purchaseAction(status).kind).toBe(kind);
  });
});

describe('token request (spec 2 §4.4: "a token request retries once on status 408")', () => {
  it.each<[number, number, StatusAction]>([
    [200, 0, done],
    [408, 0, retry(1000)],
    [408, 1, exhausted],
    [500, 0, fail],
    [401, 0, fail],
  ])('status %i after %i retries → %o', (status, retries, action) => {
    expect(tokenRequestAction(status, retries)).toEqual(action);
  });
});

describe('pinpad status while pairing (spec 3 §4 step 5)', () => {
  // '200 continues; 202 counts as failure; 400, 401, 404 fail with the response text; 408 or 5xx
  // retries once, then fails; anything else fails.'
  it.each<[number, number, StatusAction]>([
    [200, 0, done],
    [202, 0, fail],
    [400, 0, fail],
    [401, 0, fail],
    [404, 0, fail],
    [408, 0, retry(1000)],
    [500, 0, retry(1000)],
    [408, 1, exhausted],
    [503, 1, exhausted],
    [301, 0, fail],
  ])('status %i after %i retries → %o', (status, retries, action) => {
    expect(pairingStatusAction(status, retries)).toEqual(action);
  });
});

describe('eftpos receipt print (spec 3 §4)', () => {
  // '200 and 202 success; 400, 401, 404 fail with response text; 408 or 5xx retries once, then fails.'
  it.each<[number, number, StatusAction]>([
    [200, 0, done],
    [202, 0, done],
    [400, 0, fail],
    [401, 0, fail],
    [404, 0, fail],
    [408, 0, retry(1000)],
    [500, 1, exhausted],
    [418, 0, fail],
  ])('status %i after %i retries → %o', (status, retries, action) => {
    expect(receiptPrintAction(status, retries)).toEqual(action);
  });
});

describe('token refresh (spec 2 §9: margin 5 minutes, 300000 ms)', () => {
  const now = 1_000_000_000;
  it.each([
    ['no token', null, true],
    ['expired', { expiresAt: now - 1 }, true],
    ['exactly 300000 ms left', { expiresAt: now + 300_000 }, true],
    ['300001 ms left', { expiresAt: now + 300_001 }, false],
    ['6 hours left', { expiresAt: now + 6 * 3600_000 }, false],
  ])('%s → %s', (_name, token, refresh) => {
    expect(tokenNeedsRefresh(token, now)).toBe(refresh);
  });
});
