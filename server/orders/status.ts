/**
 * Staff move an order along its life (src/api/orderStatusDetailed.ts ORDER_STATUSES): the order's
 * status changes and the move is appended to its history, in one transaction. Used by
 * `npm run order:status` (server/scripts/orderStatus.ts) and by tests. Once the move has committed,
 * the order's subscribers get a Web Push with the new status (server/push/notify.ts), when a
 * notifier is given; the push never undoes or fails the move.
 */
import type { Kysely } from 'kysely';
import { ORDER_STATUSES, type OrderStatus } from '../../src/api/orderStatusDetailed';
import type { Database } from '../db/schema';
import type { PushNotifier } from '../push/notify';

export function isOrderStatus(value: string): value is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(value);
}

export type StatusMove =
  { ok: true; from: OrderStatus; to: OrderStatus } | { ok: false; message: string };

export async function moveOrderStatus(
  db: Kysely<Database>,
  input: { orderId: number; status: string; at: Date; note?: string },
  after: { push?: PushNotifier | null } = {},
): Promise<StatusMove> {
  const { status } = input;
  if (!isOrderStatus(status))
    return {
      ok: false,
      message: `Unknown status '${status}': use one of ${ORDER_STATUSES.join(', ')}`,
    };
  const moved = await db.transaction().execute(async (trx): Promise<StatusMove> => {
    const order = await trx
      .selectFrom('orders')
      .select(['id', 'status'])
      .where('id', '=', input.orderId)
      .forUpdate()
      .executeTakeFirst();
    if (!order) return { ok: false, message: `Order ${input.orderId} not found` };
    const from = isOrderStatus(order.status) ? order.status : 'placed';
    if (from === status)
      return { ok: false, message: `Order ${input.orderId} is already ${status}` };
    await trx.updateTable('orders').set({ status }).where('id', '=', order.id).execute();
    await trx
      .insertInto('order_status_history')
      .values({ order_id: order.id, status, at: input.at, note: input.note ?? '' })
      .execute();
    return { ok: true, from, to: status };
  });
  if (moved.ok && after.push) await after.push.orderStatusChanged(input.orderId);
  return moved;
}
