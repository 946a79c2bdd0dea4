/**
 * One standing order's order for one day, placed and paid through the same reserve → charge →
 * finalise path as SubmitOrder (ARCHITECTURE.md 'Money'; server/orders/submit.ts):
 *
 * 1. Reserve, one short transaction: the standing order is locked (FOR UPDATE SKIP LOCKED: another
 *    process running the scheduler passes it by), its run row for the day is inserted (unique per
 *    standing order and day: a second insert does nothing, so a day is placed at most once), the
 *    order is priced from today's menu with the store's standing-order discount, and a pending
 *    payment attempt is committed with the order's reserved number, its total and the idempotency
 *    key `standing-order:{id}:{date}`.
 * 2. Charge, with no transaction open: the member's saved card (its vault token) or, without one,
 *    the balance, debited in finalise with the order.
 * 3. Finalise (server/orders/finalise.ts): the order is written, marked as the standing order's.
 *
 * A crash anywhere leaves the run pending; the scheduler resumes it after RUN_LEASE_MS with the
 * same attempt and key, so the provider finds the same charge (and the reconciler may settle the
 * attempt first: then the run takes its outcome). A payment that fails pauses the standing order
 * and tells the member (./notify.ts).
 */
import type { Kysely } from 'kysely';
import type { Database, StandingOrderRunState } from '../db/schema';
import { attemptForRequest, attemptOf, type Attempt } from '../orders/attempts';
import type { SettleDeps } from '../orders/charge';
import { orderLimitProblem, orderLimitsOf } from '../orders/limits';
import { reserveOrderId } from '../orders/place';
import { settleAttempt } from '../orders/submit';
import { pauseAfterFailedPayment, type PausedNotice } from './notify';
import { draftOf, fulfilmentOf, priceAndPayment } from './orderDraft';
import { dayLines } from './pricing';
import type { StoreProducts } from './products';
import { ACTIVE, itemsOf } from './records';
import type { StandingOrderStoreRow } from './stores';

/** How long a pending run is left to the process that reserved it before another resumes it. */
export const RUN_LEASE_MS = 2 * 60_000;

export type RunOutcome = StandingOrderRunState | 'none';

export type RunDeps = SettleDeps & {
  /** Tells the member once a payment failed (after the commit). */
  notify: (notice: PausedNotice) => Promise<void>;
};

export function runRequestId(standingOrderId: number, date: string): string {
  return `standing-order:${standingOrderId}:${date}`;
}

type Reserved =
  | { kind: 'attempt'; runId: number; attempt: Attempt }
  | { kind: 'done'; state: RunOutcome; notice?: PausedNotice };

type Day = { date: string; weekday: number; cutOffAt: Date };

async function setRun(
  trx: Kysely<Database>,
  runId: number,
  values: {
    state: StandingOrderRunState;
    reason?: string;
    order_id?: number;
    amount_cents?: number;
  },
  now: Date,
): Promise<void> {
  await trx
    .updateTable('standing_order_runs')
    .set({ ...values, updated_at: now })
    .where('id', '=', runId)
    .execute();
}

