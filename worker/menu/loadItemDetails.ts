/** loadItemDetails: one item's options for the options popup (spec 1 §7 MenuItemDetails). */
import { fail, ok, type ErrorCode, type Result } from '@/domain/result';
import type { WorkerContext } from '@worker/context';
import { createLogger } from '@worker/log';
import { ITEM_MISSING_PHRASE, itemLoadFailureText, MENU_LOAD_TOAST_MS } from '@worker/messages';

const log = createLogger('item-details');

export type LoadItemDetailsInput = { slug: string; itemId: number };

export function createLoadItemDetails(ctx: WorkerContext) {
  function failWith(code: ErrorCode, message: string) {
    const text = itemLoadFailureText({ code, message });
    ctx.events.emit('toast', { message: text, tone: 'error', durationMs: MENU_LOAD_TOAST_MS });
    return fail(code, text);
  }

  /**
   * Fetches an item's details with MenuItemDetails (cart_item_slot_id -1: a new cart line) and
   * stores them in itemDetails under [slug+item_id]. Always asks the server, so the popup shows
   * current options; on failure a cached copy stays readable. Failure toasts: ME2 for network
   * errors, ME3 for an unknown item ('Menu item does not exist'), else the server's message.
   */
  return async function loadItemDetails(
    input: LoadItemDetailsInput,
  ): Promise<Result<{ source: 'network' }>> {
    const { slug, itemId } = input;
    if (!Number.isInteger(itemId) || itemId <= 0) {
      log.warn(`refused item id ${String(itemId)}`);
      return failWith('not-found', ITEM_MISSING_PHRASE);
    }
    const answer = await ctx.protocol.call('MenuItemDetails', {
      menu_item_id: String(itemId),
      cart_item_slot_id: '-1',
    });
    if (!answer.ok) {
      log.warn(`item ${itemId} of '${slug}' failed: ${answer.error.message}`);
      const code = answer.error.message === ITEM_MISSING_PHRASE ? 'not-found' : answer.error.code;
      return failWith(code, answer.error.message);
    }
    await ctx.db.itemDetails.put({ ...answer.data, slug, fetchedAt: ctx.now() });
    return ok({ source: 'network' });
  };
}
