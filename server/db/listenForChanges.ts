import type { FastifyBaseLogger } from 'fastify';
import type { OrderEvents } from '../orders/orderEmitter';
import { listenForOrderEvents } from '../orders/orderNotifications';
import { INVALIDATION_CHANNEL, type HotReads } from '../protocol/hotReads';
import { listen, type Listening, type NotificationSource } from './notifications';

/** What the invalidation channel tells: a payload names what changed (migration 0013). */
export type HotReadsEvent =
  { kind: 'invalidated'; payload: string } | { kind: 'live'; live: boolean };

/**
 * LISTENs for what other processes on the same database change: every order placed or moved, for
 * the live channel (0014), and the invalidations that the hot-read memory drops (told to `tell`
 * too). If either cannot start, the one started is stopped and the error thrown.
 */
export async function listenForChanges(input: {
  notifications: NotificationSource;
  orderEvents: OrderEvents;
  hot: HotReads;
  tell: (event: HotReadsEvent) => void;
  log: FastifyBaseLogger;
}): Promise<{ invalidations: Listening; orders: Listening }> {
  const { hot, tell, log } = input;
  let orders: Listening | null = null;
  try {
    orders = await listenForOrderEvents(input.notifications, input.orderEvents, log);
    const invalidations = await listen(input.notifications, INVALIDATION_CHANNEL, {
      message: (payload) => {
        hot.invalidate(payload);
        tell({ kind: 'invalidated', payload });
      },
      live: (live) => {
        hot.setLive(live);
        tell({ kind: 'live', live });
      },
      // Never the payload: it can carry a SID.
      error: (error) => log.warn({ err: error }, 'hot-read notifications interrupted'),
    });
    return { invalidations, orders };
  } catch (error) {
    await orders?.stop();
    throw error;
  }
}
