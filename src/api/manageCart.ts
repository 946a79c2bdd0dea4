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
import { z } from 'zod/mini';
import { deliveryAddressFields, flag, localeSchema } from './common';

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
  /** A payment method code of the menu's payment_methods (spec 2 §7 'Payment method codes'). */
  payment_method: string;
  contactless: 0 | 1;
  /** A student class id (menu.availability.student_classes); 0 for none. */
  store_class_id: number;
  student_name: string;
  /** JSON object of the menu's custom field answers, keyed by field id. */
  custom_data: string;
  /** 1: spend the member's reward points on the Rewards discount (brand.json `rewards`). */
  use_rewards: 0 | 1;
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
  /** JSON of CheckoutOptions: the cart screen's fulfilment and address, read, not stored. */
  checkout_options?: string;
  menu_sub_type?: string;
  /**
   * The card's type from the provider once a card is tokenised ('American Express'): a card
   * method's surcharge is priced as that card, as the placement prices it.
   */
  card_type?: string;
};

export type ManageCartRequest =
  | AddToOrderRequest
  | UpdateQuantityRequest
  | ClearCartRequest
  | UpdateCheckoutRequest
  | RepeatOrderRequest
  | LoadCheckoutRequest;

const cents = z.int();

export const cartOptionLineSchema = z.object({
  group_id: z.int(),
  group_name: z.string(),
  option_id: z.int(),
  desc: z.string(),
  price_offset: cents,
});
export type CartOptionLine = z.infer<typeof cartOptionLineSchema>;

export const cartItemSchema = z.object({
  cart_item_slot_id: z.int(),
  menu_item_id: z.int(),
  name: z.string(),
  quantity: z.int().check(z.minimum(1)),
  /** As stored, in the payload's key form. */
  options: z.record(z.string(), z.int()),
  /** The chosen options in group order, for display. */
  option_lines: z.array(cartOptionLineSchema),
  /** Base price plus option offsets, worked out by the server. */
  unit_price: cents,
  line_total: cents,
  /**
   * The spec's menu item flag, on the line: 0 when the item was sold out (or withdrawn) since it
   * was added, so placing the order will refuse it ('Product unavailable: <name>').
   */
  is_available: z.optional(flag),
  /** What the menu shows instead ('Sold out today'); '' while available. */
  available_str: z.optional(z.string()),
});
export type CartItem = z.infer<typeof cartItemSchema>;

/** The cart's checkout choices; '' and 0 mean not chosen. */
export const checkoutStateSchema = z.object({
  fulfilment_type: z.string(),
  fulfilment_asap: flag,
  fulfilment_date: z.string(),
  fulfilment_time: z.string(),
  ...deliveryAddressFields,
  delivery_validated: flag,
  /** Above 0: the merchant delivers there. */
  delivery_postcode_id: z.int(),
  delivery_slot_id: z.int(),
  delivery_stop_id: z.int(),
  pickup_location_id: z.int(),
});
export type CheckoutState = z.infer<typeof checkoutStateSchema>;

/**
 * What the order will cost, worked out by the server from the database (spec 2 §2.1 summary rows;
 * §3 'Cart response'). Every amount is integer cents and never negative; the client shows the
 * rewards discount and the preorder fee as their own lines by the spec's show/hide rules.
 */
export const cartTotalsSchema = z.object({
  /** Products total: the lines' sum. */
  sub_total: cents,
  /** Loyalty rewards taken off (members; 0 for guests). */
  rewards_discount: cents,
  total_after_rewards: cents,
  /** 'Other discount': the promo code's. */
  discount: cents,
  total_after_discount: cents,
  /** The chosen payment method's surcharge (card, AMEX or PayPal-type percent of the total). */
  surcharge_amount: cents,
  /** An estimate until checkout.delivery_validated is 1. */
  delivery_fee: cents,
  /** The preorder (convenience) fee of an order for a later time. */
  convenience_fee: cents,
  /** What the customer pays. */
  grand_total: cents,
});
export type CartTotals = z.infer<typeof cartTotalsSchema>;

export const cartOrderSchema = z.object({
  /** The cart's id. */
  id: z.int(),
  store_id: z.int(),
  menu_id: z.int(),
  items: z.array(cartItemSchema),
  /** Sum of the lines' quantities (the header badge). */
  num_items: z.int(),
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
  /** The full breakdown (the fields above are kept for the screens that already read them). */
  totals: cartTotalsSchema,
  /** The payment method chosen with update_checkout; '' when none yet. */
  payment_method: z.string(),
  contactless: flag,
  student_name: z.string(),
  store_class_id: z.int(),
  /** The custom field answers, keyed by field id. */
  custom_data: z.record(z.string(), z.string()),
  /** 1: the member spends reward points on this order (totals.rewards_discount). */
  use_rewards: z.optional(flag),
  /** The points the member holds to spend here; 0 for guests, kiosks, staff, or no redemption. */
  rewards_points: z.optional(z.int()),
});
export type CartOrder = z.infer<typeof cartOrderSchema>;

/** The delivery address as the server checked it (spec 1 §4 'Delivery address'). */
export const deliveryAddressCheckSchema = z.object({
  /** Above 0: delivered there; 0: not delivered there, or no address. */
  postcode_id: z.int(),
  delivery_validated: flag,
  postcode: z.string(),
  suburb: z.string(),
  state: z.string(),
  delivery_fee: cents,
  min_order: cents,
});

