/**
 * RequestAction SubmitOrder (spec 2 §4.2, §7; src/api/submitOrder.ts): validates (preorder '1') or
 * places (preorder '0') the caller's open cart (server/orders/submit.ts). A request carrying
 * card_number or card_csc is refused before anything else and its fields are never logged. Both
 * steps need request_id: a repeat by the same session gets the first answer (failures included)
 * and concurrent repeats place one order and take one payment; a repeat by another session is
 * refused. The gateway is createServer's `payments` (ctx.payments).
 */
import { cartOwner } from '../cart/cartStore';
import { requestIdField } from '../cart/parse';
import { autoTopupAfterOrder, autoTopupFromCheckout } from '../money/autoTopup';
import { readSubmitInput, carriesCardDetails } from '../orders/submitInput';
import { placeOrder, validateOrder } from '../orders/submit';
import {
  fail,
  type ActionContext,
  type ActionHandler,
  type RequestFields,
} from '../protocol/context';
import { refuseRequestId, requestKey } from '../protocol/idempotency';
import { MESSAGES } from '../protocol/messages';

/**
 * A member's auto top-up, after the order is placed and never inside its transaction: set from the
 * checkout's auto_topup, charged when a balance payment left the balance below the threshold
 * (server/money/autoTopup.ts). Its failure is logged; the order stands.
 */
async function afterPlacement(ctx: ActionContext, fields: RequestFields, orderId: number) {
  const customerId = ctx.session.customerId;
  if (customerId <= 0) return;
  try {
    await autoTopupFromCheckout(ctx, fields, customerId);
    if (fields.payment_method?.trim() !== 'ACCOUNT') return;
    const topup = await autoTopupAfterOrder(ctx, { customerId, orderId });
    if (topup && !topup.ok) ctx.log.warn({ orderId, why: topup.message }, 'auto top-up refused');
  } catch (error) {
    ctx.log.error({ orderId, err: String(error) }, 'auto top-up failed');
  }
}

export const SubmitOrder: ActionHandler<'SubmitOrder'> = async (ctx, fields) => {
  if (carriesCardDetails(fields)) {
    ctx.log.warn('SubmitOrder refused: the request carried card details');
    return fail(MESSAGES.cardDetailsRefused);
  }
  const preorder = fields.preorder?.trim() ?? '';
  if (preorder !== '0' && preorder !== '1') return fail(MESSAGES.invalidPreorder);
  const requestId = requestIdField(fields);
  if (requestId === null) return fail(MESSAGES.requestIdRequired);
  const input = readSubmitInput(fields, requestId);
  const key = requestKey(ctx, requestId);
  try {
    if (input.validateOnly) return await validateOrder(ctx, fields, input, key);
    const placed = await placeOrder(ctx, fields, input, key);
    if (placed.ok) await afterPlacement(ctx, fields, placed.data.order_id);
    return placed;
  } catch (error) {
    return refuseRequestId(error, (message) => ctx.log.warn({ requestId }, message));
  } finally {
    ctx.hot.carts.forget(`${ctx.brand.id}:${cartOwner(ctx.session)}:`);
  }
};
