/**
 * What the schema cannot say about a restaurant file: keys and slugs unique where rows are matched
 * by them, references that resolve (a store's menu, an item's modifier groups, a group's stores,
 * the home's store), opening before closing, and at most one default option in a group a customer
 * picks one option from. Pure: the file in, every problem out.
 */
import type { Problem } from './problems';
import type { RestaurantCategory, RestaurantFile, RestaurantMenu, RestaurantStore } from './format';

type Day = readonly [string, string] | null;

/**
 * `known` adds the menu keys and store slugs of entries that failed the schema, so a reference to
 * one of them is not reported as well.
 */
export function crossReferenceProblems(
  file: RestaurantFile,
  known: { menuKeys: readonly string[]; storeSlugs: readonly string[] } = {
    menuKeys: [],
    storeSlugs: [],
  },
): Problem[] {
  const problems: Problem[] = [];
  const menuKeys = new Set([...file.menus.map((menu) => menu.key), ...known.menuKeys]);
  const storeSlugs = new Set([...file.stores.map((store) => store.slug), ...known.storeSlugs]);

  duplicates(file.stores, (store) => store.slug, '$.stores', 'slug', 'store slug', problems);
  duplicates(file.menus, (menu) => menu.key, '$.menus', 'key', 'menu key', problems);
  file.stores.forEach((store, index) => storeProblems(store, `$.stores[${index}]`, problems));
  file.stores.forEach((store, index) => {
    if (store.menu !== null && !menuKeys.has(store.menu))
      problems.push({
        path: `$.stores[${index}].menu`,
        message: `no menu has the key "${store.menu}"`,
      });
  });
  file.menus.forEach((menu, index) => menuProblems(menu, `$.menus[${index}]`, problems));

  const groups = file.location_groups;
  duplicates(groups, (group) => group.code, '$.location_groups', 'code', 'group code', problems);
  groups.forEach((group, index) => {
    const at = `$.location_groups[${index}].stores`;
    duplicates(group.stores, (slug) => slug, at, '', 'store', problems);
    group.stores.forEach((slug, member) => {
      if (!storeSlugs.has(slug))
        problems.push({ path: `${at}[${member}]`, message: `no store has the slug "${slug}"` });
    });
  });

  const home = file.home;
  if (home) {
    if (home.store !== null && !storeSlugs.has(home.store))
      problems.push({ path: '$.home.store', message: `no store has the slug "${home.store}"` });
    duplicates(home.pages, (page) => page.slug, '$.home.pages', 'slug', 'page slug', problems);
  }
  return problems;
}

function storeProblems(store: RestaurantStore, path: string, problems: Problem[]): void {
  for (const [weekday, day] of Object.entries(store.hours))
    dayProblem(day, `${path}.hours.${weekday}`, problems);
  store.special_dates.forEach((special, index) =>
    dayProblem(special.hours, `${path}.special_dates[${index}].hours`, problems),
  );
  duplicates(
    store.special_dates,
    (special) => special.date,
    `${path}.special_dates`,
    'date',
    'special date',
    problems,
  );
  duplicates(
    store.fulfilment,
    (type) => type.type,
    `${path}.fulfilment`,
    'type',
    'fulfilment type',
    problems,
  );
}

function dayProblem(day: Day, path: string, problems: Problem[]): void {
  if (day !== null && day[0] >= day[1])
    problems.push({ path, message: `opens at ${day[0]} but closes at ${day[1]}` });
}

function menuProblems(menu: RestaurantMenu, path: string, problems: Problem[]): void {
  const groupKeys = new Set(menu.modifier_groups.map((group) => group.key));
  duplicates(
    menu.modifier_groups,
    (group) => group.key,
    `${path}.modifier_groups`,
    'key',
    'modifier group key',
    problems,
  );
  menu.modifier_groups.forEach((group, index) => {
    const at = `${path}.modifier_groups[${index}]`;
    duplicates(
      group.options,
      (option) => option.key,
      `${at}.options`,
      'key',
      'option key',
      problems,
    );
    const defaults = group.options.filter((option) => option.default).length;
    if (!group.multiselect && defaults > 1)
      problems.push({
        path: `${at}.options`,
        message: `${defaults} options are the default, but a customer picks only one`,
      });
    if (group.multiselect && group.max > 0 && defaults > group.max)
      problems.push({
        path: `${at}.options`,
        message: `${defaults} options are the default, but a customer picks at most ${group.max}`,
      });
  });

  const categories = flatten(menu.categories, `${path}.categories`);
  duplicates(
    categories,
    (entry) => entry.category.key,
    '',
    'key',
    'category key',
    problems,
    (entry) => entry.path,
  );
  const items = categories.flatMap((entry) =>
    entry.category.items.map((item, index) => ({ item, path: `${entry.path}.items[${index}]` })),
  );
  duplicates(
    items,
    (entry) => entry.item.key,
    '',
    'key',
    'item key',
    problems,
    (e) => e.path,
  );
  for (const { item, path: at } of items) {
    item.modifier_groups.forEach((key, index) => {
      if (!groupKeys.has(key))
        problems.push({
          path: `${at}.modifier_groups[${index}]`,
          message: `no modifier group of this menu has the key "${key}"`,
        });
    });
    duplicates(
      item.modifier_groups,
      (key) => key,
      `${at}.modifier_groups`,
      '',
      'modifier group',
      problems,
    );
  }
}

type Placed = { category: RestaurantCategory; path: string };

/** Every category of a tree with its path, parents before children. */
export function flatten(categories: readonly RestaurantCategory[], path: string): Placed[] {
  return categories.flatMap((category, index) => {
    const at = `${path}[${index}]`;
    return [{ category, path: at }, ...flatten(category.categories, `${at}.categories`)];
  });
}

/**
 * One problem per entry whose key an earlier entry already has, naming where the first was.
 * `pathOf` gives an entry's own path when the entries do not sit in one list.
 */
function duplicates<T>(
  entries: readonly T[],
  keyOf: (entry: T) => string,
  listPath: string,
  field: string,
  what: string,
  problems: Problem[],
  pathOf: (entry: T, index: number) => string = (_, index) => `${listPath}[${index}]`,
): void {
  const first = new Map<string, string>();
  entries.forEach((entry, index) => {
    const key = keyOf(entry);
    const at = pathOf(entry, index);
    const earlier = first.get(key);
    if (earlier === undefined) first.set(key, at);
    else
      problems.push({
        path: field ? `${at}.${field}` : at,
        message: `the ${what} "${key}" is already used at ${earlier}`,
      });
  });
}