/** One of the menu's payment methods (spec 2 §3 menu.payment_methods). */
export const paymentMethodSchema = z.object({
  id: z.int(),
  /** PP, APPLE, GOOGLE, CB, CC, eftpos, 3DS, or ACCOUNT (account balance; spec 2 leaves it unnamed). */
  code: z.string(),
  icon: z.string(),
  /** The tab's label, e.g. 'Credit Card'. */
  desc: z.string(),
  /** A note under the tab, e.g. the surcharge. */
  info: z.string(),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

export const customFieldSchema = z.object({
  id: z.string(),
  label: z.string(),
  required: flag,
  /** 'text' or 'select' (with options). */
  type: z.enum(['text', 'select']),
  options: z.array(z.string()),
});
export type CustomField = z.infer<typeof customFieldSchema>;

/** Contactless option for one fulfilment type (spec 2 §2.2 block 8). */
export const contactlessSchema = z.object({
  enabled: flag,
  label: z.string(),
  desc: z.string(),
  notes_link: z.string(),
});

/** load_checkout's menu part (spec 2 §3 'Cart response' menu). */
export const checkoutMenuSchema = z.object({
  menu_id: z.int(),
  menu_name: z.string(),
  checkout_notice: z.string(),
  allow_promo_codes: flag,
  allow_order_notes: flag,
  require_registration: flag,
  is_students_enabled: flag,
  student_name_label: z.string(),
  /** Per fulfilment type code; absent types have no contactless option. */
  contactless: z.record(z.string(), contactlessSchema),
  custom_fields: z.array(customFieldSchema),
  custom_fields_label: z.string(),
  student_classes: z.array(z.object({ id: z.int(), name: z.string() })),
  payment_methods: z.array(paymentMethodSchema),
  /** Terms and age checkboxes (spec 2 §5.3): shown and required when 1. */
  terms_required: flag,
  terms_url: z.string(),
  age_limit_required: flag,
  age_limit_text: z.string(),
});
export type CheckoutMenu = z.infer<typeof checkoutMenuSchema>;

/** load_checkout's customer part; id 0 for a guest (spec 2 §3 'Cart response' customer). */
export const checkoutCustomerSchema = z.object({
  id: z.int(),
  name: z.string(),
  email: z.string(),
  /** 0 guest, 1 member. */
  status: z.int(),
  mobile: z.string(),
  /** Stored credit, cents. */
  balance: cents,
  has_saved_card: flag,
  credit_card_type: z.string(),
  credit_card_ending: z.string(),
  credit_card_expired: flag,
  credit_card_notice: z.string(),
  credit_card_update: flag,
  auto_topup_amount: cents,
  delivery_addresses: z.array(z.object({ id: z.int(), address: z.string() })),
  billing_addresses: z.array(z.object({ id: z.int(), postcode: z.string() })),
});
export type CheckoutCustomer = z.infer<typeof checkoutCustomerSchema>;

/** load_checkout's customer for a guest: id 0, status 0, nothing saved. */
export const GUEST_CHECKOUT_CUSTOMER: CheckoutCustomer = {
  id: 0,
  name: '',
  email: '',
  status: 0,
  mobile: '',
  balance: 0,
  has_saved_card: 0,
  credit_card_type: '',
  credit_card_ending: '',
  credit_card_expired: 0,
  credit_card_notice: '',
  credit_card_update: 0,
  auto_topup_amount: 0,
  delivery_addresses: [],
  billing_addresses: [],
};

/** load_checkout's merchant part (spec 2 §3 'Cart response' merchant). */
export const checkoutMerchantSchema = z.object({
  id: z.int(),
  menu_id: z.int(),
  name: z.string(),
  suburb: z.string(),
  address1: z.string(),
  phone: z.string(),
  logo_square_url: z.string(),
  locale: localeSchema,
  is_apple_pay_enabled: flag,
  is_google_pay_enabled: flag,
  is_eftpos_enabled: flag,
  is_billing_address_required: flag,
  is_braintree_payments_enabled: flag,
  /** The brand's Braintree tokenization key; '' means the payment sandbox tokenises cards. */
  braintree_tokenization_key: z.string(),
  /** The payment sandbox's origin when the sandbox is in use (its card frames and pages), else ''. */
  payment_sandbox_origin: z.string(),
  /** Percent with up to 2 decimals, e.g. 1.5. */
  surcharge_percent_cc: z.number(),
  surcharge_percent_amex: z.number(),
  surcharge_percent_paypal: z.number(),
  local_ts: z.string(),
  timezone: z.string(),
  promo_text: z.string(),
  payment_text: z.string(),
  delivery_text: z.string(),
  warning_text: z.string(),
});
export type CheckoutMerchant = z.infer<typeof checkoutMerchantSchema>;

export const manageCartResponseSchema = z.object({
  sub_action: z.enum(MANAGE_CART_SUB_ACTIONS),
  order: cartOrderSchema,
  /** 1 when the totals changed: the client reloads the cart. */
  affects_cart_total: flag,
  /** The line add_to_order wrote or update_quantity changed (or removed); 0 for the others. */
  cart_item_slot_id: z.int(),
  additional_data: z.object({
    delivery_address: deliveryAddressCheckSchema,
    /** Estimated delivery minutes for the address; 0 when not delivered there. */
    delivery_mins: z.int(),
  }),
  /** load_checkout only: the rest of spec 2 §3's cart response. */
  menu: z.optional(checkoutMenuSchema),
  customer: z.optional(checkoutCustomerSchema),
  merchant: z.optional(checkoutMerchantSchema),
});
export type ManageCartResponse = z.infer<typeof manageCartResponseSchema>;
