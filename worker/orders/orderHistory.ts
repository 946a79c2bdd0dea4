/**
 * The member's order list (spec 3 §2 'Orders' list mode): OrderHistory into Dexie (`orderHistory`,
 * one row tagged with the customer), so /account/orders opens offline as last seen. The receipts
 * themselves are the `orders` table (worker/orders/loadOrder.ts).
 */
import { ACCOUNT_REQUIRED } from '@/domain/accountMessages';
import { fail, ok, type Result } from '@/domain/result';
import type { WorkerContext } from '@worker/context';
import { createLogger } from '@worker/log';

const log = createLogger('order-history');

export function createOrderHistoryApi(ctx: WorkerContext) {
  return {
    /**
     * Fetches the signed-in customer's orders and stores them for that customer. Fails with the
     * server's words ('Account required' for someone not signed in) or a network code; what was
     * held stays, so the list still shows offline. Nothing is toasted: the page says what failed.
     */
    async loadOrderHistory(): Promise<Result<{ count: number }>> {
      const customer = await ctx.db.customer.get('current');
      const customerId = customer?.id ?? 0;
      if (customerId <= 0) return fail('invalid-request', ACCOUNT_REQUIRED);
      const answer = await ctx.protocol.call('OrderHistory', {});
      if (!answer.ok) {
        log.info(`order history: ${answer.error.message}`);
        return answer;
      }
      // The customer may have changed while the call was out (sign-out, AUTH): store only for the
      // one still held.
      await ctx.db.transaction('rw', [ctx.db.customer, ctx.db.orderHistory], async () => {
        const held = await ctx.db.customer.get('current');
        if (held?.id !== customerId) return;
        await ctx.db.orderHistory.put({
          key: 'current',
          customerId,
          orders: answer.data.orders,
          standingOrders: answer.data.standing_orders,
          standingOrdersEnabled: answer.data.is_standing_orders_enabled === 1,
          rewardsEnabled: answer.data.is_loyalty_schemes_enabled === 1,
          fetchedAt: ctx.now(),
        });
      });
      return ok({ count: answer.data.orders.length });
    },
  };
}
