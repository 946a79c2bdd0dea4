/**
 * The Linkly client in the worker (worker/linkly/) through every status code and the backoff
 * schedule, on Vitest's fake timers. Linkly is a scripted stand-in
 * (support/linklyFake.ts); the SubmitOrder path is a recording stand-in, so these tests see only
 * the terminal's rules: spec 2 §4.4, §8 'Terminal', §9 and spec 3 §4.
 */
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SubmitOrderResponse } from '@/api/submitOrder';
import { ok } from '@/domain/result';
import type { WorkerContext } from '@worker/context';
import type { DocketDatabase } from '@worker/db/database';
import type { Submission, SubmitOrderInput } from '@worker/checkout/submitOrder';
import { createEventBus } from '@worker/events/eventBus';
import { createTerminalApi } from '@worker/linkly/terminalApi';
import type { ProtocolClient } from '@worker/protocol/createProtocolClient';
import { inProcessLocks, type LockManagerLike } from '@worker/protocol/locks';
import { demoBrand } from './support/brand';
import { approved, declined, HOSTS, linklyFake, type Reply } from './support/linklyFake';
import { CHANNEL_NOTIFICATION, terminalChannelFake } from './support/terminalChannelFake';
import { captureLogs } from './support/logs';
import { testDb } from './support/testDb';

captureLogs();

const ANSWER: SubmitOrderResponse = {
  preorder: 0,
  order_id: 0,
  order_total: 1240,
  payment_method: 'eftpos',
  payment_redirect: 0,
  requires_redirect: 0,
  redirect_url: '',
  promo_code: '',
  customer: { id: 5, name: 'Kiosk', email: '', status: 1 },
};

const INPUT: SubmitOrderInput = {
  slug: 'fig-and-olive',
  validate: true,
  fields: {
    payment_method: 'eftpos',
    order_source: 'rmobi',
    customer_name: 'Jo',
    confirmed_total: '1240',
  },
};

let db: DocketDatabase;
let ids = 0;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(new Date('2026-11-24T02:00:00Z'));
  db = testDb();
  ids = 0;
});
afterEach(() => {
  vi.useRealTimers();
  db.close();
});

function harness(
  script: Parameters<typeof linklyFake>[0] = {},
  total = 1240,
  shared: { linkly?: ReturnType<typeof linklyFake>; locks?: LockManagerLike } = {},
) {
  const linkly = shared.linkly ?? linklyFake(script);
  const events = createEventBus();
  const statuses: string[] = [];
  events.listen('terminal-status', ({ text }) => {
    statuses.push(text);
  });
  const placements: { requestId: string; fields: Record<string, string> }[] = [];
  const submission = {
    validateOnly: vi.fn(async () => ok({ ...ANSWER, preorder: 1 as const, order_total: total })),
    placeWithRequestId: vi.fn(
      async (input: { slug: string; fields: Record<string, string>; requestId: string }) => {
        placements.push(input);
        return ok({ kind: 'placed' as const, answer: { ...ANSWER, order_id: 77 } });
      },
    ),
  } as unknown as Submission;
  const ctx: WorkerContext = {
    db,
    brand: demoBrand(),
    now: () => Date.now(),
    protocol: {} as ProtocolClient,
    events,
  };
  const api = createTerminalApi(ctx, {
    submission,
    hosts: async () => HOSTS,
    origin: 'https://app.test',
    fetch: linkly.fetch,
    timers: {
      setTimeout: (callback, ms) => setTimeout(callback, ms),
      clearTimeout: (handle) => clearTimeout(handle),
    },
    locks: shared.locks ?? null,
    newId: () => {
      ids += 1;
      return `00000000-0000-4000-8000-${String(ids).padStart(12, '0')}`;
    },
    random: () => 0.5,
  });
  return { api, linkly, statuses, placements, submission };
}

/** Runs the worker call to its end, firing each fake timer only once nothing else is pending. */
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

async function paired(tokenExpiresAt = Date.now() + 3_600_000) {
  await db.pinpad.put({
    key: 'current',
    secret: 'the-secret',
    token: 'the-token',
    tokenExpiresAt,
    posId: 'pos-1',
    pairedAt: 0,
  });
}

