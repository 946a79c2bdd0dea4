/** What a ManageCart sub_action works with, and the answer they all give. */
import type { Kysely } from 'kysely';
import type { ManageCartResponse, ManageCartSubAction } from '../../src/api/manageCart';
import type { Database } from '../db/schema';
import { localClock } from '../../src/domain/calendar';
import type { ActionContext, ActionResult, RequestFields } from '../protocol/context';
import { cartOwner, type CartKey, type CartRow } from './cartStore';
import { readCartState, type OrderContext } from './order';
import type { CallTarget } from './target';

export type CartCall = {
  ctx: ActionContext;
  /** The idempotency transaction: every read and write of the sub_action goes through it. */
  trx: Kysely<Database>;
  target: CallTarget;
  key: CartKey & { merchantId: number; customerId: number };
  orderContext: OrderContext;
};

export type SubActionHandler = (
  call: CartCall,
  fields: RequestFields,
) => Promise<ActionResult<ManageCartResponse>>;

export function cartCall(ctx: ActionContext, trx: Kysely<Database>, target: CallTarget): CartCall {
  const delivery = target.config.fulfilment.find((type) => type.code === 'delivery');
  return {
    ctx,
    trx,
    target,
    key: {
      brandId: ctx.brand.id,
      owner: cartOwner(ctx.session),
      menuId: target.menuId,
      merchantId: target.merchantId,
      customerId: ctx.session.customerId,
    },
    orderContext: {
      today: localClock(ctx.now, target.config.row.timezone).date,
      deliveryMins: delivery?.settings.delivery_mins ?? 0,
    },
  };
}

export async function cartAnswer(
  call: CartCall,
  cart: CartRow,
  subAction: ManageCartSubAction,
  change: { affects: boolean; slotId?: number },
): Promise<ManageCartResponse> {
  const state = await readCartState(call.trx, cart, call.orderContext);
  return {
    sub_action: subAction,
    order: state.order,
    affects_cart_total: change.affects ? 1 : 0,
    cart_item_slot_id: change.slotId ?? 0,
    additional_data: state.additional,
  };
}
