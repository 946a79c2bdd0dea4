import { describe, expect, it } from 'vitest';
import type { StandingOrder, StandingOrderItem, StandingOrderStore } from '../api/standingOrders';
import {
  canChangeStoreAndType,
  deliveryReady,
  offeredTypes,
  parseWeekdayQuantity,
  pickupTimes,
  productGridVisible,
  receiptStandingOrderLink,
  standingOrderAccess,
  standingOrderMode,
  standingOrderSaveData,
  standingOrderStatusLabel,
  storeTerms,
  weekdayEnabled,
  type GridInput,
} from './standingOrder';

const STORE: StandingOrderStore = {
  id: 1,
  name: 'Docket Perth',
  suburb: 'Perth',
  menu_id: 3,
  cut_off_time_pickup_12h: '4:00 pm',
  cut_off_time_dinein_12h: '4:00 pm',
  cut_off_time_delivery_12h: '2:00 pm',
  cut_off_days_pickup: 1,
  cut_off_days_dinein: 0,
  cut_off_days_delivery: 2,
  discount_percent_pickup: 10,
  discount_percent_dinein: 0,
  discount_percent_delivery: 5,
  available_pickup: 1,
  available_dinein: 0,
  available_deliver: 1,
  available_pickup_from: '07:00',
  available_pickup_to: '14:00',
  payment_method_required: 1,
};

const ITEM: StandingOrderItem = {
  menu_item_id: 11,
  category_id: 2,
  category_desc: 'Coffee',
  menu_item_desc: 'Flat white',
  price: 450,
  options_available: 0,
  options: [],
  qty_mon: 0,
  qty_tue: 0,
  qty_wed: 0,
  qty_thu: 0,
  qty_fri: 0,
  qty_sat: 0,
  qty_sun: 0,
  available_pickup: 1,
  available_dinein: 1,
  available_deliver: 1,
  available_days: [1, 1, 1, 1, 1, 0, 0],
};

const ORDER: StandingOrder = {
  id: 0,
  store_id: 1,
  menu_id: 3,
  customer_id: 7,
  customer_billing_id: 0,
  fulfilment_type: 'pickup',
  fulfilment_time: '08:00',
  contactless: 0,
  payment_method: 'advance',
  pickup_location_id: 0,
  delivery_address_id: 0,
  delivery_slot_id: 0,
  delivery_stop_id: 0,
  student_name: '',
  store_class_id: 0,
  note: '',
  status: 1,
  items: [ITEM],
};

describe('standingOrderMode (spec 3 §2: new mode without an id; edit mode with a positive id)', () => {
  it.each<[string | undefined, ReturnType<typeof standingOrderMode>]>([
    [undefined, { mode: 'new', id: 0 }],
    ['', { mode: 'new', id: 0 }],
    ['0', { mode: 'new', id: 0 }],
    ['12', { mode: 'edit', id: 12 }],
    ['-3', { mode: 'new', id: 0 }],
    ['abc', { mode: 'new', id: 0 }],
    ['1e3', { mode: 'new', id: 0 }],
  ])('slug %j → %j', (slug, expected) => {
    expect(standingOrderMode(slug)).toEqual(expected);
  });

  it.each([
    ['new', true],
    ['edit', false],
  ] as const)('store and fulfilment type changeable in %s mode: %s', (mode, expected) => {
    expect(canChangeStoreAndType(mode)).toBe(expected);
  });
});

describe('pickupTimes (spec 3 §5: between available pickup from and to, 5-minute steps, HH:ii)', () => {
  it.each<[string, string, string[]]>([
    ['07:00', '07:20', ['07:00', '07:05', '07:10', '07:15', '07:20']],
    ['07:03', '07:15', ['07:05', '07:10', '07:15']],
    ['07:00', '07:04', ['07:00']],
    ['23:50', '23:59', ['23:50', '23:55']],
    ['09:00', '08:00', []],
    ['', '08:00', []],
    ['7am', '08:00', []],
    ['24:00', '24:30', []],
  ])('%s to %s → %j', (from, to, expected) => {
    expect(pickupTimes(from, to)).toEqual(expected);
  });

  it('a whole day window has 288 times', () => {
    expect(pickupTimes('00:00', '23:55')).toHaveLength(288);
  });
});

