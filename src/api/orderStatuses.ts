/**
 * The order's life, in order; staff move it along (server/README.md). Apart from the
 * OrderStatusDetailed schema (./orderStatusDetailed.ts) so that the page reads it without zod.
 */
export const ORDER_STATUSES = [
  'placed',
  'accepted',
  'preparing',
  'ready',
  'out_for_delivery',
  'completed',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
