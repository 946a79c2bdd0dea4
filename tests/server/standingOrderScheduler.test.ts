/**
 * The standing-order scheduler (server/standingOrders/scheduler.ts): at the store's cut-off each
 * active standing order with quantities that day becomes one real order, priced with the store's
 * standing-order discount and paid through reserve → charge → finalise by the saved card or the
 * balance; run again it places nothing more; a paused one or a day without quantities places
 * nothing; a failed payment pauses the standing order and tells the member (push and outbox); a
 * run left pending mid-charge is resumed with the same idempotency key and charged once.
 *
 * The demo store's pickup cut-off is 5 pm (Perth) the day before. The server's clock starts on
 * Tuesday 24 November 2026 at 11 am, so Wednesday's order is placed from Tuesday 5 pm.
 */
import { createECDH, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditBalance, customerBalanceCents } from '../../server/accounts/balance';
import { createOperatorConsole } from '../../server/operator/console';
import type { PushFetch } from '../../server/push/notify';
import { dueDays } from '../../server/standingOrders/cutoff';
import type { StandingOrdersResponse } from '../../src/api/standingOrders';
import { standingOrderPausedMessage } from '../../src/domain/serverPhrases';
import { backends, startServer, type TestServer } from './helpers';
import { createPaymentDouble, type PaymentDouble } from './paymentDouble';
import {
  callerWith,
  dataFrom,
  giveSavedCard,
  load,
  save,
  type Caller,
} from './standingOrderHelpers';

const TUESDAY_4_59PM = '2026-11-24T08:59:00Z';
const TUESDAY_5_05PM = '2026-11-24T09:05:00Z';
const WEDNESDAY = '2026-11-25';

describe('dueDays: the days whose cut-off has come and that have not ended', () => {
  it.each([
    // now (UTC), cut-off, due days
    ['2026-11-24T08:59:00Z', { time: '17:00', days: 1 }, ['2026-11-24']],
    ['2026-11-24T09:00:00Z', { time: '17:00', days: 1 }, ['2026-11-24', '2026-11-25']],
    ['2026-11-24T15:59:00Z', { time: '17:00', days: 1 }, ['2026-11-24', '2026-11-25']],
    // Midnight in Perth: Tuesday has ended.
    ['2026-11-24T16:00:00Z', { time: '17:00', days: 1 }, ['2026-11-25']],
    ['2026-11-24T01:59:00Z', { time: '10:00', days: 0 }, []],
    ['2026-11-24T02:00:00Z', { time: '10:00', days: 0 }, ['2026-11-24']],
    [
      '2026-11-24T09:00:00Z',
      { time: '15:00', days: 2 },
      ['2026-11-24', '2026-11-25', '2026-11-26'],
    ],
  ])('at %s with cut-off %o: %o', (now, cutOff, dates) => {
    expect(dueDays(new Date(now), 'Australia/Perth', cutOff).map((day) => day.date)).toEqual(dates);
  });

  it('gives the cut-off as an instant', () => {
    const [, wednesday] = dueDays(new Date('2026-11-24T12:00:00Z'), 'Australia/Perth', {
      time: '17:00',
      days: 1,
    });
    expect(wednesday?.cutOffAt.toISOString()).toBe('2026-11-24T09:00:00.000Z');
  });
});

