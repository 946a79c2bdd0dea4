/**
 * RequestAction ManageCart (spec 1 §7; spec 2 §7): add_to_order, update_checkout and repeat_order
 * (server/cart/). Every sub_action changes the cart, so each needs a client request_id and runs
 * inside withIdempotency: a repeat gets the first answer (failures included) and changes nothing.
 * A sub_action's reads and writes all go through the idempotency transaction.
 */
import { MANAGE_CART_SUB_ACTIONS, type ManageCartSubAction } from '../../src/api/manageCart';
import { addToOrder } from '../cart/addToOrder';
import { cartCall, type SubActionHandler } from '../cart/call';
import { cartOwner } from '../cart/cartStore';
import { requestIdField } from '../cart/parse';
import { repeatOrder } from '../cart/repeatOrder';
import { resolveTarget } from '../cart/target';
import { updateCheckout } from '../cart/updateCheckout';
import { fail, type ActionHandler } from '../protocol/context';
import { IdempotencyConflictError, withIdempotency } from '../protocol/idempotency';
import { MESSAGES } from '../protocol/messages';

const SUB_ACTIONS: Record<ManageCartSubAction, SubActionHandler> = {
  add_to_order: addToOrder,
  update_checkout: updateCheckout,
  repeat_order: repeatOrder,
};

function isSubAction(name: string): name is ManageCartSubAction {
  return (MANAGE_CART_SUB_ACTIONS as readonly string[]).includes(name);
}

export const ManageCart: ActionHandler<'ManageCart'> = async (ctx, fields) => {
  const subAction = fields.sub_action?.trim() ?? '';
  if (!isSubAction(subAction)) return fail(MESSAGES.invalidSubAction);
  const requestId = requestIdField(fields);
  if (requestId === null) return fail(MESSAGES.requestIdRequired);
  const log = ctx.log.child({ sub_action: subAction });
  const scoped = { ...ctx, log };
  // Whatever the outcome, this caller's cart summaries are read again on the next menu call.
  const forgetSummaries = () => ctx.hot.carts.forget(`${ctx.brand.id}:${cartOwner(ctx.session)}:`);
  try {
    return await withIdempotency(
      ctx.db,
      { brandId: ctx.brand.id, requestId },
      `ManageCart.${subAction}`,
      async (trx) => {
        const target = await resolveTarget(scoped, trx, fields);
        if (!target.ok) return target;
        return SUB_ACTIONS[subAction](cartCall(scoped, trx, target.data), fields);
      },
    );
  } catch (error) {
    if (!(error instanceof IdempotencyConflictError)) throw error;
    log.warn({ requestId }, error.message);
    return fail(MESSAGES.requestIdReused);
  } finally {
    forgetSummaries();
  }
};
