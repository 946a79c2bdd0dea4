/**
 * Puts a menu read from CSV into a brand's current restaurant file (as exported), for one store
 * or for every store that sells a menu. The menu replaces the content of the menu those stores
 * sell, keeping its key and name, so re-importing the same CSV changes nothing; a store whose menu
 * other stores share gets a menu of its own, keyed by its slug.
 */
import type { RestaurantMenu } from './format';

type FileLike = {
  stores?: { slug: string; menu?: string | null }[];
  menus?: { key: string; name: string }[];
} & Record<string, unknown>;

export type CsvTarget = { store: string } | 'all-stores';

export type CsvIntoFile = { ok: true; file: FileLike } | { ok: false; message: string };

export function csvMenuIntoFile(
  current: FileLike,
  content: Omit<RestaurantMenu, 'key' | 'name'>,
  target: CsvTarget,
): CsvIntoFile {
  const stores = (current.stores ?? []).map((store) => ({ ...store, menu: store.menu ?? null }));
  const menus = current.menus ?? [];
  const chosen =
    target === 'all-stores'
      ? stores.filter((store) => store.menu !== null)
      : stores.filter((store) => store.slug === target.store);
  if (!chosen.length)
    return {
      ok: false,
      message:
        target === 'all-stores'
          ? 'No store sells a menu yet: import a restaurant file with its stores first'
          : `No store "${target.store}": import a restaurant file with its stores first`,
    };
  const soldNow = [...new Set(chosen.map((store) => store.menu))];
  const sharedElsewhere = stores.some(
    (store) => !chosen.includes(store) && store.menu !== null && soldNow.includes(store.menu),
  );
  const keep = soldNow.length === 1 && soldNow[0] !== null && !sharedElsewhere ? soldNow[0] : null;
  const keys = new Set(menus.map((menu) => menu.key));
  let key = keep ?? (target === 'all-stores' ? 'menu' : target.store);
  if (keep === null)
    for (let n = 2; keys.has(key); n += 1) key = `${key.replace(/-\d+$/, '')}-${n}`;
  const name = menus.find((menu) => menu.key === (keep ?? soldNow[0]))?.name ?? 'Menu';
  const menu = { key, name, ...content };

  const nextStores = stores.map((store) =>
    chosen.includes(store) ? { ...store, menu: key } : store,
  );
  const sold = new Set(nextStores.map((store) => store.menu));
  const replaced = menus.some((entry) => entry.key === key);
  const nextMenus = [
    ...menus.map((entry) => (entry.key === key ? menu : entry)),
    ...(replaced ? [] : [menu]),
  ].filter((entry) => sold.has(entry.key));
  return { ok: true, file: { ...current, stores: nextStores, menus: nextMenus } };
}