/** Reserve: the run row, and the pending attempt or the run's end; null when another has it. */
async function reserve(
  deps: RunDeps,
  input: {
    store: StandingOrderStoreRow;
    products: StoreProducts;
    standingOrderId: number;
    day: Day;
  },
): Promise<Reserved | null> {
  const { store, products, day } = input;
  const now = deps.now;
  return deps.db.transaction().execute(async (trx): Promise<Reserved | null> => {
    const order = await trx
      .selectFrom('standing_orders')
      .selectAll()
      .where('id', '=', input.standingOrderId)
      .where('status', '=', ACTIVE)
      .forUpdate()
      .skipLocked()
      .executeTakeFirst();
    if (!order || !order.active_since || order.active_since > day.cutOffAt) return null;
    const { lines } = dayLines(await itemsOf(trx, order.id), products, day.weekday);
    if (lines.length === 0) return null;
    const requestId = runRequestId(order.id, day.date);
    const run = await trx
      .insertInto('standing_order_runs')
      .values({
        brand_id: order.brand_id,
        standing_order_id: order.id,
        order_date: day.date,
        request_id: requestId,
        created_at: now,
        updated_at: now,
      })
      .onConflict((conflict) => conflict.columns(['standing_order_id', 'order_date']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!run) return null;
    const skip = async (reason: string): Promise<Reserved> => {
      await setRun(trx, run.id, { state: 'skipped', reason }, now);
      return { kind: 'done', state: 'skipped' };
    };

    const [customer, brand, fulfilled] = await Promise.all([
      trx
        .selectFrom('customers')
        .select(['name', 'email', 'mobile'])
        .where('id', '=', order.customer_id)
        .executeTakeFirstOrThrow(),
      trx
        .selectFrom('brands')
        .select('code')
        .where('id', '=', order.brand_id)
        .executeTakeFirstOrThrow(),
      fulfilmentOf(trx, order, day.date),
    ]);
    if (!fulfilled) return skip('the delivery slot or address is no longer offered');
    const { paid, totals } = await priceAndPayment(trx, {
      order,
      store,
      lines,
      deliveryFee: fulfilled.deliveryFee,
    });
    const limited = orderLimitProblem(orderLimitsOf(brand.code), {
      lineCount: lines.length,
      quantities: lines.map((line) => line.quantity),
      totalCents: totals.grand_total,
      currencySign: store.currencySign,
    });
    if (limited) return skip(limited);
    if (totals.grand_total <= 0) return skip('nothing to pay for');
    if (!paid) {
      await setRun(trx, run.id, { state: 'failed', reason: 'no saved card, balance too low' }, now);
      const notice = await pauseAfterFailedPayment(trx, {
        order,
        storeName: store.name,
        date: day.date,
        at: now,
      });
      return { kind: 'done', state: 'failed', notice };
    }

    const cart = await trx
      .insertInto('carts')
      .values({
        brand_id: order.brand_id,
        merchant_id: store.id,
        menu_id: store.menuId,
        owner: `customer:${order.customer_id}`,
        customer_id: order.customer_id,
        status: 'placed',
        payment_method: paid.method,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const orderId = await reserveOrderId(trx);
    const draft = draftOf({
      order,
      store,
      contact: customer,
      lines,
      fulfilled,
      paid,
      cartId: cart.id,
    });
    const row = await trx
      .insertInto('payment_attempts')
      .values({
        brand_id: order.brand_id,
        order_id: orderId,
        request_id: requestId,
        owner: `customer:${order.customer_id}`,
        cart_id: cart.id,
        method: paid.method,
        amount_cents: paid.totals.grand_total,
        draft: JSON.stringify(draft),
        charge: JSON.stringify(paid.charge),
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await setRun(
      trx,
      run.id,
      { state: 'pending', order_id: orderId, amount_cents: paid.totals.grand_total },
      now,
    );
    return { kind: 'attempt', runId: run.id, attempt: attemptOf(row) };
  });
}

/**
 * Settles a reserved run: charges and finalises its attempt when still pending, then ends the run
 * with the attempt's outcome. An attempt the provider left unsettled keeps the run pending.
 */
export async function settleRun(
  deps: RunDeps,
  runId: number,
  attempt: Attempt,
): Promise<RunOutcome> {
  if (attempt.state === 'pending') await settleAttempt(deps, attempt);
  const now = await attemptForRequest(deps.db, attempt.brandId, attempt.requestId);
  const state = now?.state ?? 'pending';
  if (state === 'pending') return 'pending';
  const outcome = await deps.db.transaction().execute(async (trx) => {
    const run = await trx
      .updateTable('standing_order_runs')
      .set({
        state: state === 'placed' ? 'placed' : 'failed',
        reason: state === 'placed' ? '' : `payment ${state}`,
        updated_at: deps.now,
      })
      .where('id', '=', runId)
      .where('state', '=', 'pending')
      .returning(['standing_order_id', 'order_date'])
      .executeTakeFirst();
    // Another process ended the run first (and told the member, if it had to).
    if (!run) return null;
    if (state === 'placed') return { state: 'placed' as const };
    const order = await trx
      .selectFrom('standing_orders')
      .selectAll()
      .where('id', '=', run.standing_order_id)
      .executeTakeFirstOrThrow();
    const store = await trx
      .selectFrom('merchants')
      .select('name')
      .where('id', '=', order.merchant_id)
      .executeTakeFirstOrThrow();
    const notice = await pauseAfterFailedPayment(trx, {
      order,
      storeName: store.name,
      date: run.order_date,
      at: deps.now,
    });
    return { state: 'failed' as const, notice };
  });
  if (outcome === null) return 'none';
  if (outcome.state === 'failed' && outcome.notice) await deps.notify(outcome.notice);
  return outcome.state;
}

/** Places (or refuses) one standing order's day; 'none' when there was nothing for this process. */
export async function runStandingOrderDay(
  deps: RunDeps,
  input: {
    store: StandingOrderStoreRow;
    products: StoreProducts;
    standingOrderId: number;
    day: Day;
  },
): Promise<RunOutcome> {
  const reserved = await reserve(deps, input);
  if (reserved === null) return 'none';
  if (reserved.kind === 'done') {
    if (reserved.notice) await deps.notify(reserved.notice);
    return reserved.state;
  }
  return settleRun(deps, reserved.runId, reserved.attempt);
}
