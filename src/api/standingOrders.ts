/**
 * RequestAction StandingOrders (spec 3 §2 'Standing orders', §3 'Standing order' and 'Store
 * settings (standing orders)', §7 'StandingOrders'): a member's recurring order, one row of
 * per-weekday quantities per product, placed and paid by the server at each store's cut-off.
 *
 * sub_action load: the standing order (an empty one when standing_order_id is 0), the stores the
 * member may order from with their standing-order settings, the store's merchant summary and the
 * customer. save: writes standing_order_data (JSON of the standing order) and the delivery address.
 * status: sets status (1 active, anything else paused) and saves at once. Each answers as load does.
 * Money is integer cents; times are the store's local 'HH:mm'.
 */
import { z } from 'zod/mini';
import { deliveryAddressFields, flag, type FulfilmentCode } from './common';

export type StandingOrdersRequest = {
  sub_action: 'load' | 'save' | 'status';
  /** 0 for the member's first store (or the default). */
  store_id: string;
  /** 0 in new mode; a positive id in edit mode. */
  standing_order_id: string;
  /**
   * save and status: the gesture's idempotency key (one per tap of Save or of the switch), so a
   * retried save in new mode makes one standing order, not two.
   */
  request_id?: string;
} & Partial<
  Record<
    /** JSON of StandingOrderData (save, status). */
    | 'standing_order_data'
    /** JSON of the delivery address fields (save, for delivery). */
    | 'delivery_address',
    string
  >
>;

/** Spec 3 §9 'Weekday quantity up to 999'. */
export const MAX_WEEKDAY_QTY = 999;
export const STANDING_ORDER_WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type StandingOrderWeekday = (typeof STANDING_ORDER_WEEKDAYS)[number];

/** The fulfilment types a standing order may use (spec 3 store settings: pickup, dine-in, delivery). */
export const STANDING_ORDER_FULFILMENT = [
  'pickup',
  'dinein',
  'delivery',
] as const satisfies readonly FulfilmentCode[];
export type StandingOrderFulfilment = (typeof STANDING_ORDER_FULFILMENT)[number];

const weekdayQuantities = {
  qty_mon: z.int(),
  qty_tue: z.int(),
  qty_wed: z.int(),
  qty_thu: z.int(),
  qty_fri: z.int(),
  qty_sat: z.int(),
  qty_sun: z.int(),
};

export const standingOrderItemSchema = z.object({
  menu_item_id: z.int(),
  category_id: z.int(),
  category_desc: z.string(),
  menu_item_desc: z.string(),
  /** Cents, before the store's standing-order discount. */
  price: z.int(),
  options_available: flag,
  /** The chosen modifier option ids. */
  options: z.array(z.int()),
  ...weekdayQuantities,
  available_pickup: flag,
  available_dinein: flag,
  available_deliver: flag,
  /** Per weekday, mon first: 1 when the product is sold that day (the row's field is disabled otherwise). */
  available_days: z.array(flag),
});
export type StandingOrderItem = z.infer<typeof standingOrderItemSchema>;

export const standingOrderSchema = z.object({
  /** 0 until saved. */
  id: z.int(),
  store_id: z.int(),
  menu_id: z.int(),
  customer_id: z.int(),
  customer_billing_id: z.int(),
  /** '' until chosen in new mode. */
  fulfilment_type: z.union([z.enum(STANDING_ORDER_FULFILMENT), z.literal('')]),
  /** Pickup or dine-in time, 'HH:mm', 5-minute steps within the store's window; '' for delivery. */
  fulfilment_time: z.string(),
  contactless: flag,
  /** 'advance' (spec default): paid when placed at the cut-off, by the saved card or the balance. */
  payment_method: z.string(),
  pickup_location_id: z.int(),
  delivery_address_id: z.int(),
  delivery_slot_id: z.int(),
  delivery_stop_id: z.int(),
  student_name: z.string(),
  store_class_id: z.int(),
  note: z.string(),
  /** 1 active; anything else paused. */
  status: z.int(),
  items: z.array(standingOrderItemSchema),
});
export type StandingOrder = z.infer<typeof standingOrderSchema>;

/** What the client sends as standing_order_data. */
export type StandingOrderData = Omit<StandingOrder, 'customer_id' | 'items'> & {
  items: Pick<StandingOrderItem, 'menu_item_id' | 'options' | keyof typeof weekdayQuantities>[];
};

/** Spec 3 §3 'Store settings (standing orders)'. */
export const standingOrderStoreSchema = z.object({
  id: z.int(),
  name: z.string(),
  suburb: z.string(),
  menu_id: z.int(),
  cut_off_time_pickup_12h: z.string(),
  cut_off_time_dinein_12h: z.string(),
  cut_off_time_delivery_12h: z.string(),
  /** Days before the order's day the cut-off falls (0: the same day). */
  cut_off_days_pickup: z.int(),
  cut_off_days_dinein: z.int(),
  cut_off_days_delivery: z.int(),
  /** Whole percent. */
  discount_percent_pickup: z.number(),
  discount_percent_dinein: z.number(),
  discount_percent_delivery: z.number(),
  available_pickup: flag,
  available_dinein: flag,
  available_deliver: flag,
  /** 'HH:mm' */
  available_pickup_from: z.string(),
  available_pickup_to: z.string(),
  /** 1 when a saved card (or enough balance) is needed before the order can be active. */
  payment_method_required: flag,
});
export type StandingOrderStore = z.infer<typeof standingOrderStoreSchema>;

export const standingOrderDeliverySchema = z.object({
  ...deliveryAddressFields,
  delivery_validated: flag,
  delivery_postcode_id: z.int(),
  delivery_slot_id: z.int(),
  delivery_slots: z.array(
    z.object({ delivery_slot_id: z.int(), display_label: z.string(), available_str: z.string() }),
  ),
});
export type StandingOrderDelivery = z.infer<typeof standingOrderDeliverySchema>;

export const standingOrdersResponseSchema = z.object({
  /** 'Standing Order Saved (Active)' and the like after save or status; '' after load. */
  message: z.string(),
  standing_order: standingOrderSchema,
  stores: z.array(standingOrderStoreSchema),
  delivery: standingOrderDeliverySchema,
  merchant: z.object({ id: z.int(), name: z.string(), currency_sign: z.string() }),
  customer: z.object({ id: z.int(), has_saved_card: flag, balance: z.int() }),
});
export type StandingOrdersResponse = z.infer<typeof standingOrdersResponseSchema>;
