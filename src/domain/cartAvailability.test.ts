import { describe, expect, it } from 'vitest';
import { unavailableLines } from './cartAvailability';

const menu = [
  { id: 1, is_available: 1 as const, available_str: '' },
  { id: 2, is_available: 0 as const, available_str: 'Sold out today' },
  { id: 3, is_available: 0 as const, available_str: '' },
];

describe('unavailableLines: spec 1 §5 "available_str or Product unavailable", by cart line', () => {
  it.each([
    ['an available item: nothing', [{ cart_item_slot_id: 10, menu_item_id: 1 }], []],
    [
      'sold out with words: those words',
      [{ cart_item_slot_id: 11, menu_item_id: 2 }],
      [[11, 'Sold out today']],
    ],
    [
      'unavailable without words: Product unavailable',
      [{ cart_item_slot_id: 12, menu_item_id: 3 }],
      [[12, 'Product unavailable']],
    ],
    [
      'two lines of one sold-out item: both',
      [
        { cart_item_slot_id: 13, menu_item_id: 2 },
        { cart_item_slot_id: 14, menu_item_id: 2 },
        { cart_item_slot_id: 15, menu_item_id: 1 },
      ],
      [
        [13, 'Sold out today'],
        [14, 'Sold out today'],
      ],
    ],
    [
      'an item no longer on the menu, the line unflagged: left to the server',
      [{ cart_item_slot_id: 16, menu_item_id: 9 }],
      [],
    ],
    [
      'an item no longer on the menu, the cart answer says unavailable: its words',
      [{ cart_item_slot_id: 17, menu_item_id: 9, is_available: 0 as const, available_str: '' }],
      [[17, 'Product unavailable']],
    ],
    [
      'the menu (followed live) says back on though the cart answer was older: nothing',
      [
        {
          cart_item_slot_id: 18,
          menu_item_id: 1,
          is_available: 0 as const,
          available_str: 'Sold out today',
        },
      ],
      [],
    ],
  ])('%s', (_case, lines, expected) => {
    expect([...unavailableLines(lines, menu)]).toEqual(expected);
  });
});
