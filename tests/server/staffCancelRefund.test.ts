/**
 * Staff cancel a paid order on the board (StaffOrderStatus to 'cancelled'): the money goes back
 * once (server/orders/refund.ts). A card payment is voided through the card provider after the
 * cancel has committed, with one key, however often the cancel is sent (the same request_id
 * again, a new one, two at once, or a retry after the provider was out of reach); a balance
 * payment is credited back to the member's ledger once; the refund is recorded on the order and
 * the board shows it.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { creditBalance, customerBalanceCents } from '../../server/accounts/balance';
import { cartClient, customerSession } from './cartHelpers';
import { checkoutSuite, submitter } from './checkoutHelpers';
import { backends } from './helpers';
import { DEMO_STAFF, placeGuestOrder, signIn } from './staffHelpers';

/** One Iced Mint Tea ($6.50) by card, with the card surcharge: what the guest paid. */
const PAID = 660;

describe.each(backends)('staff cancel gives the money back once ($name)', (backend) => {
  const suite = checkoutSuite(backend);
  const cancel = (orderId: number, requestId = randomUUID()) => ({
    order_id: String(orderId),
    status: 'cancelled',
    request_id: requestId,
  });
  const refundRows = (orderId: number) =>
    suite.server.db
      .selectFrom('order_refunds')
      .select(['kind', 'state', 'amount_cents', 'idempotency_key'])
      .where('order_id', '=', orderId)
      .execute();
  /** The voids asked for from now on. */
  const voidsFrom = () => {
    const before = suite.payments.voids.length;
    return () => suite.payments.voids.slice(before);
  };
  const chargeOf = async (orderId: number) => {
    const { payment_transaction_id } = await suite.server.db
      .selectFrom('orders')
      .select('payment_transaction_id')
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    return suite.payments.charges.find(
      (charge) => charge.result.ok && charge.result.transactionId === payment_transaction_id,
    );
  };

  it('voids a card payment once, whether the cancel is sent again or anew', async () => {
    const { orderId } = await placeGuestOrder(suite);
    const staff = await signIn(suite.server, DEMO_STAFF);
    const voids = voidsFrom();
    const fields = cancel(orderId);
    const first = await suite.server.ok('StaffOrderStatus', fields, staff.options);
    expect(first.order).toMatchObject({
      status: 'cancelled',
      payment: { kind: 'card', amount: PAID },
      refund: { kind: 'card', state: 'refunded', amount: PAID },
    });
    expect(await suite.server.ok('StaffOrderStatus', fields, staff.options)).toEqual(first);
    const anew = await suite.server.failure('StaffOrderStatus', cancel(orderId), staff.options);
    expect(anew.message).toBe(`Order ${first.order.order_number} is already Cancelled`);
    expect(voids()).toHaveLength(1);
    expect((await chargeOf(orderId))?.voided).toBe(true);
    expect(await refundRows(orderId)).toEqual([
      {
        kind: 'card',
        state: 'refunded',
        amount_cents: PAID,
        idempotency_key: `order-${orderId}:cancel-refund`,
      },
    ]);
  });

  it('asks the provider once when the same cancel arrives twice at once', async () => {
    const { orderId } = await placeGuestOrder(suite);
    const staff = await signIn(suite.server, DEMO_STAFF);
    const voids = voidsFrom();
    const fields = cancel(orderId);
    const [a, b] = await Promise.all([
      suite.server.ok('StaffOrderStatus', fields, staff.options),
      suite.server.ok('StaffOrderStatus', fields, staff.options),
    ]);
    expect(a.order.status).toBe('cancelled');
    expect(b.order.status).toBe('cancelled');
    expect(voids()).toHaveLength(1);
    expect(await refundRows(orderId)).toHaveLength(1);
  });

  it('keeps a refund pending while the provider is out of reach; the retry gives it back with the same key', async () => {
    const { orderId } = await placeGuestOrder(suite);
    const staff = await signIn(suite.server, DEMO_STAFF);
    const voids = voidsFrom();
    suite.payments.voidsUnreachable(1);
    const fields = cancel(orderId);
    const first = await suite.server.ok('StaffOrderStatus', fields, staff.options);
    expect(first.order).toMatchObject({
      status: 'cancelled',
      refund: { kind: 'card', state: 'pending', amount: PAID },
    });
    expect((await chargeOf(orderId))?.voided).toBeUndefined();

    const retried = await suite.server.ok('StaffOrderStatus', fields, staff.options);
    expect(retried.order.refund).toEqual({ kind: 'card', state: 'refunded', amount: PAID });
    await suite.server.failure('StaffOrderStatus', cancel(orderId), staff.options);
    expect(voids().map((call) => call.idempotencyKey)).toEqual([
      `order-${orderId}:cancel-refund`,
      `order-${orderId}:cancel-refund`,
    ]);
    expect((await chargeOf(orderId))?.voided).toBe(true);
    expect(await refundRows(orderId)).toHaveLength(1);
  });

  it("returns a balance payment to the member's balance once, with no provider call", async () => {
    const member = await customerSession(suite.server);
    await creditBalance(suite.server.db, {
      brandId: member.brandId,
      customerId: member.customerId,
      amountCents: 2000,
      reason: 'topup',
    });
    const client = await cartClient(suite.server, suite.demo, member.sid);
    await client.add({ menu_item_id: suite.teaId, quantity: 2 });
    await client.checkout({ fulfilment_type: 'pickup', fulfilment_asap: 1 });
    const placed = await submitter(suite, client).ok('0', { payment_method: 'ACCOUNT' });
    expect(await customerBalanceCents(suite.server.db, member.customerId)).toBe(700);

    const staff = await signIn(suite.server, DEMO_STAFF);
    const voids = voidsFrom();
    const fields = cancel(placed.order_id);
    const first = await suite.server.ok('StaffOrderStatus', fields, staff.options);
    expect(first.order).toMatchObject({
      payment: { kind: 'balance', amount: 1300 },
      refund: { kind: 'balance', state: 'refunded', amount: 1300 },
    });
    await suite.server.ok('StaffOrderStatus', fields, staff.options);
    await suite.server.failure('StaffOrderStatus', cancel(placed.order_id), staff.options);
    expect(await customerBalanceCents(suite.server.db, member.customerId)).toBe(2000);
    const refunds = await suite.server.db
      .selectFrom('customer_balance_entries')
      .select(['amount_cents', 'order_id'])
      .where('customer_id', '=', member.customerId)
      .where('reason', '=', 'refund')
      .execute();
    expect(refunds).toEqual([{ amount_cents: 1300, order_id: placed.order_id }]);
    expect(voids()).toEqual([]);
  });

  /** A placed order whose payment is recorded as `payment` says (as that method's placement would). */
  async function orderPaidBy(payment: { method: string; amount: number; transactionId: string }) {
    const { orderId } = await placeGuestOrder(suite);
    await suite.server.db
      .updateTable('orders')
      .set({
        payment_method: payment.method,
        payment_amount_cents: payment.amount,
        payment_transaction_id: payment.transactionId,
      })
      .where('id', '=', orderId)
      .execute();
    return orderId;
  }

  it('records a pinpad payment as owed on the pinpad and asks no card provider', async () => {
    const orderId = await orderPaidBy({ method: 'eftpos', amount: PAID, transactionId: 'DKT1' });
    const staff = await signIn(suite.server, DEMO_STAFF);
    const voids = voidsFrom();
    const fields = cancel(orderId);
    const first = await suite.server.ok('StaffOrderStatus', fields, staff.options);
    expect(first.order).toMatchObject({
      payment: { kind: 'terminal', amount: PAID },
      refund: { kind: 'terminal', state: 'owed', amount: PAID },
    });
    await suite.server.ok('StaffOrderStatus', fields, staff.options);
    expect(voids()).toEqual([]);
    expect(await refundRows(orderId)).toMatchObject([{ kind: 'terminal', state: 'owed' }]);
  });

  it('gives nothing back for an order with nothing paid', async () => {
    const orderId = await orderPaidBy({ method: '', amount: 0, transactionId: '' });
    const staff = await signIn(suite.server, DEMO_STAFF);
    const voids = voidsFrom();
    const first = await suite.server.ok('StaffOrderStatus', cancel(orderId), staff.options);
    expect(first.order).toMatchObject({
      status: 'cancelled',
      payment: { kind: 'none', amount: 0 },
      refund: null,
    });
    expect(voids()).toEqual([]);
    expect(await refundRows(orderId)).toEqual([]);
  });

  it('shows the refund on the board after a reload', async () => {
    const { orderId } = await placeGuestOrder(suite);
    const staff = await signIn(suite.server, DEMO_STAFF);
    await suite.server.ok('StaffOrderStatus', cancel(orderId), staff.options);
    const board = await suite.server.ok('StaffOrders', {}, staff.options);
    expect(board.orders.find((order) => order.id === orderId)).toMatchObject({
      status: 'cancelled',
      refund: { kind: 'card', state: 'refunded', amount: PAID },
    });
  });
});
