/**
 * SubmitOrder paid on the Linkly terminal (spec 2 §4.4, §8 'Terminal'): only a kiosk or
 * staff login (status 3 or 8) at a merchant with eftpos enabled may use 'eftpos'; the placement
 * records the purchase's TxnRef and session id and charges nothing; one terminal session pays at
 * most one order, even across request_ids; everyone else hears MSG-CO1.
 *
 * The server believes none of it until Linkly confirms it. The payment sandbox, with
 * its Linkly Cloud simulator, listens on loopback here, and the server is given nothing but its
 * origin: it finds the simulator from the brand's config (server/payments/linkly.ts), as it does
 * when it serves the demo.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../server/protocol/messages';
import { startPaymentSandbox } from '../../server/sandbox';
import { DEMO_PAD } from '../../server/sandbox/linkly';
import { insertMember } from '../support/memberRows';
import { cartClient, teaSuite, type CartClient } from './cartHelpers';
import { submitter } from './checkoutHelpers';
import { backends } from './helpers';
import { createPaymentDouble } from './paymentDouble';

const MSG_CO1 =
  'Eftpos (Linkly) is not currently available (MSG-CO1). Contact a member of staff for assistance.';
const MSG_CO2 = 'Transaction Failed (MSG-CO2)';
const TXN_REF = 'DKT7Q2M9X4P1R8ZA';
/** Two Iced Mint Teas, pickup ASAP: the order every device cart here comes to. */
const ORDER_CENTS = 1300;

