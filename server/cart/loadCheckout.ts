/**
 * ManageCart load_checkout (spec 2 §7), as far as this issue needs it: a read of the caller's open
 * cart in the same shape as the other sub_actions' answers. It writes nothing, needs no request_id
 * and is never answered from the idempotency store. Without an open cart it answers spec 2's
 * 'No order present'. The menu, customer and merchant parts of spec 2 §3's cart response, and
 * reading checkout_options, come with the checkout issue.
 */
import { fail, succeed } from '../protocol/context';
import { MESSAGES } from '../protocol/messages';
import { cartAnswer, type SubActionHandler } from './call';
import { findOpenCart } from './cartStore';

export const loadCheckout: SubActionHandler = async (call) => {
  const cart = await findOpenCart(call.trx, call.key);
  if (!cart) return fail(MESSAGES.noOrderPresent);
  return succeed(await cartAnswer(call, cart, 'load_checkout', { affects: false }));
};
