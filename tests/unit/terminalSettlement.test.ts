/**
 * Staff end-of-day settlement on the paired pad (worker/linkly/settlement.ts): the pad's answer
 * and receipt, or the terminal layer's words word for word (src/domain/settlementMessages.ts).
 */
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WorkerContext } from '@worker/context';
import type { DocketDatabase } from '@worker/db/database';
import type { Submission } from '@worker/checkout/submitOrder';
import { createEventBus } from '@worker/events/eventBus';
import { createTerminalApi } from '@worker/linkly/terminalApi';
import type { ProtocolClient } from '@worker/protocol/createProtocolClient';
import { demoBrand } from './support/brand';
import { HOSTS, linklyFake, type Reply } from './support/linklyFake';
import { captureLogs } from './support/logs';
import { testDb } from './support/testDb';

captureLogs();

let db: DocketDatabase;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(new Date('2026-11-24T10:00:00Z'));
  db = testDb();
});
afterEach(() => {
  vi.useRealTimers();
  db.close();
});

function terminal(script: Parameters<typeof linklyFake>[0]) {
  const linkly = linklyFake(script);
  const ctx: WorkerContext = {
    db,
    brand: demoBrand(),
    now: () => Date.now(),
    protocol: {} as ProtocolClient,
    events: createEventBus(),
  };
  let ids = 0;
  const api = createTerminalApi(ctx, {
    submission: {} as Submission,
    hosts: async () => HOSTS,
    origin: 'https://app.test',
    fetch: linkly.fetch,
    timers: {
      setTimeout: (callback, ms) => setTimeout(callback, ms),
      clearTimeout: (handle) => clearTimeout(handle),
    },
    locks: null,
    newId: () => `00000000-0000-4000-8000-${String(++ids).padStart(12, '0')}`,
    random: () => 0,
  });
  return { api, linkly };
}

/** Runs a call to its end, moving the fake clock past each retry wait. */
async function run<T>(promise: Promise<T>): Promise<T> {
  let done = false;
  void promise.finally(() => {
    done = true;
  });
  while (!done) {
    await new Promise((resolve) => setImmediate(resolve));
    if (!done && vi.getTimerCount() > 0) await vi.advanceTimersToNextTimerAsync();
  }
  return promise;
}

const pair = () =>
  db.pinpad.put({
    key: 'current',
    secret: 'the-secret',
    token: 'the-token',
    tokenExpiresAt: Date.now() + 3_600_000,
    posId: 'pos-1',
    pairedAt: 0,
  });

const settlementAnswer = {
  status: 200,
  body: {
    responseType: 'settlement',
    response: {
      success: true,
      responseText: 'SETTLEMENT OK       ',
      settlementData: '0002000000002480',
      receiptText: ['  SETTLEMENT TOTALS  ', 'PURCHASES    2  AUD    24.80'],
    },
  },
};

describe('terminalSettlement', () => {
  it("settles on a new session (SettlementType 'S') and answers the pad's text and receipt", async () => {
    await pair();
    const { api, linkly } = terminal({ settlement: [settlementAnswer] });
    expect(await run(api.terminalSettlement({}))).toEqual({
      ok: true,
      data: {
        success: true,
        responseText: 'SETTLEMENT OK',
        settlementData: '0002000000002480',
        receiptText: ['  SETTLEMENT TOTALS  ', 'PURCHASES    2  AUD    24.80'],
      },
    });
    const [request] = linkly.of('settlement');
    expect(request?.body).toMatchObject({ Request: { SettlementType: 'S', Merchant: '00' } });
  });

  it.each<[string, Reply[], string]>([
    [
      'no answer twice',
      ['no-answer', 'no-answer'],
      'Eftpos (Linkly) is not currently available (MSG-LPPS1) No answer from Linkly',
    ],
    [
      'a 503, then a 500',
      [503, 500],
      'Eftpos (Linkly) is not currently available (MSG-LPPS1) HTTP 500',
    ],
    [
      'a refusal with a reason',
      [{ status: 400, body: { message: 'Settlement not allowed' } }],
      'Eftpos (Linkly) is not currently available (MSG-LPPS1) Settlement not allowed',
    ],
  ])('%s', async (_case, replies, message) => {
    await pair();
    const { api } = terminal({ settlement: replies });
    expect(await run(api.terminalSettlement({}))).toEqual({
      ok: false,
      error: { code: 'unavailable', message },
    });
  });

  it('a 503 then success: asked once more on the same session, settled', async () => {
    await pair();
    const { api, linkly } = terminal({ settlement: [503, settlementAnswer] });
    expect(await run(api.terminalSettlement({}))).toMatchObject({ ok: true });
    const sessions = linkly.of('settlement').map((request) => request.sessionId);
    expect(sessions).toHaveLength(2);
    expect(new Set(sessions).size).toBe(1);
  });

  it('each settlement has a session of its own', async () => {
    await pair();
    const { api, linkly } = terminal({ settlement: [settlementAnswer, settlementAnswer] });
    await run(api.terminalSettlement({}));
    await run(api.terminalSettlement({}));
    expect(new Set(linkly.of('settlement').map((request) => request.sessionId)).size).toBe(2);
  });

  it("a device with no pad paired: 'Eftpos (Linkly) is not paired (MSG-LPPS2)', nothing sent", async () => {
    const { api, linkly } = terminal({});
    expect(await run(api.terminalSettlement({}))).toEqual({
      ok: false,
      error: { code: 'not-paired', message: 'Eftpos (Linkly) is not paired (MSG-LPPS2)' },
    });
    expect(linkly.requests).toEqual([]);
  });

  it("a token Linkly will not give: 'Token Request Failed (MSG-CO3)'", async () => {
    await db.pinpad.put({
      key: 'current',
      secret: 'the-secret',
      token: '',
      tokenExpiresAt: 0,
      posId: 'pos-1',
      pairedAt: 0,
    });
    const { api } = terminal({ token: [401] });
    expect(await run(api.terminalSettlement({}))).toEqual({
      ok: false,
      error: { code: 'token', message: 'Token Request Failed (MSG-CO3)' },
    });
  });
});
