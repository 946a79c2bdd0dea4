/**
 * The Linkly Cloud simulator (server/sandbox/linkly/) over HTTP (inject): pairing, tokens, the
 * transaction and its recovery on the pad's clock, async notifications, the other requests, the
 * VPP cents triggers (on the test pad only) and the test script. Facts from ../shared/linkly-cloud.md.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPaymentSandbox, type PaymentSandbox } from '../../../server/sandbox';
import {
  DEMO_PAD,
  PAD_TIMEOUT_MS,
  TEST_PAD,
  type SimulatedPad,
} from '../../../server/sandbox/linkly';

const APP = 'http://127.0.0.1:4473';
const AUTH = '/linkly/auth/v1';
const REST = '/linkly/rest/v1/sessions';

let sandbox: PaymentSandbox;
let now: Date;
/** The notifications the pad sent: where, with which header, what. */
let notified: { url: string; authorization: string; body: Record<string, unknown> }[];
async function startSandbox(pads: SimulatedPad[] = [TEST_PAD]) {
  now = new Date('2026-11-24T06:00:00Z');
  notified = [];
  sandbox = await createPaymentSandbox({
    appOrigins: [APP],
    now: () => now,
    linklyPads: pads,
    linklyFetch: async (input, init) => {
      const headers = new Headers(init?.headers);
      notified.push({
        url: String(input),
        authorization: headers.get('authorization') ?? '',
        body: JSON.parse(String(init?.body)) as Record<string, unknown>,
      });
      return new Response(null, { status: 200 });
    },
  });
}
beforeEach(() => startSandbox());
afterEach(() => sandbox.close());

let counter = 0;
const newSession = () => {
  counter += 1;
  return `0000000${counter}`.slice(-8) + '-1111-4222-8333-444455556666';
};

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  sandbox.app.inject({ method: 'POST', url, payload, headers });

async function token(): Promise<string> {
  const paired = await post(`${AUTH}/pairing/cloudpos`, DEMO_PAD);
  expect(paired.statusCode).toBe(200);
  const issued = await post(`${AUTH}/tokens/cloudpos`, {
    secret: paired.json().secret,
    posName: 'Docket',
    posVersion: '1',
    posId: 'f0e1d2c3-b4a5-4697-8899-aabbccddeeff',
    posVendorId: '0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d',
  });
  expect(issued.statusCode).toBe(200);
  expect(issued.json().expirySeconds).toBeGreaterThan(0);
  return issued.json().token;
}

const purchaseBody = (amount: number, txnRef = 'DOCKET0000000001') => ({
  Request: {
    Merchant: '00',
    TxnType: 'P',
    AmtPurchase: amount,
    TxnRef: txnRef,
    CurrencyCode: 'AUD',
    CutReceipt: '0',
    ReceiptAutoPrint: '0',
    Application: '00',
    PurchaseAnalysisData: { OPR: '1|kiosk', AMT: String(amount), PCM: '0000' },
  },
});

async function purchase(bearer: string, session: string, amount = 1240, txnRef?: string) {
  return post(`${REST}/${session}/transaction?async=false`, purchaseBody(amount, txnRef), {
    authorization: `Bearer ${bearer}`,
  });
}

const status = (bearer: string, session: string) =>
  sandbox.app.inject({
    method: 'GET',
    url: `${REST}/${session}/transaction?async=false`,
    headers: { authorization: `Bearer ${bearer}` },
  });

