/**
 * RequestAction Merchant (spec 1 §2.4, §7): one location by menu name, with its fulfilment settings
 * and, when return_menu=1, its menu. The menu's contents come from the catalogue cache (rebuilt only
 * when the menu's version changes); availability is worked out per request at ctx.now in the
 * merchant's timezone, and so are the promotions in force. A member also gets their past orders here
 * (the History tab); the menu-screen settings (tabs, list variant, brand redirect) ride along.
 */
import type { MerchantResponse } from '../../src/api/merchant';
import { cartOwner, cartSummary } from '../cart/cartStore';
import { fulfilmentSettings } from '../menu/fulfilment';
import { pastOrders } from '../menu/history';
import { brandRedirect, menuTabSettings, promotionsInForce } from '../menu/promotions';
import { merchantSummary, merchantTrading } from '../menu/summary';
import { hoursLines } from '../menu/trading';
import { fail, succeed, type ActionContext, type ActionHandler } from '../protocol/context';
import { MESSAGES } from '../protocol/messages';

/** The caller's open cart for this menu, from memory when ManageCart has not changed it since. */
async function openCartSummary(ctx: ActionContext, menuId: number, at: number) {
  const owner = cartOwner(ctx.session);
  const key = `${ctx.brand.id}:${owner}:${menuId}`;
  const hit = ctx.hot.carts.get(key, at);
  if (hit) return hit.value;
  const stamp = ctx.hot.carts.stamp();
  const summary = await cartSummary(ctx.db, { brandId: ctx.brand.id, owner, menuId });
  ctx.hot.carts.set(key, summary, at, stamp);
  return summary;
}

export const Merchant: ActionHandler<'Merchant'> = async (ctx, fields) => {
  const menuName = fields.menu_name?.trim() ?? '';
  if (!menuName) return fail(MESSAGES.invalidMenuName);
  const { db } = ctx;
  const at = ctx.now.getTime();
  // Which menu, and the versions that pick the cached contents: remembered for a second.
  const menuKey = `${ctx.brand.id}:${menuName}`;
  let found = ctx.hot.menus.get(menuKey, at)?.value;
  if (found === undefined) {
    const stamp = ctx.hot.menus.stamp();
    found =
      (await db
        .selectFrom('menus')
        .innerJoin('merchants', 'merchants.id', 'menus.merchant_id')
        .select([
          'menus.id as menu_id',
          'menus.version as menu_version',
          'merchants.id',
          'merchants.config_version',
          'merchants.active',
          'merchants.deleted_at',
        ])
        .where('menus.brand_id', '=', ctx.brand.id)
        .where('menus.slug', '=', menuName)
        .where('menus.active', '=', true)
        .executeTakeFirst()) ?? null;
    ctx.hot.menus.set(menuKey, found, at, stamp);
  }
  if (!found) return fail(MESSAGES.invalidMenuName);
  if (!found.active || found.deleted_at !== null) return fail(MESSAGES.merchantDoesNotExist);

  const returnMenu = fields.return_menu === '1';
  const [config, content, order, history] = await Promise.all([
    ctx.catalogue.merchant(db, found),
    returnMenu
      ? ctx.catalogue.menuContent(db, { id: found.menu_id, version: found.menu_version })
      : null,
    fields.return_order === '1' ? openCartSummary(ctx, found.menu_id, at) : null,
    // A member's past orders here (the History tab); guests cost no query.
    pastOrders(db, {
      brandId: ctx.brand.id,
      merchantId: found.id,
      customerId: ctx.session.customerId,
    }),
  ]);
  const merchant = config.row;
  const trading = merchantTrading(config, ctx.now);
  const summary = merchantSummary(config, trading, null);

  const response: MerchantResponse = {
    merchant: {
      ...summary,
      menu_id: found.menu_id,
      menu: content && {
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
      },
      fulfilment_settings: config.fulfilment.map((type) => fulfilmentSettings(type, trading)),
      local_ts: trading.clock.iso,
      timezone: merchant.timezone,
      promos: promotionsInForce(config.promotions, trading.clock.date),
      history,
      brand: brandRedirect(merchant),
    },
    // The caller's open cart for this menu (num_items, coupon_code); null without one.
    order,
  };
  return succeed(response);
};
