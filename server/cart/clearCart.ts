/**
 * ManageCart clear_cart (spec 2 §7): empties the caller's cart for the menu: its lines, promo code,
 * order note and checkout choices (fulfilment, address, slot, stop, location) all go, so whoever
 * uses the device next (the kiosk's idle reset) starts from nothing. The cart row itself stays,
 * keeping its id. checkout_options, which spec 2 lists for this call, is accepted and not read: the
 * client sends its fulfilment choices again with the next update_checkout or load_checkout.
 */
import { succeed } from '../protocol/context';
import { cartAnswer, changedTotals, type SubActionHandler } from './call';
import { findOpenCart, openCart } from './cartStore';
import { readCartState } from './order';

export const clearCart: SubActionHandler = async (call) => {
  const { trx, key } = call;
  const existed = (await findOpenCart(trx, key)) !== undefined;
  const cart = await openCart(trx, key);
  const before = existed ? await readCartState(trx, cart, call.orderContext) : null;

  await trx.deleteFrom('cart_items').where('cart_id', '=', cart.id).execute();
  await trx.deleteFrom('checkouts').where('cart_id', '=', cart.id).execute();
  await trx.insertInto('checkouts').values({ cart_id: cart.id }).execute();
  const cleared = await trx
    .updateTable('carts')
    .set({
      coupon_code: '',
      promo_code_id: null,
      order_note: '',
      payment_method: '',
      contactless: false,
      student_name: '',
      store_class_id: null,
      custom_data: '{}',
      updated_at: call.ctx.now,
    })
    .where('id', '=', cart.id)
    .returningAll()
    .executeTakeFirstOrThrow();

  const answer = await cartAnswer(call, cleared, 'clear_cart', { affects: false });
  const affects = changedTotals(before?.order ?? null, answer.order);
  call.ctx.log.debug({ cart: cart.id, affects }, 'cart cleared');
  return succeed({ ...answer, affects_cart_total: affects ? 1 : 0 });
};
