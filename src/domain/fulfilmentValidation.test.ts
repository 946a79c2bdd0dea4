import { describe, expect, it } from 'vitest';
import { EMPTY_SELECTION, type SelectedFulfilment } from './fulfilmentReset';
import {
  autoAsapType,
  chooseTypePrompt,
  firstFulfilmentIssue,
  FULFILMENT_REQUIRED,
  FULFILMENT_REQUIRED_TOAST_MS,
  fulfilmentIssues,
  isDateTimeValid,
  isDeliveryAddressValid,
  needsPreparationView,
  REOPEN_DELAY_MS,
  type FulfilmentIssue,
  type ValidationSettings,
} from './fulfilmentValidation';

const NOW = Date.UTC(2025, 0, 15, 12, 0, 0);
const MIN = 60_000;

const settings = (over: Partial<ValidationSettings> = {}): ValidationSettings => ({
  code: 'pickup',
  asap: 0,
  time_type: 'none',
  address_required: 0,
  table_num_required: 0,
  table_num_label: '',
  booking_ref_required: 0,
  booking_ref_label: '',
  booking_name_required: 0,
  booking_name_label: '',
  booking_pax_required: 0,
  booking_pax_label: '',
  ...over,
});

const chosen = (over: Partial<SelectedFulfilment> = {}): SelectedFulfilment => ({
  ...EMPTY_SELECTION,
  code: 'pickup',
  ...over,
});

const issue = (
  field: FulfilmentIssue['field'],
  message: string | null = null,
): FulfilmentIssue => ({
  field,
  message,
});

