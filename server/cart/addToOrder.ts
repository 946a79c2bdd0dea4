/**
 * ManageCart add_to_order (spec 1 §4 'Add to cart', §7): validates the item and its options against
 * the menu, prices the line from the database, and adds it (cart_item_slot_id -1) or replaces the
 * line it names. Answers the updated order.
 */
import { z } from 'zod';
import { nestedField } from '../protocol/fields';
import { fail, succeed } from '../protocol/context';
import { MESSAGES } from '../protocol/messages';
import { cartAnswer, menuEntry, type SubActionHandler } from './call';
import { findOpenCart, openCart } from './cartStore';
import { priceLine } from './itemLine';
import { orderLimitsOf } from '../orders/limits';
import { cartLinesLimitMessage, quantityRangeMessage } from '@domain/serverPhrases';
import { intLike } from './parse';

const optionValue = z.union([intLike, z.boolean().transform((value) => (value ? 1 : 0))]);

const payloadSchema = z.object({
  menu_item_id: intLike.refine((id) => id > 0),
  quantity: intLike.default(1),
  // A client with no options may send an empty list instead of an empty object.
  options: z
    .union([z.record(z.string(), optionValue), z.array(z.never()).transform(() => ({}))])
    .default({}),
  cart_item_slot_id: intLike.default(-1),
});

export const addToOrder: SubActionHandler = async (call, fields) => {
  const parsed = payloadSchema.safeParse(nestedField(fields, 'menu_item_data'));
  if (!parsed.success) return fail(MESSAGES.invalidMenuItemData);
  const payload = parsed.data;
  const { trx, key } = call;

  const entry = await menuEntry(call, payload.menu_item_id);
  if (!entry) return fail(MESSAGES.menuItemDoesNotExist);
  const priced = priceLine(entry, payload);
  if (!priced.ok) return priced;
  const line = priced.data;

  const replacing = payload.cart_item_slot_id > 0;
  if (replacing && !(await findOpenCart(trx, key))) return fail(MESSAGES.cartItemNotFound);
  const cart = await openCart(trx, key);
  const limits = orderLimitsOf(call.ctx.brand.code);
  if (line.quantity > limits.maxLineQuantity)
    return fail(quantityRangeMessage(1, limits.maxLineQuantity));
  if (!replacing) {
    const held = await trx
      .selectFrom('cart_items')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('cart_id', '=', cart.id)
      .executeTakeFirstOrThrow();
    if (Number(held.n) >= limits.maxCartLines)
      return fail(cartLinesLimitMessage(limits.maxCartLines));
  }
  const values = {
    menu_item_id: line.menuItemId,
    name: line.name,
    quantity: line.quantity,
    options: JSON.stringify(line.options),
    option_lines: JSON.stringify(line.optionLines),
    unit_price_cents: line.unitPrice,
  };
  const written = replacing
    ? await trx
        .updateTable('cart_items')
        .set(values)
        .where('id', '=', payload.cart_item_slot_id)
        .where('cart_id', '=', cart.id)
        .returning('id')
        .executeTakeFirst()
    : await trx
        .insertInto('cart_items')
        .values({ cart_id: cart.id, ...values })
        .returning('id')
        .executeTakeFirstOrThrow();
  if (!written) return fail(MESSAGES.cartItemNotFound);
  await trx
    .updateTable('carts')
    .set({ updated_at: call.ctx.now })
    .where('id', '=', cart.id)
    .execute();
  call.ctx.log.debug(
    { cart: cart.id, line: written.id, item: line.menuItemId },
    'cart line written',
  );
  return succeed(
    await cartAnswer(call, cart, 'add_to_order', { affects: true, slotId: written.id }),
  );
};
