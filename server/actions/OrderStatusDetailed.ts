/**
 * RequestAction OrderStatusDetailed (src/api/orderStatusDetailed.ts): one order as its receipt
 * shows it, with its live status. A member reads their own orders; a guest the orders placed by the
 * same session. Anyone else, and an unknown id, gets 'Order not found'. A read: no request_id.
 */
import { idField } from '../cart/parse';
import { readOrderDetail } from '../orders/receiptView';
import { fail, succeed, type ActionHandler } from '../protocol/context';
import { MESSAGES } from '../protocol/messages';

export const OrderStatusDetailed: ActionHandler<'OrderStatusDetailed'> = async (ctx, fields) => {
  const orderId = idField(fields, 'order_id');
  if (orderId === null) return fail(MESSAGES.orderNotFound);
  const order = await readOrderDetail(ctx.db, orderId, {
    brandId: ctx.brand.id,
    sessionOwner: `session:${ctx.session.sid}`,
    customerId: ctx.session.customerId,
  });
  return order ? succeed({ order }) : fail(MESSAGES.orderNotFound);
};
