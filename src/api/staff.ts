/**
 * The staff and kiosk RequestActions, shared by the worker and the server:
 *
 * - StaffOrders: today's orders at the staff member's store (the merchant's own date), newest
 *   first, with items, fulfilment, customer and status. Staff (status 8) only.
 * - StaffOrderStatus: moves one of those orders to `status`; `from` (optional) is the status the
 *   board showed, and a move from a status the order has left is refused instead of undoing
 *   someone else's. Needs request_id: a repeat answers the first answer and moves nothing.
 *   Staff only.
 * - PrintQueue (spec 3 §7, sub_action add): queues a docket for `order_id` on the device `pos_guid`
 *   (the device's own, from CustomerAccount account.eftpos.pos_guid). Kiosk (3) and staff (8)
 *   only, for orders of their brand; needs request_id.
 */
import { z } from 'zod/mini';
import { cartOptionLineSchema } from './manageCart';
import { ORDER_STATUSES } from './orderStatusDetailed';

export type StaffOrdersRequest = Record<string, never>;

export type StaffOrderStatusRequest = {
  order_id: string;
  status: string;
  from?: string;
  request_id: string;
};

export type PrintQueueRequest = {
  sub_action: 'add';
  pos_guid: string;
  order_id: string;
  request_id: string;
};

export const staffOrderSchema = z.object({
  id: z.int(),
  order_number: z.string(),
  status: z.enum(ORDER_STATUSES),
  /** Spec 3 §4 code and its label ('Submitted', 'In progress', 'Ready' …). */
  nstatus: z.int(),
  status_label: z.string(),
  /** Merchant-local 'yyyy-MM-ddTHH:mm:ss'. */
  placed_at: z.string(),
  fulfilment_type: z.string(),
  /** 'ASAP' or the merchant-local 'yyyy-MM-ddTHH:mm'. */
  fulfilment_when: z.string(),
  fulfilment_detail: z.string(),
  customer_name: z.string(),
  items: z.array(
    z.object({
      name: z.string(),
      quantity: z.int(),
      option_lines: z.array(cartOptionLineSchema),
    }),
  ),
  note: z.string(),
  grand_total: z.int(),
  /**
   * What paid for it and how much (src/domain/cancelRefund.ts refundKindOf), so the board says
   * what a cancel will do with the money; absent from boards stored before it was sent.
   */
  payment: z.optional(
    z.object({ kind: z.enum(['card', 'terminal', 'balance', 'none']), amount: z.int() }),
  ),
  /** The money a cancel gave back; null until the order is cancelled with a payment. */
  refund: z.optional(
    z.nullable(
      z.object({
        kind: z.enum(['card', 'terminal', 'balance', 'none']),
        state: z.enum(['pending', 'refunded', 'failed', 'owed']),
        amount: z.int(),
      }),
    ),
  ),
});
export type StaffOrder = z.infer<typeof staffOrderSchema>;

export const staffOrdersResponseSchema = z.object({
  merchant: z.object({ id: z.int(), name: z.string(), currency_sign: z.string() }),
  /** The store's today, 'yyyy-MM-dd'. */
  date: z.string(),
  orders: z.array(staffOrderSchema),
});
export type StaffOrdersResponse = z.infer<typeof staffOrdersResponseSchema>;

export const staffOrderStatusResponseSchema = z.object({ order: staffOrderSchema });
export type StaffOrderStatusResponse = z.infer<typeof staffOrderStatusResponseSchema>;

export const printQueueResponseSchema = z.object({
  print_job: z.object({
    id: z.int(),
    order_id: z.int(),
    pos_guid: z.string(),
    status: z.string(),
  }),
});
export type PrintQueueResponse = z.infer<typeof printQueueResponseSchema>;
