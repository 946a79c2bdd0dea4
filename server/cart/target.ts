/**
 * Which merchant and menu a cart or schedule call is about: store_id (or merchant_id, which the
 * promo helper of spec 1 §7 sends) and menu_id, both of the caller's brand, active and not deleted.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { MerchantConfig } from '../menu/catalogue';
import {
  fail,
  succeed,
  type ActionContext,
  type ActionResult,
  type RequestFields,
} from '../protocol/context';
import { MESSAGES } from '../protocol/messages';
import { idField } from './parse';

export type CallTarget = {
  merchantId: number;
  menuId: number;
  menuVersion: number;
  config: MerchantConfig;
};

export async function resolveTarget(
  ctx: ActionContext,
  db: Kysely<Database>,
  fields: RequestFields,
): Promise<ActionResult<CallTarget>> {
  const storeId = idField(fields, 'store_id', 'merchant_id');
  if (storeId === null) return fail(MESSAGES.merchantDoesNotExist);
  const menuId = idField(fields, 'menu_id');
  const row = await db
    .selectFrom('merchants')
    .leftJoin('menus', (join) =>
      join
        .onRef('menus.merchant_id', '=', 'merchants.id')
        .on('menus.id', '=', menuId ?? 0)
        .on('menus.active', '=', true),
    )
    .select(['merchants.id', 'merchants.config_version', 'menus.id as menu_id', 'menus.version'])
    .where('merchants.id', '=', storeId)
    .where('merchants.brand_id', '=', ctx.brand.id)
    .where('merchants.active', '=', true)
    .where('merchants.deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) return fail(MESSAGES.merchantDoesNotExist);
  if (row.menu_id === null || row.version === null) return fail(MESSAGES.invalidMenuName);
  const config = await ctx.catalogue.merchant(db, row);
  return succeed({ merchantId: row.id, menuId: row.menu_id, menuVersion: row.version, config });
}