const record = async () => (await db.terminalTransaction.get('current')) ?? null;
const gaps = (times: number[]) => times.slice(1).map((at, i) => at - (times[i] ?? 0));

describe('a purchase answered at once', () => {
  it('writes the record before the POST, then places the order with its request_id', async () => {
    await paired();
    const h = harness();
    const atPurchase: unknown[] = [];
    h.linkly.hooks.beforeAnswer = async (request) => {
      if (request.kind === 'purchase') atPurchase.push(await record());
    };
    const result = await run(h.api.payByTerminal(INPUT));
    expect(result).toMatchObject({ ok: true, data: { kind: 'placed' } });
    const [purchase] = h.linkly.of('purchase');
    const kept = await record();
    expect(kept).toMatchObject({ state: 'placed', orderId: 77, amountCents: 1240 });
    expect(purchase?.sessionId).toBe(kept?.sessionId);
    expect(purchase?.body).toMatchObject({
      Request: { TxnType: 'P', AmtPurchase: 1240, TxnRef: kept?.txnRef, CurrencyCode: 'AUD' },
    });
    expect(kept?.txnRef).toMatch(/^[0-9A-Z]{16}$/);
    expect(h.placements).toEqual([
      {
        slug: 'fig-and-olive',
        requestId: kept?.requestId,
        fields: expect.objectContaining({
          payment_method: 'eftpos',
          terminal_txn_ref: kept?.txnRef,
          terminal_session_id: kept?.sessionId,
        }),
      },
    ]);
    expect(h.linkly.of('status')).toHaveLength(0);
    expect(purchase?.authorization).toBe('Bearer the-token');
    expect(atPurchase).toEqual([
      expect.objectContaining({
        state: 'sending',
        sessionId: kept?.sessionId,
        txnRef: kept?.txnRef,
        requestId: kept?.requestId,
        amountCents: 1240,
      }),
    ]);
  });

  it('a total other than the checkout showed: the pad is not asked, no order', async () => {
    await paired();
    const h = harness({}, 1340);
    expect(await run(h.api.payByTerminal(INPUT))).toEqual({
      ok: false,
      error: {
        code: 'refused',
        message: 'Your order total has changed to $13.40. Please check your order and try again.',
      },
    });
    expect(h.linkly.of('purchase')).toHaveLength(0);
    expect(await record()).toBeNull();
    expect(h.placements).toHaveLength(0);
  });

  it('a decline: Transaction Failed (MSG-CO2), no order', async () => {
    await paired();
    const h = harness({ purchase: [declined] });
    expect(await run(h.api.payByTerminal(INPUT))).toEqual({
      ok: false,
      error: { code: 'declined', message: 'Transaction Failed (MSG-CO2)' },
    });
    expect(await record()).toMatchObject({ state: 'declined' });
    expect(h.placements).toHaveLength(0);
    expect(h.statuses).toContain('Transaction Failed (MSG-CO2)');
  });

  it.each([400, 401, 404])(
    'a purchase answered %i was not processed: failed, no recovery',
    async (status) => {
      await paired();
      const h = harness({ purchase: [status] });
      const result = await run(h.api.payByTerminal(INPUT));
      expect(result).toMatchObject({
        ok: false,
        error: { message: 'Transaction Failed (MSG-CO2)' },
      });
      expect(await record()).toMatchObject({ state: 'failed' });
      expect(h.linkly.of('status')).toHaveLength(0);
      expect(h.placements).toHaveLength(0);
    },
  );

  it.each<Reply>([202, 408, 500, 503, 'no-answer', 418])(
    'a purchase answered %s enters recovery on the SAME session',
    async (reply) => {
      await paired();
      const h = harness({ purchase: [reply], status: [approved] });
      expect(await run(h.api.payByTerminal(INPUT))).toMatchObject({ ok: true });
      const [purchase] = h.linkly.of('purchase');
      expect(h.linkly.of('status').map((r) => r.sessionId)).toEqual([purchase?.sessionId]);
      expect(h.linkly.of('purchase')).toHaveLength(1);
      expect(h.placements).toHaveLength(1);
    },
  );
});

