/**
 * Reading a member's standing orders: one with its items (only the owner's), and the list the
 * order history shows (spec 3 §3 'In the order list a standing order carries id, status,
 * store_name, store_suburb').
 */
import type { Kysely, Selectable } from 'kysely';
import type { StandingOrderSummary } from '@api/orderHistory';
import type { Database, StandingOrderItemsTable, StandingOrdersTable } from '../db/schema';

export type StandingOrderRow = Selectable<StandingOrdersTable>;
export type StandingOrderItemRow = Selectable<StandingOrderItemsTable>;
export type StoredStandingOrder = { row: StandingOrderRow; items: StandingOrderItemRow[] };

export const ACTIVE = 1;
export const PAUSED = 0;

/** JSON columns come back parsed from pg and PGlite alike; a string is parsed for safety. */
export function optionIdsOf(value: unknown): number[] {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  return Array.isArray(parsed) ? parsed.filter((id): id is number => Number.isInteger(id)) : [];
}

export async function itemsOf(
  db: Kysely<Database>,
  standingOrderId: number,
): Promise<StandingOrderItemRow[]> {
  const rows = await db
    .selectFrom('standing_order_items')
    .selectAll()
    .where('standing_order_id', '=', standingOrderId)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ ...row, options: optionIdsOf(row.options) }));
}

/** The customer's own standing order, or null (anyone else's id is not found). */
export async function ownStandingOrder(
  db: Kysely<Database>,
  input: { brandId: number; customerId: number; id: number },
): Promise<StoredStandingOrder | null> {
  if (input.id <= 0) return null;
  const row = await db
    .selectFrom('standing_orders')
    .selectAll()
    .where('id', '=', input.id)
    .where('brand_id', '=', input.brandId)
    .where('customer_id', '=', input.customerId)
    .executeTakeFirst();
  if (!row) return null;
  return { row, items: await itemsOf(db, row.id) };
}

/** The order history's standing orders, newest first. */
export async function standingOrderSummaries(
  db: Kysely<Database>,
  input: { brandId: number; customerId: number },
): Promise<StandingOrderSummary[]> {
  if (input.customerId <= 0) return [];
  const rows = await db
    .selectFrom('standing_orders as so')
    .innerJoin('merchants as m', 'm.id', 'so.merchant_id')
    .select(['so.id', 'so.status', 'm.name as store_name', 'm.suburb as store_suburb'])
    .where('so.brand_id', '=', input.brandId)
    .where('so.customer_id', '=', input.customerId)
    .orderBy('so.id', 'desc')
    .execute();
  return rows.map((row) => ({ ...row, status: row.status === ACTIVE ? ACTIVE : PAUSED }));
}
