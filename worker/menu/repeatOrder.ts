/**
 * repeatOrder: a member's past order becomes the cart (spec 1 §2.4 History tab, §4 'A repeat order
 * goes to /checkout on success', §7 ManageCart repeat_order). The answer's order is stored like any
 * cart answer; the page then goes to /checkout. A network failure toasts OI1; a server phrase
 * ('Order not found', items no longer available…) is toasted as sent.
 */
import { ERROR_OI1 } from '@/domain/messages';
import { fail, ok, type ErrorCode, type Result } from '@/domain/result';
import type { WorkerContext } from '@worker/context';
import { applyCartAnswer } from '@worker/cart/applyCartAnswer';
import { takeCartTicket } from '@worker/cart/cartAnswerOrder';
import { createLogger } from '@worker/log';
import { ERROR_TOAST_MS } from '@worker/messages';

const log = createLogger('repeat-order');

export type RepeatOrderInput = { slug: string; orderId: number };

export function createRepeatOrder(ctx: WorkerContext) {
  function failWith(code: ErrorCode, message: string) {
    ctx.events.emit('toast', { message, tone: 'error', durationMs: ERROR_TOAST_MS });
    return fail(code, message);
  }

  /** Replaces the cart with the past order's lines; resolves with the new number of items. */
  return async function repeatOrder(
    input: RepeatOrderInput,
  ): Promise<Result<{ numItems: number }>> {
    const row = await ctx.db.menus.get(input.slug);
    if (row === undefined || row.menu === null) return fail('invalid-request', 'Menu not loaded');
    if (!Number.isInteger(input.orderId) || input.orderId <= 0)
      return fail('invalid-request', 'No order');
    const ticket = await takeCartTicket(ctx.db);
    const answer = await ctx.protocol.call('ManageCart', {
      store_id: String(row.merchantId),
      menu_id: String(row.menu.id),
      sub_action: 'repeat_order',
      request_id: crypto.randomUUID(),
      order_id: String(input.orderId),
    });
    if (!answer.ok) {
      log.warn(`repeat of order ${input.orderId} failed: ${answer.error.message}`);
      const text =
        answer.error.code === 'network' || answer.error.code === 'invalid-response'
          ? ERROR_OI1
          : answer.error.message;
      return failWith(answer.error.code, text);
    }
    await ctx.db.transaction('rw', [ctx.db.cart, ctx.db.appState], async () => {
      await applyCartAnswer(ctx, input.slug, answer.data, ticket);
    });
    return ok({ numItems: answer.data.order.num_items });
  };
}
