import { describe, expect, it } from 'vitest';
import type { OrderStatus } from '../api/orderStatusDetailed';
import { boardStatusLabel, isDueOn, isOrderStatusText, nextMoves } from './staffBoard';

describe('boardStatusLabel: spec 3 §4 "1 Submitted, 2 Confirmed, 3 In progress, 4 Ready, 5 Complete … 9 Cancelled"', () => {
  it.each<[OrderStatus, string]>([
    ['placed', 'Submitted'],
    ['accepted', 'Confirmed'],
    ['preparing', 'In progress'],
    ['ready', 'Ready'],
    ['out_for_delivery', 'In progress'],
    ['completed', 'Complete'],
    ['cancelled', 'Cancelled'],
  ])('%s → %s', (status, label) => {
    expect(boardStatusLabel(status)).toBe(label);
  });
});

describe("isDueOn: today's board", () => {
  it.each([
    ['ASAP placed today', { placedDate: '2026-11-24', fulfilmentDate: null, asap: true }, true],
    [
      'ASAP placed yesterday',
      { placedDate: '2026-11-23', fulfilmentDate: null, asap: true },
      false,
    ],
    [
      'for later, due today',
      { placedDate: '2026-11-20', fulfilmentDate: '2026-11-24', asap: false },
      true,
    ],
    [
      'placed today for tomorrow',
      { placedDate: '2026-11-24', fulfilmentDate: '2026-11-25', asap: false },
      false,
    ],
    [
      'ASAP with a date (the date is ignored)',
      { placedDate: '2026-11-24', fulfilmentDate: '2026-11-25', asap: true },
      true,
    ],
    ['no date, not ASAP', { placedDate: '2026-11-24', fulfilmentDate: null, asap: false }, true],
  ])('%s → %s', (_name, order, due) => {
    expect(isDueOn(order, '2026-11-24')).toBe(due);
  });
});

describe('nextMoves: the buttons along the order life', () => {
  it.each<[OrderStatus, string, OrderStatus[]]>([
    ['placed', 'pickup', ['accepted', 'cancelled']],
    ['accepted', 'pickup', ['preparing', 'cancelled']],
    ['preparing', 'pickup', ['ready']],
    ['ready', 'pickup', ['completed']],
    ['ready', 'dinein', ['completed']],
    ['ready', 'delivery', ['out_for_delivery']],
    ['out_for_delivery', 'delivery', ['completed']],
    ['completed', 'pickup', []],
    ['cancelled', 'delivery', []],
  ])('%s (%s) → %j', (status, type, moves) => {
    expect(nextMoves(status, type).map((move) => move.to)).toEqual(moves);
  });

  it('labels every button', () => {
    expect(nextMoves('preparing', 'pickup')).toEqual([{ to: 'ready', label: 'Mark ready' }]);
  });
});

describe('isOrderStatusText', () => {
  it.each([
    ['ready', true],
    ['out_for_delivery', true],
    ['Ready', false],
    ['', false],
  ])('%j → %s', (text, known) => {
    expect(isOrderStatusText(text)).toBe(known);
  });
});
