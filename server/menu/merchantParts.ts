/**
 * The parts of the Merchant answer that are the same for every caller in one local minute: the
 * merchant summary, the menu block, the fulfilment settings, the promotions in force and the brand
 * redirect. They are pure functions of the merchant's configuration, the menu's contents (both
 * cached by version in the catalogue, so a new version is a new object) and the merchant's local
 * date and minute (the trading state reads nothing finer), so they are worked out and serialized
 * once per minute and copied into each answer (server/protocol/json.ts) instead of being built,
 * walked and encoded on every call. The per-call fields (local_ts, history, the open cart, the
 * SID) are not here.
 *
 * Kept beside the configuration and contents objects (weakly): an edit makes new ones, and the old
 * parts go with them.
 */
import type { MerchantResponse } from '@api/merchant';
import type { MerchantSummary } from '@api/merchants';
import type { LocalClock } from '@domain/calendar';
import { preserialized } from '../protocol/json';
import type { MenuContent, MerchantConfig } from './catalogue';
import { fulfilmentSettings } from './fulfilment';
import { brandRedirect, menuTabSettings, promotionsInForce } from './promotions';
import { merchantSummary, merchantTradingAt } from './summary';
import { hoursLines } from './trading';

type Merchant = MerchantResponse['merchant'];

export type MerchantParts = {
  summary: MerchantSummary;
  menu: Merchant['menu'];
  fulfilment_settings: Merchant['fulfilment_settings'];
  promos: Merchant['promos'];
  brand: Merchant['brand'];
};

/** Calls without a menu (return_menu not 1) have parts of their own. */
const NO_MENU = {};

const remembered = new WeakMap<
  MerchantConfig,
  WeakMap<object, { minute: string; parts: MerchantParts }>
>();

/**
 * The parts at `clock`: the same object for every call in that local minute (it must not be
 * changed). Only the latest minute is kept per configuration and contents.
 */
export function merchantPartsAt(
  config: MerchantConfig,
  content: MenuContent | null,
  clock: LocalClock,
): MerchantParts {
  const minute = `${clock.date} ${clock.minutes}`;
  let byContent = remembered.get(config);
  if (!byContent) {
    byContent = new WeakMap();
    remembered.set(config, byContent);
  }
  const hit = byContent.get(content ?? NO_MENU);
  if (hit && hit.minute === minute) return hit.parts;
  const parts = merchantParts(config, content, clock);
  byContent.set(content ?? NO_MENU, { minute, parts });
  return parts;
}

/** What the answer shows of the merchant at `clock` (uncached). */
export function merchantParts(
  config: MerchantConfig,
  content: MenuContent | null,
  clock: LocalClock,
): MerchantParts {
  const merchant = config.row;
  const trading = merchantTradingAt(config, clock);
  return {
    summary: merchantSummary(config, trading, null),
    menu:
      content &&
      preserialized<NonNullable<Merchant['menu']>>({
        id: content.id,
        name: content.name,
        items: content.categories,
        hours: hoursLines(config.weekly),
        opening_times_heading: merchant.opening_times_heading,
        public_notice: merchant.public_notice,
        display_images: merchant.display_images ? 1 : 0,
        is_merchant_ready: trading.online ? 1 : 0,
        is_order_for_later_enabled: trading.orderForLater ? 1 : 0,
        allow_promo_codes: merchant.allow_promo_codes ? 1 : 0,
        show_dietary_info: merchant.show_dietary_info ? 1 : 0,
        availability: trading.availability,
        tabs: menuTabSettings(merchant),
        product_layout: merchant.product_layout,
      }),
    fulfilment_settings: preserialized(
      config.fulfilment.map((type) => fulfilmentSettings(type, trading)),
    ),
    promos: preserialized(promotionsInForce(config.promotions, clock.date)),
    brand: preserialized(brandRedirect(merchant)),
  };
}
