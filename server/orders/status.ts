/**
 * Staff move an order along its life (src/api/orderStatusDetailed.ts ORDER_STATUSES, canMoveOrder
 * below): the order's status changes and the move is appended to its history, in one transaction. Used by
 * `npm run order:status` (server/scripts/orderStatus.ts) and by tests. Once the move has committed,
 * the order's subscribers get a Web Push with the new status (server/push/notify.ts), when a
 * notifier is given; the push never undoes or fails the move. The live channel
 * (server/orders/orderEmitter.ts) hears it from the database when it commits (migration 0014), in
 * every server process, so an open receipt or staff board shows it at once.
 */
import type { Kysely } from 'kysely';
import { ORDER_STATUSES, type OrderStatus } from '@api/orderStatusDetailed';
import type { Database } from '../db/schema';
import type { PushNotifier } from '../push/notify';
import { undoOrderPoints } from '../rewards/points';

export function isOrderStatus(value: string): value is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(value);
}

/** The active steps, in order; an order moves only forward through them (steps may be skipped). */
const STEPS: readonly OrderStatus[] = [
  'placed',
  'accepted',
  'preparing',
  'ready',
  'out_for_delivery',
  'completed',
];

/**
 * The order's life (spec 3 §4 codes: Submitted, Confirmed, In progress, Ready, Complete,
 * Cancelled): forward only, out for delivery only for a delivery, Cancel while it is active, and
 * nothing once it is completed or cancelled (completed → placed was accepted).
 */
export function canMoveOrder(from: OrderStatus, to: OrderStatus, fulfilmentType: string): boolean {
  if (from === 'completed' || from === 'cancelled') return false;
  if (to === 'cancelled') return true;
  if (to === 'out_for_delivery' && fulfilmentType !== 'delivery') return false;
  return STEPS.indexOf(to) > STEPS.indexOf(from);
}

export type StatusMove =
  { ok: true; from: OrderStatus; to: OrderStatus } | { ok: false; message: string };

/** A move as it was made, with where the order belongs (for the live channel). */
export type MadeMove = StatusMove & { orderId: number; brandId: number; merchantId: number };

/** Who a committed move tells here: the order's push subscribers (the live channel hears the
 * database's notification instead, migration 0014). */
export type MoveListeners = { push?: PushNotifier | null };

/**
 * The move itself, inside the caller's transaction (the staff board's runs in its idempotency
 * transaction): the order row locked, its status set, the history appended. `brandId` limits it
 * to one brand's orders. Tell the listeners (announceMove) only after the commit.
 */
export async function moveOrderStatusIn(
  trx: Kysely<Database>,
  input: { orderId: number; status: string; at: Date; note?: string; brandId?: number },
): Promise<MadeMove> {
  const { status, orderId } = input;
  const none = { orderId, brandId: 0, merchantId: 0 };
  if (!isOrderStatus(status))
    return {
      ok: false,
      message: `Unknown status '${status}': use one of ${ORDER_STATUSES.join(', ')}`,
      ...none,
    };
  let query = trx
    .selectFrom('orders')
    .select(['id', 'status', 'brand_id', 'merchant_id', 'fulfilment_type'])
    .where('id', '=', orderId);
  if (input.brandId !== undefined) query = query.where('brand_id', '=', input.brandId);
  const order = await query.forUpdate().executeTakeFirst();
  if (!order) return { ok: false, message: `Order ${orderId} not found`, ...none };
  const where = { orderId, brandId: order.brand_id, merchantId: order.merchant_id };
  const from = isOrderStatus(order.status) ? order.status : 'placed';
  if (from === status)
    return { ok: false, message: `Order ${orderId} is already ${status}`, ...where };
  if (!canMoveOrder(from, status, order.fulfilment_type))
    return { ok: false, message: `Order ${orderId} cannot go from ${from} to ${status}`, ...where };
  await trx.updateTable('orders').set({ status }).where('id', '=', order.id).execute();
  await trx
    .insertInto('order_status_history')
    .values({ order_id: order.id, status, at: input.at, note: input.note ?? '' })
    .execute();
  // A cancelled order earns nothing and spends nothing: its reward points are undone with it.
  if (status === 'cancelled') await undoOrderPoints(trx, { orderId: order.id, at: input.at });
  return { ok: true, from, to: status, ...where };
}

/** After the commit: the push goes out (never failing the move). */
export async function announceMove(move: MadeMove, after: MoveListeners): Promise<void> {
  if (!move.ok) return;
  if (after.push) await after.push.orderStatusChanged(move.orderId);
}

export async function moveOrderStatus(
  db: Kysely<Database>,
  input: { orderId: number; status: string; at: Date; note?: string },
  after: MoveListeners = {},
): Promise<StatusMove> {
  const made = await db.transaction().execute((trx) => moveOrderStatusIn(trx, input));
  await announceMove(made, after);
  return made.ok
    ? { ok: true, from: made.from, to: made.to }
    : { ok: false, message: made.message };
}
