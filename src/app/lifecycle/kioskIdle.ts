/**
 * The kiosk's idle moment: after `idleMs` untouched, the guest's state is cleared
 * (worker.resetGuestState) and the kiosk goes home; then, while it stays untouched, a waiting
 * update is applied, whether it was already waiting or arrives overnight. Nothing happens while a
 * payment is in progress. The rules are `idleMomentAction`.
 */
import { applyUpdate, isUpdateWaiting, onUpdateWaiting } from '@/app/serviceWorker';
import { idleMomentAction, type IdlePhase } from '@/domain/idleReset';
import { isPaymentInProgress, subscribePaymentInProgress } from './paymentGuard';
import { watchIdle } from './idleWatcher';

/** Dispatched on window after each idle reset (for diagnostics and the kiosk e2e journey). */
export const IDLE_RESET_EVENT = 'docket:idle-reset';

/**
 * Dispatched on window the moment an idle reset begins, before the worker's part: a journey moving
 * the page's clock sees at once whether the idle moment chose to reset (the reset itself ends
 * later, when the worker answers).
 */
export const IDLE_RESET_STARTED_EVENT = 'docket:idle-reset-started';

/** The device setting that sets the idle period in ms (and turns the reset on for any build). */
export const IDLE_SETTING_KEY = 'docket:kiosk-idle-ms';

export function readIdleSetting(): string | null {
  try {
    return window.localStorage.getItem(IDLE_SETTING_KEY);
  } catch {
    return null; // storage disabled: no device setting
  }
}

export function startKioskIdle(options: {
  idleMs: number;
  resetGuestState: () => Promise<unknown>;
  goHome: () => void;
}): () => void {
  let idle = false;
  let phase: IdlePhase = 'active';
  let updating = false;
  let disposed = false;

  /** Does what the idle moment calls for; true when it started loading the new build. */
  const step = (): boolean => {
    if (disposed || updating) return false;
    const action = idleMomentAction({
      idle,
      phase,
      paymentInProgress: isPaymentInProgress(),
      updateWaiting: isUpdateWaiting(),
    });
    if (action === 'reset') {
      phase = 'resetting';
      window.dispatchEvent(new CustomEvent(IDLE_RESET_STARTED_EVENT));
      void options
        .resetGuestState()
        .catch((error: unknown) => console.error('Idle reset failed', error))
        .finally(() => {
          if (disposed) return;
          // Someone may have touched the screen while the reset ran; they start clean either way.
          phase = idle ? 'reset' : 'active';
          window.dispatchEvent(new CustomEvent(IDLE_RESET_EVENT));
          // With an update waiting, the new build loads straight at home; otherwise go home. (Not
          // both: opening a screen first would give the old worker requests to finish first.)
          if (!step()) options.goHome();
        });
    } else if (action === 'apply-update') {
      updating = true;
      applyUpdate('/');
      return true;
    }
    return false;
  };

  const stopWatching = watchIdle({
    idleMs: options.idleMs,
    onIdle: () => {
      idle = true;
      step();
    },
    onActive: () => {
      idle = false;
      if (phase === 'reset') phase = 'active';
    },
  });
  const stopPayment = subscribePaymentInProgress(step);
  const stopUpdate = onUpdateWaiting(step);

  return () => {
    disposed = true;
    stopWatching();
    stopPayment();
    stopUpdate();
  };
}
