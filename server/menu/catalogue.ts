/**
 * Loads what changes rarely, and caches it by version: a merchant's configuration (hours, special
 * dates, fulfilment types, menus) and a menu's contents (category tree, items, modifiers). A menu
 * loads in five queries whatever its size; nothing here depends on the clock, so the per-request
 * work is only the trading state and the envelope.
 */
import type { Kysely, Selectable } from 'kysely';
import type { FulfilmentCode, ModifierGroup } from '@api/common';
import { FULFILMENT_CODES } from '@api/common';
import type { Category, MenuItem } from '@api/merchant';
import type { MenuItemDetailsResponse } from '@api/menuItemDetails';
import { weekdayOfIsoNumber } from '@domain/calendar';
import type { Database, MerchantsTable, PromotionsTable } from '../db/schema';
import { preserialized } from '../protocol/json';
import { VersionedCache } from './cache';
import type { FulfilmentTypeRow } from './fulfilment';
import { byWeekday, type DayHours, type SpecialDate, type WeeklyHours } from './trading';

export type MerchantRow = Selectable<MerchantsTable>;
export type PromotionRow = Selectable<PromotionsTable>;

/** A merchant row with everything hung off it that the answers need, as of one config_version. */
export type MerchantConfig = {
  row: MerchantRow;
  weekly: WeeklyHours;
  specials: SpecialDate[];
  fulfilment: FulfilmentTypeRow[];
  /** Active menus in order; the first is the one location cards open. */
  menus: { id: number; slug: string }[];
  /** Active promotions of the brand or this merchant, in order; dates are checked per request. */
  promotions: PromotionRow[];
};

/** What the caller read to know which version is current. */
export type MerchantVersion = { id: number; config_version: number };
export type MenuVersion = { id: number; version: number };

export type ItemEntry = {
  item: MenuItem;
  /** MenuItemDetails without the caller's cart slot. */
  details: Omit<MenuItemDetailsResponse, 'cart_item_slot_id'>;
};

export type MenuContent = {
  id: number;
  name: string;
  categories: Category[];
  items: ReadonlyMap<number, ItemEntry>;
};

/** Per-server caches (ids are only unique within one database). */
export type Catalogue = {
  merchant(db: Kysely<Database>, merchant: MerchantVersion): Promise<MerchantConfig>;
  menuContent(db: Kysely<Database>, menu: MenuVersion): Promise<MenuContent>;
};

export function createCatalogue(): Catalogue {
  const configs = new VersionedCache<MerchantConfig>();
  const menus = new VersionedCache<MenuContent>();
  return {
    merchant: (db, merchant) =>
      configs.get(merchant.id, String(merchant.config_version), () =>
        loadMerchant(db, merchant.id),
      ),
    menuContent: (db, menu) =>
      menus.get(menu.id, String(menu.version), () => loadMenuContent(db, menu.id)),
  };
}

const CLOSED: DayHours = { open: false, from: '00:00', to: '00:00' };

async function loadMerchant(db: Kysely<Database>, merchantId: number): Promise<MerchantConfig> {
  const [row, hours, specials, fulfilment, menus, promotions] = await Promise.all([
    db.selectFrom('merchants').selectAll().where('id', '=', merchantId).executeTakeFirstOrThrow(),
    db.selectFrom('merchant_hours').selectAll().where('merchant_id', '=', merchantId).execute(),
    db
      .selectFrom('special_dates')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .orderBy('ph_date')
      .execute(),
    db
      .selectFrom('fulfilment_types')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .orderBy('position')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('menus')
      .select(['id', 'slug'])
      .where('merchant_id', '=', merchantId)
      .where('active', '=', true)
      .orderBy('position')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('promotions')
      .selectAll()
      .where(
        'brand_id',
        '=',
        db.selectFrom('merchants').select('brand_id').where('id', '=', merchantId),
      )
      .where((eb) => eb.or([eb('merchant_id', 'is', null), eb('merchant_id', '=', merchantId)]))
      .where('active', '=', true)
      .orderBy('position')
      .orderBy('id')
      .execute(),
  ]);
  const byDay = new Map(hours.map((row) => [weekdayOfIsoNumber(row.weekday), row]));
  return {
    row,
    weekly: byWeekday((key) => {
      const row = byDay.get(key);
      return row && row.is_open ? { open: true, from: row.open_time, to: row.close_time } : CLOSED;
    }),
    specials: specials.map((row) => ({
      date: row.ph_date,
      name: row.name,
      open: row.is_open,
      from: row.open_time,
      to: row.close_time,
    })),
    fulfilment: fulfilment.flatMap((row) => {
      const code = FULFILMENT_CODES.find((known) => known === row.code);
      return code ? [{ ...row, code: code satisfies FulfilmentCode }] : [];
    }),
    menus,
    promotions,
  };
}

