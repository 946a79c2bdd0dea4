/**
 * RequestAction SubmitOrder (spec 2 §4.2, §7): the same call validates (preorder 1) and places
 * (preorder 0) the caller's open cart. The server prices the order from its own database; the
 * client's figures are never trusted.
 *
 * Every call carries `request_id`, a client-generated idempotency key, one per placement attempt:
 * the client stores it before sending and sends it again, unchanged, when an answer was lost. A
 * repeat by the same session gets the first answer (the order placed once, the card charged once,
 * even when the repeats race); a repeat by another session is refused. A validation and the
 * placement that follows use different ids.
 *
 * Card numbers never travel here: card_number and card_csc exist in spec 2 §7, and the server
 * refuses any request that fills them ('Card details must be entered in the secure card form').
 * Cards arrive as a provider nonce (braintree_nonce), wallets as wallet_data.
 */
import { z } from 'zod/mini';
import type { BillingAddressFields } from './billingFields';
import { flag } from './common';

/** Form fields, all strings on the wire (spec 2 §7 SubmitOrder payload); absent means empty. */
export type SubmitOrderRequest = {
  merchant_id: string;
  menu_id: string;
  /** '1' validates only; '0' places. */
  preorder: '0' | '1';
  request_id: string;
  payment_method: string;
  /** 'rapp' in the native app, 'rmobi' on the web. */
  order_source: 'rapp' | 'rmobi';
} & Partial<
  Record<
    | 'fulfilment_type'
    | 'fulfilment_asap'
    /** Unix seconds, or '' for ASAP. */
    | 'fulfilment_datetime'
    | 'contact_name'
    | 'booking_ref'
    | 'booking_pax'
    | 'table_num'
    | 'customer_name'
    | 'customer_name_new'
    | 'customer_email'
    | 'customer_mobile'
    | 'customer_mobile_new'
    | 'mobile_metadata'
    | 'student_name'
    | 'store_class_id'
    | 'card_name'
    | 'card_number'
    | 'card_expiry'
    | 'card_csc'
    | 'delivery_address_id'
    | 'delivery_address_str'
    | 'delivery_address1'
    | 'delivery_address2'
    | 'delivery_city'
    | 'delivery_state'
    | 'delivery_postcode'
    | 'delivery_country'
    | 'delivery_geo'
    | 'delivery_latlng'
    | 'delivery_slot_id'
    | 'delivery_stop_id'
    | 'pickup_location_id'
    | 'save_card'
    /** '1' with save_card '1': the saved card tops up auto_topup_amount (cents) below 5.00. */
    | 'auto_topup'
    | 'auto_topup_amount'
    | 'contactless'
    /** JSON object of custom field answers. */
    | 'custom_data'
    | 'order_note'
    | 'order_note_included'
    /** JSON of the wallet's payment token (Apple Pay / Google Pay). */
    | 'wallet_data'
    | 'braintree_nonce'
    /** Web: where the payment pages send the customer back, an absolute URL of /checkout. */
    | 'return_url'
    /** '1' when the terms checkbox is ticked (required when menu.terms_required is 1). */
    | 'terms_agreed'
    /** '1' when the age limitation checkbox is ticked (required when menu.age_limit_required is 1). */
    | 'age_agreed'
    /**
     * Linkly terminal, payment_method 'eftpos' from a kiosk or staff login: the
     * approved purchase's TxnRef (16 characters) and its session id. One session pays one order.
     */
    | 'terminal_txn_ref'
    | 'terminal_session_id'
    /**
     * Integer cents: the Order total the checkout showed when the customer pressed Place Order
     *. The placement is refused, before any charge, when the server would charge
     * another amount.
     */
    | 'confirmed_total'
    | 'pn_data',
    string
  >
> &
  BillingAddressFields;

export const submitOrderResponseSchema = z.object({
  preorder: flag,
  /** The placed order's id; 0 after a validation. */
  order_id: z.int(),
  /** Cents. */
  order_total: z.int(),
  payment_method: z.string(),
  /**
   * 1: before placing, send the customer to redirect_url (PayPal-type, crypto, or a card that
   * needs 3-D Secure); the page returns to return_url with s, result and msg (spec 2 §2.2).
   */
  payment_redirect: flag,
  requires_redirect: flag,
  redirect_url: z.string(),
  promo_code: z.string(),
  customer: z.object({
    id: z.int(),
    name: z.string(),
    email: z.string(),
    status: z.int(),
  }),
});
export type SubmitOrderResponse = z.infer<typeof submitOrderResponseSchema>;
