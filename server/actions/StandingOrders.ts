/**
 * RequestAction StandingOrders (src/api/standingOrders.ts; spec 3 §2, §3, §7): sub_action load
 * reads a member's standing order (an empty one when standing_order_id is 0) with the stores that
 * take them; save writes standing_order_data after the rules in server/standingOrders/save.ts;
 * status turns it on (1) or pauses it and saves at once. Members only, at stores with standing
 * orders enabled; everyone else is told 'No stores enabled or insufficent permissions.'.
 */
import { fail, type ActionHandler } from '../protocol/context';
import { MESSAGES } from '../protocol/messages';
import { idField, loadStandingOrder, standingOrderAccess } from '../standingOrders/load';
import { saveStandingOrder, setStandingOrderStatus } from '../standingOrders/save';

export const StandingOrders: ActionHandler<'StandingOrders'> = async (ctx, fields) => {
  const subAction = fields.sub_action ?? '';
  if (subAction !== 'load' && subAction !== 'save' && subAction !== 'status')
    return fail(MESSAGES.invalidSubAction);
  const access = await standingOrderAccess(ctx);
  if (!access.ok) return access;
  const storeId = idField(fields.store_id);
  const standingOrderId = idField(fields.standing_order_id);
  if (storeId === null || standingOrderId === null) return fail(MESSAGES.standingOrderNotFound);
  const ids = { storeId, standingOrderId };
  if (subAction === 'load') return loadStandingOrder(ctx, access.data, ids);
  if (subAction === 'save') return saveStandingOrder(ctx, access.data, ids, fields);
  return setStandingOrderStatus(ctx, access.data, ids, fields);
};
