/**
 * Who may keep standing orders and where (spec 3 §6: members, not kiosks; only at stores that
 * have them enabled, on a brand whose is_standing_orders_enabled is on), and the answer for one
 * store and standing order.
 */
import type { StandingOrdersResponse } from '@api/standingOrders';
import { isMember } from '@domain/roles';
import { fail, succeed, type ActionContext, type ActionResult } from '../protocol/context';
import { MESSAGES } from '../protocol/messages';
import { signedInCustomer } from '../protocol/signedIn';
import { standingOrdersAnswer } from './answer';
import { storeProducts } from './products';
import { ownStandingOrder, type StoredStandingOrder } from './records';
import { standingOrderStores, type StandingOrderStoreRow } from './stores';

export type Access = { customerId: number; stores: StandingOrderStoreRow[] };

/** The member and the stores open to them, or the spec's refusal. */
export async function standingOrderAccess(ctx: ActionContext): Promise<ActionResult<Access>> {
  const customer = await signedInCustomer(ctx);
  if (customer === null || !isMember(customer) || !ctx.brand.standing_orders_enabled)
    return fail(MESSAGES.standingOrdersNotEnabled);
  const stores = await standingOrderStores(ctx.db, ctx.brand.id);
  if (stores.length === 0) return fail(MESSAGES.standingOrdersNotEnabled);
  return succeed({ customerId: customer.id, stores });
}

/** A whole number from the field, or null when it is not one. */
export function idField(text: string | undefined): number | null {
  const value = (text ?? '').trim();
  if (value === '') return 0;
  if (!/^\d{1,9}$/.test(value)) return null;
  return Number(value);
}

/** The answer for a saved standing order (its own store) or a new one at `storeId` (0: the first). */
export async function answerFor(
  ctx: ActionContext,
  access: Access,
  input: { storeId: number; saved: StoredStandingOrder | null; message: string },
): Promise<ActionResult<StandingOrdersResponse>> {
  const storeId = input.saved?.row.merchant_id ?? input.storeId;
  const store =
    storeId > 0 ? access.stores.find((candidate) => candidate.id === storeId) : access.stores[0];
  if (!store) return fail(MESSAGES.standingOrdersNotEnabled);
  const products = await storeProducts(ctx.db, ctx.catalogue, store);
  return succeed(
    await standingOrdersAnswer(ctx.db, {
      message: input.message,
      customerId: access.customerId,
      store,
      stores: access.stores,
      products,
      saved: input.saved,
    }),
  );
}

export async function loadStandingOrder(
  ctx: ActionContext,
  access: Access,
  input: { storeId: number; standingOrderId: number },
): Promise<ActionResult<StandingOrdersResponse>> {
  let saved: StoredStandingOrder | null = null;
  if (input.standingOrderId > 0) {
    saved = await ownStandingOrder(ctx.db, {
      brandId: ctx.brand.id,
      customerId: access.customerId,
      id: input.standingOrderId,
    });
    if (!saved) return fail(MESSAGES.standingOrderNotFound);
  }
  return answerFor(ctx, access, { storeId: input.storeId, saved, message: '' });
}
