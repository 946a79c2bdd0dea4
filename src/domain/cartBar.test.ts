import { describe, expect, it } from 'vitest';
import { cartBar, type CartBar, type CartBarInput } from './cartBar';

const order = (num_items: number, total: number) => ({
  slug: 'fig-and-olive',
  order: { num_items, total },
});
const input = (over: Partial<CartBarInput>): CartBarInput => ({
  slug: 'fig-and-olive',
  cart: null,
  waitingItems: 0,
  currencySign: '$',
  ...over,
});

describe('cartBar', () => {
  it.each<[string, CartBarInput, CartBar | null]>([
    ['no cart yet: no bar', input({}), null],
    ['an emptied cart: no bar', input({ cart: order(0, 0) }), null],
    ['one item', input({ cart: order(1, 450) }), { count: 1, summary: '1 item · $4.50' }],
    [
      "DESIGN's example",
      input({ cart: order(3, 4100) }),
      { count: 3, summary: '3 items · $41.00' },
    ],
    [
      'thousands in the total',
      input({ cart: order(12, 123456) }),
      { count: 12, summary: '12 items · $1,234.56' },
    ],
    [
      'adds waiting to be sent: the count with them, no total yet',
      input({ cart: order(2, 2400), waitingItems: 1 }),
      { count: 3, summary: '3 items' },
    ],
    [
      'only waiting adds (offline, first add)',
      input({ waitingItems: 1 }),
      { count: 1, summary: '1 item' },
    ],
    [
      "another store's cart is not this menu's",
      input({ cart: { slug: 'harbour-north', order: { num_items: 2, total: 900 } } }),
      null,
    ],
  ])('%s', (_, given, expected) => {
    expect(cartBar(given)).toEqual(expected);
  });
});
