/**
 * The SubmitOrder form fields (spec 2 §7) from what the checkout holds: the customer's details by
 * role, the held fulfilment choice and delivery address, the checkout's own choices. Card data is
 * never among them (the card is a provider nonce, added by the caller).
 */
import type { SubmitOrderRequest } from '../api/submitOrder';
import type { HeldDeliveryAddress } from './cartLoadOptions';
import { localEpochInZone } from './calendar';
import type { DetailsRole } from './checkoutDetails';
import type { SelectedFulfilment } from './fulfilmentReset';
import { isMobileBlank, mobileMetadata } from './phone';

/** What the customer filled in on the checkout (none of it card data). */
export type CheckoutDraft = {
  name: string;
  email: string;
  mobile: string;
  /** The mobile's country (ISO, upper case). */
  country: string;
  /** Members: a new name when the stored one will not do (spec 2 §5.2). */
  nameNew: string;
  /** Members: a new mobile when the field is present. */
  mobileNew: string;
  studentName: string;
  storeClassId: number;
  customData: Record<string, string>;
  contactless: boolean;
  paymentMethod: string;
  /** Members paying by a new card: keep it for next time (spec 3 Card entry save_card, default true). */
  saveCard: boolean;
  /**
   * Members saving a new card: turn on auto top-up with it (spec 2 §7 and spec 3 §3 checkout state
   * auto_topup).
   */
  autoTopup: boolean;
  /** Where the merchant requires a billing address: a saved one's id, or the searched text. */
  billingAddressId: string;
  billingAddressStr: string;
  ageAgreed: boolean;
  termsAgreed: boolean;
};

export const EMPTY_DRAFT: CheckoutDraft = {
  name: '',
  email: '',
  mobile: '',
  country: 'AU',
  nameNew: '',
  mobileNew: '',
  studentName: '',
  storeClassId: 0,
  customData: {},
  contactless: false,
  paymentMethod: '',
  saveCard: true,
  autoTopup: false,
  billingAddressId: '',
  billingAddressStr: '',
  ageAgreed: false,
  termsAgreed: false,
};

export type OrderFieldsInput = {
  draft: CheckoutDraft;
  role: DetailsRole;
  /** The held customer's stored details (members). */
  stored: { name: string; email: string; mobile: string };
  memberNeedsName: boolean;
  memberMobileShown: boolean;
  selection: SelectedFulfilment;
  delivery: HeldDeliveryAddress | null;
  /** The merchant's IANA zone: the held time is a merchant-local epoch, the wire wants Unix seconds. */
  timeZone: string;
  orderSource: 'rapp' | 'rmobi';
  note: string;
  /** Web: the absolute /checkout URL the payment pages return to. */
  returnUrl: string;
  /** The merchant's is_billing_address_required: the billing_* fields go. */
  billingRequired?: boolean;
};

/** A merchant-local epoch (ms) → Unix seconds, through the zone's offset at that moment. */
export function unixSecondsOfLocal(local: number, timeZone: string): number {
  const guess = local - (localEpochInZone(local, timeZone) - local);
  const instant = local - (localEpochInZone(guess, timeZone) - guess);
  return Math.round(instant / 1000);
}

const id = (value: number) => (value > 0 ? String(value) : '');

export function submitOrderFields(
  input: OrderFieldsInput,
): Omit<SubmitOrderRequest, 'merchant_id' | 'menu_id' | 'preorder' | 'request_id'> {
  const { draft, selection, delivery } = input;
  const scheduled = !selection.asap && selection.datetime !== null;
  const fields: Omit<SubmitOrderRequest, 'merchant_id' | 'menu_id' | 'preorder' | 'request_id'> = {
    payment_method: draft.paymentMethod,
    order_source: input.orderSource,
    return_url: input.returnUrl,
    fulfilment_type: selection.code ?? '',
    fulfilment_asap: selection.asap ? '1' : '0',
    fulfilment_datetime:
      scheduled && selection.datetime !== null
        ? String(unixSecondsOfLocal(selection.datetime, input.timeZone))
        : '',
    table_num: selection.dineinTableNum,
    contact_name: selection.dineinBookingName,
    booking_ref: selection.dineinBookingRef,
    booking_pax: selection.dineinBookingPax > 0 ? String(selection.dineinBookingPax) : '',
    delivery_slot_id: id(selection.deliverySlotId),
    delivery_stop_id: id(selection.deliveryStopId),
    pickup_location_id: id(selection.pickupLocationId),
    student_name: draft.studentName.trim(),
    store_class_id: id(draft.storeClassId),
    contactless: draft.contactless ? '1' : '0',
    custom_data: JSON.stringify(draft.customData),
    order_note: input.note,
    order_note_included: input.note.trim() === '' ? '0' : '1',
    terms_agreed: draft.termsAgreed ? '1' : '0',
    age_agreed: draft.ageAgreed ? '1' : '0',
  };
  if (selection.code === 'delivery' && delivery !== null) {
    if (delivery.addressId > 0) fields.delivery_address_id = String(delivery.addressId);
    fields.delivery_address_str = delivery.address;
    fields.delivery_address1 = delivery.address1;
    fields.delivery_address2 = delivery.address2;
    fields.delivery_city = delivery.city;
    fields.delivery_state = delivery.state;
    fields.delivery_postcode = delivery.postcode;
    fields.delivery_country = delivery.country;
  }
  if (input.role === 'member') {
    fields.customer_name = input.stored.name;
    fields.customer_email = input.stored.email;
    fields.customer_mobile = input.stored.mobile;
    if (input.memberNeedsName) fields.customer_name_new = draft.nameNew.trim();
    if (input.memberMobileShown) {
      fields.customer_mobile_new = draft.mobileNew.trim();
      fields.mobile_metadata = mobileMetadata(draft.mobileNew, draft.country);
    }
    if (draft.paymentMethod === 'CC') {
      fields.save_card = draft.saveCard ? '1' : '0';
      if (draft.saveCard) fields.auto_topup = draft.autoTopup ? '1' : '0';
    }
  } else {
    const mobile = isMobileBlank(draft.mobile) ? '' : draft.mobile.trim();
    fields.customer_name = draft.name.trim();
    fields.customer_email = draft.email.trim();
    fields.customer_mobile = mobile;
    fields.mobile_metadata = mobile === '' ? '' : mobileMetadata(mobile, draft.country);
  }
  if (input.billingRequired) {
    Object.assign(fields, billingFields(draft, selection.code === 'delivery' ? delivery : null));
  }
  return fields;
}

/** A saved billing address, the searched one, or else the delivery address (spec 2 §4.1). */
function billingFields(
  draft: CheckoutDraft,
  delivery: HeldDeliveryAddress | null,
): Partial<SubmitOrderRequest> {
  if (draft.billingAddressId !== '') return { billing_address_id: draft.billingAddressId };
  if (draft.billingAddressStr.trim() !== '') {
    return { billing_address_str: draft.billingAddressStr.trim() };
  }
  if (delivery === null) return {};
  return {
    billing_address_str: delivery.address,
    billing_address1: delivery.address1,
    billing_address2: delivery.address2,
    billing_city: delivery.city,
    billing_state: delivery.state,
    billing_postcode: delivery.postcode,
    billing_country: delivery.country,
  };
}
