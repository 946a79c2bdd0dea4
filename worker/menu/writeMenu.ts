/**
 * Writes one menu in a single transaction, replacing that slug's previous items and fulfilment
 * settings, so a view never sees half a menu. Items are written with bulkPut and only items that
 * left the menu are deleted: rewriting 10,000 rows must stay well under 2 s.
 */
import { writeAppState } from '@/db/appState';
import type { DocketDatabase } from '@/db/database';
import type { MenuRows } from './menuRows';

export async function writeMenu(db: DocketDatabase, rows: MenuRows): Promise<void> {
  const { slug } = rows.menu;
  const tables = [db.merchants, db.menus, db.items, db.fulfilmentSettings, db.appState];
  await db.transaction('rw', tables, async () => {
    const keep = new Set(rows.items.map((item) => item.id));
    const oldKeys = await db.items.where('slug').equals(slug).primaryKeys();
    const gone = oldKeys.filter(([, id]) => !keep.has(id));
    if (gone.length > 0) await db.items.bulkDelete(gone);
    await db.items.bulkPut(rows.items);

    await db.fulfilmentSettings.where('slug').equals(slug).delete();
    await db.fulfilmentSettings.bulkPut(rows.fulfilment);

    await db.menus.put(rows.menu);
    await db.merchants.put(rows.merchant);
    await writeAppState(db, 'menuSlug', slug);
    if (rows.order === null) await db.appState.delete('cartSummary');
    else await writeAppState(db, 'cartSummary', { slug, ...rows.order });
  });
}