describe('status polling (spec 2 §4.4)', () => {
  it('202 polls again after 1 s until 200; no prompt is read from a 202', async () => {
    await paired();
    const h = harness({ purchase: [202], status: [202, 202, 202, approved] });
    expect(await run(h.api.payByTerminal(INPUT))).toMatchObject({ ok: true });
    const times = [h.linkly.of('purchase')[0]!.at, ...h.linkly.of('status').map((r) => r.at)];
    expect(gaps(times)).toEqual([0, 1000, 1000, 1000]);
    expect(h.statuses).toEqual(['APPROVED']);
  });

  it("the pad's prompts come from the terminal channel, the purchase goes async with its notification", async () => {
    await paired();
    await db.session.put({ key: 'current', sid: 'kiosk-sid', expiresAt: Date.now() + 3_600_000 });
    const linkly = linklyFake({ purchase: [202], status: [202, 202, approved] });
    const channel = terminalChannelFake(linkly.fetch);
    const h = harness({}, 1240, { linkly: { ...linkly, fetch: channel.fetch } });
    let polls = 0;
    linkly.hooks.beforeAnswer = async (request) => {
      if (request.kind === 'purchase') channel.display(request.sessionId, 'PRESENT CARD');
      if (request.kind === 'status' && ++polls === 2)
        channel.display(request.sessionId, 'PROCESSING');
    };
    expect(await run(h.api.payByTerminal(INPUT))).toMatchObject({ ok: true });
    const [purchase] = linkly.of('purchase');
    expect(purchase?.async).toBe(true);
    expect(purchase?.body).toMatchObject({
      Notification: {
        Uri: CHANNEL_NOTIFICATION.uri,
        AuthorizationHeader: CHANNEL_NOTIFICATION.authorization_header,
      },
    });
    expect(h.statuses).toEqual(['PRESENT CARD', 'PROCESSING', 'APPROVED']);
    expect(await db.terminalTransaction.get('current')).toMatchObject({ state: 'placed' });
    // The channel closes with the payment.
    expect(channel.isOpen()).toBe(false);
  });

  it('a prompt heard after the result never takes the record back', async () => {
    await paired();
    await db.session.put({ key: 'current', sid: 'kiosk-sid', expiresAt: Date.now() + 3_600_000 });
    const linkly = linklyFake({ purchase: [202], status: [declined] });
    const channel = terminalChannelFake(linkly.fetch);
    const h = harness({}, 1240, { linkly: { ...linkly, fetch: channel.fetch } });
    let session = '';
    linkly.hooks.beforeAnswer = async (request) => {
      session = request.sessionId;
    };
    expect(await run(h.api.payByTerminal(INPUT))).toMatchObject({ ok: false });
    channel.display(session, 'PROCESSING');
    await new Promise((resolve) => setImmediate(resolve));
    expect(await db.terminalTransaction.get('current')).toMatchObject({ state: 'declined' });
  });

  it('without the terminal channel the purchase goes sync, as before', async () => {
    await paired();
    const h = harness({ purchase: [approved] });
    expect(await run(h.api.payByTerminal(INPUT))).toMatchObject({ ok: true });
    expect(h.linkly.of('purchase')[0]).toMatchObject({ async: false });
    expect(h.linkly.of('purchase')[0]?.body).not.toHaveProperty('Notification');
  });

  it('408 and 5xx back off 1, 2, 4, 8, 16 s, then answer after the fifth retry', async () => {
    await paired();
    const h = harness({ purchase: [202], status: [408, 500, 502, 503, 504, approved] });
    expect(await run(h.api.payByTerminal(INPUT))).toMatchObject({ ok: true });
    const times = h.linkly.of('status').map((r) => r.at);
    expect(gaps(times)).toEqual([1000, 2000, 4000, 8000, 16000]);
  });

  it('retries used up without a 200 or 404: unknown, MSG-CO4, kept, never bought again', async () => {
    await paired();
    const h = harness({ purchase: ['no-answer'], status: [500, 500, 500, 500, 500, 500] });
    expect(await run(h.api.payByTerminal(INPUT))).toEqual({
      ok: false,
      error: { code: 'status-unknown', message: 'Transaction Status Failed (MSG-CO4)' },
    });
    expect(h.linkly.of('status')).toHaveLength(6);
    const kept = await record();
    expect(kept).toMatchObject({
      state: 'unknown',
      message: 'Transaction Status Failed (MSG-CO4)',
    });
    expect(h.placements).toHaveLength(0);

    // Pay again: the kept session is asked about, not a new purchase.
    h.linkly.then('status', approved);
    expect(await run(h.api.payByTerminal(INPUT))).toMatchObject({ ok: true });
    expect(h.linkly.of('purchase')).toHaveLength(1);
    expect(h.linkly.of('status').at(-1)?.sessionId).toBe(kept?.sessionId);
    expect(h.placements).toHaveLength(1);
    expect(h.placements[0]?.requestId).toBe(kept?.requestId);
  });

  it('the backoff restarts after a 202', async () => {
    await paired();
    const h = harness({ purchase: [202], status: [500, 500, 202, 500, approved] });
    expect(await run(h.api.payByTerminal(INPUT))).toMatchObject({ ok: true });
    expect(gaps(h.linkly.of('status').map((r) => r.at))).toEqual([1000, 2000, 1000, 1000]);
  });

  it('404 on recovery: never processed, failed safely with MSG-CO2', async () => {
    await paired();
    const h = harness({ purchase: ['no-answer'], status: [404] });
    expect(await run(h.api.payByTerminal(INPUT))).toMatchObject({
      ok: false,
      error: { code: 'declined', message: 'Transaction Failed (MSG-CO2)' },
    });
    expect(await record()).toMatchObject({ state: 'failed' });
    expect(h.placements).toHaveLength(0);
  });

  it.each([400, 401, 418])(
    '%i on a status check fails the check (MSG-CO4) but keeps the record',
    async (status) => {
      await paired();
      const h = harness({ purchase: [202], status: [status] });
      expect(await run(h.api.payByTerminal(INPUT))).toMatchObject({
        ok: false,
        error: { code: 'status-unknown', message: 'Transaction Status Failed (MSG-CO4)' },
      });
      expect(h.linkly.of('status')).toHaveLength(1);
      expect(await record()).toMatchObject({ state: 'unknown' });
    },
  );

  it('a 401 drops the token: the next request asks for a new one', async () => {
    await paired();
    const h = harness({ purchase: [202], status: [401] });
    await run(h.api.payByTerminal(INPUT));
    expect(h.linkly.of('token')).toHaveLength(0);
    h.linkly.then('status', approved);
    expect(await run(h.api.resumeTerminalPayment({}))).toMatchObject({
      ok: true,
      data: { kind: 'placed' },
    });
    expect(h.linkly.of('token')).toHaveLength(1);
    expect(h.linkly.of('status').at(-1)?.authorization).not.toBe('Bearer the-token');
  });

  it('resume with nothing kept, or a finished record, does nothing', async () => {
    await paired();
    const h = harness();
    expect(await run(h.api.resumeTerminalPayment({}))).toEqual({ ok: true, data: null });
    await run(h.api.payByTerminal(INPUT));
    expect(await run(h.api.resumeTerminalPayment({}))).toEqual({ ok: true, data: null });
    expect(h.linkly.of('status')).toHaveLength(0);
  });
});

