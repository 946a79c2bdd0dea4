/**
 * An order's status as the customer reads it on the receipt. Pickup-style orders say 'Ready for
 * pickup'; a delivery or dine-in order that is ready just says 'Ready'.
 */
import type { OrderStatus } from '../api/orderStatusDetailed';

const LABELS: Readonly<Record<OrderStatus, string>> = {
  placed: 'Order received',
  accepted: 'Accepted',
  preparing: 'Being prepared',
  ready: 'Ready for pickup',
  out_for_delivery: 'Out for delivery',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/** Fulfilment types whose 'ready' means the customer comes to collect it. */
const COLLECTED = new Set(['pickup', 'custom', '']);

export function orderStatusLabel(status: OrderStatus, fulfilmentType = ''): string {
  if (status === 'ready' && !COLLECTED.has(fulfilmentType)) return 'Ready';
  return LABELS[status];
}