describe('parseWeekdayQuantity (spec 3 §5: number 0 to 999, 3 digits)', () => {
  it.each<[string, number | null]>([
    ['', 0],
    ['0', 0],
    ['7', 7],
    ['007', 7],
    ['999', 999],
    ['1000', null],
    ['-1', null],
    ['2.5', null],
    ['1e2', null],
    [' 3', null],
    ['abc', null],
  ])('%j → %j', (text, expected) => {
    expect(parseWeekdayQuantity(text)).toBe(expected);
  });
});

describe('weekdayEnabled (spec 3 §5: disabled for unavailable days)', () => {
  it.each<[number, boolean]>([
    [0, true],
    [4, true],
    [5, false],
    [6, false],
    [7, false],
  ])('day %i of a Mon–Fri product → %s', (day, expected) => {
    expect(weekdayEnabled(ITEM, day)).toBe(expected);
  });
});

describe('offeredTypes and storeTerms (spec 3 §9: discounts and cut-offs per fulfilment type)', () => {
  it('offers the types the store has on, in pickup, dine-in, delivery order', () => {
    expect(offeredTypes(STORE)).toEqual(['pickup', 'delivery']);
    expect(offeredTypes({ ...STORE, available_dinein: 1 })).toEqual([
      'pickup',
      'dinein',
      'delivery',
    ]);
  });

  it.each<[string, Partial<StandingOrderStore>, 'pickup' | 'dinein' | 'delivery', object]>([
    [
      'the day before, with a discount',
      {},
      'pickup',
      {
        cutOff: 'Order by 4:00 pm the day before',
        discount: '10% off',
      },
    ],
    [
      'the same day, no discount',
      {},
      'dinein',
      {
        cutOff: 'Order by 4:00 pm the same day',
        discount: null,
      },
    ],
    [
      'days before',
      {},
      'delivery',
      {
        cutOff: 'Order by 2:00 pm 2 days before',
        discount: '5% off',
      },
    ],
    [
      'no cut-off time',
      { cut_off_time_pickup_12h: '' },
      'pickup',
      {
        cutOff: null,
        discount: '10% off',
      },
    ],
    [
      'a fractional percent',
      { discount_percent_pickup: 2.5 },
      'pickup',
      {
        discount: '2.5% off',
      },
    ],
  ])('%s', (_name, store, type, expected) => {
    expect(storeTerms({ ...STORE, ...store }, type)).toMatchObject(expected);
  });
});

describe('deliveryReady (spec 3 §4: an address id or postcode, validated, postcode id above 0)', () => {
  const valid = {
    delivery_address_id: 0,
    delivery_postcode: '6000',
    delivery_validated: 1 as const,
    delivery_postcode_id: 4,
  };
  it.each<[string, object, boolean]>([
    ['a validated postcode', {}, true],
    ['a saved address without a postcode', { delivery_address_id: 3, delivery_postcode: '' }, true],
    ['neither id nor postcode', { delivery_postcode: '' }, false],
    ['not validated', { delivery_validated: 0 }, false],
    ['postcode id 0', { delivery_postcode_id: 0 }, false],
  ])('%s → %s', (_name, change, expected) => {
    expect(deliveryReady({ ...valid, ...change })).toBe(expected);
  });
});

describe('productGridVisible (spec 3 §2: only when store, fulfilment type and required delivery options are valid)', () => {
  const pickup: GridInput = { store: STORE, order: ORDER, delivery: null };
  const delivery = {
    delivery_address_id: 0,
    delivery_postcode: '6000',
    delivery_validated: 1 as const,
    delivery_postcode_id: 4,
  };
  it.each<[string, GridInput, boolean]>([
    ['pickup at a time in the window', pickup, true],
    ['no store', { ...pickup, store: undefined }, false],
    ['no fulfilment type', { ...pickup, order: { ...ORDER, fulfilment_type: '' } }, false],
    [
      'a type the store does not offer',
      { ...pickup, order: { ...ORDER, fulfilment_type: 'dinein' } },
      false,
    ],
    ['pickup with no time', { ...pickup, order: { ...ORDER, fulfilment_time: '' } }, false],
    [
      'pickup outside the window',
      { ...pickup, order: { ...ORDER, fulfilment_time: '15:00' } },
      false,
    ],
    [
      'pickup off the 5-minute step',
      { ...pickup, order: { ...ORDER, fulfilment_time: '08:02' } },
      false,
    ],
    [
      'delivery with a valid address and a slot',
      {
        ...pickup,
        order: { ...ORDER, fulfilment_type: 'delivery', fulfilment_time: '', delivery_slot_id: 5 },
        delivery,
      },
      true,
    ],
    [
      'delivery without a slot',
      {
        ...pickup,
        order: { ...ORDER, fulfilment_type: 'delivery', delivery_slot_id: 0 },
        delivery,
      },
      false,
    ],
    [
      'delivery to an address not validated',
      {
        ...pickup,
        order: { ...ORDER, fulfilment_type: 'delivery', delivery_slot_id: 5 },
        delivery: { ...delivery, delivery_validated: 0 },
      },
      false,
    ],
    [
      'delivery with no address yet',
      {
        ...pickup,
        order: { ...ORDER, fulfilment_type: 'delivery', delivery_slot_id: 5 },
        delivery: null,
      },
      false,
    ],
  ])('%s → %s', (_name, input, expected) => {
    expect(productGridVisible(input)).toBe(expected);
  });
});

