/**
 * ManageCart update_checkout (spec 1 §4 'Delivery address', §7; spec 2 §7): changes the cart's
 * checkout choices (fulfilment, delivery address, slot, stop, pickup location, promo code, order
 * note). The answer carries additional_data.delivery_address.postcode_id (> 0: delivered there)
 * and delivery_mins, and affects_cart_total 1 when the totals changed (a delivery fee or discount).
 *
 * The promo helper of spec 1 §7 ('sends coupon_code with merchant id and menu id') is this
 * sub_action with coupon_code in checkout_options, or as a field of its own.
 */
import { fail, succeed } from '../protocol/context';
import { nestedField } from '../protocol/fields';
import { MESSAGES } from '../protocol/messages';
import { cartAnswer, changedTotals, type SubActionHandler } from './call';
import { findOpenCart, openCart } from './cartStore';
import { checkoutPatch, parseCheckoutOptions } from './checkoutPatch';
import { readCartState } from './order';

export const updateCheckout: SubActionHandler = async (call, fields) => {
  const hasOptions =
    fields.checkout_options !== undefined ||
    Object.keys(fields).some((name) => name.startsWith('checkout_options['));
  const options = hasOptions ? parseCheckoutOptions(nestedField(fields, 'checkout_options')) : {};
  if (options === null) return fail(MESSAGES.invalidCheckoutOptions);
  if (options.coupon_code === undefined && fields.coupon_code !== undefined)
    options.coupon_code = fields.coupon_code;

  const { trx, key } = call;
  // An existing cart is locked before its total is read for the promo minimum.
  const existing = (await findOpenCart(trx, key)) ? await openCart(trx, key) : undefined;
  const before = existing ? await readCartState(trx, existing, call.orderContext) : null;
  const patch = await checkoutPatch(call, options, before?.order.sub_total ?? 0);
  if (!patch.ok) return patch;

  const cart = await openCart(trx, key);
  await trx
    .updateTable('checkouts')
    .set({ ...patch.data.checkout, updated_at: call.ctx.now })
    .where('cart_id', '=', cart.id)
    .execute();
  const updated = await trx
    .updateTable('carts')
    .set({ ...patch.data.cart, updated_at: call.ctx.now })
    .where('id', '=', cart.id)
    .returningAll()
    .executeTakeFirstOrThrow();

  const answer = await cartAnswer(call, updated, 'update_checkout', { affects: false });
  const affects = changedTotals(before?.order ?? null, answer.order);
  return succeed({ ...answer, affects_cart_total: affects ? 1 : 0 });
};
