/**
 * The open order's item count, as the header's probe reads it (CartCountProbe), shared with what
 * shows only once the cart holds something: the header's cart button and the menu's cart bar,
 * whose code is not loaded for an empty cart.
 */
import { useSyncExternalStore } from 'react';

let count = 0;
const listeners = new Set<() => void>();

export function setCartCount(next: number): void {
  if (next === count) return;
  count = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The count, 0 until the probe has read it (and on the server). */
export function useCartCount(): number {
  return useSyncExternalStore(
    subscribe,
    () => count,
    () => 0,
  );
}