describe('one tab leads the terminal', () => {
  it("a second tab's resume waits for the leader, then finds the payment finished", async () => {
    await paired();
    const locks = inProcessLocks();
    const leader = harness({ purchase: [202], status: [202, 202, approved] }, 1240, { locks });
    const other = harness({}, 1240, { locks, linkly: leader.linkly });
    const paying = leader.api.payByTerminal(INPUT);
    const resuming = other.api.resumeTerminalPayment({});
    const [paid, resumed] = await run(Promise.all([paying, resuming]));
    expect(paid).toMatchObject({ ok: true, data: { kind: 'placed' } });
    expect(resumed).toEqual({ ok: true, data: null });
    expect(leader.linkly.of('status')).toHaveLength(3);
    expect(leader.linkly.of('purchase')).toHaveLength(1);
    expect(other.placements).toHaveLength(0);
  });
});

describe('the token (spec 2 §4.4, §9)', () => {
  it('is refreshed when it expires within 5 minutes', async () => {
    await paired(Date.now() + 300_000);
    const h = harness();
    await run(h.api.payByTerminal(INPUT));
    expect(h.linkly.of('token')).toHaveLength(1);
    expect(h.linkly.of('token')[0]?.body).toMatchObject({ secret: 'the-secret', posId: 'pos-1' });
  });

  it('is kept when it has more than 5 minutes left', async () => {
    await paired(Date.now() + 300_001);
    const h = harness();
    await run(h.api.payByTerminal(INPUT));
    expect(h.linkly.of('token')).toHaveLength(0);
  });

  it('a token request retries once on 408, 1 s later', async () => {
    await paired(0);
    const h = harness({ token: [408, 200] });
    expect(await run(h.api.payByTerminal(INPUT))).toMatchObject({ ok: true });
    expect(gaps(h.linkly.of('token').map((r) => r.at))).toEqual([1000]);
  });

  it.each<Reply[]>([[408, 408], [500], [401]])(
    'token answers %o: Token Request Failed (MSG-CO3), nothing sent, no record',
    async (...replies) => {
      await paired(0);
      const h = harness({ token: replies });
      expect(await run(h.api.payByTerminal(INPUT))).toEqual({
        ok: false,
        error: { code: 'token', message: 'Token Request Failed (MSG-CO3)' },
      });
      expect(h.linkly.of('purchase')).toHaveLength(0);
      expect(await record()).toBeNull();
    },
  );
});

