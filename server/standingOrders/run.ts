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
import { formatMoney } from '@domain/money';
import { joinAddressParts } from '@domain/addressParts';
import { customerBalanceCents } from '../accounts/balance';
import { savedCardOf } from '../accounts/savedCard';
import type { Database, StandingOrderRunState } from '../db/schema';
import {
  attemptForRequest,
  attemptOf,
  type Attempt,
  type ChargePlan,
  type OrderDraft,
} from '../orders/attempts';
import type { SettleDeps } from '../orders/charge';
import { orderLimitProblem, orderLimitsOf } from '../orders/limits';
import { reserveOrderId } from '../orders/place';
import { priceOrder } from '../orders/pricing';
import { settleAttempt } from '../orders/submit';
import type { PlannedFulfilment } from '../orders/validate';
import { pauseAfterFailedPayment, type PausedNotice } from './notify';
import { dayLines, standingOrderDiscount } from './pricing';
import type { StoreProducts } from './products';
import { itemsOf, type StandingOrderRow } from './records';
import { discountPercentOf, type StandingOrderStoreRow } from './stores';

/** How long a pending run is left to the process that reserved it before another resumes it. */
export const RUN_LEASE_MS = 2 * 60_000;

export const ORDER_SOURCE = 'standing_order';

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

async function fulfilmentOf(
  trx: Kysely<Database>,
  order: StandingOrderRow,
  date: string,
): Promise<{ fulfilment: PlannedFulfilment; deliveryFee: number } | null> {
  const base = {
    asap: false,
    date,
    stopId: null,
    tableNum: '',
    bookingRef: '',
    bookingName: '',
    bookingPax: 0,
  };
  if (order.fulfilment_type !== 'delivery')
    return {
      fulfilment: {
        ...base,
        code: order.fulfilment_type,
        time: order.fulfilment_time,
        slotId: null,
        locationId: order.pickup_location_id,
        detail: '',
      },
      deliveryFee: 0,
    };
  const [slot, postcode] = await Promise.all([
    trx
      .selectFrom('delivery_slots')
      .select(['id', 'start_time'])
      .where('id', '=', order.delivery_slot_id ?? 0)
      .where('active', '=', true)
      .executeTakeFirst(),
    trx
      .selectFrom('delivery_postcodes')
      .select(['id', 'delivery_fee_cents'])
      .where('id', '=', order.delivery_postcode_id ?? 0)
      .where('active', '=', true)
      .executeTakeFirst(),
  ]);
  if (!slot || !postcode) return null;
  return {
    fulfilment: {
      ...base,
      code: 'delivery',
      time: slot.start_time,
      slotId: slot.id,
      locationId: null,
      detail: joinAddressParts(addressPartsOf(order)),
    },
    deliveryFee: postcode.delivery_fee_cents,
  };
}

function addressPartsOf(order: StandingOrderRow) {
  return {
    address1: order.delivery_address1,
    address2: order.delivery_address2,
    city: order.delivery_city,
    state: order.delivery_state,
    postcode: order.delivery_postcode,
    country: order.delivery_country,
  };
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
      .where('status', '=', 1)
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

    const [customer, merchant, brand, card, balance, fulfilled] = await Promise.all([
      trx
        .selectFrom('customers')
        .select(['name', 'email', 'mobile'])
        .where('id', '=', order.customer_id)
        .executeTakeFirstOrThrow(),
      trx
        .selectFrom('merchants')
        .select(['surcharge_cc_bp', 'surcharge_amex_bp', 'surcharge_paypal_bp'])
        .where('id', '=', store.id)
        .executeTakeFirstOrThrow(),
      trx
        .selectFrom('brands')
        .select('code')
        .where('id', '=', order.brand_id)
        .executeTakeFirstOrThrow(),
      savedCardOf(trx, order.customer_id),
      customerBalanceCents(trx, order.customer_id),
      fulfilmentOf(trx, order, day.date),
    ]);
    if (!fulfilled) return skip('the delivery slot or address is no longer offered');
    const percent = discountPercentOf(store.settings, order.fulfilment_type);
    const price = (paymentMethod: string, cardType: string) =>
      priceOrder({
        lines,
        rewardsDiscount: 0,
        promoDiscount: (subTotal) => standingOrderDiscount(subTotal, percent),
        deliveryFee: fulfilled.deliveryFee,
        preorderFee: 0,
        paymentMethod,
        cardType,
        surcharges: {
          cc: merchant.surcharge_cc_bp,
          amex: merchant.surcharge_amex_bp,
          paypal: merchant.surcharge_paypal_bp,
        },
      });
    // The saved card when there is one, else the balance when it covers the total.
    const byCard = card ? price('SAVED', card.card_type) : null;
    const byBalance = price('ACCOUNT', '');
    const paid: {
      method: string;
      totals: ReturnType<typeof priceOrder>;
      charge: ChargePlan;
    } | null =
      card && byCard
        ? { method: 'SAVED', totals: byCard, charge: { kind: 'saved', token: card.token } }
        : balance >= byBalance.grand_total
          ? { method: 'ACCOUNT', totals: byBalance, charge: { kind: 'balance' } }
          : null;
    const limited = orderLimitProblem(orderLimitsOf(brand.code), {
      lineCount: lines.length,
      quantities: lines.map((line) => line.quantity),
      totalCents: (paid?.totals ?? byBalance).grand_total,
      currencySign: store.currencySign,
    });
    if (limited) return skip(limited);
    if ((paid?.totals ?? byBalance).grand_total <= 0) return skip('nothing to pay for');
    if (!paid) {
      await setRun(trx, run.id, { state: 'failed', reason: 'no saved card, balance too low' }, now);
      const notice = await pauseAfterFailedPayment(trx, {
        order,
        storeName: store.name,
        date: day.date,
        at: now,
        reason: `balance ${formatMoney(balance, store.currencySign)}`,
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
    const contact = { name: customer.name, email: customer.email, mobile: customer.mobile };
    const draft: OrderDraft = {
      merchantId: store.id,
      menuId: store.menuId,
      owner: `customer:${order.customer_id}`,
      customerId: order.customer_id,
      standingOrderId: order.id,
      plan: {
        caller: { kind: 'member', customerId: order.customer_id, ...contact },
        deliveryAddress:
          order.fulfilment_type === 'delivery'
            ? { parts: addressPartsOf(order), savedId: order.delivery_address_id ?? 0 }
            : null,
        contact,
        lines,
        paymentMethod: paid.method,
        fulfilment: fulfilled.fulfilment,
        couponCode: '',
        note: order.note,
        contactless: order.contactless,
        studentName: order.student_name,
        storeClassId: order.store_class_id,
        customData: {},
        currencyCode: store.currencyCode,
        rewardsPoints: 0,
        cartId: cart.id,
      },
      totals: paid.totals,
      orderSource: ORDER_SOURCE,
    };
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
      reason: `payment ${state}`,
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
