/**
 * What the staff Menu tab lists (src/api/staffMenu.ts): the store's items on its active menus,
 * in menu order, with their availability and when a sold-out mark ends, and its fulfilment types
 * with whether staff paused them. Hidden items are left out: customers cannot order them anyway.
 */
import type { Kysely } from 'kysely';
import type { StaffFulfilment, StaffMenuItem } from '@api/staffMenu';
import type { Database } from '../db/schema';

const ITEM_COLUMNS = [
  'menu_items.id',
  'menu_items.name',
  'categories.name as category',
  'menu_items.price_cents',
  'menu_items.is_available',
  'menu_items.available_str',
  'menu_items.sold_out_until',
] as const;

function itemsOfStore(db: Kysely<Database>, merchantId: number) {
  return db
    .selectFrom('menu_items')
    .innerJoin('menus', 'menus.id', 'menu_items.menu_id')
    .innerJoin('categories', 'categories.id', 'menu_items.category_id')
    .where('menus.merchant_id', '=', merchantId)
    .where('menus.active', '=', true)
    .where('menu_items.is_visible', '=', true);
}

type ItemRow = {
  id: number;
  name: string;
  category: string;
  price_cents: number;
  is_available: boolean;
  available_str: string;
  sold_out_until: string | null;
};

function staffMenuItem(row: ItemRow): StaffMenuItem {
  return {
    id: row.id,
    name: row.name,
    category: row.category,
    price: row.price_cents,
    is_available: row.is_available ? 1 : 0,
    available_str: row.is_available ? '' : row.available_str,
    sold_out_until: row.is_available ? null : row.sold_out_until,
  };
}

export async function readStaffItems(
  db: Kysely<Database>,
  merchantId: number,
): Promise<StaffMenuItem[]> {
  const rows = await itemsOfStore(db, merchantId)
    .select(ITEM_COLUMNS)
    .orderBy('menus.position')
    .orderBy('menus.id')
    .orderBy('categories.position')
    .orderBy('categories.id')
    .orderBy('menu_items.position')
    .orderBy('menu_items.id')
    .execute();
  return rows.map(staffMenuItem);
}

/** One item of the store's menus; null when it is not one (another store's, or unknown). */
export async function readStaffItem(
  db: Kysely<Database>,
  merchantId: number,
  itemId: number,
): Promise<StaffMenuItem | null> {
  const row = await itemsOfStore(db, merchantId)
    .select(ITEM_COLUMNS)
    .where('menu_items.id', '=', itemId)
    .executeTakeFirst();
  return row ? staffMenuItem(row) : null;
}

export async function readStaffFulfilment(
  db: Kysely<Database>,
  merchantId: number,
  code?: string,
): Promise<StaffFulfilment[]> {
  let query = db
    .selectFrom('fulfilment_types')
    .select(['code', 'verb', 'paused'])
    .where('merchant_id', '=', merchantId);
  if (code !== undefined) query = query.where('code', '=', code);
  const rows = await query.orderBy('position').orderBy('id').execute();
  return rows.map((row) => ({ code: row.code, verb: row.verb, paused: row.paused ? 1 : 0 }));
}
