import { describe, expect, it } from 'vitest';
import {
  chooseFulfilmentType,
  DEFAULT_PAX,
  EMPTY_SELECTION,
  normaliseBookingRef,
  normaliseTableNumber,
  pickDateTime,
  type SelectedFulfilment,
  type TypeRules,
} from './fulfilmentReset';

const AT_NOON = Date.UTC(2025, 0, 15, 12, 0);

/** A selection with every field filled, as if the customer had used every type. */
const full: SelectedFulfilment = {
  code: 'delivery',
  asap: true,
  datetime: AT_NOON,
  deliverySlotId: 11,
  deliverySlotDesc: '12–1 pm',
  deliveryStopId: 22,
  deliveryStopDesc: 'Town hall',
  pickupLocationId: 33,
  pickupLocationDesc: 'Front desk',
  dineinTableNum: ' 12a ',
  dineinBookingName: 'Ng',
  dineinBookingRef: ' ab-9 ',
  dineinBookingPax: 6,
};

const rules = (over: Partial<TypeRules> & Pick<TypeRules, 'code'>): TypeRules => ({
  asap: 1,
  time_type: 'user',
  availability: { available_today: 1 },
  ...over,
});

type Picked = Partial<SelectedFulfilment>;

describe('chooseFulfilmentType (spec 1 §4 Choosing a fulfilment type)', () => {
  it.each<[string, TypeRules, Picked]>([
    [
      '"slot … ids reset unless the time type matches": slots keeps the slot only',
      rules({ code: 'delivery', time_type: 'slots' }),
      {
        deliverySlotId: 11,
        deliverySlotDesc: '12–1 pm',
        deliveryStopId: 0,
        deliveryStopDesc: '',
        pickupLocationId: 0,
        pickupLocationDesc: '',
      },
    ],
    [
      '"stop … ids reset unless the time type matches": stops keeps the stop only',
      rules({ code: 'delivery', time_type: 'stops' }),
      {
        deliverySlotId: 0,
        deliverySlotDesc: '',
        deliveryStopId: 22,
        deliveryStopDesc: 'Town hall',
        pickupLocationId: 0,
      },
    ],
    [
      '"pickup location ids reset unless the time type matches": locations keeps the location only',
      rules({ code: 'pickup', time_type: 'locations' }),
      {
        deliverySlotId: 0,
        deliveryStopId: 0,
        pickupLocationId: 33,
        pickupLocationDesc: 'Front desk',
      },
    ],
    [
      'time type user: all three ids reset',
      rules({ code: 'pickup', time_type: 'user' }),
      { deliverySlotId: 0, deliveryStopId: 0, pickupLocationId: 0 },
    ],
    [
      '"Table number is kept only for dine-in" (and "stored trimmed and uppercased")',
      rules({ code: 'dinein', time_type: 'none' }),
      {
        code: 'dinein',
        dineinTableNum: '12A',
        dineinBookingName: '',
        dineinBookingRef: '',
        dineinBookingPax: 2,
      },
    ],
    [
      '"booking fields only for booking"; reference "stored trimmed and uppercased"',
      rules({ code: 'booking' }),
      {
        code: 'booking',
        dineinTableNum: '',
        dineinBookingName: 'Ng',
        dineinBookingRef: 'AB-9',
        dineinBookingPax: 6,
      },
    ],
    [
      'pickup drops table and booking fields; "pax falls back to 2"',
      rules({ code: 'pickup' }),
      { dineinTableNum: '', dineinBookingName: '', dineinBookingRef: '', dineinBookingPax: 2 },
    ],
    [
      '"ASAP stays on only if the type allows it, today is available and ASAP was already chosen"',
      rules({ code: 'pickup', asap: 1 }),
      { asap: true },
    ],
    [
      'ASAP off when the type does not allow it',
      rules({ code: 'pickup', asap: 0 }),
      { asap: false },
    ],
    [
      'ASAP off when today is not available',
      rules({ code: 'pickup', availability: { available_today: 0 } }),
      { asap: false },
    ],
    [
      'the chosen date-time is kept',
      rules({ code: 'catering', time_type: 'none' }),
      { datetime: AT_NOON },
    ],
  ])('%s', (_quote, settings, expected) => {
    expect(chooseFulfilmentType(full, settings)).toMatchObject(expected);
  });

  it('ASAP stays off when it was not already chosen', () => {
    expect(chooseFulfilmentType({ ...full, asap: false }, rules({ code: 'pickup' })).asap).toBe(
      false,
    );
  });

  it('the caller may say today is unavailable, overriding the settings flag', () => {
    expect(chooseFulfilmentType(full, rules({ code: 'pickup' }), false).asap).toBe(false);
  });

  it.each<[string, number, number]>([
    ['booking with pax 0 "falls back to 2"', 0, 2],
    ['booking with a negative pax falls back to 2', -3, 2],
    ['booking with a fractional pax falls back to 2', 2.5, 2],
    ['booking keeps pax 1', 1, 1],
  ])('%s', (_quote, pax, expected) => {
    const booking = chooseFulfilmentType(
      { ...full, dineinBookingPax: pax },
      rules({ code: 'booking' }),
    );
    expect(booking.dineinBookingPax).toBe(expected);
  });

  it('from nothing chosen, choosing pickup gives the defaults (§3 "dineinBookingPax (default 2)")', () => {
    expect(chooseFulfilmentType(EMPTY_SELECTION, rules({ code: 'pickup' }))).toEqual({
      ...EMPTY_SELECTION,
      code: 'pickup',
    });
    expect(EMPTY_SELECTION.dineinBookingPax).toBe(DEFAULT_PAX);
    expect(DEFAULT_PAX).toBe(2);
  });
});

describe('pickDateTime (spec 1 §4: "Picking a date/time turns ASAP off")', () => {
  it('sets the time and turns ASAP off', () => {
    const later = AT_NOON + 3_600_000;
    expect(pickDateTime(full, later)).toEqual({ ...full, datetime: later, asap: false });
  });
});

describe('normalisers (spec 1 §4: "Table number and booking reference are stored trimmed and uppercased")', () => {
  it.each([
    [' 12a ', '12A'],
    ['t4', 'T4'],
    ['', ''],
    ['   ', ''],
    ['\tpatio 3\n', 'PATIO 3'],
  ])('%j → %j', (raw, expected) => {
    expect(normaliseTableNumber(raw)).toBe(expected);
    expect(normaliseBookingRef(raw)).toBe(expected);
  });
});
