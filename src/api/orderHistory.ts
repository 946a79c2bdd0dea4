/**
 * RequestAction OrderHistory (spec 3 §7 'OrderHistory: none → orders and standing_orders'): the
 * signed-in customer's orders, newest first, and their standing orders. Standing orders are a
 * feature of their own: the list is empty unless the brand's is_standing_orders_enabled flag is on.
 */
import { z } from 'zod/mini';
import { flag } from './common';
import { ORDER_STATUSES } from './orderStatusDetailed';

export type OrderHistoryRequest = Record<string, never>;

export const orderSummarySchema = z.object({
  id: z.int(),
  order_number: z.string(),
  /** Spec 3 §4 status code (1 Submitted … 10 Rejected). */
  nstatus: z.int(),
  status: z.enum(ORDER_STATUSES),
  status_label: z.string(),
  /** Merchant-local 'yyyy-MM-ddTHH:mm:ss'. */
  created_date: z.string(),
  store_name: z.string(),
  store_suburb: z.string(),
  fulfilment_type: z.string(),
  /** The menu's slug, for 'Place another Order'. */
  menu_name: z.string(),
  currency_sign: z.string(),
  /** Grand total, cents. */
  total: z.int(),
  /** e.g. '2 x Flat White, 1 x Baklava'. */
  items_desc: z.string(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

/** Spec 3 §3 'In the order list a standing order carries id, status, store_name, store_suburb'. */
export const standingOrderSummarySchema = z.object({
  id: z.int(),
  status: z.int(),
  store_name: z.string(),
  store_suburb: z.string(),
});
export type StandingOrderSummary = z.infer<typeof standingOrderSummarySchema>;

export const orderHistoryResponseSchema = z.object({
  orders: z.array(orderSummarySchema),
  standing_orders: z.array(standingOrderSummarySchema),
  /** The brand's is_standing_orders_enabled: whether the list shows a Standing Orders section. */
  is_standing_orders_enabled: flag,
  /** The brand's is_loyalty_schemes_enabled: whether the account navigation offers Rewards. */
  is_loyalty_schemes_enabled: flag,
});
export type OrderHistoryResponse = z.infer<typeof orderHistoryResponseSchema>;
