/** Writes one seeded merchant (hours, special dates, fulfilment types) and one menu with its illustrations. */
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { WEEKDAY_KEYS } from '@api/weekdays';
import { isoNumberOfWeekday } from '@domain/calendar';
import type { Brand } from '@brand/schema';
import { renderDish } from '../../media/dishArt';
import type { Database } from '../schema';
import type { SeedCategory, SeedMenu, SeedMerchant } from './types';

export async function insertMerchant(
  db: Kysely<Database>,
  brand: Brand,
  brandId: number,
  merchant: SeedMerchant,
  position: number,
): Promise<number> {
  const { id } = await db
    .insertInto('merchants')
    .values({
      brand_id: brandId,
      slug: merchant.slug,
      name: merchant.name,
      merchant_type: merchant.merchantType,
      address1: merchant.address1,
      suburb: merchant.suburb,
      state: merchant.state,
      postcode: merchant.postcode,
      phone: merchant.phone,
      status: merchant.status,
      cstext: merchant.cstext ?? '',
      always_open: merchant.alwaysOpen ?? false,
      order_for_later: merchant.orderForLater,
      lat: merchant.lat,
      long: merchant.long,
      radius: merchant.radiusKm,
      timezone: merchant.timezone,
      locale: JSON.stringify(merchant.locale),
      promo_text: merchant.texts?.promo ?? '',
      payment_text: merchant.texts?.payment ?? '',
      delivery_text: merchant.texts?.delivery ?? '',
      warning_text: merchant.texts?.warning ?? '',
      public_notice: merchant.texts?.notice ?? '',
      group_menu_by_category: true,
      logo_square_url: brand.assets.logo,
      hero_img_url: brand.assets.hero,
      payment_methods: JSON.stringify(merchant.paymentMethods),
      position,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  await db
    .insertInto('merchant_hours')
    .values(
      WEEKDAY_KEYS.map((key) => {
        const day = merchant.hours[key];
        return {
          merchant_id: id,
          weekday: isoNumberOfWeekday(key),
          is_open: day !== null,
          open_time: day?.[0] ?? '00:00',
          close_time: day?.[1] ?? '00:00',
        };
      }),
    )
    .execute();
  if (merchant.specials.length) {
    await db
      .insertInto('special_dates')
      .values(
        merchant.specials.map((special) => ({
          merchant_id: id,
          ph_date: special.date,
          name: special.name,
          is_open: special.hours !== null,
          open_time: special.hours?.[0] ?? '00:00',
          close_time: special.hours?.[1] ?? '00:00',
        })),
      )
      .execute();
  }
  await db
    .insertInto('fulfilment_types')
    .values(
      merchant.fulfilment.map((type, index) => ({
        merchant_id: id,
        code: type.code,
        icon: type.icon,
        verb: type.verb,
        description: type.description,
        position: index,
        settings: JSON.stringify(type.settings),
      })),
    )
    .execute();
  return id;
}

/** Inserts the menu; each item's illustration is added to `media` (file name → SVG). */
export async function insertMenu(
  db: Kysely<Database>,
  brandId: number,
  merchantId: number,
  slug: string,
  menu: SeedMenu,
  media: Map<string, string>,
): Promise<void> {
  const { id: menuId } = await db
    .insertInto('menus')
    .values({ brand_id: brandId, merchant_id: merchantId, slug, name: menu.name })
    .returning('id')
    .executeTakeFirstOrThrow();

  const groupIds = new Map<string, number>();
  // Keys as a restaurant file would give them: the slug of the name, unique in the menu.
  const menuKeys = uniqueKeys();
  for (const [position, [key, group]] of Object.entries(menu.groups).entries()) {
    const { id } = await db
      .insertInto('modifier_groups')
      .values({
        menu_id: menuId,
        key: menuKeys.groups(group.name),
        name: group.name,
        mandatory: group.mandatory,
        multiselect: group.multiselect,
        max_select: group.maxSelect ?? 0,
        position,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    groupIds.set(key, id);
    const optionKey = uniqueKeys().groups;
    await db
      .insertInto('modifier_options')
      .values(
        group.options.map(([description, offset, isDefault], index) => ({
          menu_id: menuId,
          group_id: id,
          key: optionKey(description),
          description,
          price_offset_cents: offset,
          is_default: isDefault ?? false,
          position: index,
        })),
      )
      .execute();
  }

  const insertCategory = async (
    category: SeedCategory,
    parentId: number | null,
    position: number,
  ): Promise<void> => {
    const { id: categoryId } = await db
      .insertInto('categories')
      .values({
        menu_id: menuId,
        parent_id: parentId,
        key: menuKeys.categories(category.name),
        name: category.name,
        description: category.desc ?? '',
        position,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [index, item] of category.items.entries()) {
      const svg = renderDish(item.art, category.backdrop, item.name);
      const file = mediaFileName(item.name, svg);
      media.set(file, svg);
      const diet = new Set(item.diet ?? []);
      const { id: itemId } = await db
        .insertInto('menu_items')
        .values({
          menu_id: menuId,
          category_id: categoryId,
          key: menuKeys.items(item.name),
          name: item.name,
          description: item.desc,
          short_desc: shortDescription(item.desc),
          notes: item.notes ?? '',
          price_cents: item.price,
          img_url: `/media/${file}`,
          is_available: item.unavailable === undefined,
          available_str: item.unavailable ?? '',
          max_qty: item.maxQty ?? null,
          is_gluten_free: diet.has('GF'),
          is_egg_free: diet.has('EF'),
          is_dairy_free: diet.has('DF'),
          is_lactose_free: diet.has('LF') || diet.has('DF'),
          is_vegetarian: diet.has('V') || diet.has('VE'),
          is_vegan: diet.has('VE'),
          is_halal: diet.has('H'),
          position: index,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const links = (item.groups ?? []).flatMap((key, order) => {
        const groupId = groupIds.get(key);
        return groupId === undefined
          ? []
          : [{ menu_id: menuId, item_id: itemId, group_id: groupId, position: order }];
      });
      if (links.length) await db.insertInto('item_modifier_groups').values(links).execute();
    }
    for (const [index, child] of (category.children ?? []).entries()) {
      await insertCategory(child, categoryId, index);
    }
  };
  for (const [index, category] of menu.categories.entries())
    await insertCategory(category, null, index);
}

/** Per kind of row, the slug of a name made unique by a number ('soup', 'soup-2'). */
function uniqueKeys() {
  const taken = {
    groups: new Set<string>(),
    categories: new Set<string>(),
    items: new Set<string>(),
  };
  const make = (kind: keyof typeof taken) => (name: string) => {
    const base = slugify(name) || 'row';
    let key = base;
    for (let n = 2; taken[kind].has(key); n += 1) key = `${base}-${n}`;
    taken[kind].add(key);
    return key;
  };
  return { groups: make('groups'), categories: make('categories'), items: make('items') };
}

/** A generated image's file name under /media/: the slugged name and a content hash. */
export function mediaFileName(name: string, svg: string): string {
  return `${slugify(name)}-${createHash('sha256').update(svg).digest('hex').slice(0, 8)}.svg`;
}

export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The first sentence, for list rows. */
export function shortDescription(text: string): string {
  const first = /^.*?[.!?](\s|$)/.exec(text)?.[0]?.trim() ?? text;
  return first.length <= 90 ? first : `${first.slice(0, 87).trimEnd()}…`;
}