describe.each(backends)('SubmitOrder by terminal ($name)', (backend) => {
  const payments = createPaymentDouble();
  const options = { payments: { gateway: payments, sandboxOrigin: '' } };
  let sandbox: Awaited<ReturnType<typeof startPaymentSandbox>>;
  beforeAll(async () => {
    sandbox = await startPaymentSandbox({ port: 0, host: '127.0.0.1', appOrigins: [] });
    options.payments.sandboxOrigin = sandbox.origin;
  });
  afterAll(() => sandbox.close());
  const suite = Object.assign(teaSuite(backend, options), { payments });
  let brandId: number;

  /** What the kiosk's worker does on the pad (worker/linkly/): pair, a token, a purchase. */
  async function padPurchase(
    amountCents: number,
    sessionId: string = randomUUID(),
    txnRef = TXN_REF,
  ): Promise<string> {
    const post = async (path: string, body: object, token?: string) => {
      const response = await fetch(`${sandbox.origin}/linkly${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(body),
      });
      expect(response.status).toBe(200);
      return response.json();
    };
    const { secret } = await post('/auth/v1/pairing/cloudpos', DEMO_PAD);
    const { token } = await post('/auth/v1/tokens/cloudpos', {
      secret,
      posName: 'Docket',
      posVersion: '3.1.23',
      posId: randomUUID(),
      posVendorId: '6f1d2c3b-8e4a-4f57-9b0c-1d2e3f4a5b6c',
    });
    await post(
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
    return sessionId;
  }

  /** Orders recording this terminal session. */
  const ordersOfSession = (sessionId: string) =>
    suite.server.db
      .selectFrom('orders')
      .select('id')
      .where('terminal_session_id', '=', sessionId.replaceAll('-', '').toLowerCase())
      .execute();

  beforeAll(async () => {
    const db = suite.server.db;
    brandId = (
      await db
        .selectFrom('brands')
        .select('id')
        .where('code', '=', 'demo')
        .executeTakeFirstOrThrow()
    ).id;
    await db
      .updateTable('merchants')
      .set({ eftpos_enabled: true })
      .where('id', '=', Number(suite.demo.store_id))
      .execute();
    const offered = await db
      .selectFrom('menu_payment_methods')
      .select('id')
      .where('menu_id', '=', Number(suite.demo.menu_id))
      .where('code', '=', 'eftpos')
      .executeTakeFirst();
    if (!offered) {
      await db
        .insertInto('menu_payment_methods')
        .values({
          menu_id: Number(suite.demo.menu_id),
          code: 'eftpos',
          description: 'Eftpos',
          icon: 'eftpos',
          info: '',
          position: 99,
        })
        .execute();
    }
  });

  async function deviceCart(status: number): Promise<CartClient> {
    const { sid } = await insertMember(suite.server.db, {
      brandId,
      name: status === 3 ? 'Kiosk' : status === 8 ? 'Staff' : 'Member',
      status,
      createdAt: new Date('2026-11-01T00:00:00Z'),
      expiresAt: new Date('2027-01-31T00:00:00Z'),
    });
    const client = await cartClient(suite.server, suite.demo, sid);
    await client.add({ menu_item_id: suite.teaId, quantity: 2 });
    await client.checkout({ fulfilment_type: 'pickup', fulfilment_asap: 1 });
    return client;
  }

  const terminal = (sessionId: string = randomUUID(), txnRef = 'DKT7Q2M9X4P1R8ZA') => ({
    payment_method: 'eftpos',
    braintree_nonce: '',
    terminal_txn_ref: txnRef,
    terminal_session_id: sessionId,
  });

  it.each([
    ['a kiosk', 3],
    ['a staff login', 8],
  ])(
    '%s validates, then places with the terminal references Linkly confirms, nothing charged',
    async (_n, status) => {
      const client = await deviceCart(status);
      const submit = submitter(suite, client);
      const validated = await submit.ok('1', { payment_method: 'eftpos', braintree_nonce: '' });
      expect(validated).toMatchObject({ preorder: 1, order_total: 1300, payment_method: 'eftpos' });
      const charges = suite.payments.charges.length;
      const sessionId = await padPurchase(ORDER_CENTS);
      const requestId = randomUUID();
      const placed = await submit.ok('0', terminal(sessionId), requestId);
      expect(placed).toMatchObject({ preorder: 0, order_total: 1300, payment_method: 'eftpos' });
      expect(await submit.ok('0', terminal(sessionId), requestId)).toEqual(placed);
      const order = await suite.server.db
        .selectFrom('orders')
        .selectAll()
        .where('id', '=', placed.order_id)
        .executeTakeFirstOrThrow();
      expect(order).toMatchObject({
        payment_method: 'eftpos',
        terminal_txn_ref: 'DKT7Q2M9X4P1R8ZA',
        terminal_session_id: sessionId.replaceAll('-', ''),
        payment_transaction_id: 'linkly-DKT7Q2M9X4P1R8ZA',
        payment_amount_cents: 1300,
        card_type: 'VISA CARD',
        card_last_four: '1234',
      });
      expect(suite.payments.charges.length).toBe(charges);
    },
  );

  it('one terminal session pays one order: another request_id for it is refused', async () => {
    const sessionId = await padPurchase(ORDER_CENTS);
    const first = await deviceCart(3);
    await submitter(suite, first).ok('0', terminal(sessionId));
    const second = await deviceCart(3);
    // The same session written as 32 hex digits is the same session.
    const again = terminal(sessionId.replaceAll('-', '').toUpperCase());
    expect(await submitter(suite, second).fails('0', again)).toBe(MESSAGES.terminalSessionUsed);
  });

  it('the unique index holds when two placements for one session race', async () => {
    const sessionId = await padPurchase(ORDER_CENTS);
    const [a, b] = [await deviceCart(3), await deviceCart(3)];
    const results = await Promise.allSettled([
      submitter(suite, a).ok('0', terminal(sessionId)),
      submitter(suite, b).ok('0', terminal(sessionId)),
    ]);
    const orders = await suite.server.db
      .selectFrom('orders')
      .select('id')
      .where('terminal_session_id', '=', sessionId.replaceAll('-', ''))
      .execute();
    expect(orders).toHaveLength(1);
    expect(results.filter((result) => result.status === 'fulfilled').length).toBeGreaterThanOrEqual(
      1,
    );
  });

  it.each([
    ['a guest', null],
    ['a member', 1],
  ])('%s is told MSG-CO1', async (_name, status) => {
    const client =
      status === null ? await cartClient(suite.server, suite.demo) : await deviceCart(status);
    if (status === null) {
      await client.add({ menu_item_id: suite.teaId, quantity: 1 });
      await client.checkout({ fulfilment_type: 'pickup', fulfilment_asap: 1 });
    }
    const submit = submitter(suite, client);
    expect(MESSAGES.eftposUnavailable).toBe(MSG_CO1);
    expect(await submit.fails('1', { payment_method: 'eftpos' })).toBe(MSG_CO1);
    expect(await submit.fails('0', terminal())).toBe(MSG_CO1);
  });

  it.each([
    ['no session id', { terminal_session_id: '' }],
    ['a session id that is not one', { terminal_session_id: 'abc' }],
    ['no TxnRef', { terminal_txn_ref: '' }],
    ['a TxnRef over 16 characters', { terminal_txn_ref: 'X'.repeat(17) }],
  ])('a kiosk placement with %s is refused', async (_name, extra) => {
    const client = await deviceCart(3);
    expect(await submitter(suite, client).fails('0', { ...terminal(), ...extra })).toBe(MSG_CO1);
  });

  it('GET /api/terminal-hosts names the simulator inside the payment sandbox', async () => {
    const answer = await suite.server.app.inject({ method: 'GET', url: '/api/terminal-hosts' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ simulator_url: `${sandbox.origin}/linkly` });
  });

  describe('Linkly must confirm the purchase', () => {
    it.each<[string, () => Promise<{ sessionId: string; txnRef: string }>]>([
      [
        'FAKE1 with a session id the pad never had',
        async () => ({ sessionId: randomUUID(), txnRef: 'FAKE1' }),
      ],
      [
        'a session approved for another amount',
        async () => ({ sessionId: await padPurchase(ORDER_CENTS - 100), txnRef: TXN_REF }),
      ],
      [
        'a declined session',
        async () => {
          sandbox.linkly.script.add({ transactions: [{ outcome: 'decline' }] });
          return { sessionId: await padPurchase(ORDER_CENTS), txnRef: TXN_REF };
        },
      ],
      [
        'an approved session named with another TxnRef',
        async () => ({ sessionId: await padPurchase(ORDER_CENTS), txnRef: 'FAKE1' }),
      ],
    ])('%s is refused with MSG-CO2, and no order is placed', async (_name, purchase) => {
      const { sessionId, txnRef } = await purchase();
      const client = await deviceCart(3);
      const before = await suite.server.db
        .selectFrom('orders')
        .select(({ fn }) => fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow();
      expect(await submitter(suite, client).fails('0', terminal(sessionId, txnRef))).toBe(MSG_CO2);
      expect(await ordersOfSession(sessionId)).toEqual([]);
      const after = await suite.server.db
        .selectFrom('orders')
        .select(({ fn }) => fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(after.n)).toBe(Number(before.n));
    });

    it('the session that paid, placed again from another cart, stays one order', async () => {
      const sessionId = await padPurchase(ORDER_CENTS);
      const first = await deviceCart(3);
      const placed = await submitter(suite, first).ok('0', terminal(sessionId));
      const second = await deviceCart(8);
      expect(await submitter(suite, second).fails('0', terminal(sessionId))).toBe(
        MESSAGES.terminalSessionUsed,
      );
      expect(await ordersOfSession(sessionId)).toEqual([{ id: placed.order_id }]);
    });
  });

  it('a merchant without eftpos refuses a kiosk', async () => {
    const client = await deviceCart(3);
    await suite.server.db
      .updateTable('merchants')
      .set({ eftpos_enabled: false })
      .where('id', '=', Number(suite.demo.store_id))
      .execute();
    try {
      expect(await submitter(suite, client).fails('0', terminal())).toBe(MSG_CO1);
    } finally {
      await suite.server.db
        .updateTable('merchants')
        .set({ eftpos_enabled: true })
        .where('id', '=', Number(suite.demo.store_id))
        .execute();
    }
  });
});
