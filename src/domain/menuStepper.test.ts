import { describe, expect, it } from 'vitest';
import {
  pendingLines,
  stepperChange,
  stepperQuantity,
  type PendingLine,
  type StepperCartLine,
} from './menuStepper';

const ITEM = 7;
const line = (
  slot: number,
  quantity: number,
  options: Record<string, number> = {},
  itemId = ITEM,
) =>
  ({ cart_item_slot_id: slot, menu_item_id: itemId, quantity, options }) satisfies StepperCartLine;
const add = (quantity: number, itemId = ITEM): PendingLine => ({
  menuItemId: itemId,
  slotId: -1,
  quantity,
  hasOptions: false,
});

describe('stepperQuantity (what the card shows)', () => {
  it.each<[string, StepperCartLine[], PendingLine[], number]>([
    ['nothing in the cart', [], [], 0],
    ['a plain line', [line(11, 2)], [], 2],
    ['two plain lines', [line(11, 2), line(12, 1)], [], 3],
    ['lines with options are not this stepper’s', [line(11, 2, { group_1: 3 })], [], 0],
    ['another item', [line(11, 4, {}, 99)], [], 0],
    ['an add waiting offline', [line(11, 1)], [add(1)], 2],
    ['a waiting replacement counts once', [line(11, 1)], [{ ...add(2), slotId: 11 }], 2],
    [
      'a waiting removal (update_quantity names only the line)',
      [line(11, 1)],
      [{ menuItemId: -1, slotId: 11, quantity: 0, hasOptions: false }],
      0,
    ],
    [
      "another item's waiting removal",
      [line(11, 1), line(12, 2, {}, 99)],
      [{ menuItemId: -1, slotId: 12, quantity: 0, hasOptions: false }],
      1,
    ],
  ])('%s → %i', (_name, lines, pending, expected) => {
    expect(stepperQuantity({ itemId: ITEM, lines, pending })).toBe(expected);
  });
});

describe("stepperChange (spec 1 §5: 'min 0, max max_qty or 999')", () => {
  const change = (
    direction: 1 | -1,
    lines: StepperCartLine[],
    options: { pending?: PendingLine[]; maxQty?: number; online?: boolean } = {},
  ) =>
    stepperChange({
      itemId: ITEM,
      lines,
      pending: options.pending ?? [],
      maxQty: options.maxQty ?? 0,
      online: options.online ?? true,
      direction,
    });

  it.each<[string, ReturnType<typeof change>, ReturnType<typeof stepperChange>]>([
    [
      '+ with nothing in the cart adds a line of 1',
      change(1, []),
      { quantity: 1, cartItemSlotId: -1 },
    ],
    ['+ raises the plain line', change(1, [line(11, 2)]), { quantity: 3, cartItemSlotId: 11 }],
    [
      '+ offline adds a line of 1',
      change(1, [line(11, 2)], { online: false }),
      { quantity: 1, cartItemSlotId: -1 },
    ],
    [
      '+ while a change waits adds a line of 1',
      change(1, [line(11, 2)], { pending: [add(1)] }),
      { quantity: 1, cartItemSlotId: -1 },
    ],
    ['+ stops at max_qty', change(1, [line(11, 2)], { maxQty: 2 }), null],
    ['+ stops at 999 without max_qty', change(1, [line(11, 999)]), null],
    ['- at 0 does nothing', change(-1, []), null],
    [
      '- lowers a line of 2 or more',
      change(-1, [line(11, 3)]),
      { quantity: 2, cartItemSlotId: 11 },
    ],
    [
      '- takes a line of 1 to 0 (update_quantity, after the removal confirmation)',
      change(-1, [line(11, 1)]),
      { quantity: 0, cartItemSlotId: 11 },
    ],
    ['- cannot remove a line offline', change(-1, [line(11, 1)], { online: false }), null],
    ['- waits for a waiting change', change(-1, [line(11, 3)], { pending: [add(1)] }), null],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toEqual(expected);
  });
});

describe('pendingLines (add_to_order rows of the outbox)', () => {
  const row = (
    payload: Record<string, string>,
    extra: { slug?: string; status?: string; action?: string; orphaned?: true } = {},
  ) => ({
    action: extra.action ?? 'ManageCart',
    status: extra.status ?? 'pending',
    slug: extra.slug ?? 'fig',
    payload,
    ...(extra.orphaned ? { orphaned: extra.orphaned } : {}),
  });
  const data = (value: object) => ({
    sub_action: 'add_to_order',
    menu_item_data: JSON.stringify(value),
  });

  it('reads adds and replacements, with or without options', () => {
    expect(
      pendingLines(
        [
          row(data({ menu_item_id: 7, quantity: 1, cart_item_slot_id: -1, options: {} })),
          row(
            data({ menu_item_id: 8, quantity: 2, cart_item_slot_id: 4, options: { group_1: 2 } }),
          ),
        ],
        'fig',
      ),
    ).toEqual([
      { menuItemId: 7, slotId: -1, quantity: 1, hasOptions: false },
      { menuItemId: 8, slotId: 4, quantity: 2, hasOptions: true },
    ]);
  });

  it('reads a removal by its line', () => {
    const removal = row({
      sub_action: 'update_quantity',
      menu_item_data: JSON.stringify({ quantity: 0, cart_item_slot_id: 11 }),
    });
    expect(pendingLines([removal], 'fig')).toEqual([
      { menuItemId: -1, slotId: 11, quantity: 0, hasOptions: false },
    ]);
  });

  it.each([
    [
      'an orphaned row (a kiosk reset)',
      row(data({ menu_item_id: 7, quantity: 1 }), { orphaned: true }),
    ],
    ['another menu', row(data({ menu_item_id: 7, quantity: 1 }), { slug: 'other' })],
    ['a failed row', row(data({ menu_item_id: 7, quantity: 1 }), { status: 'failed' })],
    ['another action', row(data({ menu_item_id: 7, quantity: 1 }), { action: 'Other' })],
    ['another sub_action', row({ sub_action: 'update_checkout', checkout_options: '{}' })],
    ['unreadable data', row({ sub_action: 'add_to_order', menu_item_data: '{' })],
  ])('skips %s', (_name, skipped) => {
    expect(pendingLines([skipped], 'fig')).toEqual([]);
  });
});