describe('tender and pairing checks (spec 2 §5.3)', () => {
  it('not paired: MSG-LCP2, nothing sent', async () => {
    const h = harness();
    expect(await run(h.api.payByTerminal(INPUT))).toMatchObject({
      ok: false,
      error: {
        code: 'not-paired',
        message:
          'Eftpos (Linkly) is not paired (MSG-LCP2). Contact a member of staff for assistance.',
      },
    });
    expect(h.linkly.requests).toHaveLength(0);
  });

  it('a total of 0: Invalid tender amount (MSG-LCP3)', async () => {
    await paired();
    const h = harness({}, 0);
    const free = { ...INPUT, fields: { ...INPUT.fields, confirmed_total: '0' } };
    expect(await run(h.api.payByTerminal(free))).toMatchObject({
      ok: false,
      error: { code: 'invalid-tender', message: 'Invalid tender amount (MSG-LCP3)' },
    });
  });

  it('refuses another payment method', async () => {
    const h = harness();
    const card = { ...INPUT, fields: { ...INPUT.fields, payment_method: 'CC' } };
    expect(await run(h.api.payByTerminal(card))).toMatchObject({
      ok: false,
      error: { code: 'invalid-request' },
    });
  });
});

describe('session ids (spec 2 §4.4)', () => {
  it('status checks and cancel reuse the purchase session; other requests get new ones', async () => {
    await paired();
    const h = harness({ purchase: [202], status: [202, 202, declined] });
    const paying = run(h.api.payByTerminal(INPUT));
    while (h.linkly.of('status').length === 0)
      await new Promise((resolve) => setImmediate(resolve));
    expect(await h.api.cancelTerminalPayment({})).toEqual({ ok: true, data: null });
    expect(await paying).toMatchObject({ ok: false, error: { code: 'declined' } });
    await run(h.api.printEftposReceipt({}));
    await run(h.api.terminalSettlement({}));
    const purchase = h.linkly.of('purchase')[0]!.sessionId;
    expect(new Set(h.linkly.of('status').map((r) => r.sessionId))).toEqual(new Set([purchase]));
    expect(h.linkly.of('sendkey').map((r) => [r.sessionId, r.body])).toEqual([
      [purchase, { Request: { Key: '0', Data: '' } }],
    ]);
    const others = [...h.linkly.of('reprint'), ...h.linkly.of('settlement')].map(
      (r) => r.sessionId,
    );
    expect(new Set([purchase, ...others]).size).toBe(3);
  });

  it('cancel without a transaction in flight: sessionId not specified (MSG-LTS3)', async () => {
    const h = harness();
    expect(await h.api.cancelTerminalPayment({})).toEqual({
      ok: false,
      error: { code: 'no-session', message: 'sessionId not specified (MSG-LTS3)' },
    });
  });
});

