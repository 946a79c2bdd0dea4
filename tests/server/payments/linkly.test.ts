/**
 * The server's Linkly adapter (server/payments/linkly.ts): the requests it makes,
 * checked against ../shared/linkly-cloud.md with a fetch double, how it reads each answer, and the
 * whole exchange with the Linkly Cloud simulator in process (server/sandbox/linkly/).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createLinklyTerminal,
  LINKLY_TIMEOUT_MS,
  linklyTerminalFor,
  POS_NAME,
  POS_VENDOR_ID,
  type LinklyTerminal,
} from '../../../server/payments/linkly';
import { confirmTerminalPayment } from '../../../server/orders/terminalPayment';
import { LINKLY_HOSTS } from '../../../src/domain/linklyHosts';
import { createPaymentSandbox, type PaymentSandbox } from '../../../server/sandbox';
import { DEMO_PAD, TEST_PAD } from '../../../server/sandbox/linkly';

const CO2 = 'Transaction Failed (MSG-CO2)';
const CO4 = 'Transaction Status Failed (MSG-CO4)';
const SESSION = '3f2b8c1d-4e5a-4b6c-8d7e-9f0a1b2c3d4e';
const TXN_REF = 'DKT7Q2M9X4P1R8ZA';
const HOSTS = { auth: 'https://auth.example', rest: 'https://rest.example' };
const POS_ID = '0b1c2d3e-4f5a-4b6c-8d7e-8f9a0b1c2d3e';

type Sent = { method: string; url: string; headers: Record<string, string>; body: unknown };

/** Linkly as the live API answers (camelCase); `response` overrides the approved purchase. */
const approved = (response: Record<string, unknown> = {}) => ({
  responseType: 'transaction',
  response: {
    txnType: 'P',
    merchant: '00',
    cardType: 'VISA CARD           ',
    amtPurchase: 4500,
    txnRef: TXN_REF,
    pan: '492926......1234',
    success: true,
    responseCode: '00',
    responseText: 'APPROVED            ',
    ...response,
  },
});

type Reply = { status: number; body?: unknown } | 'hang';

/** A fetch that records each request and answers tokens itself and status checks from `replies`. */
function linklyDouble(replies: Reply[], tokenStatus: number[] = []) {
  const sent: Sent[] = [];
  const signals: AbortSignal[] = [];
  let tokens = 0;
  let hanging = () => {};
  /** Resolves once a request is left hanging. */
  const hung = new Promise<void>((resolve) => {
    hanging = resolve;
  });
  const fetchFn: typeof fetch = async (input, init) => {
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, key) => {
      headers[key] = value;
    });
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    sent.push({ method: init?.method ?? 'GET', url: String(input), headers, body });
    if (init?.signal) signals.push(init.signal);
    if (String(input).endsWith('/v1/tokens/cloudpos')) {
      const status = tokenStatus.shift() ?? 200;
      tokens += 1;
      return Response.json(
        status === 200 ? { token: `token-${tokens}`, expirySeconds: 3600 } : {},
        {
          status,
        },
      );
    }
    const reply = replies.shift() ?? { status: 404, body: {} };
    if (reply === 'hang') {
      hanging();
      return new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      });
    }
    return Response.json(reply.body ?? {}, { status: reply.status });
  };
  return { fetchFn, sent, signals, hung };
}

/** The adapter with a secret per pad, on the double, each request's time-out a signal we hold. */
function adapter(replies: Reply[], options: { tokenStatus?: number[]; pads?: number } = {}) {
  const double = linklyDouble(replies, options.tokenStatus);
  const timeouts: number[] = [];
  const controllers: AbortController[] = [];
  const terminal = createLinklyTerminal({
    hosts: HOSTS,
    pads: Array.from({ length: options.pads ?? 1 }, (_, i) => ({ secret: `secret-${i + 1}` })),
    posId: POS_ID,
    fetch: double.fetchFn,
    now: () => 0,
    timeoutSignal: (ms) => {
      timeouts.push(ms);
      const controller = new AbortController();
      controllers.push(controller);
      return controller.signal;
    },
  });
  return { terminal, ...double, timeouts, controllers };
}

const confirm = (terminal: LinklyTerminal, amountCents = 4500, txnRef = TXN_REF) =>
  terminal.confirmPurchase({ sessionId: SESSION, txnRef, amountCents });

