/**
 * Reads the menus the app has cached (IndexedDB 'docket', store 'menus') without Dexie, to keep
 * the service worker small, and applies the same staleness rule the API worker uses.
 */
import { menuFetchReason } from '../src/domain/staleness';

type CachedMenu = {
  slug: string;
  menuFetchedAt: number;
  fulfilmentFetchedAt: number;
  fulfilmentType: string | null;
};

function readMenus(): Promise<CachedMenu[]> {
  return new Promise((resolve) => {
    const open = indexedDB.open('docket');
    open.onerror = () => resolve([]);
    open.onupgradeneeded = () => {
      // The app has never opened its database here: nothing is cached.
      open.transaction?.abort();
      resolve([]);
    };
    open.onsuccess = () => {
      const database = open.result;
      if (!database.objectStoreNames.contains('menus')) {
        database.close();
        return resolve([]);
      }
      const request = database.transaction('menus', 'readonly').objectStore('menus').getAll();
      request.onsuccess = () => {
        database.close();
        resolve(request.result as CachedMenu[]);
      };
      request.onerror = () => {
        database.close();
        resolve([]);
      };
    };
  });
}

export async function menuStaleSlugs(now: number): Promise<string[]> {
  const menus = await readMenus();
  return menus
    .filter(
      (menu) =>
        menuFetchReason({
          cached: {
            slug: menu.slug,
            menuFetchedAt: menu.menuFetchedAt,
            fulfilmentFetchedAt: menu.fulfilmentFetchedAt,
            hasFulfilment: true,
          },
          slug: menu.slug,
          now,
        }) !== null,
    )
    .map((menu) => menu.slug);
}
