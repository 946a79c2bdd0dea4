/**
 * The menu's live channel (loaded on the first open menu, cart or kiosk): open menus follow the
 * store's changes (worker/menu/menuChannel.ts).
 */
import type { WorkerContext } from '@worker/context';
import type { EventStreamDeps } from '@worker/live/eventStream';
import { createMenuChannel } from '@worker/menu/menuChannel';

export function createMenuLiveArea(
  ctx: WorkerContext,
  streams: EventStreamDeps & { origin: string },
  refetch: (slug: string) => Promise<unknown>,
) {
  return createMenuChannel(ctx, streams, refetch);
}

export type MenuLiveArea = ReturnType<typeof createMenuLiveArea>;