describe('pairing and tokens', () => {
  it('pairs with the demo pad and refuses a wrong pair code with 401 and an empty body', async () => {
    expect((await post(`${AUTH}/pairing/cloudpos`, DEMO_PAD)).json().secret).toEqual(
      expect.any(String),
    );
    const wrong = await post(`${AUTH}/pairing/cloudpos`, { ...DEMO_PAD, pairCode: '000000' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toBe('');
  });

  it('reads keys in any casing', async () => {
    const paired = await post(`${AUTH}/pairing/cloudpos`, {
      Username: DEMO_PAD.username,
      PASSWORD: DEMO_PAD.password,
      paircode: DEMO_PAD.pairCode,
    });
    expect(paired.statusCode).toBe(200);
  });

  it('a pair code shown on the pad lapses after 180 s and revokes the old secret', async () => {
    const old = (await post(`${AUTH}/pairing/cloudpos`, DEMO_PAD)).json().secret;
    const code = (await post(`/__linkly/pads/${DEMO_PAD.username}/pair-code`, {})).json().pairCode;
    expect((await post(`${AUTH}/tokens/cloudpos`, { secret: old })).statusCode).toBe(401);
    now = new Date(now.getTime() + 181_000);
    const late = await post(`${AUTH}/pairing/cloudpos`, { ...DEMO_PAD, pairCode: code });
    expect(late.statusCode).toBe(401);
  });

  it('a token lasts expirySeconds: the POS API answers 401 after it', async () => {
    const bearer = await token();
    now = new Date(now.getTime() + 6 * 3600 * 1000);
    expect((await purchase(bearer, newSession())).statusCode).toBe(401);
  });

  it("a second pairing of the pad (the server's, to confirm purchases) sees the kiosk's sessions; the kiosk's secret keeps working", async () => {
    const kiosk = await token();
    const session = newSession();
    expect((await purchase(kiosk, session, 4500)).statusCode).toBe(200);
    const server = await token();
    expect(server).not.toBe(kiosk);
    const seen = await status(server, session);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().response).toMatchObject({ success: true, amtPurchase: 4500 });
    expect((await purchase(kiosk, newSession(), 1240)).statusCode).toBe(200);
    expect(sandbox.linkly.transactions().map((txn) => txn.charged)).toEqual([1, 1]);
  });

  it('the POS API answers 401 without a Bearer token', async () => {
    expect((await purchase('nonsense', newSession())).statusCode).toBe(401);
  });
});

describe('a purchase', () => {
  it('approves at once, camelCase, and lists one charge', async () => {
    const bearer = await token();
    const session = newSession();
    const answer = await purchase(bearer, session, 1240);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      responseType: 'transaction',
      response: {
        success: true,
        responseCode: '00',
        amtPurchase: 1240,
        txnRef: 'DOCKET0000000001',
      },
    });
    expect(sandbox.linkly.transactions()).toMatchObject([
      { amountCents: 1240, state: 'approved', charged: 1 },
    ]);
  });

  it('accepts the session id hyphenated or as 32 hex digits, as one session', async () => {
    const bearer = await token();
    const session = newSession();
    await purchase(bearer, session);
    const again = await status(bearer, session.replaceAll('-', '').toUpperCase());
    expect(again.statusCode).toBe(200);
    expect(sandbox.linkly.transactions()).toHaveLength(1);
  });

  it('a repeated POST for a session answers its result and never charges twice', async () => {
    const bearer = await token();
    const session = newSession();
    await purchase(bearer, session);
    const repeat = await purchase(bearer, session);
    expect(repeat.json().response.success).toBe(true);
    expect(sandbox.linkly.transactions()).toMatchObject([{ charged: 1 }]);
  });

  it('a 202 (to the sync POST and to the recovery GET) carries no display text', async () => {
    const bearer = await token();
    await post('/__linkly/script', { transactions: [{ outcome: 'approve', stepMs: 5_000 }] });
    const session = newSession();
    const first = await purchase(bearer, session);
    expect(first.statusCode).toBe(202);
    expect(first.body).toBe('');
    const recovery = await status(bearer, session);
    expect(recovery.statusCode).toBe(202);
    expect(recovery.body).toBe('');
  });

  it("runs on the pad's clock, not on how often it is asked: 202 until its steps are done", async () => {
    const bearer = await token();
    await post('/__linkly/script', { transactions: [{ outcome: 'approve', stepMs: 5_000 }] });
    const session = newSession();
    expect((await purchase(bearer, session)).statusCode).toBe(202);
    // Asked a hundred times at once: still on the pad.
    for (let poll = 0; poll < 100; poll += 1) {
      expect((await status(bearer, session)).statusCode).toBe(202);
    }
    // Two steps (PRESENT CARD, PROCESSING) of 5 s each: finished at 10 s on the pad.
    now = new Date(now.getTime() + 9_999);
    expect((await status(bearer, session)).statusCode).toBe(202);
    now = new Date(now.getTime() + 1);
    const done = await status(bearer, session);
    expect(done.statusCode).toBe(200);
    expect(done.json().response.success).toBe(true);
  });

  it('a purchase nobody completes times out on the pad after 3 minutes: a failed result', async () => {
    const bearer = await token();
    await post('/__linkly/script', { transactions: [{ outcome: 'unattended' }] });
    const session = newSession();
    expect((await purchase(bearer, session)).statusCode).toBe(202);
    sandbox.linkly.clock.advance(PAD_TIMEOUT_MS - 1);
    expect((await status(bearer, session)).statusCode).toBe(202);
    sandbox.linkly.clock.advance(1);
    const ended = await status(bearer, session);
    expect(ended.statusCode).toBe(200);
    expect(ended.json().response).toMatchObject({ success: false, responseCode: 'TI' });
    expect(ended.json().response.responseText.trim()).toBe('OPERATOR TIMEOUT');
    expect(sandbox.linkly.transactions()).toMatchObject([{ state: 'timed-out', charged: 0 }]);
  });

  it('steps scripted past 3 minutes end in the same time-out', async () => {
    const bearer = await token();
    await post('/__linkly/script', { transactions: [{ outcome: 'approve', stepMs: 100_000 }] });
    const session = newSession();
    await purchase(bearer, session);
    await post('/__linkly/clock', { advanceMs: PAD_TIMEOUT_MS });
    expect((await status(bearer, session)).json().response.responseCode).toBe('TI');
  });

  it('404 on GET for a session it never saw', async () => {
    expect((await status(await token(), newSession())).statusCode).toBe(404);
  });

  it('400 for an invalid request: a TxnRef over 16 characters', async () => {
    const answer = await purchase(await token(), newSession(), 100, 'X'.repeat(17));
    expect(answer.statusCode).toBe(400);
  });

  it.each([
    [1240, true, '00', 'APPROVED'],
    [1208, true, '08', 'APPROVED W/ SIG'],
    [1255, true, '00', 'APPROVED'],
    [1251, false, '51', 'DECLINED'],
    [1299, true, '00', 'APPROVED'],
    [1300, true, '00', 'APPROVED'],
  ])('VPP: %i cents → success %s (%s %s)', async (amount, success, code, words) => {
    const answer = await purchase(await token(), newSession(), amount);
    expect(answer.json().response).toMatchObject({ success, responseCode: code });
    expect(answer.json().response.responseText.trim()).toBe(words);
  });

  it('VPP: .50 is a SYSTEM ERROR and charges nothing', async () => {
    const answer = await purchase(await token(), newSession(), 1000 + 50);
    expect(answer.json().response).toMatchObject({ success: false });
    expect(answer.json().response.responseText.trim()).toBe('SYSTEM ERROR');
    expect(sandbox.linkly.transactions()).toMatchObject([{ charged: 0, state: 'error' }]);
  });

  it('VPP: .55 asks for the PIN on the way', async () => {
    const bearer = await token();
    const session = newSession();
    await asyncPurchase(bearer, session, 1055);
    await sandbox.linkly.notificationsSent();
    expect(displays()).toEqual(['PRESENT CARD', 'KEY PIN', 'PROCESSING']);
  });

  it("the demo pad has no amount rules: a menu's $25.50 is approved", async () => {
    await sandbox.close();
    await startSandbox([DEMO_PAD]);
    const answer = await purchase(await token(), newSession(), 2550);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().response).toMatchObject({ success: true, responseCode: '00' });
  });

  it('sendkey 0 cancels the purchase in flight on the same session', async () => {
    const bearer = await token();
    await post('/__linkly/script', { transactions: [{ stepMs: 10_000 }] });
    const session = newSession();
    await purchase(bearer, session);
    const key = await post(
      `${REST}/${session}/sendkey?async=false`,
      { Request: { Key: '0', Data: '' } },
      { authorization: `Bearer ${bearer}` },
    );
    expect(key.statusCode).toBe(200);
    const after = await status(bearer, session);
    expect(after.statusCode).toBe(200);
    expect(after.json().response).toMatchObject({ success: false, responseCode: 'TM' });
    expect(sandbox.linkly.transactions()).toMatchObject([{ state: 'cancelled', charged: 0 }]);
  });
});

