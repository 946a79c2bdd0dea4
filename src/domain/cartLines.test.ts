import { describe, expect, it } from 'vitest';
import { shownCartLines } from './cartLines';
import type { PendingLine } from './menuStepper';

const line = (slot: number, quantity: number) => ({ cart_item_slot_id: slot, quantity });
const change = (slot: number, quantity: number): PendingLine => ({
  menuItemId: -1,
  slotId: slot,
  quantity,
  hasOptions: false,
});

describe('shownCartLines (the server order with the changes still waiting)', () => {
  it.each([
    [
      'nothing waiting: the order as answered',
      [],
      [
        [1, 2, false],
        [2, 1, false],
      ],
    ],
    [
      'a waiting quantity shows in place, marked pending',
      [change(1, 3)],
      [
        [1, 3, true],
        [2, 1, false],
      ],
    ],
    [
      'the latest of several waiting changes wins',
      [change(1, 3), change(1, 5)],
      [
        [1, 5, true],
        [2, 1, false],
      ],
    ],
    ['a waiting removal hides the line', [change(2, 0)], [[1, 2, false]]],
    [
      'a change to another line (a new add) leaves these alone',
      [change(-1, 1)],
      [
        [1, 2, false],
        [2, 1, false],
      ],
    ],
  ])('%s', (_case, pending, expected) => {
    const shown = shownCartLines([line(1, 2), line(2, 1)], pending);
    expect(shown.map((s) => [s.line.cart_item_slot_id, s.quantity, s.pending])).toEqual(expected);
  });
});
