/**
 * RequestAction OrderHistory (src/api/orderHistory.ts): the signed-in customer's own orders, and
 * their standing orders when the brand has them on (they come with their own issue: none yet).
 * Anyone not signed in gets 'Account required'. A read: no request_id.
 */
import { orderHistory } from '../orders/history';
import { fail, succeed, type ActionHandler } from '../protocol/context';
import { ACCOUNT_REQUIRED, signedInCustomer } from '../protocol/signedIn';

export const OrderHistory: ActionHandler<'OrderHistory'> = async (ctx) => {
  const customer = await signedInCustomer(ctx);
  if (customer === null) return fail(ACCOUNT_REQUIRED);
  const orders = await orderHistory(ctx.db, { brandId: ctx.brand.id, customerId: customer.id });
  return succeed({
    orders,
    standing_orders: [],
    is_standing_orders_enabled: ctx.brand.standing_orders_enabled ? 1 : 0,
    is_loyalty_schemes_enabled: ctx.brand.loyalty_schemes_enabled ? 1 : 0,
  });
};
