/**
 * The live channel's source (issue 16): an in-process emitter told of every placed order and every
 * status move, after the change has committed. The order's open receipts
 * (`POST /api/orders/{id}/events`) and the staff boards of its merchant (`POST /api/staff/events`,
 * server/http/orderEvents.ts) listen to it.
 *
 * In-process only: with several server processes behind a load balancer a move made in one is
 * not heard in another. PostgreSQL LISTEN/NOTIFY would carry it across (issue 18); until then the
 * receipt's 15 s refresh and the board's refresh on reconnect still show it, later.
 */
import type { OrderStatus } from '../../src/api/orderStatusDetailed';

export type OrderEvent = {
  kind: 'placed' | 'status';
  brandId: number;
  merchantId: number;
  orderId: number;
  status: OrderStatus;
};

export type OrderEventListener = (event: OrderEvent) => void;

export type OrderEvents = {
  emit(event: OrderEvent): void;
  /** Calls `listener` with each event of one order; returns the unsubscribe. */
  onOrder(orderId: number, listener: OrderEventListener): () => void;
  /** Calls `listener` with each event of one merchant's orders; returns the unsubscribe. */
  onMerchant(merchantId: number, listener: OrderEventListener): () => void;
};

export function createOrderEvents(): OrderEvents {
  const byOrder = new Map<number, Set<OrderEventListener>>();
  const byMerchant = new Map<number, Set<OrderEventListener>>();

  function subscribe(
    map: Map<number, Set<OrderEventListener>>,
    key: number,
    listener: OrderEventListener,
  ) {
    const set = map.get(key) ?? new Set();
    set.add(listener);
    map.set(key, set);
    return () => {
      set.delete(listener);
      if (set.size === 0 && map.get(key) === set) map.delete(key);
    };
  }

  function deliver(set: Set<OrderEventListener> | undefined, event: OrderEvent) {
    // A copy: a listener may unsubscribe while being told.
    for (const listener of [...(set ?? [])]) listener(event);
  }

  return {
    emit(event) {
      deliver(byOrder.get(event.orderId), event);
      deliver(byMerchant.get(event.merchantId), event);
    },
    onOrder: (orderId, listener) => subscribe(byOrder, orderId, listener),
    onMerchant: (merchantId, listener) => subscribe(byMerchant, merchantId, listener),
  };
}
