/**
 * The words and choices of the item options popup (spec 1 §2.7: 'modifier groups (single choice or
 * multiselect) with option price offsets shown as add or sub with 2 decimals, and an add button').
 * The rules themselves (validation, payload, line price) are in ./modifierValidation.
 */
import type { ModifierGroup } from '../api/common';
import type { ModifierSelection } from './modifierValidation';
import { formatMoney, formatOffset } from './money';

/** The typographic minus: '−$0.50' reads as a price cut, not a hyphen. */
const MINUS = '\u2212';

/**
 * An option's price offset beside its name: 150 → '+$1.50', -50 → '−$0.50', 0 → '' (an option
 * that costs nothing extra shows no price).
 */
export function optionPriceText(offsetCents: number, currencySign: string): string {
  const text = formatOffset(offsetCents, currencySign);
  return text.startsWith('-') ? `${MINUS}${text.slice(1)}` : text;
}

/** The popup's primary action with the running price: 'Add to cart · $24.50', 'Add 2 to cart · $49.00'. */
export function addButtonText(quantity: number, lineCents: number, currencySign: string): string {
  const what = quantity === 1 ? 'Add to cart' : `Add ${quantity} to cart`;
  return `${what} · ${formatMoney(lineCents, currencySign)}`;
}

/** The hint under a group's name: 'Required', 'Optional', 'Optional, choose up to 3'. */
export function groupHint(group: ModifierGroup): string {
  const need = group.mandatory === 1 ? 'Required' : 'Optional';
  return group.multiselect === 1 && group.max_select > 0
    ? `${need}, choose up to ${group.max_select}`
    : need;
}

/**
 * The selection after the customer ticks or unticks an option. A single-choice group holds one
 * option id (0 = none); a multiselect group holds its ticked ids, and may go over max_select (the
 * Add button's validation says so, spec 1 §5).
 */
export function pickOption(
  selection: ModifierSelection,
  group: ModifierGroup,
  optionId: number,
  checked: boolean,
): Record<number, number | readonly number[]> {
  if (group.multiselect !== 1) return { ...selection, [group.id]: checked ? optionId : 0 };
  const raw = selection[group.id];
  const current = raw === undefined ? [] : typeof raw === 'number' ? [raw] : raw;
  const without = current.filter((id) => id !== optionId && id !== 0);
  return { ...selection, [group.id]: checked ? [...without, optionId] : without };
}

/** Whether an option is ticked in the selection. */
export function isPicked(
  selection: ModifierSelection,
  group: ModifierGroup,
  optionId: number,
): boolean {
  const raw = selection[group.id];
  if (raw === undefined) return false;
  return typeof raw === 'number' ? raw === optionId : raw.includes(optionId);
}

/** A cart change waiting in the outbox, as far as the customer is concerned. */
export type WaitingChange = { label?: string; quantity?: number; lastError: string | null };

/**
 * 'Waiting to send: Flat White ×1, Crispy Calamari ×2', or null when nothing waits. The queue
 * counts as waiting once a change in it has been held up (the outbox sends in order, so every
 * change behind a held one waits too). Changes on their way for the first time are the Add
 * button's business (it stays busy until the server or the network answers); showing them here
 * would flash on every online add.
 */
export function waitingChangesText(rows: readonly WaitingChange[]): string | null {
  if (!rows.some((row) => row.lastError !== null)) return null;
  const lines = rows.map((row) => `${row.label ?? 'Cart change'} ×${row.quantity ?? 1}`);
  return `Waiting to send: ${lines.join(', ')}`;
}
