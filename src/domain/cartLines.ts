/**
 * The cart screen's lines: the order as the server last answered it, with the quantity changes
 * still waiting in the outbox (made offline, or on their way) shown in their place. A line whose
 * removal waits is left out; a changed line is marked pending until the server confirms it.
 */
import type { PendingLine } from './menuStepper';

export type CartLineLike = { cart_item_slot_id: number; quantity: number };

export type ShownLine<L> = { line: L; quantity: number; pending: boolean };

export function shownCartLines<L extends CartLineLike>(
  lines: readonly L[],
  pending: readonly PendingLine[],
): ShownLine<L>[] {
  return lines.flatMap((line): ShownLine<L>[] => {
    // The latest change to this line wins (pending is oldest first).
    const change = pending.findLast((p) => p.slotId === line.cart_item_slot_id);
    if (change === undefined) return [{ line, quantity: line.quantity, pending: false }];
    if (change.quantity <= 0) return [];
    return [{ line, quantity: change.quantity, pending: true }];
  });
}
