/**
 * A member's favourite locations (spec 1 §2.3 the 'fave' filter; RequestAction Favourites, not a
 * spec call). A change goes through the outbox like the cart's: made offline it is kept with its
 * request_id, shown at once (favouritesQuery.ts), and sent once when the network is back. The
 * server's answer, the member's favourites, becomes the stored list.
 */
import type { FavouritesResponse } from '@/api/favourites';
import { fail, ok, type Result } from '@/domain/result';
import { canUseHistory } from '@/domain/roles';
import type { Outbox } from '@worker/cart/outbox';
import type { WorkerContext } from '@worker/context';
import { queryCustomer } from '@worker/db/queries';
import { FAVOURITE_ACTION } from './favouritesQuery';

/** The answer's list becomes the stored one, marked with when it was applied (loadMerchants). */
export async function storeFavourites(
  ctx: WorkerContext,
  favourites: readonly number[],
): Promise<void> {
  await ctx.db.locations.update('current', {
    favourites: [...favourites],
    favouritesAt: ctx.now(),
  });
}

export function createFavouritesApi(ctx: WorkerContext, outbox: Outbox) {
  outbox.register(FAVOURITE_ACTION, {
    tables: [ctx.db.locations],
    send: (row, options) =>
      ctx.protocol.call(
        'Favourites',
        {
          sub_action: 'set',
          merchant_id: row.payload.merchant_id ?? '',
          favourite: row.payload.favourite === '1' ? '1' : '0',
          request_id: row.requestId,
        },
        options,
      ),
    apply: async (answer) => {
      await storeFavourites(ctx, (answer as FavouritesResponse).favourites);
    },
  });

  return {
    /**
     * Marks a location a favourite (`favourite: true`) or not, for a signed-in member ('Only
     * logged-in members get history and favourites'). The change is queued in the outbox with its
     * request_id and shown at once; answers 'sent' once the server has it, 'queued' while offline,
     * or the server's refusal.
     */
    async setFavourite(input: {
      /** Made in the tap's handler: one tap, one change, however often the call arrives. */
      requestId: string;
      merchantId: number;
      favourite: boolean;
      /** The location's name, for the outbox's word about it. */
      label: string;
    }): Promise<Result<{ state: 'sent' | 'queued' }>> {
      if (!canUseHistory(await queryCustomer(ctx.db))) {
        return fail('invalid-request', 'Only members keep favourites');
      }
      const outcome = await outbox.enqueue({
        requestId: input.requestId,
        action: FAVOURITE_ACTION,
        payload: {
          merchant_id: String(input.merchantId),
          favourite: input.favourite ? '1' : '0',
        },
        label: input.label,
      });
      if (outcome.state === 'refused') return fail(outcome.error.code, outcome.error.message);
      return ok({ state: outcome.state });
    },
  };
}
