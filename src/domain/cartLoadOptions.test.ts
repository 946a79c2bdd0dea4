import { describe, expect, it } from 'vitest';
import { atLocal } from './calendar';
import { cartLoadOptions, withHeldFulfilment, type HeldDeliveryAddress } from './cartLoadOptions';
import { EMPTY_SELECTION, type SelectedFulfilment } from './fulfilmentReset';

const pick = (patch: Partial<SelectedFulfilment>): SelectedFulfilment => ({
  ...EMPTY_SELECTION,
  ...patch,
});

const ADDRESS: HeldDeliveryAddress = {
  addressId: 0,
  address: '12 South Tce, Fremantle, WA, 6160, AU',
  address1: '12 South Tce',
  address2: '',
  city: 'Fremantle',
  state: 'WA',
  postcode: '6160',
  country: 'AU',
};

describe("cartLoadOptions (spec 2 §7 'the cart screen's own load request')", () => {
  it.each([
    ['no choice held', null, null, {}],
    ['no type chosen', pick({}), null, {}],
    [
      'pickup ASAP',
      pick({ code: 'pickup', asap: true }),
      null,
      { fulfilment_type: 'pickup', fulfilment_asap: 1 },
    ],
    [
      'pickup for later: the date and time, merchant-local',
      pick({ code: 'pickup', datetime: atLocal('2026-11-24', 12 * 60 + 5) }),
      null,
      {
        fulfilment_type: 'pickup',
        fulfilment_asap: 0,
        fulfilment_date: '2026-11-24',
        fulfilment_time: '12:05',
      },
    ],
    [
      'delivery with a typed address: the address and its parts',
      pick({ code: 'delivery', asap: true }),
      ADDRESS,
      {
        fulfilment_type: 'delivery',
        fulfilment_asap: 1,
        delivery_address: ADDRESS.address,
        delivery_address1: '12 South Tce',
        delivery_address2: '',
        delivery_city: 'Fremantle',
        delivery_state: 'WA',
        delivery_postcode: '6160',
        delivery_country: 'AU',
      },
    ],
    [
      'delivery to a saved address: its id only',
      pick({ code: 'delivery', asap: true }),
      { ...ADDRESS, addressId: 7 },
      { fulfilment_type: 'delivery', fulfilment_asap: 1, delivery_address_id: 7 },
    ],
    [
      'an address held for another type is not sent',
      pick({ code: 'dinein', asap: true }),
      ADDRESS,
      { fulfilment_type: 'dinein', fulfilment_asap: 1 },
    ],
  ])('%s', (_case, selection, delivery, expected) => {
    expect(cartLoadOptions(selection, delivery)).toEqual(expected);
  });
});

describe('withHeldFulfilment: every cart answer priced with the held choice', () => {
  const later = {
    fulfilment_type: 'pickup',
    fulfilment_asap: 0,
    fulfilment_date: '2026-11-24',
    fulfilment_time: '13:00',
  } as const;
  it.each([
    ['nothing held: the change alone', {}, { payment_method: 'CC' }, { payment_method: 'CC' }],
    [
      'an order for later: its date and time go with the method',
      later,
      { payment_method: 'CC' },
      { ...later, payment_method: 'CC' },
    ],
    [
      'ASAP: a date stored before is cleared',
      { fulfilment_type: 'pickup', fulfilment_asap: 1 },
      { coupon_code: 'WELCOME10' },
      {
        fulfilment_type: 'pickup',
        fulfilment_asap: 1,
        fulfilment_date: '',
        fulfilment_time: '',
        coupon_code: 'WELCOME10',
      },
    ],
    [
      'a change of the fulfilment itself is sent as it is',
      later,
      { fulfilment_asap: 1 },
      { fulfilment_asap: 1 },
    ],
  ] as const)('%s', (_case, held, change, expected) => {
    expect(withHeldFulfilment(held, change)).toEqual(expected);
  });
});
