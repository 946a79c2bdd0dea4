/**
 * The menu product stepper on product cards (spec 1 §2.4; §5 'On the menu product stepper: min 0,
 * max max_qty or 999'), for items without options. It shows how many of the item the cart holds
 * (plain lines, i.e. without options, plus adds still waiting in the outbox) and says what a tap
 * sends through add_to_order:
 *
 * - '+' raises the item's plain line by one (replacing that line), or adds a new line of 1 when
 *   there is none, when a change to the item is still waiting, or when offline (a queued
 *   replacement would be counted twice in the badge until it is sent);
 * - '-' lowers a plain line of 2 or more by one; from 1 it goes to 0, which is update_quantity's
 *   removal (spec 2 §7) after the removal confirmation (spec 2 §2.1, §5.3). Removing needs the
 *   network: a queued removal would leave the card showing 1 until it was sent.
 */
import { clampStepperQuantity } from './modifierValidation';

export type StepperCartLine = {
  cart_item_slot_id: number;
  menu_item_id: number;
  quantity: number;
  options: Readonly<Record<string, number>>;
};

/** An add_to_order waiting in the outbox, as read from its payload. */
export type PendingLine = {
  menuItemId: number;
  /** -1 for a new line, else the line it replaces. */
  slotId: number;
  quantity: number;
  hasOptions: boolean;
};

export type StepperChange = { quantity: number; cartItemSlotId: number };

type StepperInput = {
  itemId: number;
  lines: readonly StepperCartLine[];
  pending: readonly PendingLine[];
};

const isPlain = (line: StepperCartLine, itemId: number) =>
  line.menu_item_id === itemId && Object.keys(line.options).length === 0;

/**
 * Reads the add_to_order and update_quantity changes for one menu out of outbox rows; anything
 * else is skipped. An update_quantity names only its line, so its menuItemId is -1.
 */
export function pendingLines(
  rows: readonly {
    action: string;
    status: string;
    slug?: string;
    payload: Record<string, string>;
    orphaned?: true;
  }[],
  slug: string,
): PendingLine[] {
  return rows.flatMap((row) => {
    if (row.action !== 'ManageCart' || row.slug !== slug || row.status === 'failed') return [];
    if (row.orphaned) return [];
    const sub = row.payload.sub_action;
    if (sub !== 'add_to_order' && sub !== 'update_quantity') return [];
    try {
      const data = JSON.parse(row.payload.menu_item_data ?? '') as {
        menu_item_id?: unknown;
        quantity?: unknown;
        cart_item_slot_id?: unknown;
        options?: unknown;
      };
      const { quantity, cart_item_slot_id: slot, options } = data;
      const id = sub === 'update_quantity' ? -1 : data.menu_item_id;
      if (typeof id !== 'number' || typeof quantity !== 'number') return [];
      if (sub === 'update_quantity' && typeof slot !== 'number') return [];
      return [
        {
          menuItemId: id,
          slotId: typeof slot === 'number' ? slot : -1,
          quantity,
          hasOptions:
            typeof options === 'object' && options !== null && Object.keys(options).length > 0,
        },
      ];
    } catch {
      return [];
    }
  });
}

/** Whether a waiting change is to the item: by its id, or (update_quantity) by one of its lines. */
function changesItem(
  change: PendingLine,
  itemId: number,
  lines: readonly StepperCartLine[],
): boolean {
  if (change.menuItemId === itemId) return true;
  return (
    change.menuItemId === -1 &&
    lines.some((line) => line.cart_item_slot_id === change.slotId && line.menu_item_id === itemId)
  );
}

/** How many of the item (without options) the cart holds, waiting changes included. */
export function stepperQuantity({ itemId, lines, pending }: StepperInput): number {
  const bySlot = new Map<number, number>();
  for (const line of lines)
    if (isPlain(line, itemId)) bySlot.set(line.cart_item_slot_id, line.quantity);
  let added = 0;
  for (const change of pending) {
    if (!changesItem(change, itemId, lines) || change.hasOptions) continue;
    if (change.slotId > 0) bySlot.set(change.slotId, change.quantity);
    else added += change.quantity;
  }
  return [...bySlot.values()].reduce((sum, quantity) => sum + quantity, added);
}

/** What '+' or '-' sends, or null when the stepper is at its limit (or '-' cannot act). */
export function stepperChange(
  input: StepperInput & { direction: 1 | -1; maxQty: number; online: boolean },
): StepperChange | null {
  const current = stepperQuantity(input);
  const next = clampStepperQuantity(current + input.direction, input.maxQty);
  if (next === current) return null;
  const waiting = input.pending.some((change) => changesItem(change, input.itemId, input.lines));
  const line = input.lines.find((candidate) => isPlain(candidate, input.itemId));
  if (input.direction === 1) {
    return line && !waiting && input.online
      ? { quantity: line.quantity + 1, cartItemSlotId: line.cart_item_slot_id }
      : { quantity: 1, cartItemSlotId: -1 };
  }
  if (!line || waiting || (line.quantity < 2 && !input.online)) return null;
  return { quantity: line.quantity - 1, cartItemSlotId: line.cart_item_slot_id };
}
