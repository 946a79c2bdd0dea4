/** loadMerchants: the locations list (spec 1 §7 Merchants). */
import type { MerchantsRequest } from '@/api/merchants';
import { fail, ok, type Result } from '@/domain/result';
import type { WorkerContext } from '@worker/context';
import { createLogger } from '@worker/log';
import { locationsLoadFailureText, ERROR_TOAST_MS } from '@worker/messages';

const log = createLogger('merchants');

export type LoadMerchantsInput = {
  set: MerchantsRequest['set'];
  lat?: number;
  long?: number;
  state?: string;
  search?: string;
};

export function createLoadMerchants(ctx: WorkerContext) {
  /** Calls made so far; only the latest call's answer becomes the list. */
  let calls = 0;

  /**
   * Asks Merchants for locations (set COORDS with lat/long, or ALL; optional state and search) and
   * writes them to the merchants table, with the list order, groups, history, merchant types and
   * settings in the locations row, in one transaction. Failure raises a toast with the message.
   *
   * The locations row holds one list, so when the customer switches filters quickly only the
   * latest call writes it: an earlier answer arriving late is dropped (written: false) rather than
   * replacing the list the screen now asks for.
   */
  return async function loadMerchants(
    input: LoadMerchantsInput,
  ): Promise<Result<{ count: number; written: boolean }>> {
    const call = ++calls;
    const askedAt = ctx.now();
    const answer = await ctx.protocol.call('Merchants', {
      set: input.set,
      lat: input.lat === undefined ? undefined : String(input.lat),
      long: input.long === undefined ? undefined : String(input.long),
      state: input.state,
      search: input.search,
    });
    if (!answer.ok) {
      const message = locationsLoadFailureText(answer.error);
      log.warn(`merchants failed: ${answer.error.message}`);
      ctx.events.emit('toast', { message, tone: 'error', durationMs: ERROR_TOAST_MS });
      return fail(answer.error.code, message);
    }
    const { merchants, history, favourites, merchant_groups, merchant_types, settings } =
      answer.data;
    if (call !== calls) return ok({ count: merchants.length, written: false });
    const fetchedAt = ctx.now();
    await ctx.db.transaction('rw', [ctx.db.merchants, ctx.db.locations], async () => {
      await ctx.db.merchants.bulkPut(merchants.map((merchant) => ({ ...merchant, fetchedAt })));
      // A favourite change answered after this call was sent is newer than this answer's list.
      const stored = await ctx.db.locations.get('current');
      const newer = stored?.favouritesAt !== undefined && stored.favouritesAt >= askedAt;
      await ctx.db.locations.put({
        key: 'current',
        merchantIds: merchants.map((merchant) => merchant.id),
        groups: merchant_groups,
        history,
        favourites: newer ? (stored.favourites ?? []) : (favourites ?? []),
        ...(newer ? { favouritesAt: stored.favouritesAt } : {}),
        merchantTypes: merchant_types,
        settings,
        fetchedAt,
      });
    });
    return ok({ count: merchants.length, written: true });
  };
}
