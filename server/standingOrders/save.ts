/**
 * StandingOrders save and status (spec 3 §2, §8). save reads standing_order_data (and, for
 * delivery, delivery_address), checks it (./rules.ts, ./delivery.ts) and writes the standing order
 * with its product rows: 'Standing Order Saved (Active)' or '(Paused)'. status sets status alone
 * and saves at once: 'Standing Order Active' or 'Standing Order Paused'. Making one active needs a
 * means of payment where the store says so (payment_method_required): a saved card, or a balance
 * that covers its dearest day. With a request_id a repeat writes nothing twice.
 */
import type { Kysely } from 'kysely';
import type { StandingOrdersResponse } from '@api/standingOrders';
import { customerBalanceCents } from '../accounts/balance';
import { savedCardOf } from '../accounts/savedCard';
import { requestIdField } from '../cart/parse';
import type { Database } from '../db/schema';
import {
  fail,
  type ActionContext,
  type ActionResult,
  type RequestFields,
} from '../protocol/context';
import { IdempotencyOwnerError, requestKey, withIdempotency } from '../protocol/idempotency';
import { MESSAGES } from '../protocol/messages';
import { checkDelivery, type DeliveryChoice } from './delivery';
import { answerFor, type Access } from './load';
import { dearestDayCents } from './pricing';
import { storeProducts, type StoreProducts } from './products';
import { ACTIVE, ownStandingOrder, PAUSED, type StoredStandingOrder } from './records';
import { checkStandingOrder, QTY_KEYS, type CheckedOrder, type QtyKey } from './rules';
import { discountPercentOf, type StandingOrderStoreRow } from './stores';
import { parseStandingOrderData } from './parse';

type Ids = { storeId: number; standingOrderId: number };
type Answer = ActionResult<StandingOrdersResponse>;

async function savedOf(ctx: ActionContext, access: Access, id: number) {
  return ownStandingOrder(ctx.db, { brandId: ctx.brand.id, customerId: access.customerId, id });
}

/** Whether the member can pay for the standing order at its cut-offs. */
async function canPay(
  db: Kysely<Database>,
  customerId: number,
  store: StandingOrderStoreRow,
  order: { type: CheckedOrder['type']; items: CheckedOrder['items'] },
  products: StoreProducts,
): Promise<boolean> {
  if (!store.settings.payment_method_required) return true;
  if (await savedCardOf(db, customerId)) return true;
  const dearest = dearestDayCents(
    order.items,
    products,
    discountPercentOf(store.settings, order.type),
  );
  return (await customerBalanceCents(db, customerId)) >= Math.max(1, dearest);
}

/** Runs `write` once per request_id (when given); its id, or the refusal. */
async function once(
  ctx: ActionContext,
  fields: RequestFields,
  action: string,
  write: (trx: Kysely<Database>) => Promise<number>,
): Promise<ActionResult<number>> {
  const requestId = requestIdField(fields);
  if (requestId === null) return { ok: true, data: await ctx.db.transaction().execute(write) };
  const key = requestKey(ctx, requestId);
  try {
    return { ok: true, data: await withIdempotency(ctx.db, key, action, write) };
  } catch (error) {
    if (!(error instanceof IdempotencyOwnerError)) throw error;
    return fail(MESSAGES.requestIdOtherOwner);
  }
}

async function writeItems(trx: Kysely<Database>, id: number, items: CheckedOrder['items']) {
  await trx.deleteFrom('standing_order_items').where('standing_order_id', '=', id).execute();
  const rows = items
    .filter((item) => QTY_KEYS.some((key) => item[key] > 0))
    .map((item, position) => ({
      standing_order_id: id,
      menu_item_id: item.menu_item_id,
      options: JSON.stringify(item.options),
      ...Object.fromEntries(QTY_KEYS.map((key: QtyKey) => [key, item[key]])),
      position,
    }));
  if (rows.length > 0) await trx.insertInto('standing_order_items').values(rows).execute();
}

function deliveryColumns(delivery: DeliveryChoice | null) {
  return {
    delivery_address_id: delivery?.savedId ?? null,
    delivery_address1: delivery?.parts.address1 ?? '',
    delivery_address2: delivery?.parts.address2 ?? '',
    delivery_city: delivery?.parts.city ?? '',
    delivery_state: delivery?.parts.state ?? '',
    delivery_postcode: delivery?.parts.postcode ?? '',
    delivery_country: delivery?.parts.country ?? '',
    delivery_postcode_id: delivery?.postcodeId ?? null,
    delivery_slot_id: delivery?.slotId ?? null,
  };
}

