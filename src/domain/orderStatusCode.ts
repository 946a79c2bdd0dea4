/**
 * Spec 3 §4 'Order status codes': the numbered status (nstatus) an order carries in the account
 * area, its label, and which codes count as active. The server's own life of an order
 * (src/api/orderStatusDetailed.ts ORDER_STATUSES) maps onto the codes here, once, for the server
 * and the client alike.
 */
import type { OrderStatus } from '../api/orderStatusDetailed';

/** '1 Submitted, 2 Confirmed, 3 In progress, 4 Ready, 5 Complete, 6 Accepted, 7 and 8 Complete,
 * 9 Cancelled, 10 Rejected.' */
const CODE_LABELS: Readonly<Record<number, string>> = {
  1: 'Submitted',
  2: 'Confirmed',
  3: 'In progress',
  4: 'Ready',
  5: 'Complete',
  6: 'Accepted',
  7: 'Complete',
  8: 'Complete',
  9: 'Cancelled',
  10: 'Rejected',
};

const CODES: Readonly<Record<OrderStatus, number>> = {
  placed: 1,
  accepted: 2,
  preparing: 3,
  ready: 4,
  // On its way: still active, so the customer can track the driver.
  out_for_delivery: 3,
  completed: 5,
  cancelled: 9,
};

/** The spec's status code for the server's status. */
export function orderStatusCode(status: OrderStatus): number {
  return CODES[status];
}

/** The label of a status code; '' for a code the spec does not name. */
export function orderStatusCodeLabel(code: number): string {
  return CODE_LABELS[code] ?? '';
}

/** 'Below 5 is active': confirmation, Get Notified, Track Your Driver, the push prompt. */
export function isActiveOrderCode(code: number): boolean {
  return code >= 1 && code < 5;
}
