import { beforeAll, describe, expect, it } from 'vitest';
import { localEpochFromWallClock } from './calendar';
import { EMPTY_SELECTION } from './fulfilmentReset';
import {
  EMPTY_DRAFT,
  submitOrderFields,
  unixSecondsOfLocal,
  type OrderFieldsInput,
} from './submitOrderFields';
import { loadPhoneMetadata } from './phone';

// The mobile rules read libphonenumber's metadata, which the app fetches on demand.
beforeAll(loadPhoneMetadata);

const base: OrderFieldsInput = {
  draft: {
    ...EMPTY_DRAFT,
    name: ' Jo Citizen ',
    email: 'jo@example.com',
    mobile: '0412 345 678',
    paymentMethod: 'CC',
  },
  role: 'guest',
  stored: { name: '', email: '', mobile: '' },
  memberNeedsName: false,
  memberMobileShown: false,
  selection: { ...EMPTY_SELECTION, code: 'pickup', asap: true },
  delivery: null,
  timeZone: 'Australia/Perth',
  orderSource: 'rmobi',
  note: '',
  returnUrl: 'https://shop.example/checkout',
};

describe('SubmitOrder fields (spec 2 §7)', () => {
  it('a guest picking up ASAP', () => {
    expect(submitOrderFields(base)).toMatchObject({
      payment_method: 'CC',
      order_source: 'rmobi',
      fulfilment_type: 'pickup',
      fulfilment_asap: '1',
      fulfilment_datetime: '',
      customer_name: 'Jo Citizen',
      customer_email: 'jo@example.com',
      customer_mobile: '0412 345 678',
      contactless: '0',
      custom_data: '{}',
      order_note_included: '0',
      terms_agreed: '0',
      age_agreed: '0',
      return_url: 'https://shop.example/checkout',
    });
    expect(JSON.parse(submitOrderFields(base).mobile_metadata ?? '')).toMatchObject({
      e164: '+61412345678',
    });
  });

  it('never carries card fields', () => {
    const fields = submitOrderFields(base);
    expect(Object.keys(fields)).not.toContain('card_number');
    expect(Object.keys(fields)).not.toContain('card_csc');
  });

  it('a kiosk customer who left the mobile at its prefix sends no mobile', () => {
    const fields = submitOrderFields({
      ...base,
      role: 'kiosk',
      draft: { ...base.draft, mobile: '+61' },
    });
    expect(fields.customer_mobile).toBe('');
    expect(fields.mobile_metadata).toBe('');
  });

  it('a later time goes as Unix seconds of the store clock (Perth is UTC+8)', () => {
    const local = localEpochFromWallClock('2025-01-15 12:05')!;
    expect(unixSecondsOfLocal(local, 'Australia/Perth')).toBe(Date.UTC(2025, 0, 15, 4, 5) / 1000);
    expect(
      unixSecondsOfLocal(localEpochFromWallClock('2025-01-15 12:05')!, 'Australia/Sydney'),
    ).toBe(Date.UTC(2025, 0, 15, 1, 5) / 1000);
    const fields = submitOrderFields({
      ...base,
      selection: { ...base.selection, asap: false, datetime: local },
    });
    expect(fields.fulfilment_asap).toBe('0');
    expect(fields.fulfilment_datetime).toBe(String(Date.UTC(2025, 0, 15, 4, 5) / 1000));
  });

  it('a member sends the stored details and only the new ones asked for', () => {
    const fields = submitOrderFields({
      ...base,
      role: 'member',
      stored: { name: 'Apple User', email: 'kim@example.com', mobile: '' },
      memberNeedsName: true,
      memberMobileShown: true,
      draft: { ...base.draft, nameNew: 'Kim Lee', mobileNew: '+64 21 123 4567' },
    });
    expect(fields).toMatchObject({
      customer_name: 'Apple User',
      customer_name_new: 'Kim Lee',
      customer_email: 'kim@example.com',
      customer_mobile_new: '+64 21 123 4567',
    });
  });

  it.each([
    ['a member paying by a new card who keeps it', 'member', 'CC', true, '1'],
    ['a member paying by a new card who does not', 'member', 'CC', false, '0'],
    ['a member paying by the saved card', 'member', 'SAVED', true, undefined],
    ['a member paying from the balance', 'member', 'ACCOUNT', true, undefined],
    ['a guest (cards are saved for members only)', 'guest', 'CC', true, undefined],
  ] as const)('save_card: %s → %s', (_why, role, paymentMethod, saveCard, expected) => {
    const fields = submitOrderFields({
      ...base,
      role,
      stored: { name: 'Kim Lee', email: 'kim@example.com', mobile: '+61400000000' },
      draft: { ...base.draft, paymentMethod, saveCard },
    });
    expect(fields.save_card).toBe(expected);
  });

  it.each([
    ['a member saving a new card who wants auto top-up', 'member', 'CC', true, true, '1'],
    ['a member saving a new card who does not', 'member', 'CC', true, false, '0'],
    [
      'a member not saving the card (auto top-up charges a saved card)',
      'member',
      'CC',
      false,
      true,
      undefined,
    ],
    ['a member paying from the balance', 'member', 'ACCOUNT', true, true, undefined],
    ['a guest', 'guest', 'CC', true, true, undefined],
  ] as const)(
    'auto_topup (spec 2 §7, spec 3 §3 checkout state): %s',
    (_why, role, paymentMethod, saveCard, autoTopup, expected) => {
      const fields = submitOrderFields({
        ...base,
        role,
        stored: { name: 'Kim Lee', email: 'kim@example.com', mobile: '+61400000000' },
        draft: { ...base.draft, paymentMethod, saveCard, autoTopup },
      });
      expect(fields.auto_topup).toBe(expected);
    },
  );

  const DELIVERY = {
    addressId: 0,
    address: '12 South Tce, Fremantle, WA, 6160, Australia',
    address1: '12 South Tce',
    address2: '',
    city: 'Fremantle',
    state: 'WA',
    postcode: '6160',
    country: 'Australia',
  };

  it.each([
    ['not required: no billing fields', { billingRequired: false, id: '5', str: '' }, null, {}],
    [
      'a saved billing address',
      { billingRequired: true, id: '5', str: '' },
      null,
      { billing_address_id: '5' },
    ],
    [
      'a searched billing address',
      { billingRequired: true, id: '', str: '1 Main St, Perth WA' },
      null,
      { billing_address_str: '1 Main St, Perth WA' },
    ],
    [
      'an empty billing address is copied from the delivery address (spec 2 §4.1)',
      { billingRequired: true, id: '', str: '' },
      DELIVERY,
      {
        billing_address_str: DELIVERY.address,
        billing_address1: '12 South Tce',
        billing_city: 'Fremantle',
        billing_state: 'WA',
        billing_postcode: '6160',
        billing_country: 'Australia',
      },
    ],
  ] as const)('billing_* fields: %s', (_why, billing, delivery, expected) => {
    const fields = submitOrderFields({
      ...base,
      billingRequired: billing.billingRequired,
      selection: delivery ? { ...base.selection, code: 'delivery' } : base.selection,
      delivery,
      draft: { ...base.draft, billingAddressId: billing.id, billingAddressStr: billing.str },
    });
    const billingOnly = Object.fromEntries(
      Object.entries(fields).filter(([key, value]) => key.startsWith('billing_') && value !== ''),
    );
    expect(billingOnly).toEqual(expected);
  });

  it('delivery with its address, slot, note, student, custom fields and contactless', () => {
    const fields = submitOrderFields({
      ...base,
      selection: { ...base.selection, code: 'delivery', deliverySlotId: 7 },
      delivery: {
        addressId: 0,
        address: '12 South Tce, Fremantle, WA, 6160, Australia',
        address1: '12 South Tce',
        address2: '',
        city: 'Fremantle',
        state: 'WA',
        postcode: '6160',
        country: 'Australia',
      },
      note: 'Ring the bell',
      draft: {
        ...base.draft,
        studentName: 'Sam',
        storeClassId: 3,
        customData: { car: 'Blue Golf' },
        contactless: true,
        termsAgreed: true,
        ageAgreed: true,
      },
    });
    expect(fields).toMatchObject({
      fulfilment_type: 'delivery',
      delivery_slot_id: '7',
      delivery_address_str: '12 South Tce, Fremantle, WA, 6160, Australia',
      delivery_postcode: '6160',
      order_note: 'Ring the bell',
      order_note_included: '1',
      student_name: 'Sam',
      store_class_id: '3',
      custom_data: '{"car":"Blue Golf"}',
      contactless: '1',
      terms_agreed: '1',
      age_agreed: '1',
    });
  });
});
