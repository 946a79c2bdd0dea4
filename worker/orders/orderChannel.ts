/**
 * The receipt's live status: while a receipt is open the worker keeps its order's live channel
 * (`POST <api>/orders/{id}/events`, server/http/orderEventStreams.ts) and refreshes the order in
 * Dexie (loadOrder) when a status move is heard, and on every (re)connect. The receipt's 15 s
 * refresh stays as the fallback (a dropped channel, another server process).
 *
 * Watches are counted per order: two open receipts of one order share one stream, and it closes
 * with the last.
 */
import { ok, type Result } from '@/domain/result';
import type { WorkerContext } from '@worker/context';
import {
  apiUrl,
  openEventStream,
  streamBody,
  type EventStream,
  type EventStreamDeps,
} from '@worker/live/eventStream';
import { createLogger } from '@worker/log';

const log = createLogger('order-channel');

export type OrderChannelDeps = EventStreamDeps & { origin: string };

export function createOrderChannel(
  ctx: WorkerContext,
  deps: OrderChannelDeps,
  loadOrder: (input: { id: number }) => Promise<unknown>,
) {
  const watched = new Map<number, { count: number; stream: EventStream }>();
  const readSid = async () => (await ctx.db.session.get('current'))?.sid ?? null;

  function open(id: number): EventStream {
    return openEventStream(deps, {
      url: apiUrl(ctx.brand.apiBaseUrl, deps.origin, `orders/${id}/events`),
      body: () => streamBody(ctx.brand.appToken, readSid),
      onEvent: ({ event }) => {
        // 'open' too: a reconnect may have missed a move.
        if (event === 'open' || event === 'order') void loadOrder({ id });
      },
      onStop: (reason) => {
        log.info(`order ${id}: live channel closed (${reason})`);
        watched.delete(id);
      },
    });
  }

  return {
    /**
     * Keeps the order's live channel open until unwatchOrder: a status move made by staff reaches
     * the order's row in Dexie (and so the open receipt) at once. Answers ok at once; the channel
     * connects (and reconnects) in the background.
     */
    async watchOrder(input: { id: number }): Promise<Result<{ watching: number }>> {
      const entry = watched.get(input.id);
      if (entry) entry.count += 1;
      else if (Number.isSafeInteger(input.id) && input.id > 0)
        watched.set(input.id, { count: 1, stream: open(input.id) });
      return ok({ watching: watched.get(input.id)?.count ?? 0 });
    },

    /** Lets go of one watchOrder; the channel closes with the last. */
    async unwatchOrder(input: { id: number }): Promise<Result<{ watching: number }>> {
      const entry = watched.get(input.id);
      if (entry === undefined) return ok({ watching: 0 });
      entry.count -= 1;
      if (entry.count <= 0) {
        entry.stream.close();
        watched.delete(input.id);
      }
      return ok({ watching: Math.max(0, entry.count) });
    },
  };
}
