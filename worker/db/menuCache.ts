/**
 * Reads 'the cache' of spec 1 §4 Menu load: the menu last loaded from the network (appState
 * 'menuSlug'), its fetch times, and whether its fulfilment settings are present. The result feeds
 * menuFetchReason in src/domain/staleness.ts.
 */
import type { CachedMenuFacts } from '@/domain/staleness';
import { readAppState } from './appState';
import type { DocketDatabase } from './database';
import type { MenuRow } from './rows';

export type CachedMenu = { facts: CachedMenuFacts; row: MenuRow };

export async function readCachedMenu(db: DocketDatabase): Promise<CachedMenu | null> {
  return db.transaction('r', [db.appState, db.menus, db.fulfilmentSettings], async () => {
    const slug = await readAppState(db, 'menuSlug');
    if (slug === null) return null;
    const row = await db.menus.get(slug);
    if (row === undefined) return null;
    const fulfilmentCount = await db.fulfilmentSettings.where('slug').equals(slug).count();
    return {
      row,
      facts: {
        slug,
        menuFetchedAt: row.menuFetchedAt,
        fulfilmentFetchedAt: row.fulfilmentFetchedAt,
        hasFulfilment: fulfilmentCount > 0,
      },
    };
  });
}
