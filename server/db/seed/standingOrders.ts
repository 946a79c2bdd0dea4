/**
 * Seeds standing orders (migration 0018) under their own seed key, so a database seeded before
 * they existed gets them at its next start: the demo brand turns is_standing_orders_enabled on and
 * its store takes standing orders for pickup, dine-in and delivery, each with its cut-off (the day
 * before, late afternoon) and discount.
 */
import type { Insertable, Kysely } from 'kysely';
import type { Database, StandingOrderSettingsTable } from '../schema';

export const STANDING_ORDERS_SEED_KEY = 'standing-orders';
export const STANDING_ORDERS_SEED_VERSION = 1;

type StoreSettings = Omit<Insertable<StandingOrderSettingsTable>, 'merchant_id' | 'updated_at'>;

/** Per brand: the merchant slug and its settings. */
export const STANDING_ORDER_STORES: Readonly<
  Record<string, readonly { slug: string; settings: StoreSettings }[]>
> = {
  demo: [
    {
      slug: 'fig-and-olive',
      settings: {
        enabled: true,
        available_pickup: true,
        available_dinein: true,
        available_delivery: true,
        cut_off_time_pickup: '17:00',
        cut_off_days_pickup: 1,
        cut_off_time_dinein: '17:00',
        cut_off_days_dinein: 1,
        cut_off_time_delivery: '15:00',
        cut_off_days_delivery: 1,
        discount_percent_pickup: 10,
        discount_percent_dinein: 5,
        discount_percent_delivery: 0,
        pickup_from: '07:00',
        pickup_to: '14:00',
        payment_method_required: true,
      },
    },
  ],
};

export async function insertStandingOrderStores(
  db: Kysely<Database>,
  brandId: number,
  stores: readonly { slug: string; settings: StoreSettings }[],
): Promise<void> {
  await db
    .updateTable('brands')
    .set({ standing_orders_enabled: true })
    .where('id', '=', brandId)
    .execute();
  for (const store of stores) {
    const merchant = await db
      .selectFrom('merchants')
      .select('id')
      .where('brand_id', '=', brandId)
      .where('slug', '=', store.slug)
      .executeTakeFirst();
    if (!merchant) continue;
    await db
      .insertInto('standing_order_settings')
      .values({ merchant_id: merchant.id, ...store.settings })
      .onConflict((conflict) => conflict.column('merchant_id').doNothing())
      .execute();
  }
}
