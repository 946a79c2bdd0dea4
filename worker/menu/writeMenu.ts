/**
 * Writes one menu in a single transaction, replacing that slug's previous items and fulfilment
 * settings, so a view never sees half a menu. Items go in pages of 500 (worker/db/itemPages.ts): a
 * 10,000-item menu is 20 rows; pages past the new menu's end are deleted.
 */
import Dexie from 'dexie';
import { writeAppState } from '@worker/db/appState';
import { toItemPages } from '@worker/db/itemPages';
import type { DocketDatabase } from '@worker/db/database';
import type { MenuRows } from '@/liveQueries/menuRows';

export async function writeMenu(db: DocketDatabase, rows: MenuRows): Promise<void> {
  const { slug } = rows.menu;
  const tables = [db.merchants, db.menus, db.itemPages, db.fulfilmentSettings, db.appState];
  const pages = toItemPages(slug, rows.items);
  await db.transaction('rw', tables, async () => {
    await db.itemPages
      .where('[slug+page]')
      .between([slug, pages.length], [slug, Dexie.maxKey])
      .delete();
    await db.itemPages.bulkPut(pages);

    await db.fulfilmentSettings.where('slug').equals(slug).delete();
    await db.fulfilmentSettings.bulkPut(rows.fulfilment);

    await db.menus.put(rows.menu);
    await db.merchants.put(rows.merchant);
    await writeAppState(db, 'menuSlug', slug);
    if (rows.order === null) await db.appState.delete('cartSummary');
    else await writeAppState(db, 'cartSummary', { slug, ...rows.order });
  });
}
