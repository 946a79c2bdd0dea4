/**
 * RequestAction Merchant (spec 1 §2.4, §7): one location by menu name, with its fulfilment settings
 * and, when return_menu=1, its menu. The menu's contents come from the catalogue cache (rebuilt only
 * when the menu's version changes); availability and the promotions in force are worked out at
 * ctx.now in the merchant's timezone, once per local minute (server/menu/merchantParts.ts). A
 * member also gets their past orders here (the History tab); the menu-screen settings (tabs, list
 * variant, brand redirect) ride along.
 */
import type { MerchantResponse } from '@api/merchant';
import { cartOwner, cartSummary } from '../cart/cartStore';
import { localClock } from '@domain/calendar';
import { pastOrders } from '../menu/history';
import { merchantPartsAt } from '../menu/merchantParts';
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
  const clock = localClock(ctx.now, merchant.timezone);
  // Everything but local_ts, history and the cart is the same for every caller this minute.
  const parts = merchantPartsAt(config, content, clock);

  const response: MerchantResponse = {
    merchant: {
      ...parts.summary,
      menu_id: found.menu_id,
      menu: parts.menu,
      fulfilment_settings: parts.fulfilment_settings,
      local_ts: clock.iso,
      timezone: merchant.timezone,
      promos: parts.promos,
      history,
      brand: parts.brand,
    },
    // The caller's open cart for this menu (num_items, coupon_code); null without one.
    order,
  };
  return succeed(response);
};
