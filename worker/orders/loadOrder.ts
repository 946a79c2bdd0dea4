/**
 * The receipt's worker function: OrderStatusDetailed into Dexie (`orders`), so a receipt opens
 * offline once seen and its live status is whatever was fetched last.
 */
import type { OrderStatus } from '@/api/orderStatusDetailed';
import { fail, ok, type Result } from '@/domain/result';
import { SERVER_PHRASES } from '@/domain/serverPhrases';
import type { WorkerContext } from '@worker/context';
import { createLogger } from '@worker/log';

const log = createLogger('orders');

export function createOrdersApi(ctx: WorkerContext) {
  return {
    /**
     * Fetches one order's receipt and status and stores it. 'Order not found' (not this device's
     * or this member's order, or no such order) also forgets any copy held, and fails with code
     * 'not-found'. Nothing is toasted: the receipt page shows what it holds and says what failed.
     */
    async loadOrder(input: { id: number }): Promise<Result<{ status: OrderStatus }>> {
      if (!Number.isSafeInteger(input.id) || input.id <= 0) {
        return fail('not-found', SERVER_PHRASES.orderNotFound);
      }
      const answer = await ctx.protocol.call('OrderStatusDetailed', {
        order_id: String(input.id),
      });
      if (!answer.ok) {
        if (answer.error.message === SERVER_PHRASES.orderNotFound) {
          await ctx.db.orders.delete(input.id);
          return fail('not-found', SERVER_PHRASES.orderNotFound);
        }
        log.info(`order ${input.id}: ${answer.error.message}`);
        return answer;
      }
      const { order } = answer.data;
      await ctx.db.orders.put({ ...order, fetchedAt: ctx.now() });
      return ok({ status: order.status });
    },
  };
}
