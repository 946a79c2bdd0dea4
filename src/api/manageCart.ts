/**
 * RequestAction ManageCart (spec 1 §3 'Cart item payload', §7; spec 2 §3 'Cart response',
 * 'Checkout options', §7): add_to_order, update_quantity, clear_cart, update_checkout (address,
 * stop, location, fulfilment, promo code, order note), repeat_order, and load_checkout (a read).
 *
 * Every sub_action but load_checkout changes the cart, so its request carries `request_id`, a
 * client-generated idempotency key: a repeat with the same id from the same session gets the first
 * answer and changes nothing; from another session it is refused ('This request_id was already
 * used by another session'). Nested payloads travel as JSON strings in one form field. Money is
 * integer cents.
 */
import { z } from 'zod';
import { flag } from './common';

export const MANAGE_CART_SUB_ACTIONS = [
  'add_to_order',
  'update_quantity',
  'clear_cart',
  'update_checkout',
  'repeat_order',
  'load_checkout',
] as const;
export type ManageCartSubAction = (typeof MANAGE_CART_SUB_ACTIONS)[number];

/**
 * add_to_order's menu_item_data. Options use the spec's keys: `group_{id}` → the chosen option id
 * for a single-choice group, `option_{id}` → 1 for each chosen option of a multiselect group.
 * cart_item_slot_id -1 adds a new line; a line's id replaces that line.
 */
export type CartItemPayload = {
  menu_item_id: number;
  quantity: number;
  options: Record<string, number>;
  cart_item_slot_id: number;
};

/**
 * update_checkout's checkout_options: only the fields present change. delivery_address is the
 * address parts (address1, address2, city, state, postcode, country) joined with ', '; a
 * delivery_address_id > 0 picks a saved address instead. Ids of 0 clear a choice; coupon_code ''
 * removes the promo code.
 */
export type CheckoutOptions = Partial<{
  fulfilment_type: string;
  fulfilment_asap: 0 | 1;
  /** 'yyyy-MM-dd' */
  fulfilment_date: string;
  /** 'HH:mm' */
  fulfilment_time: string;
  delivery_address_id: number;
  delivery_address: string;
  delivery_address1: string;
  delivery_address2: string;
  delivery_city: string;
  delivery_state: string;
  delivery_postcode: string;
  delivery_country: string;
  delivery_geo: string;
  delivery_latlng: string;
  delivery_slot_id: number;
  delivery_stop_id: number;
  pickup_location_id: number;
  coupon_code: string;
  order_note: string;
}>;

type CartTarget = {
  store_id: string;
  menu_id: string;
  /** Client-generated idempotency key, unique per change (e.g. a UUID). */
  request_id: string;
  component?: string;
};

export type AddToOrderRequest = CartTarget & {
  sub_action: 'add_to_order';
  /** JSON of CartItemPayload. */
  menu_item_data: string;
};

export type UpdateCheckoutRequest = CartTarget & {
  sub_action: 'update_checkout';
  /** JSON of CheckoutOptions. */
  checkout_options: string;
};

export type RepeatOrderRequest = CartTarget & { sub_action: 'repeat_order'; order_id: string };

/** update_quantity's menu_item_data: the line and its new quantity; 0 removes the line. */
export type QuantityPayload = { cart_item_slot_id: number; quantity: number };

export type UpdateQuantityRequest = CartTarget & {
  sub_action: 'update_quantity';
  /** JSON of QuantityPayload. */
  menu_item_data: string;
};

/** Empties the cart: lines, promo code, order note and checkout choices. */
export type ClearCartRequest = CartTarget & {
  sub_action: 'clear_cart';
  /** Listed by spec 2 §7; accepted and not read. */
  checkout_options?: string;
};

/** A read: no request_id, never answered from the idempotency store. */
export type LoadCheckoutRequest = Omit<CartTarget, 'request_id'> & {
  sub_action: 'load_checkout';
};

export type ManageCartRequest =
  | AddToOrderRequest
  | UpdateQuantityRequest
  | ClearCartRequest
  | UpdateCheckoutRequest
  | RepeatOrderRequest
  | LoadCheckoutRequest;

const cents = z.number().int();

export const cartOptionLineSchema = z.object({
  group_id: z.number().int(),
  group_name: z.string(),
  option_id: z.number().int(),
  desc: z.string(),
  price_offset: cents,
});
export type CartOptionLine = z.infer<typeof cartOptionLineSchema>;

export const cartItemSchema = z.object({
  cart_item_slot_id: z.number().int(),
  menu_item_id: z.number().int(),
  name: z.string(),
  quantity: z.number().int().min(1),
  /** As stored, in the payload's key form. */
  options: z.record(z.string(), z.number().int()),
  /** The chosen options in group order, for display. */
  option_lines: z.array(cartOptionLineSchema),
  /** Base price plus option offsets, worked out by the server. */
  unit_price: cents,
  line_total: cents,
});
export type CartItem = z.infer<typeof cartItemSchema>;

/** The cart's checkout choices; '' and 0 mean not chosen. */
export const checkoutStateSchema = z.object({
  fulfilment_type: z.string(),
  fulfilment_asap: flag,
  fulfilment_date: z.string(),
  fulfilment_time: z.string(),
  delivery_address_id: z.number().int(),
  delivery_address: z.string(),
  delivery_address1: z.string(),
  delivery_address2: z.string(),
  delivery_city: z.string(),
  delivery_state: z.string(),
  delivery_postcode: z.string(),
  delivery_country: z.string(),
  delivery_validated: flag,
  /** Above 0: the merchant delivers there. */
  delivery_postcode_id: z.number().int(),
  delivery_slot_id: z.number().int(),
  delivery_stop_id: z.number().int(),
  pickup_location_id: z.number().int(),
});
export type CheckoutState = z.infer<typeof checkoutStateSchema>;

export const cartOrderSchema = z.object({
  /** The cart's id. */
  id: z.number().int(),
  store_id: z.number().int(),
  menu_id: z.number().int(),
  items: z.array(cartItemSchema),
  /** Sum of the lines' quantities (the header badge). */
  num_items: z.number().int(),
  sub_total: cents,
  /** Upper case; '' for none. */
  coupon_code: z.string(),
  /** The promo code's discount (0 while the order is below its minimum). */
  discount: cents,
  total_after_discount: cents,
  /** The delivery postcode's fee for a delivery order with a valid address, else 0. */
  delivery_fee: cents,
  total: cents,
  note: z.string(),
  checkout: checkoutStateSchema,
});
export type CartOrder = z.infer<typeof cartOrderSchema>;

/** The delivery address as the server checked it (spec 1 §4 'Delivery address'). */
export const deliveryAddressCheckSchema = z.object({
  /** Above 0: delivered there; 0: not delivered there, or no address. */
  postcode_id: z.number().int(),
  delivery_validated: flag,
  postcode: z.string(),
  suburb: z.string(),
  state: z.string(),
  delivery_fee: cents,
  min_order: cents,
});

export const manageCartResponseSchema = z.object({
  sub_action: z.enum(MANAGE_CART_SUB_ACTIONS),
  order: cartOrderSchema,
  /** 1 when the totals changed: the client reloads the cart. */
  affects_cart_total: flag,
  /** The line add_to_order wrote or update_quantity changed (or removed); 0 for the others. */
  cart_item_slot_id: z.number().int(),
  additional_data: z.object({
    delivery_address: deliveryAddressCheckSchema,
    /** Estimated delivery minutes for the address; 0 when not delivered there. */
    delivery_mins: z.number().int(),
  }),
});
export type ManageCartResponse = z.infer<typeof manageCartResponseSchema>;
