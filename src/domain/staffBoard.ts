/**
 * The staff order board's rules (beyond the spec): which orders are today's, and where a staff
 * member may move an order next. Statuses are the server's (src/api/orderStatusDetailed.ts),
 * labelled with spec 3 §4's codes ('1 Submitted, 2 Confirmed, 3 In progress, 4 Ready, 5 Complete …
 * 9 Cancelled'). Pure: the date is a parameter.
 */
import { ORDER_STATUSES, type OrderStatus } from '../api/orderStatuses';
import { orderStatusCode, orderStatusCodeLabel } from './orderStatusCode';

/** The spec 3 §4 label the board shows for a status ('In progress' for preparing). */
export function boardStatusLabel(status: OrderStatus): string {
  return orderStatusCodeLabel(orderStatusCode(status));
}

/**
 * An order is on today's board when it is due today at the store: an ASAP order (or one without a
 * date) on the day it was placed, an order for later on its fulfilment date. Dates are the
 * merchant's local 'yyyy-MM-dd'.
 */
export function isDueOn(
  order: { placedDate: string; fulfilmentDate: string | null; asap: boolean },
  today: string,
): boolean {
  const due = order.asap || order.fulfilmentDate === null ? order.placedDate : order.fulfilmentDate;
  return due === today;
}

/** Fulfilment types whose orders go out with a driver. */
const DELIVERED = new Set(['delivery']);

export type BoardMove = { to: OrderStatus; label: string };

/**
 * The buttons an order shows: its next step along placed → accepted → preparing → ready → (out
 * for delivery →) completed, and Cancel until it is being prepared. A completed or cancelled
 * order has none.
 */
export function nextMoves(status: OrderStatus, fulfilmentType: string): BoardMove[] {
  const cancel: BoardMove = { to: 'cancelled', label: 'Cancel' };
  switch (status) {
    case 'placed':
      return [{ to: 'accepted', label: 'Accept' }, cancel];
    case 'accepted':
      return [{ to: 'preparing', label: 'Start preparing' }, cancel];
    case 'preparing':
      return [{ to: 'ready', label: 'Mark ready' }];
    case 'ready':
      return DELIVERED.has(fulfilmentType)
        ? [{ to: 'out_for_delivery', label: 'Out for delivery' }]
        : [{ to: 'completed', label: 'Collected' }];
    case 'out_for_delivery':
      return [{ to: 'completed', label: 'Delivered' }];
    case 'completed':
    case 'cancelled':
      return [];
  }
}

/** Whether a text is one of the server's statuses (a queued move's payload). */
export function isOrderStatusText(value: string): value is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(value);
}
