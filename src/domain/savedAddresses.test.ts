import { describe, expect, it } from 'vitest';
import { savedAddressesOf } from './savedAddresses';

const A = { id: 4, address: '12 South Terrace, Fremantle, WA, 6160, AU' };
const B = { id: 9, address: '3 Market Street, Fremantle, WA, 6160, AU' };

describe("a member's saved delivery addresses (spec 1 §3 Customer delivery_addresses)", () => {
  it.each([
    ['a customer row without any', [{ id: 1, status: 1 }], []],
    [
      'the held row and load_checkout agree: once each',
      [{ delivery_addresses: [A] }, { delivery_addresses: [A, B] }],
      [A, B],
    ],
    ['only load_checkout carries them', [{ id: 1 }, { delivery_addresses: [B] }], [B]],
    ['nothing held yet', [null, undefined], []],
    [
      'malformed entries are dropped',
      [{ delivery_addresses: [{ id: 0, address: 'x' }, { id: 2 }, 'text', A] }],
      [A],
    ],
  ])('%s', (_why, customers, expected) => {
    expect(savedAddressesOf(...customers)).toEqual(expected);
  });
});
