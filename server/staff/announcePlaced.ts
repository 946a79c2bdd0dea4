/**
 * Tells the live channel (server/orders/orderEvents.ts) of a placed order, after its commit, so the
 * staff boards of its store list it at once. A repeated SubmitOrder announces it again: the boards
 * only reload.
 */
import type { ActionContext } from '../protocol/context';

export async function announcePlaced(ctx: ActionContext, orderId: number): Promise<void> {
  const events = ctx.orders?.events;
  if (!events || orderId <= 0) return;
  const order = await ctx.db
    .selectFrom('orders')
    .select(['id', 'brand_id', 'merchant_id'])
    .where('id', '=', orderId)
    .executeTakeFirst();
  if (!order) return;
  events.emit({
    kind: 'placed',
    brandId: order.brand_id,
    merchantId: order.merchant_id,
    orderId: order.id,
    status: 'placed',
  });
}