export async function saveStandingOrder(
  ctx: ActionContext,
  access: Access,
  ids: Ids,
  fields: RequestFields,
): Promise<Answer> {
  const data = parseStandingOrderData(fields.standing_order_data);
  if (data === null) return fail(MESSAGES.standingOrderDataMissing);
  let saved: StoredStandingOrder | null = null;
  if (ids.standingOrderId > 0) {
    saved = await savedOf(ctx, access, ids.standingOrderId);
    if (!saved) return fail(MESSAGES.standingOrderNotFound);
  }
  const asked = data.store_id > 0 ? data.store_id : ids.storeId;
  const storeId = saved ? saved.row.merchant_id : asked;
  const store = access.stores.find((candidate) => candidate.id === storeId);
  if (!store) return fail(MESSAGES.standingOrdersNotEnabled);
  const products = await storeProducts(ctx.db, ctx.catalogue, store);
  const checked = checkStandingOrder(
    { ...data, store_id: asked > 0 ? asked : store.id },
    {
      settings: store.settings,
      products,
      saved: saved && { storeId: saved.row.merchant_id, type: saved.row.fulfilment_type },
    },
  );
  if (!checked.ok) return fail(checked.message);
  const { order } = checked;
  let delivery: DeliveryChoice | null = null;
  if (order.type === 'delivery') {
    const found = await checkDelivery(ctx.db, {
      fields,
      brandId: ctx.brand.id,
      customerId: access.customerId,
      merchantId: store.id,
      slotId: data.delivery_slot_id,
    });
    if (!found.ok) return fail(found.message);
    delivery = found.delivery;
  }
  const status = data.status === ACTIVE ? ACTIVE : PAUSED;
  if (status === ACTIVE && !(await canPay(ctx.db, access.customerId, store, order, products)))
    return fail(MESSAGES.standingOrderNeedsPayment);

  const columns = {
    fulfilment_time: order.time,
    contactless: data.contactless,
    note: data.note,
    student_name: data.student_name,
    status,
    ...deliveryColumns(delivery),
    updated_at: ctx.now,
  };
  const wasActive = saved?.row.status === ACTIVE;
  const written = await once(ctx, fields, 'StandingOrders.save', async (trx) => {
    let id: number;
    if (saved) {
      id = saved.row.id;
      await trx
        .updateTable('standing_orders')
        .set({
          ...columns,
          active_since: status === ACTIVE ? (wasActive ? saved.row.active_since : ctx.now) : null,
        })
        .where('id', '=', id)
        .execute();
    } else {
      ({ id } = await trx
        .insertInto('standing_orders')
        .values({
          brand_id: ctx.brand.id,
          customer_id: access.customerId,
          merchant_id: store.id,
          menu_id: store.menuId,
          fulfilment_type: order.type,
          ...columns,
          active_since: status === ACTIVE ? ctx.now : null,
          request_id: requestIdField(fields),
          created_at: ctx.now,
        })
        .returning('id')
        .executeTakeFirstOrThrow());
    }
    await writeItems(trx, id, order.items);
    return id;
  });
  if (!written.ok) return written;
  const message =
    status === ACTIVE ? MESSAGES.standingOrderSavedActive : MESSAGES.standingOrderSavedPaused;
  return answerFor(ctx, access, {
    storeId: store.id,
    saved: await savedOf(ctx, access, written.data),
    message,
  });
}

export async function setStandingOrderStatus(
  ctx: ActionContext,
  access: Access,
  ids: Ids,
  fields: RequestFields,
): Promise<Answer> {
  const data = parseStandingOrderData(fields.standing_order_data, 'status');
  if (data === null) return fail(MESSAGES.standingOrderDataMissing);
  const saved = await savedOf(ctx, access, ids.standingOrderId || data.id);
  if (!saved) return fail(MESSAGES.standingOrderNotFound);
  const store = access.stores.find((candidate) => candidate.id === saved.row.merchant_id);
  if (!store) return fail(MESSAGES.standingOrdersNotEnabled);
  const status = data.status === ACTIVE ? ACTIVE : PAUSED;
  if (status === ACTIVE) {
    const products = await storeProducts(ctx.db, ctx.catalogue, store);
    const order = { type: saved.row.fulfilment_type, items: saved.items };
    if (!(await canPay(ctx.db, access.customerId, store, order, products)))
      return fail(MESSAGES.standingOrderNeedsPayment);
  }
  const written = await once(ctx, fields, 'StandingOrders.status', async (trx) => {
    const wasActive = saved.row.status === ACTIVE;
    await trx
      .updateTable('standing_orders')
      .set({
        status,
        active_since: status === ACTIVE ? (wasActive ? saved.row.active_since : ctx.now) : null,
        updated_at: ctx.now,
      })
      .where('id', '=', saved.row.id)
      .execute();
    return saved.row.id;
  });
  if (!written.ok) return written;
  return answerFor(ctx, access, {
    storeId: store.id,
    saved: await savedOf(ctx, access, written.data),
    message: status === ACTIVE ? MESSAGES.standingOrderActive : MESSAGES.standingOrderPaused,
  });
}
