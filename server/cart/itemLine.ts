/**
 * One cart line from the catalogue and the client's cart item payload (spec 1 §3 'Cart item
 * payload', §5 item options and quantity). The price comes from the database: the item's base price
 * plus the chosen options' offsets; nothing the client says about money is read. The option rules
 * are the client's own (src/domain/modifierValidation), so both sides say the same words.
 */
import type { ModifierGroup } from '@api/common';
import type { CartOptionLine } from '@api/manageCart';
import {
  cartOptionsPayload,
  chosenOptionIds,
  modifierToast,
  validateModifiers,
  type ModifierSelection,
} from '@domain/modifierValidation';
import type { ItemEntry } from '../menu/catalogue';
import { fail, succeed, type ActionResult } from '../protocol/context';
import { MESSAGES, quantityRangeMessage } from '../protocol/messages';

export type PricedLine = {
  menuItemId: number;
  name: string;
  quantity: number;
  /** Normalised to the payload's key form. */
  options: Record<string, number>;
  optionLines: CartOptionLine[];
  unitPrice: number;
};

const GROUP_KEY = /^group_(\d{1,9})$/;
const OPTION_KEY = /^option_(\d{1,9})$/;

/**
 * The payload's options as a selection, or null when a key names a group or option the item does
 * not have. Keys of neither form are ignored; a 0 value means 'none'.
 */
export function selectionFromPayload(
  groups: readonly ModifierGroup[],
  options: Readonly<Record<string, number>>,
): ModifierSelection | null {
  const selection: Record<number, number[]> = {};
  const pick = (groupId: number, optionId: number) => {
    selection[groupId] = [...(selection[groupId] ?? []), optionId];
  };
  for (const [key, value] of Object.entries(options)) {
    const groupMatch = GROUP_KEY.exec(key);
    const optionMatch = OPTION_KEY.exec(key);
    if (groupMatch) {
      const group = groups.find((candidate) => candidate.id === Number(groupMatch[1]));
      if (!group) return null;
      if (value === 0) continue;
      if (!group.options.some((option) => option.id === value)) return null;
      pick(group.id, value);
    } else if (optionMatch) {
      if (value === 0) continue;
      const optionId = Number(optionMatch[1]);
      const group = groups.find((candidate) => candidate.options.some((o) => o.id === optionId));
      if (!group) return null;
      pick(group.id, optionId);
    }
  }
  return selection;
}

/** The item's quantity rule (spec 1 §5): a whole number from min_qty (at least 1) to max_qty. */
export function checkQuantity(entry: ItemEntry, quantity: number): ActionResult<number> {
  const min = Math.max(1, entry.details.min_qty);
  const max = Math.max(min, entry.details.max_qty);
  return Number.isInteger(quantity) && quantity >= min && quantity <= max
    ? succeed(quantity)
    : fail(quantityRangeMessage(min, max));
}

export function priceLine(
  entry: ItemEntry,
  payload: { quantity: number; options: Readonly<Record<string, number>> },
): ActionResult<PricedLine> {
  const { item, details } = entry;
  if (item.is_available !== 1) return fail(MESSAGES.productUnavailable);
  const quantity = checkQuantity(entry, payload.quantity);
  if (!quantity.ok) return quantity;

  const groups = details.options;
  const selection = selectionFromPayload(groups, payload.options);
  if (selection === null) return fail(MESSAGES.invalidItemOptions);
  const problems = modifierToast(validateModifiers(groups, selection));
  if (problems !== null) return fail(problems);

  const optionLines = groups.flatMap((group) => {
    const chosen = chosenOptionIds(group, selection);
    return group.options
      .filter((option) => chosen.includes(option.id))
      .map((option) => ({
        group_id: group.id,
        group_name: group.name,
        option_id: option.id,
        desc: option.desc,
        price_offset: option.price_offset,
      }));
  });
  const unitPrice = optionLines.reduce((sum, line) => sum + line.price_offset, details.base_price);
  return succeed({
    menuItemId: details.item_id,
    name: details.name,
    quantity: payload.quantity,
    options: cartOptionsPayload(groups, selection),
    optionLines,
    unitPrice: Math.max(0, unitPrice),
  });
}
