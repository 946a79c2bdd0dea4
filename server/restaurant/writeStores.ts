/**
 * Writes a restaurant file's stores: each merchant upserted by slug (its id, and so its orders and
 * carts, kept), with its hours, special dates and fulfilment types. A store of the brand that the
 * file no longer lists is never deleted (its orders cascade from it): it is taken off sale
 * (merchants.active false), and listing it in a file again puts it back.
 */
import { sql, type Kysely } from 'kysely';
import { WEEKDAY_KEYS } from '@api/weekdays';
import { isoNumberOfWeekday } from '@domain/calendar';
import type { Brand } from '@brand/schema';
import { fulfilmentConfig } from '../menu/fulfilment';
import type { Database } from '../db/schema';
import type { RestaurantStore } from './format';

/** Upserts the stores in file order; answers each store's merchant id by slug, and how many went off sale. */
export async function writeStores(
  trx: Kysely<Database>,
  brand: Brand,
  brandId: number,
  stores: readonly RestaurantStore[],
): Promise<{ ids: Map<string, number>; offSale: number }> {
  const ids = new Map<string, number>();
  for (const [position, store] of stores.entries()) {
    const values = merchantColumns(store, position);
    const { id } = await trx
      .insertInto('merchants')
      .values({
        ...values,
        brand_id: brandId,
        slug: store.slug,
        logo_square_url: brand.assets.logo,
        hero_img_url: brand.assets.hero,
      })
      .onConflict((conflict) => conflict.columns(['brand_id', 'slug']).doUpdateSet(values))
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.set(store.slug, id);
    await writeHours(trx, id, store);
  }
  let offSale = trx
    .updateTable('merchants')
    .set({ active: false })
    .where('brand_id', '=', brandId)
    .where('active', '=', true);
  if (ids.size) offSale = offSale.where('id', 'not in', [...ids.values()]);
  const [taken] = await offSale.execute();
  return { ids, offSale: Number(taken?.numUpdatedRows ?? 0) };
}

function merchantColumns(store: RestaurantStore, position: number) {
  return {
    name: store.name,
    merchant_type: store.type,
    status: store.status,
    cstext: store.status_text,
    address1: store.address.line1,
    suburb: store.address.suburb,
    state: store.address.state,
    postcode: store.address.postcode,
    phone: store.contact.phone,
    lat: store.geo.lat,
    long: store.geo.long,
    radius: store.geo.radius_km,
    timezone: store.timezone,
    locale: JSON.stringify(store.locale),
    promo_text: store.texts.promo,
    payment_text: store.texts.payment,
    delivery_text: store.texts.delivery,
    warning_text: store.texts.warning,
    public_notice: store.texts.notice,
    payment_methods: JSON.stringify(store.payment_methods),
    always_open: store.always_open,
    order_for_later: store.order_for_later,
    position,
    active: true,
  };
}

async function writeHours(trx: Kysely<Database>, merchantId: number, store: RestaurantStore) {
  await trx
    .insertInto('merchant_hours')
    .values(
      WEEKDAY_KEYS.map((key) => {
        const day = store.hours[key];
        return {
          merchant_id: merchantId,
          weekday: isoNumberOfWeekday(key),
          is_open: day !== null,
          open_time: day?.[0] ?? '00:00',
          close_time: day?.[1] ?? '00:00',
        };
      }),
    )
    .onConflict((conflict) =>
      conflict.columns(['merchant_id', 'weekday']).doUpdateSet({
        is_open: sql`excluded.is_open`,
        open_time: sql`excluded.open_time`,
        close_time: sql`excluded.close_time`,
      }),
    )
    .execute();

  const dates = store.special_dates.map((special) => special.date);
  let stale = trx.deleteFrom('special_dates').where('merchant_id', '=', merchantId);
  if (dates.length) stale = stale.where('ph_date', 'not in', dates);
  await stale.execute();
  if (store.special_dates.length)
    await trx
      .insertInto('special_dates')
      .values(
        store.special_dates.map((special) => ({
          merchant_id: merchantId,
          ph_date: special.date,
          name: special.name,
          is_open: special.hours !== null,
          open_time: special.hours?.[0] ?? '00:00',
          close_time: special.hours?.[1] ?? '00:00',
        })),
      )
      .onConflict((conflict) =>
        conflict.columns(['merchant_id', 'ph_date']).doUpdateSet({
          name: sql`excluded.name`,
          is_open: sql`excluded.is_open`,
          open_time: sql`excluded.open_time`,
          close_time: sql`excluded.close_time`,
        }),
      )
      .execute();

  const codes = store.fulfilment.map((type) => type.type);
  await trx
    .deleteFrom('fulfilment_types')
    .where('merchant_id', '=', merchantId)
    .where('code', 'not in', codes)
    .execute();
  await trx
    .insertInto('fulfilment_types')
    .values(
      store.fulfilment.map((type, position) => ({
        merchant_id: merchantId,
        code: type.type,
        icon: type.icon,
        verb: type.verb,
        description: type.description,
        position,
        settings: JSON.stringify(fulfilmentConfig(type.settings)),
      })),
    )
    .onConflict((conflict) =>
      conflict.columns(['merchant_id', 'code']).doUpdateSet({
        icon: sql`excluded.icon`,
        verb: sql`excluded.verb`,
        description: sql`excluded.description`,
        position: sql`excluded.position`,
        settings: sql`excluded.settings`,
      }),
    )
    .execute();
}
