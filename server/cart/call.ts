/** What a ManageCart sub_action works with, and the answer they all give. */
import type { Kysely } from 'kysely';
import type { CartOrder, ManageCartResponse, ManageCartSubAction } from '@api/manageCart';
import type { Database } from '../db/schema';
import type { ItemEntry } from '../menu/catalogue';
import { localClock } from '@domain/calendar';
import type { ActionContext, ActionResult, RequestFields } from '../protocol/context';
import { cartOwner, type CartKey, type CartRow } from './cartStore';
import { readCartState, type OrderContext } from './order';
import { surchargesOf } from '../orders/settings';
import { rewardSchemeOf } from '../rewards/scheme';
import type { CallTarget } from './target';

export type CartCall = {
  ctx: ActionContext;
  /**
   * A change's idempotency transaction (every read and write of the sub_action goes through it),
   * or the database for a read.
   */
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
      surcharges: surchargesOf(target.config.row),
      rewards: rewardSchemeOf(ctx.brand),
    },
  };
}

/** The call's menu entry for an item; undefined when that menu does not have it. */
export async function menuEntry(
  call: CartCall,
  menuItemId: number,
): Promise<ItemEntry | undefined> {
  const content = await call.ctx.catalogue.menuContent(call.trx, {
    id: call.target.menuId,
    version: call.target.menuVersion,
  });
  return content.items.get(menuItemId);
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

/**
 * Whether a change moved the item count or any total (affects_cart_total: the client reloads the
 * cart). No cart before counts as an empty one.
 */
export function changedTotals(before: CartOrder | null, after: CartOrder): boolean {
  const totals = (order: CartOrder | null) =>
    order
      ? `${order.num_items}|${order.sub_total}|${order.discount}|${order.delivery_fee}|${order.total}|${order.totals.grand_total}`
      : '0|0|0|0|0|0';
  return totals(before) !== totals(after);
}
