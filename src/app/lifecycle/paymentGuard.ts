/**
 * The one flag that holds back every automatic or prompted reload (STYLE habit 12: 'never reloads
 * mid-payment'). Checkout sets it before it hands the customer to a payment step (card, pinpad,
 * redirect) and clears it when the payment settles, however it settles:
 *
 *   setPaymentInProgress(true);
 *   try { await pay(); } finally { setPaymentInProgress(false); }
 *
 * 'Refresh Now' and the kiosk's idle update both wait while it is set.
 */
import { useSyncExternalStore } from 'react';

let inProgress = false;
const listeners = new Set<() => void>();

export function setPaymentInProgress(flag: boolean): void {
  if (inProgress === flag) return;
  inProgress = flag;
  for (const listener of listeners) listener();
}

export function isPaymentInProgress(): boolean {
  return inProgress;
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