/** An async purchase: Linkly answers 202 and POSTs the pad's events to the Uri. */
function asyncPurchase(bearer: string, session: string, amount = 1240, uri = NOTIFY_URI) {
  return post(
    `${REST}/${session}/transaction?async=true`,
    {
      ...purchaseBody(amount),
      Notification: { Uri: uri, AuthorizationHeader: 'Bearer from-the-pos' },
    },
    { authorization: `Bearer ${bearer}` },
  );
}
const NOTIFY_URI = 'http://127.0.0.1:4473/api/terminal/notify/{{sessionId}}/{{type}}';
const displays = () =>
  notified
    .filter((event) => event.body.responseType === 'display')
    .map((event) => (event.body.response as { displayText: string[] }).displayText.join(' '));

describe('async notifications', () => {
  it("posts the pad's display events, then its receipt and result, to the Uri, as they happen on its clock", async () => {
    const bearer = await token();
    await post('/__linkly/script', {
      transactions: [{ outcome: 'approve', stepMs: 4_000, prompts: ['SWIPE CARD', 'PROCESSING'] }],
    });
    const session = newSession();
    const accepted = await asyncPurchase(bearer, session);
    expect(accepted.statusCode).toBe(202);
    expect(accepted.body).toBe('');
    await sandbox.linkly.notificationsSent();
    expect(displays()).toEqual(['SWIPE CARD']);
    expect(notified[0]).toMatchObject({
      url: `http://127.0.0.1:4473/api/terminal/notify/${session.replaceAll('-', '')}/display`,
      authorization: 'Bearer from-the-pos',
      body: { sessionId: session.replaceAll('-', ''), responseType: 'display' },
    });
    const clock = await post('/__linkly/clock', { hold: true, advanceMs: 4_000 });
    expect(clock.json()).toMatchObject({ held: true });
    expect(displays()).toEqual(['SWIPE CARD', 'PROCESSING']);
    await post('/__linkly/clock', { advanceMs: 4_000 });
    expect(notified.map((event) => event.body.responseType)).toEqual([
      'display',
      'display',
      'receipt',
      'transaction',
    ]);
    expect(notified[3]!.body.response).toMatchObject({ success: true, amtPurchase: 1240 });
    // The result the POS trusts is still the recovery GET's.
    expect((await status(bearer, session)).json().response.success).toBe(true);
  });

  it('a held clock does not move by itself: the pad stays where it was', async () => {
    const bearer = await token();
    await post('/__linkly/clock', { hold: true });
    await post('/__linkly/script', { transactions: [{ stepMs: 1_000 }] });
    const session = newSession();
    await asyncPurchase(bearer, session);
    now = new Date(now.getTime() + 60_000);
    expect((await status(bearer, session)).statusCode).toBe(202);
    await post('/__linkly/clock', { advanceMs: 2_000 });
    expect((await status(bearer, session)).statusCode).toBe(200);
  });

  it.each([
    ['no Notification', undefined],
    ['a Uri on another host over http', 'http://pos.example.com/notify/{{type}}'],
    ['no Uri at all', ''],
  ])('400 for an async purchase with %s; nothing on the pad', async (_name, uri) => {
    const bearer = await token();
    const session = newSession();
    const body =
      uri === undefined
        ? purchaseBody(1240)
        : { ...purchaseBody(1240), Notification: { Uri: uri, AuthorizationHeader: 'Bearer x' } };
    const answer = await post(`${REST}/${session}/transaction?async=true`, body, {
      authorization: `Bearer ${bearer}`,
    });
    expect(answer.statusCode).toBe(400);
    expect(sandbox.linkly.transactions()).toEqual([]);
  });

  it('a sync purchase sends no notifications', async () => {
    await purchase(await token(), newSession());
    await sandbox.linkly.notificationsSent();
    expect(notified).toEqual([]);
  });
});

