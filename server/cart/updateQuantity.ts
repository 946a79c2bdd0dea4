/**
 * ManageCart update_quantity (spec 2 §5.3 'Quantity stepper in the cart', §7): sets one line's
 * quantity; 0 removes the line (the client has asked for the removal confirmation). menu_item_data
 * carries cart_item_slot_id and quantity, both required. A new quantity follows the item's rule
 * (min_qty to max_qty); raising the quantity of an item that is now unavailable is refused, while
 * lowering it or removing the line always works. The line keeps the price it was added at.
 */
import { quantityRangeMessage } from '@domain/serverPhrases';
import { orderLimitsOf } from '../orders/limits';
import { z } from 'zod';
import { fail, succeed } from '../protocol/context';
import { nestedField } from '../protocol/fields';
import { MESSAGES } from '../protocol/messages';
import { cartAnswer, menuEntry, type SubActionHandler } from './call';
import { findOpenCart, openCart } from './cartStore';
import { checkQuantity } from './itemLine';
import { requiredInt } from './parse';

const payloadSchema = z.object({
  cart_item_slot_id: requiredInt.refine((id) => id > 0),
  quantity: requiredInt,
});

export const updateQuantity: SubActionHandler = async (call, fields) => {
  const parsed = payloadSchema.safeParse(nestedField(fields, 'menu_item_data'));
  if (!parsed.success) return fail(MESSAGES.invalidMenuItemData);
  const { cart_item_slot_id: slotId, quantity } = parsed.data;
  const { trx, key } = call;

  if (!(await findOpenCart(trx, key))) return fail(MESSAGES.cartItemNotFound);
  const cart = await openCart(trx, key);
  const line = await trx
    .selectFrom('cart_items')
    .select(['id', 'menu_item_id', 'quantity'])
    .where('id', '=', slotId)
    .where('cart_id', '=', cart.id)
    .executeTakeFirst();
  if (!line) return fail(MESSAGES.cartItemNotFound);

  if (quantity === 0) {
    await trx.deleteFrom('cart_items').where('id', '=', line.id).execute();
  } else {
    const entry = await menuEntry(call, line.menu_item_id);
    if (!entry) return fail(MESSAGES.menuItemDoesNotExist);
    const checked = checkQuantity(entry, quantity);
    if (!checked.ok) return checked;
    const { maxLineQuantity } = orderLimitsOf(call.ctx.brand.code);
    if (quantity > maxLineQuantity) return fail(quantityRangeMessage(1, maxLineQuantity));
    if (quantity > line.quantity && entry.item.is_available !== 1)
      return fail(MESSAGES.productUnavailable);
    await trx.updateTable('cart_items').set({ quantity }).where('id', '=', line.id).execute();
  }
  await trx
    .updateTable('carts')
    .set({ updated_at: call.ctx.now })
    .where('id', '=', cart.id)
    .execute();
  call.ctx.log.debug({ cart: cart.id, line: line.id, quantity }, 'cart line quantity set');
  return succeed(
    await cartAnswer(call, cart, 'update_quantity', {
      affects: quantity !== line.quantity,
      slotId: line.id,
    }),
  );
};