describe('the requests (linkly-cloud.md §2.3, §2.4)', () => {
  it('asks for a token with its secret and POS identity, then GETs the session with it', async () => {
    const { terminal, sent, timeouts } = adapter([{ status: 200, body: approved() }]);
    expect(await confirm(terminal)).toEqual({
      ok: true,
      transactionId: `linkly-${TXN_REF}`,
      cardType: 'VISA CARD',
      lastFour: '1234',
    });
    expect(sent).toEqual([
      {
        method: 'POST',
        url: 'https://auth.example/v1/tokens/cloudpos',
        headers: expect.objectContaining({ 'content-type': 'application/json' }),
        body: {
          secret: 'secret-1',
          posName: POS_NAME,
          posVersion: expect.any(String),
          posId: POS_ID,
          posVendorId: POS_VENDOR_ID,
        },
      },
      {
        method: 'GET',
        url: `https://rest.example/v1/sessions/${SESSION}/transaction?async=false`,
        headers: expect.objectContaining({ authorization: 'Bearer token-1' }),
        body: undefined,
      },
    ]);
    expect(sent[1]?.headers).not.toHaveProperty('content-type');
    expect(timeouts).toEqual([LINKLY_TIMEOUT_MS, LINKLY_TIMEOUT_MS]);
    expect(LINKLY_TIMEOUT_MS).toBe(15_000);
  });

  it('keeps the token for the next check, and after a 401 takes a new one and asks again', async () => {
    const { terminal, sent } = adapter([
      { status: 200, body: approved() },
      { status: 401 },
      { status: 200, body: approved() },
    ]);
    expect((await confirm(terminal)).ok).toBe(true);
    expect((await confirm(terminal)).ok).toBe(true);
    expect(
      sent.map((request) => `${request.method} ${request.headers.authorization ?? ''}`),
    ).toEqual(['POST ', 'GET Bearer token-1', 'GET Bearer token-1', 'POST ', 'GET Bearer token-2']);
  });

  it('a session id sent as 32 hex digits is asked about hyphenated', async () => {
    const { terminal, sent } = adapter([{ status: 200, body: approved() }]);
    const hex = SESSION.replaceAll('-', '').toUpperCase();
    expect(
      (await terminal.confirmPurchase({ sessionId: hex, txnRef: TXN_REF, amountCents: 4500 })).ok,
    ).toBe(true);
    expect(sent[1]?.url).toContain(`/sessions/${SESSION}/transaction`);
  });

  it('a check that never answers ends when its time-out fires: MSG-CO4', async () => {
    const { terminal, controllers, hung } = adapter(['hang']);
    const pending = confirm(terminal);
    await hung;
    controllers[1]?.abort(new DOMException('timed out', 'TimeoutError'));
    expect(await pending).toEqual({ ok: false, message: CO4, unanswered: true });
  });

  it('looks for the session on each of the store pads the server is paired with', async () => {
    const { terminal, sent } = adapter([{ status: 404 }, { status: 200, body: approved() }], {
      pads: 2,
    });
    expect((await confirm(terminal)).ok).toBe(true);
    expect(
      sent.filter((r) => r.method === 'POST').map((r) => (r.body as { secret: string }).secret),
    ).toEqual(['secret-1', 'secret-2']);
  });
});