describe('the script', () => {
  it('a scripted 408 answers without processing: the session stays unknown', async () => {
    const bearer = await token();
    await post('/__linkly/script', { responses: [{ match: 'transaction', http: 408 }] });
    const session = newSession();
    expect((await purchase(bearer, session)).statusCode).toBe(408);
    expect((await status(bearer, session)).statusCode).toBe(404);
    expect(sandbox.linkly.transactions()).toEqual([]);
  });

  it('a dropped answer still charges: recovery finds the result', async () => {
    const bearer = await token();
    await post('/__linkly/script', { responses: [{ match: 'transaction', drop: true }] });
    const session = newSession();
    await expect(purchase(bearer, session)).rejects.toThrow();
    const recovered = await status(bearer, session);
    expect(recovered.statusCode).toBe(200);
    expect(recovered.json().response.success).toBe(true);
    expect(sandbox.linkly.transactions()).toMatchObject([{ charged: 1 }]);
  });

  it('a scripted 500 on a status poll, then the answer', async () => {
    const bearer = await token();
    const session = newSession();
    await purchase(bearer, session);
    await post('/__linkly/script', { responses: [{ match: 'transaction-status', http: 500 }] });
    expect((await status(bearer, session)).statusCode).toBe(500);
    expect((await status(bearer, session)).statusCode).toBe(200);
  });

  it('a slow answer: the pad acts at once, a status check meanwhile finds the session', async () => {
    const bearer = await token();
    await post('/__linkly/script', { responses: [{ match: 'transaction', delayMs: 60_000 }] });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const session = newSession();
      const slow = purchase(bearer, session);
      // The answer waits on the (fake) clock; the session exists before it.
      while (sandbox.linkly.transactions().length === 0) {
        await new Promise((resolve) => setImmediate(resolve));
      }
      expect((await status(bearer, session)).statusCode).toBe(200);
      await vi.advanceTimersByTimeAsync(60_000);
      expect((await slow).statusCode).toBe(200);
      expect(sandbox.linkly.transactions()).toMatchObject([{ charged: 1 }]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses an unreadable script', async () => {
    expect((await post('/__linkly/script', { responses: [{ http: 'x' }] })).statusCode).toBe(400);
  });
});

describe('other requests', () => {
  const call = async (bearer: string, operation: string, request: object) =>
    post(
      `${REST}/${newSession()}/${operation}?async=false`,
      { Request: request },
      {
        authorization: `Bearer ${bearer}`,
      },
    );

  it('status, logon, settlement and reprintreceipt answer 200 with their results', async () => {
    const bearer = await token();
    await purchase(bearer, newSession(), 1990);
    const statusAnswer = await call(bearer, 'status', { Merchant: '00', StatusType: '0' });
    expect(statusAnswer.json()).toMatchObject({
      responseType: 'status',
      response: { success: true },
    });
    expect((await call(bearer, 'logon', { LogonType: ' ' })).json().response.success).toBe(true);
    const settlement = await call(bearer, 'settlement', { SettlementType: 'S' });
    expect(settlement.json().response.settlementData).toBe('0001000000001990');
    const reprint = await call(bearer, 'reprintreceipt', { ReprintType: '2' });
    expect(reprint.json().response.receiptText.join('\n')).toContain('AUD   19.90');
  });
});

describe('CORS', () => {
  it('lets the app origin call it, with the Authorization header', async () => {
    const preflight = await sandbox.app.inject({
      method: 'OPTIONS',
      url: `${REST}/${newSession()}/transaction`,
      headers: { origin: APP, 'access-control-request-method': 'POST' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(APP);
    expect(preflight.headers['access-control-allow-headers']).toContain('authorization');
    const other = await sandbox.app.inject({
      method: 'OPTIONS',
      url: `${REST}/${newSession()}/transaction`,
      headers: { origin: 'http://evil.example' },
    });
    expect(other.statusCode).toBe(403);
  });
});
