/**
 * The item options popup (spec 1 §2.7, §3 'Modifier group' and 'Cart item payload', §5 item options
 * and quantity rules). Money is integer cents.
 *
 * A selection maps a group id to its choice: an option id for a single-choice group (0 = none), or a
 * list of option ids for a multiselect group. Either shape is read for either kind of group, and ids
 * that are not options of the group are ignored.
 */
import type { ModifierGroup } from '../api/common';

export { VALIDATION_TOAST_MS } from './messages';

export type ModifierSelection = Readonly<Record<number, number | readonly number[]>>;

/** 'Quantity stepper in the options popup: min 1, max 99 by default.' */
export const OPTION_QTY_MIN = 1;
export const OPTION_QTY_MAX = 99;
/** 'On the menu product stepper: min 0, max max_qty or 999.' */
export const STEPPER_QTY_MAX = 999;

/** The group's chosen option ids, in the group's option order; a single group gives at most one. */
export function chosenOptionIds(group: ModifierGroup, selection: ModifierSelection): number[] {
  const raw = selection[group.id];
  const picked = raw === undefined ? [] : typeof raw === 'number' ? [raw] : raw;
  const chosen = group.options
    .map((option) => option.id)
    .filter((id) => id !== 0 && picked.includes(id));
  return group.multiselect === 1 ? chosen : chosen.slice(0, 1);
}

/**
 * 'a mandatory single group needs a non-zero choice, else '{group name} is required'; a mandatory
 * multiselect needs at least one, else '{group name} is required'; if max_select is above 0 and more
 * are chosen, 'Choose up to {n} options for {group name}'.' One message per group, in group order.
 */
export function validateModifiers(
  groups: readonly ModifierGroup[],
  selection: ModifierSelection,
): string[] {
  const messages: string[] = [];
  for (const group of groups) {
    const count = chosenOptionIds(group, selection).length;
    if (group.mandatory === 1 && count === 0) messages.push(`${group.name} is required`);
    else if (group.max_select > 0 && count > group.max_select) {
      messages.push(`Choose up to ${group.max_select} options for ${group.name}`);
    }
  }
  return messages;
}

/** 'Errors are joined by commas in one toast'; null when there is nothing to say. */
export function modifierToast(messages: readonly string[]): string | null {
  return messages.length === 0 ? null : messages.join(', ');
}

/**
 * The cart item's options: 'keys group_{id} for single choice, option_{id} for multiple'. A single
 * group sends its chosen option id (left out when none); each chosen multiselect option sends 1.
 */
export function cartOptionsPayload(
  groups: readonly ModifierGroup[],
  selection: ModifierSelection,
): Record<string, number> {
  const payload: Record<string, number> = {};
  for (const group of groups) {
    const ids = chosenOptionIds(group, selection);
    if (group.multiselect === 1) for (const id of ids) payload[`option_${id}`] = 1;
    else if (ids[0] !== undefined) payload[`group_${group.id}`] = ids[0];
  }
  return payload;
}

/** (base price + the chosen options' price offsets) × quantity, in cents. */
export function linePriceCents(
  basePrice: number,
  groups: readonly ModifierGroup[],
  selection: ModifierSelection,
  quantity: number,
): number {
  let unit = basePrice;
  for (const group of groups) {
    const ids = chosenOptionIds(group, selection);
    for (const option of group.options) if (ids.includes(option.id)) unit += option.price_offset;
  }
  return unit * quantity;
}

/** The options marked is_default: the first one for a single group (0 when none), all for multi. */
export function defaultSelection(
  groups: readonly ModifierGroup[],
): Record<number, number | number[]> {
  const selection: Record<number, number | number[]> = {};
  for (const group of groups) {
    const ids = group.options
      .filter((option) => option.is_default === 1)
      .map((option) => option.id);
    selection[group.id] = group.multiselect === 1 ? ids : (ids[0] ?? 0);
  }
  return selection;
}

function clamp(value: number, min: number, max: number): number {
  if (!Number.isFinite(value)) return min;
  return Math.min(max, Math.max(min, Math.trunc(value)));
}

/**
 * The options popup stepper: 1 to 99 'by default'. The item's min_qty / max_qty replace a bound
 * when above 0.
 */
export function clampOptionQuantity(
  quantity: number,
  limits: { minQty?: number; maxQty?: number } = {},
): number {
  const min = limits.minQty !== undefined && limits.minQty > 0 ? limits.minQty : OPTION_QTY_MIN;
  const max = limits.maxQty !== undefined && limits.maxQty > 0 ? limits.maxQty : OPTION_QTY_MAX;
  return clamp(quantity, min, Math.max(min, max));
}

/** The menu product stepper: 'min 0, max max_qty or 999'. */
export function clampStepperQuantity(quantity: number, maxQty: number): number {
  return clamp(quantity, 0, maxQty > 0 ? maxQty : STEPPER_QTY_MAX);
}
