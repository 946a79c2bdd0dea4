/**
 * Money that cannot go out of step (ARCHITECTURE.md 'Money'): placement is reserve →
 * charge → finalise, so a provider that never answers holds nothing else up and ends within the
 * timeout with no order; no charge is kept without its order, and carts are capped before any
 * charge; a pending attempt is settled by the reconciler with the charge's reference equal to the
 * order's number; the total placed is the total the customer confirmed.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import {
  cartLinesLimitMessage,
  orderTotalChangedMessage,
  orderTotalLimitMessage,
} from '../../src/domain/serverPhrases';
import type { PaymentGateway } from '../../server/payments/types';
import { MESSAGES } from '../../server/protocol/messages';
import { cartClient, storeOf, itemNamed, type CartClient } from './cartHelpers';
import { GUEST_FIELDS, SANDBOX_ORIGIN } from './checkoutHelpers';
import { backends, DEMO, startServer, type TestServer } from './helpers';
import { createPaymentDouble, type PaymentDouble } from './paymentDouble';

/**
 * The double, with its charges held unanswered while `holding` (a provider that hangs), and the
 * provider's lookups by key and voids, which can be made to fail.
 */
function hangingGateway(double: PaymentDouble) {
  const held: (() => void)[] = [];
  const voided: string[] = [];
  let holding = false;
  const faults = { voids: false };
  const gateway: PaymentGateway = {
    ...double,
    charge: async (input) => {
      if (holding) await new Promise<void>((resolve) => held.push(resolve));
      return double.charge(input);
    },
    findCharge: async ({ idempotencyKey }) => {
      const charge = double.charges.find((c) => c.idempotencyKey === idempotencyKey);
      if (!charge) return { state: 'none' };
      if (!charge.result.ok) return { state: 'declined' };
      if (voided.includes(charge.result.transactionId)) return { state: 'voided' };
      return {
        state: 'approved',
        transactionId: charge.result.transactionId,
        amountCents: charge.amountCents,
        orderRef: charge.orderRef,
        cardType: charge.result.cardType,
        lastFour: charge.result.lastFour,
      };
    },
    voidCharge: async ({ transactionId }) => {
      if (faults.voids) return { ok: false, message: 'Transaction can not be voided' };
      voided.push(transactionId);
      return { ok: true };
    },
  };
  return {
    gateway,
    voided,
    faults,
    hold: () => {
      holding = true;
    },
    /** Answers every held charge (the provider wakes up). */
    release: () => {
      holding = false;
      for (const resume of held.splice(0)) resume();
    },
    heldCount: () => held.length,
  };
}

type World = {
  server: TestServer;
  double: PaymentDouble;
  hanging: ReturnType<typeof hangingGateway>;
  store: Awaited<ReturnType<typeof storeOf>>;
  teaId: number;
};

async function world(backend: (typeof backends)[number], timeoutMs = 15_000): Promise<World> {
  const double = createPaymentDouble();
  const hanging = hangingGateway(double);
  const server = await startServer(backend, undefined, {
    payments: { gateway: hanging.gateway, sandboxOrigin: SANDBOX_ORIGIN },
    paymentTimeoutMs: timeoutMs,
    reconcile: false,
  });
  const store = await storeOf(server, DEMO.token, DEMO.slug);
  const teaId = (await itemNamed(server, store, 'Iced Mint Tea')).id;
  return { server, double, hanging, store, teaId };
}

async function teaGuest(w: World, quantity = 1): Promise<CartClient> {
  const client = await cartClient(w.server, w.store);
  await client.add({ menu_item_id: w.teaId, quantity });
  await client.checkout({ fulfilment_type: 'pickup', fulfilment_asap: 1 });
  return client;
}

function placement(w: World, client: CartClient, extra: Record<string, string> = {}) {
  return {
    merchant_id: client.store.store_id,
    menu_id: client.store.menu_id,
    preorder: '0',
    request_id: randomUUID(),
    ...GUEST_FIELDS,
    ...extra,
  };
}

