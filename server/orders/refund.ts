/**
 * Giving a cancelled order's money back (ARCHITECTURE.md 'Money', src/domain/cancelRefund.ts):
 *
 * 1. Reserve, in the cancel's own transaction (recordRefundIn): one order_refunds row per order.
 *    A balance payment is credited back right there (a ledger row, no provider); a pinpad
 *    payment is recorded as owed (Linkly refunds only with the card on the pad); a card payment
 *    is 'pending', with the idempotency key its void or refund will carry.
 * 2. Give back, after the commit and outside any transaction (settleRefund): the card provider
 *    voids the charge, or refunds it once settled (Braintree's reverseTransaction), with that key.
 * 3. Record, in a second short transaction: 'refunded', or 'failed' with the provider's refusal.
 *
 * A retried cancel (the same request_id answered from its first answer, or a new one refused as
 * already cancelled) finds the one row: a pending row is given back again with the same key, which
 * the provider answers with the first result, so the customer is refunded once. A process that
 * claims a row holds it for CLAIM_MS; a crash after the claim leaves it to the next retry.
 */
import type { Kysely } from 'kysely';
import { refundKindOf, type RefundKind, type RefundState } from '@domain/cancelRefund';
import { creditBalance } from '../accounts/balance';
import type { Database } from '../db/schema';
import type { ActionContext } from '../protocol/context';

/** How long a claim on a pending refund holds: past the provider's own time-out. */
const CLAIM_MS = 60_000;

export type OrderRefund = { kind: RefundKind; state: RefundState; amountCents: number };

/** The refund's provider key, the same for every retry of the order's cancel. */
export const refundKeyOf = (orderId: number) => `order-${orderId}:cancel-refund`;

/** Inside the cancel's transaction, with the order row already locked by the move. */
export async function recordRefundIn(
  trx: Kysely<Database>,
  input: { orderId: number; at: Date },
): Promise<void> {
  const order = await trx
    .selectFrom('orders')
    .select(['brand_id', 'customer_id', 'order_number', 'payment_method', 'payment_amount_cents'])
    .where('id', '=', input.orderId)
    .executeTakeFirstOrThrow();
  const amountCents = order.payment_amount_cents;
  const kind = refundKindOf({ method: order.payment_method, amountCents });
  if (kind === 'none') return;
  const state: RefundState =
    kind === 'card' ? 'pending' : kind === 'terminal' ? 'owed' : 'refunded';
  const inserted = await trx
    .insertInto('order_refunds')
    .values({
      order_id: input.orderId,
      kind,
      amount_cents: amountCents,
      state,
      idempotency_key: refundKeyOf(input.orderId),
      created_at: input.at,
      settled_at: state === 'refunded' ? input.at : null,
    })
    .onConflict((oc) => oc.column('order_id').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted || kind !== 'balance') return;
  await creditBalance(trx, {
    brandId: order.brand_id,
    customerId: order.customer_id,
    amountCents,
    reason: 'refund',
    orderId: input.orderId,
    reference: `order:${input.orderId}`,
    note: `Order ${order.order_number} cancelled`,
    at: input.at,
  });
}

/** The pending card refund, claimed by this process; null when there is none to give back now. */
async function claim(ctx: ActionContext, where: { orderId: number; merchantId: number }) {
  const lapsed = new Date(ctx.now.getTime() - CLAIM_MS);
  return ctx.db
    .updateTable('order_refunds')
    .set({ claimed_at: ctx.now })
    .where('order_id', '=', where.orderId)
    .where('order_id', 'in', (eb) =>
      eb.selectFrom('orders').select('id').where('merchant_id', '=', where.merchantId),
    )
    .where('state', '=', 'pending')
    .where((eb) => eb.or([eb('claimed_at', 'is', null), eb('claimed_at', '<', lapsed)]))
    .returning(['idempotency_key', 'amount_cents'])
    .executeTakeFirst();
}

/**
 * After the cancel has committed: a pending card refund goes to the provider, once per key. A
 * provider out of reach leaves it pending (the claim lapses) for the next retry of the cancel.
 */
export async function settleRefund(
  ctx: ActionContext,
  where: { orderId: number; merchantId: number },
): Promise<void> {
  const { orderId } = where;
  const pending = await claim(ctx, where);
  if (!pending) return;
  const order = await ctx.db
    .selectFrom('orders')
    .select(['order_number', 'payment_transaction_id'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  const gateway = ctx.payments?.gateway;
  let outcome: { state: 'refunded' | 'failed'; message: string } | null = null;
  if (!gateway) {
    outcome = { state: 'failed', message: 'No card provider is configured' };
  } else {
    try {
      const reversed = await gateway.voidCharge({
        transactionId: order.payment_transaction_id,
        idempotencyKey: pending.idempotency_key,
      });
      outcome = reversed.ok
        ? { state: 'refunded', message: '' }
        : { state: 'failed', message: reversed.message };
    } catch (error) {
      ctx.log.error(
        { order: order.order_number, err: String(error) },
        'refund not made: the provider did not answer; a retried cancel tries again',
      );
    }
  }
  if (!outcome) {
    await ctx.db
      .updateTable('order_refunds')
      .set({ claimed_at: null })
      .where('order_id', '=', orderId)
      .where('state', '=', 'pending')
      .execute();
    return;
  }
  if (outcome.state === 'failed')
    ctx.log.error({ order: order.order_number, why: outcome.message }, 'refund refused');
  await ctx.db
    .updateTable('order_refunds')
    .set({ state: outcome.state, message: outcome.message, settled_at: ctx.now })
    .where('order_id', '=', orderId)
    .where('state', '=', 'pending')
    .execute();
}

/** The refunds of these orders, by order id, as the board shows them. */
export async function refundsOf(
  db: Kysely<Database>,
  orderIds: readonly number[],
): Promise<Map<number, OrderRefund>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('order_refunds')
    .select(['order_id', 'kind', 'state', 'amount_cents'])
    .where('order_id', 'in', orderIds)
    .execute();
  return new Map(
    rows.map((row) => [
      row.order_id,
      { kind: row.kind, state: row.state, amountCents: row.amount_cents },
    ]),
  );
}