async function loadMenuContent(db: Kysely<Database>, menuId: number): Promise<MenuContent> {
  const [menu, categories, items, groups, options, links] = await Promise.all([
    db
      .selectFrom('menus')
      .select(['id', 'name'])
      .where('id', '=', menuId)
      .executeTakeFirstOrThrow(),
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
      .selectFrom('item_modifier_groups')
      .selectAll()
      .where('menu_id', '=', menuId)
      .orderBy('position')
      .orderBy('group_id')
      .execute(),
  ]);

  const groupsById = new Map<number, ModifierGroup>(
    groups.map((group) => [
      group.id,
      {
        id: group.id,
        name: group.name,
        mandatory: group.mandatory ? 1 : 0,
        multiselect: group.multiselect ? 1 : 0,
        max_select: group.max_select,
        options: [],
      },
    ]),
  );
  for (const option of options) {
    groupsById.get(option.group_id)?.options.push({
      id: option.id,
      desc: option.description,
      price_offset: option.price_offset_cents,
      is_default: option.is_default ? 1 : 0,
    });
  }
  const modifiersByItem = new Map<number, ModifierGroup[]>();
  for (const link of links) {
    const group = groupsById.get(link.group_id);
    if (!group) continue;
    const list = modifiersByItem.get(link.item_id) ?? [];
    list.push(group);
    modifiersByItem.set(link.item_id, list);
  }

  const entries = new Map<number, ItemEntry>();
  const itemsByCategory = new Map<number, MenuItem[]>();
  for (const row of items) {
    const modifiers = modifiersByItem.get(row.id) ?? [];
    const item: MenuItem = {
      id: row.id,
      cat_id: row.category_id,
      name: row.name,
      desc: row.description,
      short_desc: row.short_desc,
      notes: row.notes,
      price: row.price_cents,
      img_url: row.img_url,
      img_url_lge: row.img_url_lge || row.img_url,
      max_qty: row.max_qty ?? 0,
      cart_item_slot_id: -1,
      is_available: row.is_available ? 1 : 0,
      available_str: row.is_available ? '' : row.available_str,
      is_visible: row.is_visible ? 1 : 0,
      option_count: modifiers.length,
      is_gluten_free: row.is_gluten_free ? 1 : 0,
      is_egg_free: row.is_egg_free ? 1 : 0,
      is_dairy_free: row.is_dairy_free ? 1 : 0,
      is_lactose_free: row.is_lactose_free ? 1 : 0,
      is_vegetarian: row.is_vegetarian ? 1 : 0,
      is_vegan: row.is_vegan ? 1 : 0,
      is_halal: row.is_halal ? 1 : 0,
      modifiers,
    };
    entries.set(row.id, {
      item,
      details: {
        item_id: row.id,
        name: row.name,
        desc: row.description,
        min_qty: row.min_qty,
        max_qty: row.max_qty ?? 99,
        qty_label: row.qty_label,
        availability_notice: row.is_available ? '' : row.available_str || 'Product unavailable',
        base_price: row.price_cents,
        thumb_url: row.img_url,
        image_url: row.img_url_lge || row.img_url,
        options: modifiers,
      },
    });
    const list = itemsByCategory.get(row.category_id) ?? [];
    list.push(item);
    itemsByCategory.set(row.category_id, list);
  }

  const childrenOf = new Map<number | null, typeof categories>();
  for (const row of categories) {
    const list = childrenOf.get(row.parent_id) ?? [];
    list.push(row);
    childrenOf.set(row.parent_id, list);
  }
  const tree = (parentId: number | null, hierarchy: number): Category[] =>
    (childrenOf.get(parentId) ?? []).map((row) => ({
      id: row.id,
      name: row.name,
      desc: row.description,
      img_url: row.img_url,
      items: itemsByCategory.get(row.id) ?? [],
      children: tree(row.id, hierarchy + 1),
      hierarchy,
      is_visible: row.is_visible ? 1 : 0,
      default_selection: 0,
    }));
  const top = tree(null, 0);
  const first = top.find((category) => category.is_visible === 1);
  if (first) first.default_selection = 1;

  return { id: menu.id, name: menu.name, categories: preserialized(top), items: entries };
}