async function ordersOf(server: TestServer, requestId: string) {
  return server.db
    .selectFrom('orders')
    .select(['order_number', 'payment_transaction_id', 'total_cents'])
    .where('request_id', '=', requestId)
    .execute();
}

/** Makes every order insert fail, as a full disk or an overflowing column would. */
async function refuseOrders(server: TestServer) {
  await sql
    .raw(
      `create or replace function refuse_order() returns trigger language plpgsql as $$
       begin raise exception 'no room for this order'; end $$`,
    )
    .execute(server.db);
  await sql
    .raw(
      `create trigger refuse_order before insert on orders for each row execute function refuse_order()`,
    )
    .execute(server.db);
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

describe.each(backends)('money in step ($name)', (backend) => {
  let w: World | null = null;
  afterEach(async () => {
    w?.hanging.release();
    await w?.server.close();
    w = null;
  });

  it('ten placements on a provider that never answers hold up no other call, and end within the timeout with no order', async () => {
    w = await world(backend, 3_000);
    const guests = await Promise.all(Array.from({ length: 10 }, () => teaGuest(w!)));
    const others = await Promise.all(Array.from({ length: 4 }, () => teaGuest(w!)));
    // 4 guests × 25 rounds: 100 timed calls, after one untimed round.
    w.hanging.hold();
    const started = Date.now();
    const bodies = guests.map((guest) => placement(w!, guest));
    const placing = guests.map((guest, index) =>
      w!.server.call('SubmitOrder', bodies[index]!, guest.options).then((answer) => ({
        answer,
        ms: Date.now() - started,
      })),
    );
    // Every placement has reached the provider before the other calls are timed.
    await expect.poll(() => w!.hanging.heldCount(), { interval: 5 }).toBe(10);
    for (const other of others) await other.add({ menu_item_id: w.teaId, quantity: 1 });
    const latencies: number[] = [];
    // Each other call has a deadline, so a server that is held up fails here rather than hangs.
    measuring: for (let round = 0; round < 25; round += 1) {
      for (const other of others) {
        const t0 = Date.now();
        const answered = await Promise.race([
          other.add({ menu_item_id: w.teaId, quantity: 1 }).then(() => true),
          new Promise<false>((resolve) => setTimeout(() => resolve(false), 1_000)),
        ]);
        latencies.push(Date.now() - t0);
        if (!answered) break measuring;
      }
    }
    const p99 = percentile(latencies, 99);
    console.info(
      `${backend.name}: other calls while 10 placements hang: p50 ${percentile(latencies, 50)} ms, p99 ${p99} ms (${latencies.length} calls)`,
    );
    expect(p99, `other calls' p99 while 10 placements hang: ${p99} ms`).toBeLessThan(100);
    const ended = await Promise.race([
      Promise.all(placing),
      new Promise<null>((resolve) => setTimeout(() => resolve(null), 6_000)),
    ]);
    expect(ended, 'every hung placement ended by itself').not.toBeNull();
    for (const { answer, ms } of ended!) {
      expect(answer.ResponseCode).toBe('ERROR');
      expect(answer.Response).toEqual([MESSAGES.braintreeUnavailable]);
      expect(ms).toBeLessThan(3_000 + 1_000);
    }
    for (const body of bodies) expect(await ordersOf(w.server, body.request_id)).toHaveLength(0);
  }, 30_000);

  it('a hung placement that the provider approved later is voided by the reconciler', async () => {
    w = await world(backend, 300);
    const guest = await teaGuest(w);
    w.hanging.hold();
    const body = placement(w, guest);
    const answer = await w.server.call('SubmitOrder', body, guest.options);
    expect(answer.Response).toEqual([MESSAGES.braintreeUnavailable]);
    w.hanging.release();
    // The charge the provider made after the server gave up.
    await expect.poll(() => w!.double.charges.length, { interval: 5 }).toBe(1);
    expect(w.double.charges[0]?.result.ok).toBe(true);
    const counts = await w.server.reconcilePayments(0);
    expect(counts.voided).toBe(1);
    expect(w.hanging.voided).toHaveLength(1);
    expect(await ordersOf(w.server, body.request_id)).toHaveLength(0);
    // A retry of the same request id gets the same answer, and charges nothing more.
    const again = await w.server.call('SubmitOrder', body, guest.options);
    expect(again.Response).toEqual([MESSAGES.braintreeUnavailable]);
    expect(w.double.charges).toHaveLength(1);
  });

  it('an approved charge whose order cannot be written is voided; no order, the customer told', async () => {
    w = await world(backend);
    const guest = await teaGuest(w);
    await refuseOrders(w.server);
    const body = placement(w, guest);
    const answer = await w.server.call('SubmitOrder', body, guest.options);
    expect(answer.Response).toEqual([MESSAGES.paymentUnsettled]);
    expect(w.double.charges.filter((charge) => charge.result.ok)).toHaveLength(1);
    expect(w.hanging.voided).toHaveLength(1);
    expect(await ordersOf(w.server, body.request_id)).toHaveLength(0);
  });

  it('a cart holds at most the brand’s lines, and a total past the cap is refused before any charge', async () => {
    w = await world(backend);
    const client = await cartClient(w.server, w.store);
    for (let line = 0; line < 50; line += 1)
      await client.add({ menu_item_id: w.teaId, quantity: 99 });
    expect(await client.addFails({ menu_item_id: w.teaId, quantity: 1 })).toBe(
      cartLinesLimitMessage(50),
    );
    await client.checkout({ fulfilment_type: 'pickup', fulfilment_asap: 1 });
    const answer = await w.server.call('SubmitOrder', placement(w, client), client.options);
    expect(answer.Response).toEqual([orderTotalLimitMessage('$5,000.00')]);
    expect(w.double.charges).toHaveLength(0);
  });

  it('a pending attempt is placed by the reconciler, its number the charge’s reference', async () => {
    w = await world(backend);
    const guest = await teaGuest(w);
    // The order cannot be written and the charge cannot be voided: as after a crash, the attempt
    // stays pending with an approved charge.
    await refuseOrders(w.server);
    w.hanging.faults.voids = true;
    const body = placement(w, guest);
    const answer = await w.server.call('SubmitOrder', body, guest.options);
    expect(answer.Response).toEqual([MESSAGES.paymentUnsettled]);
    await sql.raw(`drop trigger refuse_order on orders`).execute(w.server.db);
    const counts = await w.server.reconcilePayments(0);
    expect(counts.placed).toBe(1);
    const [order] = await ordersOf(w.server, body.request_id);
    const [charge] = w.double.charges;
    expect(order?.order_number).toBe(charge?.orderRef);
    expect(charge?.result.ok && order?.payment_transaction_id).toBe(
      charge?.result.ok ? charge.result.transactionId : '',
    );
    // The customer's retry gets the placed order, and nothing is charged again.
    const retried = await w.server.ok('SubmitOrder', body, guest.options);
    expect(String(retried.order_id).padStart(5, '0')).toBe(order?.order_number);
    expect(w.double.charges).toHaveLength(1);
  });

  it('a cart changed after the customer confirmed its total is refused, not charged the new total', async () => {
    w = await world(backend);
    const guest = await teaGuest(w);
    const validated = await w.server.ok(
      'SubmitOrder',
      placement(w, guest, { preorder: '1' }),
      guest.options,
    );
    await guest.add({ menu_item_id: w.teaId, quantity: 3 });
    const answer = await w.server.call(
      'SubmitOrder',
      placement(w, guest, { confirmed_total: String(validated.order_total) }),
      guest.options,
    );
    expect(answer.ResponseCode).toBe('ERROR');
    const [message] = answer.Response as string[];
    expect(message).toBe(orderTotalChangedMessage(message!.match(/\$[\d,]+\.\d\d/)![0]));
    expect(w.double.charges).toHaveLength(0);
  });
});
