/**
 * The one flag that holds back every automatic or prompted reload and the kiosk's idle moment
 * (STYLE habit 12: 'never reloads mid-payment'; DESIGN 'Idle resets and the attract screen never
 * interrupt a payment or its outcome on screen'). Two things raise it:
 *
 * - checkout, from when it hands the customer to a payment step (card, pinpad, redirect) until the
 *   payment settles, however it settles:
 *
 *     setPaymentInProgress(true);
 *     try { await pay(); } finally { setPaymentInProgress(false); }
 *
 * - a screen that shows a payment or its outcome (the terminal popup, declined included), for as
 *   long as it is on screen: `usePaymentOnScreen()`. A declined pinpad payment settles at once,
 *   but the customer may still be at the pad reading why; the kiosk once reset under them there.
 *
 * 'Refresh Now', the kiosk's idle reset and update, and the attract screen all wait while it is up.
 */
import { useEffect, useSyncExternalStore } from 'react';

let inProgress = false;
/** Screens showing a payment or its outcome right now. */
let onScreen = 0;
const listeners = new Set<() => void>();

/** Applies a change, telling the listeners only when the flag itself changed. */
function change(apply: () => void): void {
  const before = isPaymentInProgress();
  apply();
  if (isPaymentInProgress() === before) return;
  for (const listener of listeners) listener();
}

export function setPaymentInProgress(flag: boolean): void {
  change(() => (inProgress = flag));
}

/** Raises the flag until the returned function is called (once; later calls do nothing). */
export function holdPaymentOnScreen(): () => void {
  change(() => (onScreen += 1));
  let released = false;
  return () => {
    if (released) return;
    released = true;
    change(() => (onScreen -= 1));
  };
}

export function isPaymentInProgress(): boolean {
  return inProgress || onScreen > 0;
}

export function subscribePaymentInProgress(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Whether a payment is in progress, re-rendering when that changes. */
export function usePaymentInProgress(): boolean {
  return useSyncExternalStore(subscribePaymentInProgress, isPaymentInProgress, () => false);
}

/** Holds the flag while the calling component (a payment or its outcome) is mounted. */
export function usePaymentOnScreen(): void {
  useEffect(() => holdPaymentOnScreen(), []);
}
