/**
 * RequestAction OrderStatusDetailed: one order as its receipt shows it, with its live status. A
 * guest may read an order placed by the same session (the same device); a member, any of their
 * own orders. Anyone else gets 'Order not found'.
 */
import { z } from 'zod/mini';
import { cartOptionLineSchema } from './manageCart';
import { ORDER_STATUSES } from './orderStatuses';

export type OrderStatusDetailedRequest = { order_id: string };

// Apart, without zod, for the staff board's rules on the page: zod stays out of the page's code.
export { ORDER_STATUSES, type OrderStatus } from './orderStatuses';

const cents = z.int();

export const orderDetailSchema = z.object({
  id: z.int(),
  /** The number shown to the customer and called at the counter. */
  order_number: z.string(),
  merchant: z.object({
    id: z.int(),
    name: z.string(),
    address1: z.string(),
    suburb: z.string(),
    phone: z.string(),
  }),
  currency_sign: z.string(),
  status: z.enum(ORDER_STATUSES),
  /** The status as the customer reads it, e.g. 'Being prepared'. */
  status_label: z.string(),
  history: z.array(z.object({ status: z.enum(ORDER_STATUSES), at: z.string() })),
  placed_at: z.string(),
  fulfilment_type: z.string(),
  /** 'ASAP' or the merchant-local 'yyyy-MM-ddTHH:mm'. */
  fulfilment_when: z.string(),
  fulfilment_asap: z.union([z.literal(0), z.literal(1)]),
  /** Delivery address, pickup location, table number or booking, as one line; '' when none. */
  fulfilment_detail: z.string(),
  customer_name: z.string(),
  items: z.array(
    z.object({
      name: z.string(),
      quantity: z.int(),
      option_lines: z.array(cartOptionLineSchema),
      unit_price: cents,
      line_total: cents,
    }),
  ),
  sub_total: cents,
  rewards_discount: cents,
  discount: cents,
  surcharge_amount: cents,
  delivery_fee: cents,
  convenience_fee: cents,
  grand_total: cents,
  coupon_code: z.string(),
  note: z.string(),
  payment: z.object({
    method: z.string(),
    /** e.g. 'Visa ending 1111'; '' when not a card. */
    description: z.string(),
    amount: cents,
  }),
  // Spec 3 §3 'Order' fields the account area shows.
  /** Spec 3 §4 status code: 1 Submitted … 10 Rejected (src/domain/orderStatusCode.ts). */
  nstatus: z.int(),
  /** The POS's own order number; '' when the store has none. */
  pos_order_id: z.string(),
  /** A driver-tracking link for an active delivery; '' when none. */
  delivery_tracking_url: z.string(),
  /** The store's confirmation text for an active order; '' when none. */
  order_confirmation: z.string(),
  /** Reward points the order earned (0 for guests, kiosks, staff logins and cancelled orders). */
  rewards_awarded: z.int(),
  /** Reward points spent on its Rewards discount (0 when none, or given back on cancelling). */
  rewards_used: z.int(),
  /**
   * The standing order that placed it (spec 3 §3 'Order': standing_order_id): the receipt's 'Edit
   * Standing Order'. 0 for other orders; absent in answers cached before it was added.
   */
  standing_order_id: z.optional(z.int()),
  /** The menu's slug, for 'Place another Order'. */
  menu_name: z.string(),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

export const orderStatusDetailedResponseSchema = z.object({ order: orderDetailSchema });
export type OrderStatusDetailedResponse = z.infer<typeof orderStatusDetailedResponseSchema>;
