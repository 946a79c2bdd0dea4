/**
 * RequestAction ManageCart (spec 1 §7; spec 2 §7). The table below says, for every sub_action,
 * whether it changes the cart. A change needs a client request_id and runs inside withIdempotency:
 * a repeat by the same session gets the first answer (failures included) and changes nothing, a
 * repeat by another session is refused, and all of its reads and writes go through the idempotency
 * transaction. A read runs on the database as it is now, needs no request_id and is never answered
 * from the idempotency store.
 */
import { type ManageCartSubAction, MANAGE_CART_SUB_ACTIONS } from '@api/manageCart';
import { addToOrder } from '../cart/addToOrder';
import { cartCall, type SubActionHandler } from '../cart/call';
import { cartOwner } from '../cart/cartStore';
import { clearCart } from '../cart/clearCart';
import { loadCheckout } from '../cart/loadCheckout';
import { requestIdField } from '../cart/parse';
import { repeatOrder } from '../cart/repeatOrder';
import { resolveTarget } from '../cart/target';
import { updateCheckout } from '../cart/updateCheckout';
import { updateQuantity } from '../cart/updateQuantity';
import {
  fail,
  type ActionContext,
  type ActionHandler,
  type RequestFields,
} from '../protocol/context';
import { refuseRequestId, requestKey, withIdempotency } from '../protocol/idempotency';
import { MESSAGES } from '../protocol/messages';

export type SubAction = { mutates: boolean; run: SubActionHandler };

/** Every sub_action, and whether it changes the cart (then it goes through the idempotency store). */
export const SUB_ACTIONS: Record<ManageCartSubAction, SubAction> = {
  add_to_order: { mutates: true, run: addToOrder },
  update_quantity: { mutates: true, run: updateQuantity },
  clear_cart: { mutates: true, run: clearCart },
  update_checkout: { mutates: true, run: updateCheckout },
  repeat_order: { mutates: true, run: repeatOrder },
  load_checkout: { mutates: false, run: loadCheckout },
};

function isSubAction(name: string): name is ManageCartSubAction {
  return (MANAGE_CART_SUB_ACTIONS as readonly string[]).includes(name);
}

export const ManageCart: ActionHandler<'ManageCart'> = async (ctx, fields) => {
  const subAction = fields.sub_action?.trim() ?? '';
  if (!isSubAction(subAction)) return fail(MESSAGES.invalidSubAction);
  const scoped = { ...ctx, log: ctx.log.child({ sub_action: subAction }) };
  const { mutates, run } = SUB_ACTIONS[subAction];
  const onCart = async (db: ActionContext['db']) => {
    const target = await resolveTarget(scoped, db, fields);
    if (!target.ok) return target;
    return run(cartCall(scoped, db, target.data), fields);
  };
  return mutates ? change(scoped, fields, subAction, onCart) : onCart(ctx.db);
};

async function change(
  ctx: ActionContext,
  fields: RequestFields,
  subAction: ManageCartSubAction,
  onCart: (trx: ActionContext['db']) => ReturnType<ActionHandler<'ManageCart'>>,
): ReturnType<ActionHandler<'ManageCart'>> {
  const requestId = requestIdField(fields);
  if (requestId === null) return fail(MESSAGES.requestIdRequired);
  const key = requestKey(ctx, requestId);
  try {
    return await withIdempotency(ctx.db, key, `ManageCart.${subAction}`, onCart);
  } catch (error) {
    return refuseRequestId(error, (message) => ctx.log.warn({ requestId }, message));
  } finally {
    // Whatever the outcome, this caller's cart summaries are read again on the next menu call.
    ctx.hot.carts.forget(`${ctx.brand.id}:${cartOwner(ctx.session)}:`);
  }
}