describe('what Linkly answers', () => {
  it.each<[string, Reply, { ok: true } | { ok: false; message: string; unanswered?: true }]>([
    ['approved, this amount and TxnRef', { status: 200, body: approved() }, { ok: true }],
    [
      'approved, PascalCase',
      {
        status: 200,
        body: {
          ResponseType: 'transaction',
          Response: { TxnType: 'P', AmtPurchase: '4500', TxnRef: TXN_REF, Success: true },
        },
      },
      { ok: true },
    ],
    [
      'approved for another amount',
      { status: 200, body: approved({ amtPurchase: 4400 }) },
      { ok: false, message: CO2 },
    ],
    [
      'approved with another TxnRef',
      { status: 200, body: approved({ txnRef: 'FAKE1' }) },
      { ok: false, message: CO2 },
    ],
    [
      'a refund, not a purchase',
      { status: 200, body: approved({ txnType: 'R' }) },
      { ok: false, message: CO2 },
    ],
    [
      'declined',
      {
        status: 200,
        body: approved({ success: false, responseCode: '51', responseText: 'DECLINED' }),
      },
      { ok: false, message: CO2 },
    ],
    ['a 200 with no result', { status: 200, body: {} }, { ok: false, message: CO2 }],
    ['an unknown session (404)', { status: 404 }, { ok: false, message: CO2 }],
    ['still on the pad (202)', { status: 202 }, { ok: false, message: CO4, unanswered: true }],
    ['a server error (503)', { status: 503 }, { ok: false, message: CO4, unanswered: true }],
    ['a time-out (408)', { status: 408 }, { ok: false, message: CO4, unanswered: true }],
    ['a 400 to the status check', { status: 400 }, { ok: false, message: CO4, unanswered: true }],
  ])('%s', async (_name, reply, expected) => {
    const { terminal } = adapter([reply]);
    const result = await confirm(terminal);
    expect(result).toEqual(expected.ok ? expect.objectContaining(expected) : expected);
  });

  it('a secret Linkly refuses gets no token: MSG-CO4, and no status check', async () => {
    const { terminal, sent } = adapter([], { tokenStatus: [401] });
    expect(await confirm(terminal)).toEqual({ ok: false, message: CO4, unanswered: true });
    expect(sent.map((request) => request.method)).toEqual(['POST']);
  });

  it('a session id that is no UUID is never sent', async () => {
    const { terminal, sent } = adapter([]);
    expect(
      await terminal.confirmPurchase({ sessionId: 'FAKE1', txnRef: 'FAKE1', amountCents: 4500 }),
    ).toEqual({
      ok: false,
      message: CO2,
    });
    expect(sent).toEqual([]);
  });
});

describe('which Linkly (brand providers.linklyCloudUrl)', () => {
  it.each([
    ['sandbox', LINKLY_HOSTS.sandbox],
    ['production', LINKLY_HOSTS.production],
  ] as const)("'%s': Linkly's hosts, with LINKLY_SECRET", async (environment, hosts) => {
    const { fetchFn, sent } = linklyDouble([{ status: 200, body: approved() }]);
    const terminal = linklyTerminalFor(
      { linklyCloudUrl: environment },
      'http://127.0.0.1:1',
      { LINKLY_SECRET: 'from-pairing' },
      fetchFn,
    );
    expect((await confirm(terminal!)).ok).toBe(true);
    expect(sent.map((request) => request.url)).toEqual([
      `${hosts.auth}/v1/tokens/cloudpos`,
      `${hosts.rest}/v1/sessions/${SESSION}/transaction?async=false`,
    ]);
    expect(sent[0]?.body).toMatchObject({ secret: 'from-pairing' });
  });

  it("Linkly's hosts without LINKLY_SECRET stop the start", () => {
    expect(() => linklyTerminalFor({ linklyCloudUrl: 'production' }, '', {})).toThrow(
      /LINKLY_SECRET/,
    );
  });

  it("'' is the simulator in the payment sandbox, and none without a sandbox", async () => {
    expect(linklyTerminalFor({ linklyCloudUrl: '' }, '', {})).toBeNull();
    const { fetchFn, sent } = linklyDouble([{ status: 200, body: approved() }]);
    const terminal = linklyTerminalFor({ linklyCloudUrl: '' }, 'http://sandbox.test/', {}, fetchFn);
    // The double answers the pairing's POST like a token's: the server pairs with the demo pad.
    await confirm(terminal!);
    expect(sent[0]).toMatchObject({
      url: 'http://sandbox.test/linkly/auth/v1/pairing/cloudpos',
      body: {
        username: DEMO_PAD.username,
        password: DEMO_PAD.password,
        pairCode: DEMO_PAD.pairCode,
      },
    });
  });
});