describe('fulfilmentIssues (spec 1 §5 Validation rules)', () => {
  it.each<[string, SelectedFulfilment, ValidationSettings | null, boolean, FulfilmentIssue[]]>([
    [
      '"Fulfilment choice is required: \'Choose a fulfilment type\'"',
      chosen({ code: null }),
      settings(),
      true,
      [issue('code', 'Choose a fulfilment type')],
    ],
    [
      'settings not loaded counts as no choice',
      chosen(),
      null,
      true,
      [issue('code', 'Choose a fulfilment type')],
    ],
    ['pickup with nothing required is complete', chosen(), settings(), true, []],
    [
      'Dine-in: "if table_num_required is 1 the message is the table label followed by \'is required\'"',
      chosen({ code: 'dinein' }),
      settings({ code: 'dinein', table_num_required: 1, table_num_label: 'Table number' }),
      true,
      [issue('table', 'Table number is required')],
    ],
    [
      "Dine-in: default label 'Table' (§9 \"Default labels: 'Table'\")",
      chosen({ code: 'dinein' }),
      settings({ code: 'dinein', table_num_required: 1 }),
      true,
      [issue('table', 'Table is required')],
    ],
    [
      'Dine-in: "valid when the table number is non-blank after trimming" — spaces are blank',
      chosen({ code: 'dinein', dineinTableNum: '   ' }),
      settings({ code: 'dinein', table_num_required: 1 }),
      true,
      [issue('table', 'Table is required')],
    ],
    [
      'Dine-in with a table number is valid',
      chosen({ code: 'dinein', dineinTableNum: '12' }),
      settings({ code: 'dinein', table_num_required: 1 }),
      true,
      [],
    ],
    [
      'Dine-in with table_num_required 0 needs no table',
      chosen({ code: 'dinein' }),
      settings({ code: 'dinein' }),
      true,
      [],
    ],
    [
      "Booking: \"reference, name and party size are each required when their flag is 1; message is that field's label followed by 'is required'\"",
      chosen({ code: 'booking', dineinBookingPax: 0 }),
      settings({
        code: 'booking',
        booking_ref_required: 1,
        booking_ref_label: 'Confirmation code',
        booking_name_required: 1,
        booking_name_label: 'Name',
        booking_pax_required: 1,
        booking_pax_label: 'Guests',
      }),
      true,
      [
        issue('bookingRef', 'Confirmation code is required'),
        issue('bookingName', 'Name is required'),
        issue('bookingPax', 'Guests is required'),
      ],
    ],
    [
      "Booking: default labels start with 'Booking' (§2.5 \"default label 'Booking'\")",
      chosen({ code: 'booking', dineinBookingPax: 0 }),
      settings({
        code: 'booking',
        booking_ref_required: 1,
        booking_name_required: 1,
        booking_pax_required: 1,
      }),
      true,
      [
        issue('bookingRef', 'Booking reference is required'),
        issue('bookingName', 'Booking name is required'),
        issue('bookingPax', 'Booking party size is required'),
      ],
    ],
    [
      'Booking: only the flagged fields are required',
      chosen({ code: 'booking', dineinBookingName: 'Ng' }),
      settings({ code: 'booking', booking_name_required: 1, booking_pax_required: 1 }),
      true,
      [],
    ],
    [
      '"Delivery address is required when address_required is set"',
      chosen({ code: 'delivery' }),
      settings({ code: 'delivery', address_required: 1 }),
      false,
      [issue('deliveryAddress')],
    ],
    [
      'a valid address satisfies address_required',
      chosen({ code: 'delivery' }),
      settings({ code: 'delivery', address_required: 1 }),
      true,
      [],
    ],
    [
      '"Delivery slot … valid only when the id is above 0 and that time type is required"',
      chosen({ code: 'delivery', datetime: NOW }),
      settings({ code: 'delivery', time_type: 'slots' }),
      true,
      [issue('deliverySlot')],
    ],
    [
      'a slot id above 0 is valid',
      chosen({ code: 'delivery', datetime: NOW, deliverySlotId: 4 }),
      settings({ code: 'delivery', time_type: 'slots' }),
      true,
      [],
    ],
    [
      '"… stop …" with id 0',
      chosen({ code: 'delivery', datetime: NOW }),
      settings({ code: 'delivery', time_type: 'stops' }),
      true,
      [issue('deliveryStop')],
    ],
    [
      '"… or pickup location" with id 0',
      chosen({ datetime: NOW }),
      settings({ time_type: 'locations' }),
      true,
      [issue('pickupLocation')],
    ],
    [
      'a slot id is not needed when the time type is not slots',
      chosen({ datetime: NOW }),
      settings({ time_type: 'user' }),
      true,
      [],
    ],
    [
      'address comes before the slot, and "Slot, stop and location types need a datetime"',
      chosen({ code: 'delivery' }),
      settings({ code: 'delivery', address_required: 1, time_type: 'slots' }),
      false,
      [issue('deliveryAddress'), issue('deliverySlot'), issue('datetime')],
    ],
    [
      '"if a time is required, it must be set"',
      chosen(),
      settings({ time_type: 'user' }),
      true,
      [issue('datetime')],
    ],
  ])('%s', (_quote, selection, typeSettings, addressValid, expected) => {
    expect(
      fulfilmentIssues({
        selection,
        settings: typeSettings,
        now: NOW,
        deliveryAddressValid: addressValid,
      }),
    ).toEqual(expected);
  });

  it('firstFulfilmentIssue is the first failing rule, or null', () => {
    const check = { selection: chosen({ code: 'dinein' }), now: NOW, deliveryAddressValid: true };
    expect(
      firstFulfilmentIssue({
        ...check,
        settings: settings({ code: 'dinein', table_num_required: 1, time_type: 'user' }),
      }),
    ).toEqual(issue('table', 'Table is required'));
    expect(firstFulfilmentIssue({ ...check, settings: settings({ code: 'dinein' }) })).toBeNull();
  });
});

describe('isDateTimeValid (spec 1 §5 Date/time validity)', () => {
  it.each<[string, Partial<SelectedFulfilment>, Partial<ValidationSettings>, boolean]>([
    [
      '"dine-in is always valid"',
      { datetime: NOW - 60 * MIN },
      { code: 'dinein', time_type: 'user' },
      true,
    ],
    ['"Slot … types need a datetime": missing', {}, { time_type: 'slots' }, false],
    ['"Slot … types need a datetime": set', { datetime: NOW }, { time_type: 'slots' }, true],
    ['"stop … types need a datetime"', {}, { time_type: 'stops' }, false],
    ['"location types need a datetime"', { datetime: NOW }, { time_type: 'locations' }, true],
    [
      '"ASAP is valid if allowed and selected"',
      { asap: true },
      { asap: 1, time_type: 'user' },
      true,
    ],
    [
      'ASAP selected but not allowed falls to the time rule',
      { asap: true },
      { asap: 0, time_type: 'user' },
      false,
    ],
    [
      'ASAP allowed but not selected falls to the time rule',
      { asap: false },
      { asap: 1, time_type: 'user' },
      false,
    ],
    ['"if a time is required, it must be set"', { datetime: null }, { time_type: 'user' }, false],
    [
      '"… and not in the past": a minute ago',
      { datetime: NOW - MIN },
      { time_type: 'user' },
      false,
    ],
    ['a time exactly now is not in the past', { datetime: NOW }, { time_type: 'user' }, true],
    [
      'a time later in the current minute is not in the past',
      { datetime: NOW + 30_000 },
      { time_type: 'user' },
      true,
    ],
    ['an hour ahead', { datetime: NOW + 60 * MIN }, { time_type: 'user' }, true],
    ['no time required (time type none)', { datetime: null }, { time_type: 'none' }, true],
  ])('%s → %s', (_quote, selection, typeSettings, expected) => {
    expect(isDateTimeValid(chosen(selection), settings(typeSettings), NOW)).toBe(expected);
  });

  it('"not in the past" by whole minutes: 12:00 is in the past at 12:01:00', () => {
    expect(
      isDateTimeValid(chosen({ datetime: NOW }), settings({ time_type: 'user' }), NOW + 59_999),
    ).toBe(true);
    expect(
      isDateTimeValid(chosen({ datetime: NOW }), settings({ time_type: 'user' }), NOW + MIN),
    ).toBe(false);
  });
});

