/**
 * The live channel's source: an in-process emitter of every placed order and every
 * status move, after the change has committed. The order's open receipts
 * (`POST /api/orders/{id}/events`) and the staff boards of its merchant (`POST /api/staff/events`,
 * server/http/orderEventStreams.ts) listen to it.
 *
 * Fed by PostgreSQL, not by the code that writes: migration 0014 notifies every order
 * insert and status change on 'docket_orders' and each process emits what it hears
 * (server/orders/orderNotifications.ts), so with several server processes on one database every
 * process hears every order, wherever it was placed or moved. `resync` says that listening
 * resumed after a gap, so changes may have been missed: the streams then end, and their clients
 * reconnect and reload.
 */
import type { OrderStatus } from '@api/orderStatusDetailed';

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
  /** Tells every `onResync` listener that events may have been missed. */
  resync(): void;
  /** Calls `listener` on each resync; returns the unsubscribe. */
  onResync(listener: () => void): () => void;
};

export function createOrderEvents(): OrderEvents {
  const byOrder = new Map<number, Set<OrderEventListener>>();
  const byMerchant = new Map<number, Set<OrderEventListener>>();
  const resyncs = new Set<() => void>();

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
    resync() {
      for (const listener of [...resyncs]) listener();
    },
    onResync(listener) {
      resyncs.add(listener);
      return () => void resyncs.delete(listener);
    },
  };
}
