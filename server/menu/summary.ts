/** A merchant as the locations list and the Merchant answer show it (spec 1 §3 Merchant). */
import type { MerchantSummary } from '@api/merchants';
import type { MerchantConfig } from './catalogue';
import { localClock, type LocalClock } from '@domain/calendar';
import { fulfilmentSummary } from './fulfilment';
import { tradingState, type TradingState } from './trading';

/** The merchant's trading state at `now`, in its own timezone. */
export function merchantTrading(config: MerchantConfig, now: Date): TradingState {
  return merchantTradingAt(config, localClock(now, config.row.timezone));
}

/** The merchant's trading state at its own local clock. */
export function merchantTradingAt(config: MerchantConfig, clock: LocalClock): TradingState {
  const merchant = config.row;
  return tradingState({
    weekly: config.weekly,
    specials: config.specials,
    clock,
    trading: merchant.status === 'trading',
    alwaysOpen: merchant.always_open,
    orderForLater: merchant.order_for_later,
  });
}

export function merchantSummary(
  config: MerchantConfig,
  trading: TradingState,
  distanceKm: number | null,
): MerchantSummary {
  const merchant = config.row;
  return {
    id: merchant.id,
    name: merchant.name,
    address1: merchant.address1,
    suburb: merchant.suburb,
    phone: merchant.phone,
    status:
      merchant.status === 'trading' ? (trading.online ? 'online' : 'offline') : merchant.status,
    always_open: merchant.always_open ? 1 : 0,
    order_for_later: merchant.order_for_later ? 1 : 0,
    distance_from_position: distanceKm,
    menus: config.menus.map((menu) => ({ name: menu.slug })),
    menu_id: config.menus[0]?.id ?? 0,
    fulfilment: config.fulfilment.map(fulfilmentSummary),
    payment_methods: merchant.payment_methods,
    logo_square_url: merchant.logo_square_url,
    hero_img_url: merchant.hero_img_url,
    cstext: merchant.cstext,
    locale: merchant.locale,
    promo_text: merchant.promo_text,
    payment_text: merchant.payment_text,
    delivery_text: merchant.delivery_text,
    warning_text: merchant.warning_text,
    group_menu_by_category: merchant.group_menu_by_category ? 1 : 0,
    location: { lat: merchant.lat, long: merchant.long, radius: merchant.radius },
  };
}

/** Great-circle distance in km, rounded to 0.1 km (spec 1 §2.3 shows one decimal). */
export function distanceKm(
  from: { lat: number; long: number },
  to: { lat: number; long: number },
): number {
  const radians = (degrees: number): number => (degrees * Math.PI) / 180;
  const dLat = radians(to.lat - from.lat);
  const dLong = radians(to.long - from.long);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.lat)) * Math.cos(radians(to.lat)) * Math.sin(dLong / 2) ** 2;
  const km = 2 * 6371.0088 * Math.asin(Math.min(1, Math.sqrt(a)));
  return Math.round(km * 10) / 10;
}