describe('isDeliveryAddressValid (spec 1 §4: "delivery_postcode_id (valid when above 0)")', () => {
  it.each([
    [0, false],
    [-1, false],
    [1, true],
    [6000, true],
  ])('%i → %s', (id, expected) => {
    expect(isDeliveryAddressValid(id)).toBe(expected);
  });
});

describe('needsPreparationView (spec 1 §4 Views: "falls back to preparation when a required delivery address, slot, stop or pickup location is not valid")', () => {
  it.each<[string, FulfilmentIssue[], boolean]>([
    ['no issues', [], false],
    ['address', [issue('deliveryAddress')], true],
    ['slot', [issue('deliverySlot')], true],
    ['stop', [issue('deliveryStop')], true],
    ['pickup location', [issue('pickupLocation')], true],
    ['only a time is missing: the popup handles it', [issue('datetime')], false],
    ['only a table is missing', [issue('table', 'Table is required')], false],
  ])('%s → %s', (_quote, issues, expected) => {
    expect(needsPreparationView(issues)).toBe(expected);
  });
});

describe("chooseTypePrompt (spec 1 §2.5: \"'Choose a fulfilment type above' listing the type verbs joined with commas and 'or'. No types offered: 'No fulfilment types'\")", () => {
  it.each<[string[], string]>([
    [
      ['Pickup', 'Delivery', 'Dine-in'],
      'Choose a fulfilment type above: Pickup, Delivery or Dine-in',
    ],
    [
      ['Pickup', 'Delivery', 'Dine-in', 'Book'],
      'Choose a fulfilment type above: Pickup, Delivery, Dine-in or Book',
    ],
    [['Pickup', 'Delivery'], 'Choose a fulfilment type above: Pickup or Delivery'],
    [['Pickup'], 'Choose a fulfilment type above: Pickup'],
    [['Pickup', ' ', 'Delivery'], 'Choose a fulfilment type above: Pickup or Delivery'],
    [[], 'No fulfilment types'],
    [['', '  '], 'No fulfilment types'],
  ])('%j → %s', (verbs, expected) => {
    expect(chooseTypePrompt(verbs)).toBe(expected);
  });
});

describe('autoAsapType (spec 1 §4: "If exactly one fulfilment type exists, it allows ASAP and is available today, ASAP today is chosen without a popup")', () => {
  const type = (asap: 0 | 1, today: 0 | 1, code = 'pickup') => ({
    code,
    asap,
    availability: { available_today: today },
  });
  it.each<[string, ReturnType<typeof type>[], string | null]>([
    ['one type, ASAP, today', [type(1, 1)], 'pickup'],
    ['one type without ASAP', [type(0, 1)], null],
    ['one type not available today', [type(1, 0)], null],
    ['two types', [type(1, 1), type(1, 1, 'delivery')], null],
    ['no types', [], null],
  ])('%s', (_quote, types, expected) => {
    expect(autoAsapType(types)?.code ?? null).toBe(expected);
  });
});

describe('popup close constants (spec 1 §4 Fulfilment popup, §9)', () => {
  it('"\'Fulfilment type is required\' (1.5 s) and reopens the popup after 0.5 s"', () => {
    expect(FULFILMENT_REQUIRED).toBe('Fulfilment type is required');
    expect(FULFILMENT_REQUIRED_TOAST_MS).toBe(1500);
    expect(REOPEN_DELAY_MS).toBe(500);
  });
});