describe('with the Linkly Cloud simulator in process', () => {
  const SANDBOX = 'http://sandbox.test';
  let sandbox: PaymentSandbox;
  let now: Date;
  /** The network to the sandbox, for the kiosk and the server alike. */
  const toSandbox: typeof fetch = async (input, init) => {
    const url = new URL(String(input));
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, key) => {
      headers[key] = value;
    });
    const answer = await sandbox.app.inject({
      method: (init?.method ?? 'GET') as 'GET' | 'POST',
      url: url.pathname + url.search,
      headers,
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
    });
    return new Response(answer.body === '' ? null : answer.body, { status: answer.statusCode });
  };

  beforeEach(async () => {
    now = new Date('2026-11-24T03:00:00Z');
    // The test pad: Linkly's amount rules decide (.51 declined).
    sandbox = await createPaymentSandbox({
      appOrigins: [],
      now: () => now,
      linklyPads: [TEST_PAD],
    });
  });
  afterEach(() => sandbox.close());

  /** The kiosk's side (worker/linkly/): pair, take a token, buy on the pad. */
  async function kioskPurchase(sessionId: string, amountCents: number, txnRef = TXN_REF) {
    const post = (path: string, body: object, token?: string) =>
      toSandbox(`${SANDBOX}/linkly${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(body),
      });
    const { secret } = await (await post('/auth/v1/pairing/cloudpos', DEMO_PAD)).json();
    const { token } = await (
      await post('/auth/v1/tokens/cloudpos', {
        secret,
        posName: POS_NAME,
        posVersion: '3.1.23',
        posId: 'f0e1d2c3-b4a5-4697-8899-aabbccddeeff',
        posVendorId: POS_VENDOR_ID,
      })
    ).json();
    const answer = await post(
      `/rest/v1/sessions/${sessionId}/transaction?async=false`,
      {
        Request: {
          Merchant: '00',
          TxnType: 'P',
          AmtPurchase: amountCents,
          TxnRef: txnRef,
          CurrencyCode: 'AUD',
          Application: '00',
        },
      },
      token,
    );
    return answer.status;
  }

  const server = () =>
    linklyTerminalFor({ linklyCloudUrl: '' }, SANDBOX, {}, toSandbox, () => now.getTime())!;

  it('confirms the purchase the pad approved, with its card', async () => {
    expect(await kioskPurchase(SESSION, 4500)).toBe(200);
    expect(await confirm(server())).toEqual({
      ok: true,
      transactionId: `linkly-${TXN_REF}`,
      cardType: 'VISA CARD',
      lastFour: '1234',
    });
    // Asking changed nothing on the pad: one charge.
    expect(sandbox.linkly.transactions()).toEqual([expect.objectContaining({ charged: 1 })]);
  });

  it.each([
    ['FAKE1 with a session the pad never had', async () => undefined, 4500, 'FAKE1', CO2],
    ['a session approved for $44.00', () => kioskPurchase(SESSION, 4400), 4500, TXN_REF, CO2],
    ['a declined session (VPP .51)', () => kioskPurchase(SESSION, 4551), 4551, TXN_REF, CO2],
    [
      'an approved session named with another TxnRef',
      () => kioskPurchase(SESSION, 4500),
      4500,
      'FAKE1',
      CO2,
    ],
  ])('refuses %s', async (_name, before, amountCents, txnRef, message) => {
    await before();
    expect(await confirm(server(), amountCents, txnRef)).toEqual({ ok: false, message });
  });

  it('a purchase still on the pad is not confirmed yet: MSG-CO4', async () => {
    sandbox.linkly.script.add({ transactions: [{ outcome: 'approve', stepMs: 1_000 }] });
    expect(await kioskPurchase(SESSION, 4500)).toBe(202);
    expect(await confirm(server())).toEqual({ ok: false, message: CO4, unanswered: true });
  });
});

describe('confirmTerminalPayment (the charge step; no database)', () => {
  const refs = { sessionId: SESSION.replaceAll('-', ''), txnRef: TXN_REF };

  it('records what Linkly confirmed, with the references', async () => {
    const { terminal } = adapter([{ status: 200, body: approved() }]);
    expect(await confirmTerminalPayment({ terminal }, refs, 4500)).toEqual({
      ok: true,
      payment: {
        method: 'eftpos',
        cardType: 'VISA CARD',
        lastFour: '1234',
        transactionId: `linkly-${TXN_REF}`,
        amount: 4500,
        terminal: refs,
      },
    });
  });

  it.each([
    ['Linkly says no: refused', [{ status: 404 }], { ok: false, message: CO2 }],
    [
      'Linkly does not answer: unsettled, to ask again',
      [{ status: 503 }],
      { ok: false, message: CO4, unsettled: true },
    ],
  ] as const)('%s', async (_name, replies, outcome) => {
    const { terminal } = adapter([...replies]);
    expect(await confirmTerminalPayment({ terminal }, refs, 4500)).toEqual(outcome);
  });

  it('a server without Linkly takes no terminal payment: MSG-CO1', async () => {
    expect(await confirmTerminalPayment({}, refs, 4500)).toMatchObject({
      ok: false,
      message:
        'Eftpos (Linkly) is not currently available (MSG-CO1). Contact a member of staff for assistance.',
    });
  });
});
