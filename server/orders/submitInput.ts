/**
 * SubmitOrder's form fields (src/api/submitOrder.ts) read into one value. Every field is a string
 * on the wire; absent means empty. Card numbers are not read here: the action refuses a request
 * that carries them before anything else.
 */
import type { RequestFields } from '../protocol/context';
import { singleLine } from '@domain/singleLine';

export type SubmitInput = {
  validateOnly: boolean;
  requestId: string;
  paymentMethod: string;
  fulfilmentType: string;
  /** null: the cart's choice. */
  asap: boolean | null;
  /** Unix seconds; null: the cart's date and time. */
  datetimeSeconds: number | null;
  contactName: string;
  bookingRef: string;
  bookingPax: number;
  tableNum: string;
  customerName: string;
  customerNameNew: string;
  customerEmail: string;
  customerMobile: string;
  /** null: the request has no customer_mobile_new (the page showed no new-mobile field). */
  customerMobileNew: string | null;
  mobileMetadata: string;
  studentName: string | null;
  storeClassId: number | null;
  deliveryAddressId: number;
  deliveryAddress: {
    address1: string;
    address2: string;
    city: string;
    state: string;
    postcode: string;
    country: string;
    text: string;
  };
  deliverySlotId: number;
  deliveryStopId: number;
  pickupLocationId: number;
  contactless: boolean | null;
  customData: string | null;
  orderNote: string | null;
  walletData: string;
  nonce: string;
  /** save_card '1': a member's new card is vaulted and kept for next time (spec 3 Card entry). */
  saveCard: boolean;
  returnUrl: string;
  orderSource: string;
  termsAgreed: boolean;
  ageAgreed: boolean;
  /** An eftpos payment's Linkly TxnRef and session id; '' otherwise. */
  terminalTxnRef: string;
  terminalSessionId: string;
  /** The Order total (cents) the checkout showed when the customer placed it; null when not sent. */
  confirmedTotal: number | null;
};

/** Fields that must never reach the server: the card's number and security code. */
export const CARD_FIELDS = ['card_number', 'card_csc'] as const;

export function carriesCardDetails(fields: RequestFields): boolean {
  return Object.keys(fields).some((name) =>
    CARD_FIELDS.some(
      (card) => (name === card || name.endsWith(`[${card}]`)) && fields[name] !== '',
    ),
  );
}

/** Every field is one line: no line breaks, controls or bidi overrides. */
const text = (fields: RequestFields, name: string) => singleLine(fields[name] ?? '');

function positiveInt(raw: string): number {
  return /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
}

function flagOrNull(raw: string): boolean | null {
  if (raw === '') return null;
  return raw === '1' || raw.toLowerCase() === 'true';
}

export function readSubmitInput(fields: RequestFields, requestId: string): SubmitInput {
  const seconds = text(fields, 'fulfilment_datetime');
  const present = (name: string) => fields[name] !== undefined;
  return {
    validateOnly: text(fields, 'preorder') === '1',
    requestId,
    paymentMethod: text(fields, 'payment_method'),
    fulfilmentType: text(fields, 'fulfilment_type'),
    asap: flagOrNull(text(fields, 'fulfilment_asap')),
    datetimeSeconds: /^\d{1,12}$/.test(seconds) ? Number(seconds) : null,
    contactName: text(fields, 'contact_name'),
    bookingRef: text(fields, 'booking_ref'),
    bookingPax: positiveInt(text(fields, 'booking_pax')),
    tableNum: text(fields, 'table_num'),
    customerName: text(fields, 'customer_name'),
    customerNameNew: text(fields, 'customer_name_new'),
    customerEmail: text(fields, 'customer_email'),
    customerMobile: text(fields, 'customer_mobile'),
    customerMobileNew: present('customer_mobile_new') ? text(fields, 'customer_mobile_new') : null,
    mobileMetadata: text(fields, 'mobile_metadata'),
    studentName: present('student_name') ? text(fields, 'student_name') : null,
    storeClassId: present('store_class_id') ? positiveInt(text(fields, 'store_class_id')) : null,
    deliveryAddressId: positiveInt(text(fields, 'delivery_address_id')),
    deliveryAddress: {
      address1: text(fields, 'delivery_address1'),
      address2: text(fields, 'delivery_address2'),
      city: text(fields, 'delivery_city'),
      state: text(fields, 'delivery_state').toUpperCase(),
      postcode: text(fields, 'delivery_postcode'),
      country: text(fields, 'delivery_country'),
      text: text(fields, 'delivery_address_str'),
    },
    deliverySlotId: positiveInt(text(fields, 'delivery_slot_id')),
    deliveryStopId: positiveInt(text(fields, 'delivery_stop_id')),
    pickupLocationId: positiveInt(text(fields, 'pickup_location_id')),
    contactless: flagOrNull(text(fields, 'contactless')),
    customData: present('custom_data') ? (fields.custom_data ?? '') : null,
    orderNote: present('order_note') ? text(fields, 'order_note') : null,
    walletData: text(fields, 'wallet_data'),
    nonce: text(fields, 'braintree_nonce'),
    saveCard: flagOrNull(text(fields, 'save_card')) === true,
    returnUrl: text(fields, 'return_url'),
    orderSource: text(fields, 'order_source'),
    termsAgreed: flagOrNull(text(fields, 'terms_agreed')) === true,
    ageAgreed: flagOrNull(text(fields, 'age_agreed')) === true,
    terminalTxnRef: text(fields, 'terminal_txn_ref'),
    terminalSessionId: text(fields, 'terminal_session_id'),
    confirmedTotal: /^\d{1,9}$/.test(text(fields, 'confirmed_total'))
      ? Number(text(fields, 'confirmed_total'))
      : null,
  };
}
