/**
 * The first-party store of purchase events (0021 analytics_events): one row per placed order,
 * built from the order itself (its grand total, its merchant's currency, its lines), never from
 * what a client says the order cost. Listed by the operator console and `npm run analytics:events`.
 */
import type { Kysely } from 'kysely';
import type { AnalyticsAdapter } from '@domain/purchaseEvent';
import { purchaseEventFromOrder } from '@domain/purchaseEvent';
import { loadBrands, REPO_ROOT } from '../db/seed/index';
import type { Database } from '../db/schema';
import { readOrderDetail, type OrderAccess } from '../orders/receiptView';

export const PURCHASE = 'purchase';

let adapters: Map<string, AnalyticsAdapter> | null = null;

/** The brand's analytics adapter (brand.json `analytics.adapter`), read once. */
export function analyticsAdapterOf(brandCode: string): AnalyticsAdapter {
  adapters ??= new Map(loadBrands(REPO_ROOT).map((brand) => [brand.id, brand.analytics.adapter]));
  return adapters.get(brandCode) ?? 'none';
}

/**
 * Stores the purchase event of an order the caller may read (a member's own, a guest's from the
 * same session). 'not-found' for any other order; stored false when the order's event is
 * stored already.
 */
export async function storePurchaseEvent(
  db: Kysely<Database>,
  input: { orderId: number; access: OrderAccess; appMode: string; requestId: string; at: Date },
): Promise<'not-found' | { stored: boolean }> {
  const order = await readOrderDetail(db, input.orderId, input.access);
  if (order === undefined) return 'not-found';
  const merchant = await db
    .selectFrom('merchants')
    .select('locale')
    .where('id', '=', order.merchant.id)
    .executeTakeFirstOrThrow();
  const event = purchaseEventFromOrder(order, merchant.locale.currency_code);
  const inserted = await db
    .insertInto('analytics_events')
    .values({
      brand_id: input.access.brandId,
      name: PURCHASE,
      order_id: event.orderId,
      value_cents: event.valueCents,
      currency: event.currency,
      items: JSON.stringify(
        event.items.map((item) => ({
          name: item.name,
          unit_price_cents: item.unitPriceCents,
          quantity: item.quantity,
        })),
      ),
      app_mode: input.appMode,
      request_id: input.requestId,
      created_at: input.at,
    })
    .onConflict((conflict) => conflict.columns(['brand_id', 'name', 'order_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return { stored: inserted !== undefined };
}

export type StoredEvent = {
  id: number;
  brand: string;
  name: string;
  order_id: number;
  order_number: string;
  value_cents: number;
  currency: string;
  items: { name: string; unit_price_cents: number; quantity: number }[];
  app_mode: string;
  created_at: string;
};

/** The newest events, newest first. */
export async function listAnalyticsEvents(
  db: Kysely<Database>,
  limit: number,
): Promise<StoredEvent[]> {
  const rows = await db
    .selectFrom('analytics_events')
    .innerJoin('brands', 'brands.id', 'analytics_events.brand_id')
    .innerJoin('orders', 'orders.id', 'analytics_events.order_id')
    .select([
      'analytics_events.id',
      'brands.code as brand',
      'analytics_events.name',
      'analytics_events.order_id',
      'orders.order_number',
      'analytics_events.value_cents',
      'analytics_events.currency',
      'analytics_events.items',
      'analytics_events.app_mode',
      'analytics_events.created_at',
    ])
    .orderBy('analytics_events.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() }));
}
