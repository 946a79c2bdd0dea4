/**
 * Writes one store's copy of a file's menu. The menu row is the store's own (its slug is the
 * store's, as the seed does); categories, items and modifier groups are upserted by key and
 * options by key within their group, so their ids survive a re-import; rows the file no longer
 * has are deleted (carts and orders keep a line's name and price, not a reference). The import
 * bumps menus.version once when the menu is written (./importRestaurant.ts), and the notify
 * triggers tell the running servers.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { RestaurantCategory, RestaurantItem, RestaurantMenu } from './format';
import { dietColumns } from './diet';
import { shortDescription } from '../db/seed/write';

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters at about 25 columns a row. */
const CHUNK = 500;

type PlacedItem = { item: RestaurantItem; categoryKey: string; position: number };

export type ImageUrls = { img_url: string; img_url_lge: string };

export type MenuTarget = {
  brandId: number;
  merchantId: number;
  storeSlug: string;
  /** An image value of the file → the URLs to store. */
  imageUrls(value: string): Promise<ImageUrls>;
};

/** The store's menu, made or updated; answers its id. */
export async function writeMenu(
  trx: Kysely<Database>,
  target: MenuTarget,
  menu: RestaurantMenu,
): Promise<number> {
  const menuId = await menuRow(trx, target, menu);
  const groupIds = await writeGroups(trx, menuId, menu);
  const categoryIds = await writeCategories(trx, target, menuId, menu.categories);
  const items = menu.categories.flatMap(function placed(category): PlacedItem[] {
    return [
      ...category.items.map((item, position) => ({ item, categoryKey: category.key, position })),
      ...category.categories.flatMap(placed),
    ];
  });
  const itemRows = [];
  for (const { item, categoryKey, position } of items)
    itemRows.push({
      menu_id: menuId,
      key: item.key,
      category_id: categoryIds.get(categoryKey)!,
      name: item.name,
      description: item.description,
      short_desc: shortDescription(item.description),
      notes: item.notes,
      price_cents: item.price,
      ...itemImageColumns(await target.imageUrls(item.image)),
      is_available: item.available,
      available_str: item.unavailable_text,
      max_qty: item.max_qty,
      ...dietColumns(item.diet),
      position,
    });
  const itemIds = await upsertByKey(trx, 'menu_items', itemRows);

  await trx.deleteFrom('item_modifier_groups').where('menu_id', '=', menuId).execute();
  const links = items.flatMap(({ item }) =>
    item.modifier_groups.map((key, position) => ({
      menu_id: menuId,
      item_id: itemIds.get(item.key)!,
      group_id: groupIds.get(key)!,
      position,
    })),
  );
  for (const chunk of chunks(links))
    await trx.insertInto('item_modifier_groups').values(chunk).execute();

  await deleteOthers(trx, 'menu_items', menuId, itemIds);
  await deleteOthers(trx, 'categories', menuId, categoryIds);
  await deleteOthers(trx, 'modifier_groups', menuId, groupIds);
  return menuId;
}

/**
 * The columns an item's image fills. Only img_url today: the large size's column arrives with
 * the media pipeline, and this is where its URL goes.
 */
function itemImageColumns(urls: ImageUrls): ImageUrls {
  return { img_url: urls.img_url, img_url_lge: urls.img_url_lge };
}

