/**
 * RequestAction OrderHistory (src/api/orderHistory.ts): the signed-in customer's own orders, and
 * their standing orders when the brand has them on (server/standingOrders/records.ts).
 * Anyone not signed in gets 'Account required'. A read: no request_id.
 */
import { orderHistory } from '../orders/history';
import { fail, succeed, type ActionHandler } from '../protocol/context';
import { ACCOUNT_REQUIRED, signedInCustomer } from '../protocol/signedIn';
import { standingOrderSummaries } from '../standingOrders/records';

export const OrderHistory: ActionHandler<'OrderHistory'> = async (ctx) => {
  const customer = await signedInCustomer(ctx);
  if (customer === null) return fail(ACCOUNT_REQUIRED);
  const owner = { brandId: ctx.brand.id, customerId: customer.id };
  const [orders, standingOrders] = await Promise.all([
    orderHistory(ctx.db, owner),
    ctx.brand.standing_orders_enabled ? standingOrderSummaries(ctx.db, owner) : [],
  ]);
  return succeed({
    orders,
    standing_orders: standingOrders,
    is_standing_orders_enabled: ctx.brand.standing_orders_enabled ? 1 : 0,
    is_loyalty_schemes_enabled: ctx.brand.loyalty_schemes_enabled ? 1 : 0,
  });
};
