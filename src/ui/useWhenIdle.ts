import { useSyncExternalStore } from 'react';
import { afterFirstScreen } from './firstScreen';

let idle = false;
const listeners = new Set<() => void>();
let waiting = false;

/** Calls `listener` once the first screen has shown and the browser has been idle since. */
export function subscribeWhenIdle(listener: () => void): () => void {
  listeners.add(listener);
  if (!waiting && !idle) {
    waiting = true;
    afterFirstScreen(() => {
      idle = true;
      for (const notify of [...listeners]) notify();
    });
  }
  return () => {
    listeners.delete(listener);
  };
}

/** Whether that moment has come. */
export function isIdleNow(): boolean {
  return idle;
}

/**
 * False until the first screen has shown its content and the browser has been idle since
 * (src/ui/firstScreen); from then on true, at once, for every component that asks, so what waits
 * on it appears once and never flickers in a later mount (a card scrolled into a long menu).
 */
export function useWhenIdle(): boolean {
  return useSyncExternalStore(
    subscribeWhenIdle,
    () => idle,
    () => false,
  );
}