describe('pinpad pairing (spec 3 §4)', () => {
  const credentials = { username: 'pad', password: 'pw', pairCode: '123456' };

  it('pairs, takes a token, validates, stores secret and token, never the password or code', async () => {
    const h = harness();
    await db.customer.put({
      key: 'current',
      id: 9,
      status: 3,
      name: 'Kiosk',
      email: '',
      menuName: 'fig-and-olive',
    });
    expect(await run(h.api.pairPinpad(credentials))).toEqual({
      ok: true,
      data: { menuName: 'fig-and-olive' },
    });
    expect(h.statuses).toEqual([
      'Pairing Pinpad (Auth 1 of 2)...',
      'Pairing Pinpad (Auth 2 of 2)...',
      'Validating Paired Pinpad...',
    ]);
    const row = await db.pinpad.get('current');
    expect(row).toMatchObject({ secret: 'the-secret', token: expect.any(String) });
    expect(JSON.stringify(row)).not.toContain('123456');
    expect(JSON.stringify(row)).not.toContain('"pw"');
  });

  it('with a stored secret only validates the token, then the status', async () => {
    await paired();
    const h = harness();
    expect(await run(h.api.pairPinpad({}))).toMatchObject({ ok: true });
    expect(h.linkly.of('pair')).toHaveLength(0);
    expect(h.statuses).toEqual(['Validating Paired Pinpad...']);
  });

  it.each<[string, Reply[], boolean]>([
    ['200', [200], true],
    ['202 counts as failure', [202], false],
    ['408 then 200', [408, 200], true],
    ['500 then 200', [500, 200], true],
    ['408 twice', [408, 408], false],
    ['400', [400], false],
    ['401', [401], false],
    ['404', [404], false],
    ['302', [302], false],
  ])('pinpad status %s', async (_name, replies, succeeds) => {
    await paired();
    const h = harness({ 'pinpad-status': replies });
    const result = await run(h.api.pairPinpad({}));
    expect(result.ok).toBe(succeeds);
    if (!result.ok) {
      expect(result.error.message).toMatch(/^Pinpad Status Request Failed \(MSG-AL3\)\. /);
      // Spec 3 §4 step 6: on a status failure the secret is cleared.
      expect(await db.pinpad.get('current')).toBeUndefined();
    }
  });

  it('a refused pair request: Pair Request Failed (MSG-AL1). with the reason', async () => {
    const h = harness({ pair: [401] });
    expect(await run(h.api.pairPinpad(credentials))).toEqual({
      ok: false,
      error: { code: 'pair', message: 'Pair Request Failed (MSG-AL1). HTTP 401' },
    });
  });

  it('a refused token: Token Request Failed (MSG-AL2). with the reason', async () => {
    const h = harness({ token: [{ status: 401, body: { message: 'Invalid secret' } }] });
    expect(await run(h.api.pairPinpad(credentials))).toEqual({
      ok: false,
      error: { code: 'token', message: 'Token Request Failed (MSG-AL2). Invalid secret' },
    });
  });

  it('forgetPinpad clears the row', async () => {
    await paired();
    const h = harness();
    await h.api.forgetPinpad({});
    expect(await db.pinpad.count()).toBe(0);
  });
});

describe('eftpos receipt print (spec 3 §4)', () => {
  it.each<[string, Reply[], boolean]>([
    ['200', [200], true],
    ['202', [202], true],
    ['408 then 200', [408, 200], true],
    ['503 then 202', [503, 202], true],
    ['500 twice', [500, 500], false],
    ['400', [{ status: 400, body: { response: { responseText: 'NO RECEIPT' } } }], false],
    ['401', [401], false],
    ['404', [404], false],
  ])('%s', async (_name, replies, succeeds) => {
    await paired();
    const h = harness({ reprint: replies });
    const result = await run(h.api.printEftposReceipt({}));
    expect(result.ok).toBe(succeeds);
    if (!result.ok) expect(result.error.message).toMatch(/^Print Receipt Failed\. /);
    expect(h.linkly.of('reprint')).toHaveLength(replies.length);
  });
});
