/**
 * The update prompt (spec 1 §8 'Upgrade required (web)' and 'Upgrade (app)', §9 'Snackbars 10 s';
 * STYLE habit 12). Two things can say a new version exists: the server's Upgrade field on any
 * answer, and a new service worker that has installed and is waiting. These rules decide which
 * snackbar shows and what 'Refresh Now' does; the view only renders and runs timers.
 */

/** What the worker keeps of the server's Upgrade field (appState 'upgrade'). */
export type UpgradeSignal = { Available: boolean; Required: boolean; receivedAt: number };

/**
 * 'required': the persistent 'Update required…' snackbar. 'available': the 'Update available...'
 * snackbar that hides after 10 s; `key` names the announcement, so each one shows once.
 */
export type UpdateOffer = { kind: 'required' } | { kind: 'available'; key: string } | null;

/**
 * Which snackbar the page shows. A server signal counts only when it arrived after this page
 * loaded: one stored by an older build (or before the reload that applied the update) is history.
 */
export function updateOffer(input: {
  upgrade: UpgradeSignal | null;
  /** ms since epoch when this page started (performance.timeOrigin). */
  pageStartedAt: number;
  /** A new service worker is installed and waiting for SKIP_WAITING. */
  swWaiting: boolean;
}): UpdateOffer {
  const fresh =
    input.upgrade !== null && input.upgrade.receivedAt >= input.pageStartedAt
      ? input.upgrade
      : null;
  if (fresh?.Required) return { kind: 'required' };
  if (input.swWaiting) return { kind: 'available', key: 'service-worker' };
  if (fresh?.Available) return { kind: 'available', key: `server-${fresh.receivedAt}` };
  return null;
}

/**
 * What 'Refresh Now' (or an automatic update) does. A payment in progress is never interrupted:
 * the reload waits until checkout clears the flag. A waiting service worker is activated first so
 * the reload runs the new version; without one a plain reload fetches the new index.html.
 */
export type RefreshPlan = 'wait-for-payment' | 'activate-waiting' | 'reload';

export function refreshPlan(input: {
  swWaiting: boolean;
  paymentInProgress: boolean;
}): RefreshPlan {
  if (input.paymentInProgress) return 'wait-for-payment';
  return input.swWaiting ? 'activate-waiting' : 'reload';
}
