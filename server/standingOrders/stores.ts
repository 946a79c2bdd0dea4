/**
 * The stores a member may keep standing orders at (spec 3 §3 'Store settings (standing orders)',
 * §6 'Standing orders require the store to have them enabled'): the brand's active merchants whose
 * standing_order_settings row is enabled, each with its cut-offs, discounts, fulfilment types,
 * pickup window and whether a payment method is needed before an order can be active.
 */
import type { Kysely, Selectable } from 'kysely';
import type { StandingOrderFulfilment, StandingOrderStore } from '@api/standingOrders';
import { formatClock } from '@domain/calendar';
import type { Database, StandingOrderSettingsTable } from '../db/schema';

export type StoreSettings = Selectable<StandingOrderSettingsTable>;

export type StandingOrderStoreRow = {
  id: number;
  name: string;
  suburb: string;
  timezone: string;
  currencySign: string;
  currencyCode: string;
  menuId: number;
  settings: StoreSettings;
};

/** The cut-off of one fulfilment type: local 'HH:mm', `days` before the order's day. */
export type CutOff = { time: string; days: number };

export function cutOffOf(settings: StoreSettings, type: StandingOrderFulfilment): CutOff {
  if (type === 'pickup')
    return { time: settings.cut_off_time_pickup, days: settings.cut_off_days_pickup };
  if (type === 'dinein')
    return { time: settings.cut_off_time_dinein, days: settings.cut_off_days_dinein };
  return { time: settings.cut_off_time_delivery, days: settings.cut_off_days_delivery };
}

export function discountPercentOf(settings: StoreSettings, type: StandingOrderFulfilment): number {
  if (type === 'pickup') return settings.discount_percent_pickup;
  if (type === 'dinein') return settings.discount_percent_dinein;
  return settings.discount_percent_delivery;
}

export function offersType(settings: StoreSettings, type: StandingOrderFulfilment): boolean {
  if (type === 'pickup') return settings.available_pickup;
  if (type === 'dinein') return settings.available_dinein;
  return settings.available_delivery;
}

const flag = (on: boolean) => (on ? 1 : 0);

export function storeAnswer(store: StandingOrderStoreRow): StandingOrderStore {
  const s = store.settings;
  return {
    id: store.id,
    name: store.name,
    suburb: store.suburb,
    menu_id: store.menuId,
    cut_off_time_pickup_12h: formatClock(s.cut_off_time_pickup),
    cut_off_time_dinein_12h: formatClock(s.cut_off_time_dinein),
    cut_off_time_delivery_12h: formatClock(s.cut_off_time_delivery),
    cut_off_days_pickup: s.cut_off_days_pickup,
    cut_off_days_dinein: s.cut_off_days_dinein,
    cut_off_days_delivery: s.cut_off_days_delivery,
    discount_percent_pickup: s.discount_percent_pickup,
    discount_percent_dinein: s.discount_percent_dinein,
    discount_percent_delivery: s.discount_percent_delivery,
    available_pickup: flag(s.available_pickup),
    available_dinein: flag(s.available_dinein),
    available_deliver: flag(s.available_delivery),
    available_pickup_from: s.pickup_from,
    available_pickup_to: s.pickup_to,
    payment_method_required: flag(s.payment_method_required),
  };
}

/** The brand's stores with standing orders enabled, in the locations' order; [] if none. */
export async function standingOrderStores(
  db: Kysely<Database>,
  brandId: number,
  merchantId?: number,
): Promise<StandingOrderStoreRow[]> {
  let query = db
    .selectFrom('standing_order_settings as s')
    .innerJoin('merchants as m', 'm.id', 's.merchant_id')
    .selectAll('s')
    .select([
      'm.name',
      'm.suburb',
      'm.timezone',
      'm.locale',
      (eb) =>
        eb
          .selectFrom('menus')
          .select('menus.id')
          .whereRef('menus.merchant_id', '=', 'm.id')
          .where('menus.active', '=', true)
          .orderBy('menus.position')
          .orderBy('menus.id')
          .limit(1)
          .as('menu_id'),
    ])
    .where('m.brand_id', '=', brandId)
    .where('m.active', '=', true)
    .where('m.deleted_at', 'is', null)
    .where('s.enabled', '=', true);
  if (merchantId !== undefined) query = query.where('m.id', '=', merchantId);
  const rows = await query.orderBy('m.position').orderBy('m.id').execute();
  return rows.flatMap((row) => {
    if (row.menu_id === null) return [];
    const { name, suburb, timezone, locale, menu_id, ...settings } = row;
    return [
      {
        id: row.merchant_id,
        name,
        suburb,
        timezone,
        currencySign: locale.currency_sign,
        currencyCode: locale.currency_code,
        menuId: menu_id,
        settings,
      },
    ];
  });
}
