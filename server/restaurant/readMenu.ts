/** Reads one stored menu as a restaurant file's menu: rows by position, then id. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { dietCodes } from './diet';
import type { RestaurantCategory, RestaurantItem, RestaurantMenu } from './format';

export async function readMenu(
  db: Kysely<Database>,
  menuId: number,
  key: string,
): Promise<RestaurantMenu> {
  const [menu, groups, options, categories, items, links] = await Promise.all([
    db.selectFrom('menus').select('name').where('id', '=', menuId).executeTakeFirstOrThrow(),
    db
      .selectFrom('modifier_groups')
      .selectAll()
      .where('menu_id', '=', menuId)
      .orderBy('position')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('modifier_options')
      .selectAll()
      .where('menu_id', '=', menuId)
      .orderBy('position')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('categories')
      .selectAll()
      .where('menu_id', '=', menuId)
      .orderBy('position')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('menu_items')
      .selectAll()
      .where('menu_id', '=', menuId)
      .orderBy('position')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('item_modifier_groups')
      .select(['item_id', 'group_id'])
      .where('menu_id', '=', menuId)
      .orderBy('position')
      .orderBy('group_id')
      .execute(),
  ]);
  const groupKeys = new Map(groups.map((group) => [group.id, group.key]));
  const groupsOf = new Map<number, string[]>();
  for (const link of links)
    groupsOf.set(link.item_id, [
      ...(groupsOf.get(link.item_id) ?? []),
      groupKeys.get(link.group_id)!,
    ]);
  const itemsOf = new Map<number, RestaurantItem[]>();
  for (const item of items)
    itemsOf.set(item.category_id, [
      ...(itemsOf.get(item.category_id) ?? []),
      {
        key: item.key,
        name: item.name,
        description: item.description,
        notes: item.notes,
        price: item.price_cents,
        image: item.img_url,
        diet: dietCodes(item),
        modifier_groups: groupsOf.get(item.id) ?? [],
        available: item.is_available,
        unavailable_text: item.available_str,
        max_qty: item.max_qty,
      },
    ]);
  const tree = (parentId: number | null): RestaurantCategory[] =>
    categories
      .filter((category) => category.parent_id === parentId)
      .map((category) => ({
        key: category.key,
        name: category.name,
        description: category.description,
        image: category.img_url,
        items: itemsOf.get(category.id) ?? [],
        categories: tree(category.id),
      }));
  return {
    key,
    name: menu.name,
    modifier_groups: groups.map((group) => ({
      key: group.key,
      name: group.name,
      mandatory: group.mandatory,
      multiselect: group.multiselect,
      max: group.max_select,
      options: options
        .filter((option) => option.group_id === group.id)
        .map((option) => ({
          key: option.key,
          name: option.description,
          price: option.price_offset_cents,
          default: option.is_default,
        })),
    })),
    categories: tree(null),
  };
}
