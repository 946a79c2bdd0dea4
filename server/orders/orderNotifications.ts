/**
 * The live channel across processes: migration 0014 sends every placed order and
 * status move on 'docket_orders' when its transaction commits; each process listens
 * (server/db/notifications.ts) and hands what it hears to its own emitter
 * (server/orders/orderEmitter.ts). Payload: `<kind>:<brand>:<merchant>:<order>:<status>`.
 */
import type { FastifyBaseLogger } from 'fastify';
import { listen, type Listening, type NotificationSource } from '../db/notifications';
import type { OrderEvent, OrderEvents } from './orderEmitter';
import { isOrderStatus } from './status';

export const ORDER_EVENTS_CHANNEL = 'docket_orders';

const PAYLOAD = /^(placed|status):(\d+):(\d+):(\d+):([a-z_]+)$/;

/** The event a notification names, or null for one this server cannot read. */
export function orderEventOf(payload: string): OrderEvent | null {
  const match = PAYLOAD.exec(payload);
  if (!match) return null;
  const [, kind, brandId, merchantId, orderId, status] = match;
  if (!status || !isOrderStatus(status)) return null;
  return {
    kind: kind === 'placed' ? 'placed' : 'status',
    brandId: Number(brandId),
    merchantId: Number(merchantId),
    orderId: Number(orderId),
    status,
  };
}

/**
 * Emits every order event the database announces; resolves once listening. After a gap in
 * listening (the connection dropped and came back) the emitter resyncs, since events were missed.
 */
export async function listenForOrderEvents(
  source: NotificationSource,
  events: OrderEvents,
  log: FastifyBaseLogger,
): Promise<Listening> {
  let listenedBefore = false;
  return listen(source, ORDER_EVENTS_CHANNEL, {
    message: (payload) => {
      const event = orderEventOf(payload);
      if (event) events.emit(event);
      else log.warn('unreadable order notification');
    },
    live: (live) => {
      if (live && listenedBefore) events.resync();
      if (live) listenedBefore = true;
    },
    error: (error) => log.warn({ err: error }, 'order notifications interrupted'),
  });
}