async function menuRow(
  trx: Kysely<Database>,
  target: MenuTarget,
  menu: RestaurantMenu,
): Promise<number> {
  const values = { merchant_id: target.merchantId, key: menu.key, name: menu.name, active: true };
  const { id } = await trx
    .insertInto('menus')
    .values({ ...values, brand_id: target.brandId, slug: target.storeSlug })
    .onConflict((conflict) => conflict.columns(['brand_id', 'slug']).doUpdateSet(values))
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

async function writeGroups(
  trx: Kysely<Database>,
  menuId: number,
  menu: RestaurantMenu,
): Promise<Map<string, number>> {
  const groupIds = await upsertByKey(
    trx,
    'modifier_groups',
    menu.modifier_groups.map((group, position) => ({
      menu_id: menuId,
      key: group.key,
      name: group.name,
      mandatory: group.mandatory,
      multiselect: group.multiselect,
      max_select: group.max,
      position,
    })),
  );
  const options = menu.modifier_groups.flatMap((group) =>
    group.options.map((option, position) => ({
      menu_id: menuId,
      group_id: groupIds.get(group.key)!,
      key: option.key,
      description: option.name,
      price_offset_cents: option.price,
      is_default: option.default,
      position,
    })),
  );
  const kept: number[] = [];
  for (const chunk of chunks(options)) {
    const rows = await trx
      .insertInto('modifier_options')
      .values(chunk)
      .onConflict((conflict) =>
        conflict.columns(['group_id', 'key']).doUpdateSet({
          description: sql`excluded.description`,
          price_offset_cents: sql`excluded.price_offset_cents`,
          is_default: sql`excluded.is_default`,
          position: sql`excluded.position`,
        }),
      )
      .returning('id')
      .execute();
    kept.push(...rows.map((row) => row.id));
  }
  const stale = await trx
    .selectFrom('modifier_options')
    .select('id')
    .where('menu_id', '=', menuId)
    .execute();
  const keep = new Set(kept);
  await deleteIds(
    trx,
    'modifier_options',
    stale.map((row) => row.id).filter((id) => !keep.has(id)),
  );
  return groupIds;
}

/** Parents before children, so each child's parent id is known when it is written. */
async function writeCategories(
  trx: Kysely<Database>,
  target: MenuTarget,
  menuId: number,
  top: readonly RestaurantCategory[],
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  let level = top.map((category, position) => ({
    category,
    position,
    parent: null as string | null,
  }));
  while (level.length) {
    const rows = [];
    for (const { category, position, parent } of level)
      rows.push({
        menu_id: menuId,
        key: category.key,
        parent_id: parent === null ? null : ids.get(parent)!,
        name: category.name,
        description: category.description,
        img_url: (await target.imageUrls(category.image)).img_url,
        position,
      });
    for (const [key, id] of await upsertByKey(trx, 'categories', rows)) ids.set(key, id);
    level = level.flatMap(({ category }) =>
      category.categories.map((child, position) => ({
        category: child,
        position,
        parent: category.key as string | null,
      })),
    );
  }
  return ids;
}

type KeyedTable = 'categories' | 'menu_items' | 'modifier_groups';
type KeyedRow = { menu_id: number; key: string } & Record<string, unknown>;

/** Inserts or updates rows by (menu_id, key); answers key → id. */
/**
 * What a staff sold-out mark until close sets on an item (server/staff/menuChange.ts): a re-import
 * during service leaves it to end at the close, as staff chose, instead of putting the dish back
 * on sale. The file's availability applies to every other item.
 */
const STAFF_MARKED: ReadonlySet<string> = new Set(['is_available', 'available_str']);

function keptWhileMarked(column: string) {
  const ref = sql.ref(column);
  return sql`${ref} = case when menu_items.sold_out_until is null then excluded.${ref} else menu_items.${ref} end`;
}

async function upsertByKey(
  trx: Kysely<Database>,
  table: KeyedTable,
  rows: readonly KeyedRow[],
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const chunk of chunks(rows)) {
    const columns = Object.keys(chunk[0]!);
    const updated = columns.filter((column) => column !== 'menu_id' && column !== 'key');
    const values = chunk.map(
      (row) => sql`(${sql.join(columns.map((column) => sql`${row[column]}`))})`,
    );
    const { rows: written } = await sql<{ id: number; key: string }>`
      insert into ${sql.table(table)} (${sql.join(columns.map((column) => sql.ref(column)))})
      values ${sql.join(values)}
      on conflict (menu_id, key) do update set ${sql.join(
        updated.map((column) =>
          table === 'menu_items' && STAFF_MARKED.has(column)
            ? keptWhileMarked(column)
            : sql`${sql.ref(column)} = excluded.${sql.ref(column)}`,
        ),
      )}
      returning id, key`.execute(trx);
    for (const row of written) ids.set(row.key, row.id);
  }
  return ids;
}

async function deleteOthers(
  trx: Kysely<Database>,
  table: KeyedTable,
  menuId: number,
  kept: ReadonlyMap<string, number>,
): Promise<void> {
  const keep = new Set(kept.values());
  const rows = await trx.selectFrom(table).select('id').where('menu_id', '=', menuId).execute();
  await deleteIds(
    trx,
    table,
    rows.map((row) => row.id).filter((id) => !keep.has(id)),
  );
}

async function deleteIds(
  trx: Kysely<Database>,
  table: KeyedTable | 'modifier_options',
  ids: readonly number[],
): Promise<void> {
  for (const chunk of chunks(ids)) await trx.deleteFrom(table).where('id', 'in', chunk).execute();
}

function chunks<T>(rows: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < rows.length; start += CHUNK)
    out.push(rows.slice(start, start + CHUNK));
  return out;
}
