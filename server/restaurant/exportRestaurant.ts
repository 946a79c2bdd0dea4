/**
 * Reads a brand back as a restaurant file, canonical so that export → import → export gives the
 * same bytes: fields in the schema's order, rows by position (then id), a field left out when it
 * holds its default, images as the paths the server stores. Stores taken off sale are not listed.
 * Several stores selling copies of one menu (the same menus.key) list it once, as the first such
 * store's copy.
 */
import type { Kysely } from 'kysely';
import type { Locale } from '@api/common';
import { WEEKDAY_KEYS, type WeekdayKey } from '@api/weekdays';
import type { Database } from '../db/schema';
import { fulfilmentConfig } from '../menu/fulfilment';
import {
  FORMAT_VERSION,
  type RestaurantCategory,
  type RestaurantMenu,
  type RestaurantStore,
} from './format';
import { readHome } from './readHome';
import { readLocationGroups } from './readLocationGroups';
import { readMenu } from './readMenu';
import { withoutDefaults } from './withoutDefaults';

/** null when the brand has no row yet. */
export async function exportRestaurant(
  db: Kysely<Database>,
  brandCode: string,
): Promise<Record<string, unknown> | null> {
  const brand = await db
    .selectFrom('brands')
    .select(['id', 'promo_text', 'payment_text', 'delivery_text', 'warning_text'])
    .where('code', '=', brandCode)
    .executeTakeFirst();
  if (!brand) return null;
  const merchants = await db
    .selectFrom('merchants')
    .selectAll()
    .where('brand_id', '=', brand.id)
    .where('active', '=', true)
    .orderBy('position')
    .orderBy('id')
    .execute();
  const ids = merchants.map((merchant) => merchant.id);
  const [hours, specials, fulfilment, menus] = ids.length
    ? await Promise.all([
        db.selectFrom('merchant_hours').selectAll().where('merchant_id', 'in', ids).execute(),
        db
          .selectFrom('special_dates')
          .selectAll()
          .where('merchant_id', 'in', ids)
          .orderBy('ph_date')
          .execute(),
        db
          .selectFrom('fulfilment_types')
          .selectAll()
          .where('merchant_id', 'in', ids)
          .orderBy('position')
          .orderBy('id')
          .execute(),
        db
          .selectFrom('menus')
          .select(['id', 'key', 'slug', 'merchant_id'])
          .where('brand_id', '=', brand.id)
          .where('active', '=', true)
          .execute(),
      ])
    : [[], [], [], []];

  const menuOf = new Map(menus.map((menu) => [`${menu.merchant_id}:${menu.slug}`, menu]));
  const stores: Record<string, unknown>[] = [];
  const fileMenus = new Map<string, RestaurantMenu>();
  for (const merchant of merchants) {
    const menu = menuOf.get(`${merchant.id}:${merchant.slug}`);
    if (menu && !fileMenus.has(menu.key))
      fileMenus.set(menu.key, await readMenu(db, menu.id, menu.key));
    const days = Object.fromEntries(
      WEEKDAY_KEYS.map((key, index) => {
        const row = hours.find((h) => h.merchant_id === merchant.id && h.weekday === index + 1);
        return [key, row?.is_open ? [row.open_time, row.close_time] : null];
      }),
    ) as Record<WeekdayKey, [string, string] | null>;
    const store: RestaurantStore = {
      slug: merchant.slug,
      name: merchant.name,
      type: merchant.merchant_type,
      status: merchant.status === 'coming_soon' ? 'coming_soon' : 'trading',
      status_text: merchant.cstext,
      address: {
        line1: merchant.address1,
        suburb: merchant.suburb,
        state: merchant.state,
        postcode: merchant.postcode,
      },
      contact: { phone: merchant.phone },
      geo: { lat: merchant.lat, long: merchant.long, radius_km: merchant.radius },
      timezone: merchant.timezone,
      locale: localeOut(merchant.locale),
      texts: {
        promo: merchant.promo_text,
        payment: merchant.payment_text,
        delivery: merchant.delivery_text,
        warning: merchant.warning_text,
        notice: merchant.public_notice,
      },
      payment_methods: merchant.payment_methods,
      always_open: merchant.always_open,
      order_for_later: merchant.order_for_later,
      hours: days,
      special_dates: specials
        .filter((special) => special.merchant_id === merchant.id)
        .map((special) => ({
          date: special.ph_date,
          name: special.name,
          hours: special.is_open ? [special.open_time, special.close_time] : null,
        })),
      fulfilment: fulfilment
        .filter((type) => type.merchant_id === merchant.id)
        .map((type) => ({
          type: type.code as RestaurantStore['fulfilment'][number]['type'],
          icon: type.icon,
          verb: type.verb,
          description: type.description,
          settings: changedSettings(
            type.settings,
          ) as RestaurantStore['fulfilment'][number]['settings'],
        })),
      menu: menu?.key ?? null,
    };
    stores.push(
      withoutDefaults('store', {
        ...store,
        fulfilment: store.fulfilment.map((type) => withoutDefaults('fulfilment', type)),
      }),
    );
  }

  const file: Record<string, unknown> = {
    format: FORMAT_VERSION,
    location_texts: {
      promo: brand.promo_text,
      payment: brand.payment_text,
      delivery: brand.delivery_text,
      warning: brand.warning_text,
    },
    stores,
    menus: [...fileMenus.values()].map(menuOut),
    home: await readHome(db, brand.id),
    location_groups: await readLocationGroups(db, brand.id),
  };
  return withoutDefaults('file', file);
}

function menuOut(menu: RestaurantMenu): Record<string, unknown> {
  return withoutDefaults('menu', {
    key: menu.key,
    name: menu.name,
    modifier_groups: menu.modifier_groups.map((group) =>
      withoutDefaults('modifierGroup', {
        ...group,
        options: group.options.map((option) => withoutDefaults('option', option)),
      }),
    ),
    categories: menu.categories.map(categoryOut),
  });
}

function categoryOut(category: RestaurantCategory): Record<string, unknown> {
  return withoutDefaults('category', {
    key: category.key,
    name: category.name,
    description: category.description,
    image: category.image,
    items: category.items.map((item) => withoutDefaults('item', item)),
    categories: category.categories.map(categoryOut),
  });
}

/**
 * Only the settings that differ from the defaults, in the defaults' order; a stored setting the
 * format does not know is left out, so the export still imports.
 */
function changedSettings(stored: object): Record<string, unknown> {
  const defaults: Record<string, unknown> = fulfilmentConfig({});
  const full: Record<string, unknown> = { ...defaults, ...stored };
  return Object.fromEntries(
    Object.keys(defaults)
      .filter((name) => JSON.stringify(full[name]) !== JSON.stringify(defaults[name]))
      .map((name) => [name, full[name]]),
  );
}

/** jsonb keeps keys in its own order, so the locale is rebuilt in the schema's. */
function localeOut(stored: Partial<Locale> | null): Locale {
  const labels: Partial<Locale['labels']> = stored?.labels ?? {};
  return {
    currency_sign: stored?.currency_sign ?? '',
    currency_code: stored?.currency_code ?? '',
    country_code: stored?.country_code ?? '',
    labels: {
      address1: labels.address1 ?? '',
      address2: labels.address2 ?? '',
      city_suburb: labels.city_suburb ?? '',
      state: labels.state ?? '',
      postcode: labels.postcode ?? '',
    },
  };
}
