/**
 * RequestAction MenuItemDetails (spec 1 §2.7, §7): one item with its modifier groups, for the
 * options popup. Served from the same cached menu contents as Merchant.
 */
import { z } from 'zod';
import { fail, succeed, type ActionHandler } from '../protocol/context';
import { MESSAGES } from '../protocol/messages';

const requestSchema = z.object({
  menu_item_id: z
    .string()
    .trim()
    .regex(/^\d{1,9}$/)
    .transform(Number),
  cart_item_slot_id: z
    .string()
    .trim()
    .regex(/^-?\d{1,9}$/)
    .transform(Number)
    .optional()
    .catch(undefined),
});

export const MenuItemDetails: ActionHandler<'MenuItemDetails'> = async (ctx, fields) => {
  const parsed = requestSchema.safeParse(fields);
  if (!parsed.success) return fail(MESSAGES.menuItemDoesNotExist);
  const { menu_item_id: itemId, cart_item_slot_id: slotId = -1 } = parsed.data;
  const menu = await ctx.db
    .selectFrom('menu_items')
    .innerJoin('menus', 'menus.id', 'menu_items.menu_id')
    .innerJoin('merchants', 'merchants.id', 'menus.merchant_id')
    .select(['menus.id', 'menus.version'])
    .where('menu_items.id', '=', itemId)
    .where('menus.brand_id', '=', ctx.brand.id)
    .where('menus.active', '=', true)
    .where('merchants.active', '=', true)
    .where('merchants.deleted_at', 'is', null)
    .executeTakeFirst();
  const entry = menu && (await ctx.catalogue.menuContent(ctx.db, menu)).items.get(itemId);
  if (!entry) return fail(MESSAGES.menuItemDoesNotExist);
  return succeed({ ...entry.details, cart_item_slot_id: slotId });
};