describe('standingOrderSaveData (the save sends the order without its customer, items that have quantities)', () => {
  it('keeps items with a quantity, drops all-zero rows and zeroes unavailable days', () => {
    const ordered = { ...ITEM, qty_mon: 2, qty_wed: 1, qty_sat: 4 };
    const empty = { ...ITEM, menu_item_id: 12 };
    const data = standingOrderSaveData({ ...ORDER, items: [ordered, empty] });
    expect(data).not.toBeNull();
    expect(data).not.toHaveProperty('customer_id');
    expect(data?.items).toEqual([
      {
        menu_item_id: 11,
        options: [],
        qty_mon: 2,
        qty_tue: 0,
        qty_wed: 1,
        qty_thu: 0,
        qty_fri: 0,
        qty_sat: 0,
        qty_sun: 0,
      },
    ]);
  });

  it.each<[string, Partial<StandingOrder>]>([
    ['no store', { store_id: 0 }],
    ['no fulfilment type', { fulfilment_type: '' }],
  ])('lacks data (%s) → null', (_name, change) => {
    expect(standingOrderSaveData({ ...ORDER, ...change })).toBeNull();
  });

  it('sends no time for delivery', () => {
    expect(
      standingOrderSaveData({ ...ORDER, fulfilment_type: 'delivery', fulfilment_time: '08:00' })
        ?.fulfilment_time,
    ).toBe('');
  });
});

describe('standingOrderStatusLabel (spec 3 §4: 1 Active, any other value Paused)', () => {
  it.each<[number, string]>([
    [1, 'Active'],
    [0, 'Paused'],
    [2, 'Paused'],
  ])('%i → %s', (status, label) => {
    expect(standingOrderStatusLabel(status)).toBe(label);
  });
});

describe('standingOrderAccess (spec 3 §6: members; kiosk excluded; stores must have them on)', () => {
  it.each<
    [string, Parameters<typeof standingOrderAccess>[0], ReturnType<typeof standingOrderAccess>]
  >([
    ['a member', { status: 1, id: 4 }, 'allowed'],
    ['staff (also a member)', { status: 8, id: 4 }, 'allowed'],
    ['a test account', { status: 9, id: 4 }, 'allowed'],
    ['a kiosk', { status: 3, id: 4 }, 'refused'],
    ['a guest', { status: 2, id: 4 }, 'refused'],
    ['signed out', { status: 0, id: 0 }, 'signed-out'],
  ])('%s → %s', (_name, customer, expected) => {
    expect(standingOrderAccess(customer)).toBe(expected);
  });
});

describe("receiptStandingOrderLink (spec 3 §2 receipt: 'Edit Standing Order' / 'Create Standing/Recurring Order')", () => {
  const base = { standingOrderId: 0, enabled: true, customer: { id: 4, status: 1 } };
  it.each<[string, Partial<Parameters<typeof receiptStandingOrderLink>[0]>, object | null]>([
    [
      'an order of a standing order',
      { standingOrderId: 9 },
      {
        label: 'Edit Standing Order',
        path: '/account/standingorder/9',
      },
    ],
    [
      'any other member order',
      {},
      {
        label: 'Create Standing/Recurring Order',
        path: '/account/standingorder',
      },
    ],
    ['standing orders off', { enabled: false }, null],
    ['a kiosk', { customer: { id: 4, status: 3 } }, null],
    ['a guest', { customer: { id: 4, status: 2 } }, null],
  ])('%s', (_name, change, expected) => {
    expect(receiptStandingOrderLink({ ...base, ...change })).toEqual(expected);
  });
});
