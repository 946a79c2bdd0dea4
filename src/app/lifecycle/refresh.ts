/**
 * 'Refresh Now' (spec 1 §8 'Upgrade required (web)'): activate a waiting service worker and reload
 * into it, or just reload; never while a payment is in progress.
 */
import { useSyncExternalStore } from 'react';
import { applyUpdate, isUpdateWaiting, onUpdateWaiting } from '@/app/serviceWorker';
import { refreshPlan, type RefreshPlan } from '@/domain/upgradePrompt';
import { isPaymentInProgress } from './paymentGuard';

/** Runs the refresh unless a payment is in progress; returns what it did. */
export function refreshNow(): RefreshPlan {
  const plan = refreshPlan({
    swWaiting: isUpdateWaiting(),
    paymentInProgress: isPaymentInProgress(),
  });
  if (plan === 'activate-waiting') applyUpdate();
  else if (plan === 'reload') window.location.reload();
  return plan;
}

/** Whether a new service worker is installed and waiting, re-rendering when one arrives. */
export function useUpdateWaiting(): boolean {
  return useSyncExternalStore(onUpdateWaiting, isUpdateWaiting, () => false);
}
