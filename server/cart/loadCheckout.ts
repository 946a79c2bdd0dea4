/**
 * ManageCart load_checkout (spec 2 §3 'Cart response', §7): a read of the caller's open cart with
 * the menu, customer and merchant parts. It writes nothing, needs no request_id and is never
 * answered from the idempotency store. checkout_options (the cart screen's fulfilment and address)
 * are read, not stored: the totals are worked out as if they were chosen (a delivery fee for the
 * address, a preorder fee for a later time); options that do not check out are left aside.
 * card_type (the provider's name for a tokenised card) prices a card method's surcharge as that
 * card, as the placement will. Without an open cart it answers spec 2's 'No order present'.
 */
import type { CheckoutOptions } from '@api/manageCart';
import { merchantTrading } from '../menu/summary';
import { checkoutCustomer, checkoutMenu, checkoutMerchant } from '../orders/checkoutParts';
import { rememberedMenuCheckout } from '../orders/settings';
import { fail, succeed, type RequestFields } from '../protocol/context';
import { nestedField } from '../protocol/fields';
import { MESSAGES } from '../protocol/messages';
import type { CartCall, SubActionHandler } from './call';
import { findOpenCart } from './cartStore';
import { checkoutPatch, parseCheckoutOptions } from './checkoutPatch';
import { readCartState, type CheckoutRow } from './order';

/** The options load_checkout reads: the fulfilment and the delivery address. */
const READ_OPTIONS = [
  'fulfilment_type',
  'fulfilment_asap',
  'fulfilment_date',
  'fulfilment_time',
  'delivery_address_id',
  'delivery_address',
  'delivery_address1',
  'delivery_address2',
  'delivery_city',
  'delivery_state',
  'delivery_postcode',
  'delivery_country',
] as const satisfies readonly (keyof CheckoutOptions)[];

async function optionsOverride(
  call: CartCall,
  fields: RequestFields,
): Promise<Partial<CheckoutRow>> {
  const hasOptions =
    fields.checkout_options !== undefined ||
    Object.keys(fields).some((name) => name.startsWith('checkout_options['));
  if (!hasOptions) return {};
  const options = parseCheckoutOptions(nestedField(fields, 'checkout_options'));
  if (options === null) return {};
  const read = Object.fromEntries(
    READ_OPTIONS.flatMap((key) => (options[key] === undefined ? [] : [[key, options[key]]])),
  );
  const patch = await checkoutPatch(call, read, 0);
  if (!patch.ok) return {};
  const { updated_at: _ignored, ...checkout } = patch.data.checkout;
  return checkout as Partial<CheckoutRow>;
}

export const loadCheckout: SubActionHandler = async (call, fields) => {
  const cart = await findOpenCart(call.trx, call.key);
  if (!cart) return fail(MESSAGES.noOrderPresent);
  const { ctx, target, trx } = call;
  const [override, menuCheckout, menuContent, customer] = await Promise.all([
    optionsOverride(call, fields),
    rememberedMenuCheckout(ctx, trx, target),
    ctx.catalogue.menuContent(trx, { id: target.menuId, version: target.menuVersion }),
    checkoutCustomer(trx, ctx.brand.id, ctx.session.customerId, ctx.now),
  ]);
  // The card's type once Place Order has tokenised it: an AMEX has its own surcharge percent.
  const cardType = fields.card_type?.trim() ?? '';
  const state = await readCartState(trx, cart, call.orderContext, {
    checkoutOverride: override,
    ...(cardType === '' ? {} : { cardType }),
  });
  return succeed({
    sub_action: 'load_checkout',
    order: state.order,
    affects_cart_total: 0,
    cart_item_slot_id: 0,
    additional_data: state.additional,
    menu: checkoutMenu(menuContent, target.config, menuCheckout),
    customer,
    merchant: checkoutMerchant({
      config: target.config,
      menuId: target.menuId,
      brand: ctx.brand,
      payments: ctx.payments,
      trading: merchantTrading(target.config, ctx.now),
      checkout: menuCheckout,
    }),
  });
};
