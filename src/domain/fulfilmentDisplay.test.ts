import { describe, expect, it } from 'vitest';
import { formatDay, formatDayTime } from './calendar';
import { EMPTY_SELECTION, type SelectedFulfilment } from './fulfilmentReset';
import {
  availabilityText,
  EMPTY_SCHEDULE_TEXT,
  fulfilmentSummary,
  pickerLabel,
  scheduleKindOf,
  SCHEDULE_BLOCK_TITLE,
  storeClosedNotes,
} from './fulfilmentDisplay';

const TUE_1205 = Date.UTC(2025, 10, 25, 12, 5);
const TUE_1225 = Date.UTC(2025, 10, 25, 12, 25);

describe("pickerLabel (spec 1 §2.5 \"Date/time picker label: 'Choose a time' or 'Choose a day/time'\")", () => {
  it.each([
    ['pickup', false, 'Choose a time'],
    ['pickup', true, 'Choose a day/time'],
    ['delivery', true, 'Choose a day/time'],
    ['booking', true, 'Booking Date & Time'],
    ['booking', false, 'Booking Date & Time'],
  ] as const)('%s, order for later %s → %j', (code, later, expected) => {
    expect(pickerLabel(code, later)).toBe(expected);
  });
});

describe('storeClosedNotes (spec 1 §2.5 "Store closed")', () => {
  it.each([
    [true, true, true, []],
    [false, true, false, ['Online store currently closed.']],
    [
      false,
      true,
      true,
      ['Online store currently closed.', 'Choose a day & time to order for later:'],
    ],
    [false, false, true, []],
  ])(
    'online %s, display %s, later %s → %j',
    (online, displayClosedText, orderForLater, expected) => {
      expect(storeClosedNotes({ online, displayClosedText, orderForLater })).toEqual(expected);
    },
  );
});

describe('scheduleKindOf and its words (spec 1 §2.4 blocks, §2.5 empty lists)', () => {
  it.each([
    ['slots', 'slots', 'Delivery Slot', 'No delivery slots available for the chosen date'],
    ['stops', 'stops', 'Delivery Location', 'No delivery locations available for the chosen date'],
    ['locations', 'locations', 'Pickup Location', 'No locations available for the chosen date'],
  ] as const)('%s', (timeType, kind, title, empty) => {
    expect(scheduleKindOf(timeType)).toBe(kind);
    expect(SCHEDULE_BLOCK_TITLE[kind]).toBe(title);
    expect(EMPTY_SCHEDULE_TEXT[kind]).toBe(empty);
  });
  it.each(['none', 'user'] as const)('%s has no list', (timeType) => {
    expect(scheduleKindOf(timeType)).toBeNull();
  });
});

describe('availabilityText (spec 1 §3 available_text_pickup / _deliver / _dinein)', () => {
  const texts = {
    available_text_pickup: 'P',
    available_text_deliver: 'D',
    available_text_dinein: 'I',
  };
  it.each([
    ['pickup', 'P'],
    ['delivery', 'D'],
    ['dinein', 'I'],
    ['booking', ''],
    ['catering', ''],
  ] as const)('%s → %j', (code, expected) => {
    expect(availabilityText(code, texts)).toBe(expected);
  });
});

describe('formatDay / formatDayTime (DESIGN "dates as \'Mon 24 Nov, 12:05 pm\'")', () => {
  it('formats merchant-local dates', () => {
    expect(formatDay('2025-11-24')).toBe('Mon 24 Nov');
    expect(formatDayTime(TUE_1205)).toBe('Tue 25 Nov, 12:05 pm');
  });
});

describe('fulfilmentSummary (the compact choice above the menu)', () => {
  const sel = (over: Partial<SelectedFulfilment>): SelectedFulfilment => ({
    ...EMPTY_SELECTION,
    ...over,
  });
  it.each<
    [
      string,
      SelectedFulfilment,
      string,
      'none' | 'user' | 'slots' | 'stops' | 'locations',
      number | null,
      string | null,
    ]
  >([
    [
      'ASAP pickup',
      sel({ code: 'pickup', asap: true }),
      'Pickup',
      'user',
      TUE_1225,
      'Pickup · ASAP (Approx 12:25 pm)',
    ],
    [
      'ASAP no longer possible',
      sel({ code: 'pickup', asap: true }),
      'Pickup',
      'user',
      null,
      'Pickup · ASAP (Unavailable today)',
    ],
    [
      'pickup later',
      sel({ code: 'pickup', datetime: TUE_1205 }),
      'Pickup',
      'user',
      null,
      'Pickup · Tue 25 Nov, 12:05 pm',
    ],
    [
      'dine-in',
      sel({ code: 'dinein', dineinTableNum: '12' }),
      'Dine-in',
      'none',
      null,
      'Dine-in · Table 12',
    ],
    [
      'a delivery slot',
      sel({
        code: 'delivery',
        datetime: Date.UTC(2025, 10, 25),
        deliverySlotDesc: '12:00 pm – 12:30 pm',
      }),
      'Delivery',
      'slots',
      null,
      'Delivery · Tue 25 Nov · 12:00 pm – 12:30 pm',
    ],
    [
      'a booking',
      sel({ code: 'booking', datetime: TUE_1205, dineinBookingRef: 'AB9' }),
      'Booking',
      'user',
      null,
      'Booking · Tue 25 Nov, 12:05 pm · AB9',
    ],
    [
      'a slot type with no slot yet: no day',
      sel({ code: 'delivery', datetime: Date.UTC(2025, 10, 25) }),
      'Delivery',
      'slots',
      null,
      'Delivery',
    ],
    ['nothing chosen', sel({}), '', 'user', null, null],
  ])('%s', (_name, selection, verb, timeType, asapAt, expected) => {
    expect(fulfilmentSummary({ selection, verb, timeType, asapAt })).toBe(expected);
  });
});