describe.each(backends)('standing-order scheduler ($name)', (backend) => {
  let server: TestServer;
  let payments: PaymentDouble;
  const pushed: string[] = [];
  const pushFetch: PushFetch = async (url) => {
    pushed.push(url);
    return { status: 201 };
  };
  /** Runs before each charge reaches the double (a test holds a charge there). */
  let beforeCharge: (() => Promise<void>) | null = null;
  beforeAll(async () => {
    payments = createPaymentDouble();
    const gateway: typeof payments = {
      ...payments,
      charge: async (input) => {
        await beforeCharge?.();
        return payments.charge(input);
      },
    };
    server = await startServer(backend, '2026-11-24T03:00:00Z', {
      payments: { gateway, sandboxOrigin: 'https://sandbox.test' },
      standingOrders: false,
      reconcile: false,
      push: { fetch: pushFetch },
    });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  /** A member's active pickup standing order at 8 am: `rows` by product name. */
  async function standingOrder(
    member: Caller,
    rows: Parameters<typeof dataFrom>[1],
    status = 1,
  ): Promise<number> {
    server.setNow('2026-11-24T03:00:00Z');
    const envelope = await save(
      server,
      member,
      dataFrom(await load(server, member), rows, { status }),
    );
    expect(envelope.ResponseCode, JSON.stringify(envelope.Response)).toBe('SUCCESS');
    return (envelope.Response as StandingOrdersResponse).standing_order.id;
  }

  const ordersOf = (standingOrderId: number) =>
    server.db
      .selectFrom('orders')
      .selectAll()
      .where('standing_order_id', '=', standingOrderId)
      .execute();
  const chargesFor = (standingOrderId: number) =>
    payments.charges.filter((charge) =>
      charge.idempotencyKey.startsWith(`standing-order:${standingOrderId}:`),
    );
  const statusOf = async (id: number) =>
    (
      await server.db
        .selectFrom('standing_orders')
        .select('status')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).status;

  it('places one order at the cut-off, discounted, charged its total; run again places none', async () => {
    const member = await callerWith(server);
    await giveSavedCard(server, member);
    const id = await standingOrder(member, { 'Iced Mint Tea': { qty_wed: 2 } });

    expect(await server.standingOrders(new Date(TUESDAY_4_59PM))).toMatchObject({ placed: 0 });
    expect(await ordersOf(id)).toEqual([]);

    expect(await server.standingOrders(new Date(TUESDAY_5_05PM))).toMatchObject({ placed: 1 });
    expect(await server.standingOrders(new Date(TUESDAY_5_05PM))).toMatchObject({ placed: 0 });
    expect(await server.standingOrders(new Date('2026-11-24T10:00:00Z'))).toMatchObject({
      placed: 0,
    });

    const [order, ...more] = await ordersOf(id);
    expect(more).toEqual([]);
    expect(order).toMatchObject({
      customer_id: member.customerId,
      status: 'placed',
      fulfilment_type: 'pickup',
      fulfilment_date: WEDNESDAY,
      fulfilment_time: '08:00',
      order_source: 'standing_order',
      payment_method: 'SAVED',
      card_last_four: '1111',
      sub_total_cents: 1300,
      // The demo store's pickup discount: 10 %.
      discount_cents: 130,
    });
    expect(order?.total_cents).toBe(1300 - 130 + (order?.surcharge_cents ?? 0));
    expect(order?.payment_amount_cents).toBe(order?.total_cents);
    const charges = chargesFor(id);
    expect(charges).toEqual([
      expect.objectContaining({
        amountCents: order?.total_cents,
        idempotencyKey: `standing-order:${id}:${WEDNESDAY}`,
        nonce: 'fake-valid-visa-nonce',
      }),
    ]);
    const receipt = await server.ok(
      'OrderStatusDetailed',
      { order_id: String(order?.id) },
      { sid: member.sid },
    );
    expect(receipt.order.standing_order_id).toBe(id);
  });

  it('places nothing for a paused standing order', async () => {
    const member = await callerWith(server);
    await giveSavedCard(server, member);
    const id = await standingOrder(member, { 'Iced Mint Tea': { qty_wed: 1 } }, 0);
    await server.standingOrders(new Date(TUESDAY_5_05PM));
    expect(await ordersOf(id)).toEqual([]);
    expect(chargesFor(id)).toEqual([]);
  });

  it('places nothing on a day without quantities', async () => {
    const member = await callerWith(server);
    await giveSavedCard(server, member);
    const id = await standingOrder(member, { 'Iced Mint Tea': { qty_mon: 1, qty_thu: 1 } });
    await server.standingOrders(new Date(TUESDAY_5_05PM));
    expect(await ordersOf(id)).toEqual([]);
    const runs = await server.db
      .selectFrom('standing_order_runs')
      .selectAll()
      .where('standing_order_id', '=', id)
      .execute();
    expect(runs).toEqual([]);
  });

  it('does not place a day whose cut-off came before the standing order was made active', async () => {
    const member = await callerWith(server);
    await giveSavedCard(server, member);
    // Made active on Tuesday at 11 am: Tuesday's own cut-off (Monday 5 pm) had passed.
    const id = await standingOrder(member, { 'Iced Mint Tea': { qty_tue: 1 } });
    await server.standingOrders(new Date(TUESDAY_5_05PM));
    expect(await ordersOf(id)).toEqual([]);
  });

  it('pays by the balance without a saved card: one ledger debit of the total', async () => {
    const member = await callerWith(server);
    await creditBalance(server.db, {
      brandId: member.brandId,
      customerId: member.customerId,
      amountCents: 5000,
      reason: 'topup',
    });
    const id = await standingOrder(member, { 'Iced Mint Tea': { qty_wed: 1 } });
    expect(await server.standingOrders(new Date(TUESDAY_5_05PM))).toMatchObject({ placed: 1 });
    const [order] = await ordersOf(id);
    expect(order).toMatchObject({
      payment_method: 'ACCOUNT',
      sub_total_cents: 650,
      discount_cents: 65,
      surcharge_cents: 0,
      total_cents: 585,
    });
    expect(await customerBalanceCents(server.db, member.customerId)).toBe(5000 - 585);
    expect(chargesFor(id)).toEqual([]);
  });

  it('places a delivery standing order at its own cut-off with its slot and the delivery fee', async () => {
    const member = await callerWith(server);
    await giveSavedCard(server, member);
    const slot = await server.db
      .selectFrom('delivery_slots')
      .innerJoin(
        'standing_order_settings',
        'standing_order_settings.merchant_id',
        'delivery_slots.merchant_id',
      )
      .select(['delivery_slots.id', 'delivery_slots.start_time'])
      .where('delivery_slots.only_date', 'is', null)
      .orderBy('delivery_slots.id')
      .executeTakeFirstOrThrow();
    server.setNow('2026-11-24T03:00:00Z');
    const data = dataFrom(
      await load(server, member),
      { 'Iced Mint Tea': { qty_wed: 2 } },
      { fulfilment_type: 'delivery', fulfilment_time: '', delivery_slot_id: slot.id, status: 1 },
    );
    const envelope = await save(server, member, data, {
      delivery_address: JSON.stringify({
        delivery_address1: '3 Market Street',
        delivery_city: 'Fremantle',
        delivery_state: 'WA',
        delivery_postcode: '6160',
      }),
    });
    expect(envelope.ResponseCode, JSON.stringify(envelope.Response)).toBe('SUCCESS');
    const id = (envelope.Response as StandingOrdersResponse).standing_order.id;
    // The demo store's delivery cut-off is 3 pm the day before.
    expect(await server.standingOrders(new Date('2026-11-24T06:59:00Z'))).toMatchObject({
      placed: 0,
    });
    expect(await server.standingOrders(new Date('2026-11-24T07:05:00Z'))).toMatchObject({
      placed: 1,
    });
    const [order] = await ordersOf(id);
    expect(order).toMatchObject({
      fulfilment_type: 'delivery',
      fulfilment_date: WEDNESDAY,
      fulfilment_time: slot.start_time,
      delivery_slot_id: slot.id,
      // 6160 Fremantle's fee; no standing-order discount for delivery at the demo store.
      delivery_fee_cents: 500,
      discount_cents: 0,
      sub_total_cents: 1300,
    });
    expect(order?.fulfilment_detail).toContain('3 Market Street');
    expect(chargesFor(id).map((charge) => charge.amountCents)).toEqual([order?.total_cents]);
  });

  describe('a payment that fails', () => {
    async function subscribe(member: Caller) {
      const key = createECDH('prime256v1');
      key.generateKeys();
      const endpoint = `https://fcm.googleapis.com/fcm/send/standing-${member.customerId}`;
      await server.db
        .insertInto('push_subscriptions')
        .values({
          brand_id: member.brandId,
          endpoint,
          p256dh: key.getPublicKey().toString('base64url'),
          auth: randomBytes(16).toString('base64url'),
          customer_id: member.customerId,
        })
        .execute();
      return endpoint;
    }

    const outboxOf = async (member: Caller) => {
      const customer = await server.db
        .selectFrom('customers')
        .select('email')
        .where('id', '=', member.customerId)
        .executeTakeFirstOrThrow();
      return server.db
        .selectFrom('message_outbox')
        .select(['subject', 'body'])
        .where('recipient', '=', customer.email)
        .execute();
    };

    const paused = standingOrderPausedMessage('Fremantle Fig & Olive', 'Wed 25 Nov');

    it('pauses the standing order, places nothing, and tells the member once (push and email)', async () => {
      const member = await callerWith(server);
      await giveSavedCard(server, member, 'fake-processor-declined-visa-nonce');
      const endpoint = await subscribe(member);
      const id = await standingOrder(member, { 'Iced Mint Tea': { qty_wed: 1 } });

      expect(await server.standingOrders(new Date(TUESDAY_5_05PM))).toMatchObject({ failed: 1 });
      expect(await server.standingOrders(new Date(TUESDAY_5_05PM))).toMatchObject({ failed: 0 });
      expect(await ordersOf(id)).toEqual([]);
      expect(await statusOf(id)).toBe(0);
      expect(await outboxOf(member)).toEqual([
        { subject: 'Payment failed.', body: `Payment failed.\n\n${paused}` },
      ]);
      expect(pushed.filter((url) => url === endpoint)).toHaveLength(1);
      const messages = await server.db
        .selectFrom('push_messages')
        .innerJoin('push_subscriptions', 'push_subscriptions.id', 'push_messages.subscription_id')
        .select(['push_messages.status', 'push_messages.http_status'])
        .where('push_subscriptions.endpoint', '=', endpoint)
        .execute();
      expect(messages).toEqual([{ status: 'standing_order_paused', http_status: 201 }]);
    });

    it('pauses and tells when there is no card and the balance does not cover the total', async () => {
      const member = await callerWith(server);
      await creditBalance(server.db, {
        brandId: member.brandId,
        customerId: member.customerId,
        amountCents: 2000,
        reason: 'topup',
      });
      const id = await standingOrder(member, { 'Iced Mint Tea': { qty_wed: 1 } });
      // The balance is spent before the cut-off.
      await server.db
        .insertInto('customer_balance_entries')
        .values({
          brand_id: member.brandId,
          customer_id: member.customerId,
          amount_cents: -1500,
          reason: 'order',
        })
        .execute();
      expect(await server.standingOrders(new Date(TUESDAY_5_05PM))).toMatchObject({ failed: 1 });
      expect(await ordersOf(id)).toEqual([]);
      expect(await statusOf(id)).toBe(0);
      expect(await outboxOf(member)).toEqual([
        { subject: 'Payment failed.', body: `Payment failed.\n\n${paused}` },
      ]);
      expect(await customerBalanceCents(server.db, member.customerId)).toBe(500);
    });
  });

  it('runs from the operator console as of the instant it is given', async () => {
    const member = await callerWith(server);
    await giveSavedCard(server, member);
    const id = await standingOrder(member, { 'Iced Mint Tea': { qty_wed: 1 } });
    const operator = createOperatorConsole({
      db: server.db,
      now: server.now,
      token: 'operator-test',
      standingOrders: server.standingOrders,
    });
    const post = (body: unknown, to = operator) =>
      to.inject({
        method: 'POST',
        url: '/standing-orders/run',
        headers: { host: '127.0.0.1', authorization: 'Bearer operator-test' },
        payload: body as Record<string, unknown>,
      });
    try {
      expect((await post({ at: 'soon' })).statusCode).toBe(400);
      const ran = await post({ at: TUESDAY_5_05PM });
      expect(ran.statusCode).toBe(200);
      expect(ran.json()).toMatchObject({ ok: true, at: '2026-11-24T09:05:00.000Z', placed: 1 });
      expect(await ordersOf(id)).toHaveLength(1);
      const without = createOperatorConsole({
        db: server.db,
        now: server.now,
        token: 'operator-test',
      });
      expect((await post({ at: TUESDAY_5_05PM }, without)).statusCode).toBe(404);
      await without.close();
    } finally {
      await operator.close();
    }
  });

  it('resumes a run left pending mid-charge with the same key: one order, one charge', async () => {
    const member = await callerWith(server);
    await giveSavedCard(server, member);
    const id = await standingOrder(member, { 'Iced Mint Tea': { qty_wed: 3 } });
    // The first charge hangs until released, as a process stopped mid-charge would leave it.
    let release = () => {};
    const hanging = new Promise<void>((resolve) => {
      release = resolve;
    });
    let reached = () => {};
    const charging = new Promise<void>((resolve) => {
      reached = resolve;
    });
    let calls = 0;
    beforeCharge = async () => {
      calls += 1;
      if (calls === 1) {
        reached();
        await hanging;
      }
    };
    try {
      const first = server.standingOrders(new Date(TUESDAY_5_05PM));
      await charging;
      // Within the lease another pass leaves it alone; after it, one resumes it.
      expect(await server.standingOrders(new Date('2026-11-24T09:06:00Z'))).toMatchObject({
        placed: 0,
      });
      expect(await server.standingOrders(new Date('2026-11-24T09:08:00Z'))).toMatchObject({
        placed: 1,
      });
      release();
      expect(await first).toMatchObject({ placed: 0 });
    } finally {
      beforeCharge = null;
    }
    const orders = await ordersOf(id);
    expect(orders).toHaveLength(1);
    const approved = chargesFor(id).filter((recorded) => recorded.result.ok && !recorded.voided);
    expect(approved.map((recorded) => recorded.amountCents)).toEqual([orders[0]?.total_cents]);
    expect(calls).toBe(2);
  });
});
