/**
 * The 10,000-item menu (spec 1 §9 'Menu page chunk: 10000 items'): a second menu of
 * the demo store, 'fig-and-olive-10k', with 100 categories of 100 items written straight into the
 * reference server's database. Every tenth item has a mandatory 'Size' group, so the popup has an
 * option to change. Images reuse the demo menu's media.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../server/db/schema';

export const LARGE_MENU_SLUG = 'fig-and-olive-10k';
const CATEGORIES = 100;
const ITEMS_PER_CATEGORY = 100;
const BATCH = 1_000;

const WORDS = ['Roast', 'Smoked', 'Charred', 'Crispy', 'Slow-cooked', 'Grilled', 'Spiced', 'Fresh'];
const DISHES = ['lamb', 'halloumi', 'eggplant', 'snapper', 'chicken', 'mushrooms', 'figs', 'beets'];

export async function seedLargeMenu(db: Kysely<Database>): Promise<{ items: number }> {
  const merchant = await db
    .selectFrom('menus')
    .select(['merchant_id', 'brand_id', 'id'])
    .where('slug', '=', 'fig-and-olive')
    .executeTakeFirstOrThrow();
  const images = (
    await db.selectFrom('menu_items').select('img_url').where('menu_id', '=', merchant.id).execute()
  ).map((row) => row.img_url);

  const { id: menuId } = await db
    .insertInto('menus')
    .values({
      brand_id: merchant.brand_id,
      merchant_id: merchant.merchant_id,
      slug: LARGE_MENU_SLUG,
      name: 'Everything (10,000 items)',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { id: groupId } = await db
    .insertInto('modifier_groups')
    .values({
      menu_id: menuId,
      name: 'Size',
      mandatory: true,
      multiselect: false,
      max_select: 0,
      position: 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('modifier_options')
    .values(
      [
        ['Regular', 0, true],
        ['Large', 350, false],
      ].map(([description, offset, isDefault], position) => ({
        menu_id: menuId,
        group_id: groupId,
        description: String(description),
        price_offset_cents: Number(offset),
        is_default: Boolean(isDefault),
        position,
      })),
    )
    .execute();

  const categoryIds = await db
    .insertInto('categories')
    .values(
      Array.from({ length: CATEGORIES }, (_, index) => ({
        menu_id: menuId,
        parent_id: null,
        name: `Section ${index + 1}`,
        description: '',
        position: index,
      })),
    )
    .returning('id')
    .execute();

  const rows = categoryIds.flatMap(({ id: categoryId }, c) =>
    Array.from({ length: ITEMS_PER_CATEGORY }, (_, i) => {
      const n = c * ITEMS_PER_CATEGORY + i;
      const name = `${WORDS[n % WORDS.length]} ${DISHES[(n >> 3) % DISHES.length]} ${n + 1}`;
      return {
        menu_id: menuId,
        category_id: categoryId,
        name,
        description: `${name} with seasonal sides.`,
        short_desc: `${name} with seasonal sides.`,
        notes: '',
        price_cents: 900 + (n % 25) * 100,
        img_url: images[n % images.length] ?? '',
        is_available: true,
        available_str: '',
        max_qty: null,
        is_gluten_free: n % 3 === 0,
        is_egg_free: n % 4 === 0,
        is_dairy_free: n % 5 === 0,
        is_lactose_free: n % 5 === 0,
        is_vegetarian: n % 2 === 0,
        is_vegan: n % 6 === 0,
        is_halal: n % 7 === 0,
        position: i,
      };
    }),
  );
  const itemIds: number[] = [];
  for (let start = 0; start < rows.length; start += BATCH) {
    const inserted = await db
      .insertInto('menu_items')
      .values(rows.slice(start, start + BATCH))
      .returning('id')
      .execute();
    itemIds.push(...inserted.map((row) => row.id));
  }
  const links = itemIds
    .filter((_, index) => index % 10 === 0)
    .map((itemId) => ({ menu_id: menuId, item_id: itemId, group_id: groupId, position: 0 }));
  for (let start = 0; start < links.length; start += BATCH) {
    await db
      .insertInto('item_modifier_groups')
      .values(links.slice(start, start + BATCH))
      .execute();
  }
  return { items: itemIds.length };
}
