/**
 * A store's products as a standing order shows and prices them: the visible items of the store's
 * menu with their category, base price, modifier groups and, per weekday (Monday first), whether
 * they are sold that day (the item is available and the store trades that day). Read through the
 * versioned catalogue (server/menu/catalogue.ts), so the scheduler and the action price alike.
 */
import type { Kysely } from 'kysely';
import { STANDING_ORDER_WEEKDAYS, type StandingOrderWeekday } from '@api/standingOrders';
import type { Database } from '../db/schema';
import type { Catalogue, ItemEntry } from '../menu/catalogue';

export type StoreProduct = {
  entry: ItemEntry;
  categoryId: number;
  categoryName: string;
  /** Per weekday, Monday first. */
  availableDays: boolean[];
};

export type StoreProducts = {
  menuId: number;
  /** In the menu's order. */
  products: StoreProduct[];
  byId: ReadonlyMap<number, StoreProduct>;
};

export async function storeProducts(
  db: Kysely<Database>,
  catalogue: Catalogue,
  store: { id: number; menuId: number },
): Promise<StoreProducts> {
  const [merchant, menu, categories] = await Promise.all([
    db
      .selectFrom('merchants')
      .select(['id', 'config_version'])
      .where('id', '=', store.id)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('menus')
      .select(['id', 'version'])
      .where('id', '=', store.menuId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('categories')
      .select(['id', 'name', 'is_visible'])
      .where('menu_id', '=', store.menuId)
      .execute(),
  ]);
  const [config, content] = await Promise.all([
    catalogue.merchant(db, merchant),
    catalogue.menuContent(db, menu),
  ]);
  const categoryOf = new Map(categories.map((row) => [row.id, row]));
  const products: StoreProduct[] = [];
  for (const entry of content.items.values()) {
    const category = categoryOf.get(entry.item.cat_id);
    if (entry.item.is_visible !== 1 || !category?.is_visible) continue;
    const available = entry.item.is_available === 1;
    products.push({
      entry,
      categoryId: category.id,
      categoryName: category.name,
      availableDays: STANDING_ORDER_WEEKDAYS.map((day) => available && config.weekly[day].open),
    });
  }
  return {
    menuId: store.menuId,
    products,
    byId: new Map(products.map((product) => [product.entry.item.id, product])),
  };
}

export function weekdayIndex(day: StandingOrderWeekday): number {
  return STANDING_ORDER_WEEKDAYS.indexOf(day);
}
