/**
 * 'Get Notified' (spec 3 'Orders', the receipt of an active order): asks permission when needed,
 * then subscribes and registers this browser. The receipt renders the button while `available`
 * and says `message` under it.
 *
 *   const { available, busy, message, getNotified } = useGetNotified();
 */
import { useCallback, useMemo, useState } from 'react';
import { PUSH_DISABLED_ALERT, PUSH_NEEDS_INSTALL } from '@/domain/pushPrompt';
import { showToast } from '@/ui/notify';
import { browserPushDeps } from './browserPushDeps';
import {
  currentPushOffer,
  turnOnPush,
  type PushDeps,
  type TurnOnOutcome,
} from './pushRegistration';

export const GET_NOTIFIED_ON = 'You will be notified when this order’s status changes.';

/** What to tell the customer after an attempt; '' when nothing needs saying. */
export function turnOnMessage(outcome: TurnOnOutcome | null): string {
  if (outcome === null) return '';
  if (outcome.state === 'on') return GET_NOTIFIED_ON;
  if (outcome.state === 'blocked') return PUSH_DISABLED_ALERT;
  if (outcome.state === 'install-first') return PUSH_NEEDS_INSTALL;
  return '';
}

export function useGetNotified(deps?: PushDeps) {
  const pushDeps = useMemo(() => deps ?? browserPushDeps(), [deps]);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<TurnOnOutcome | null>(null);
  const offer = currentPushOffer(pushDeps);

  const getNotified = useCallback(async () => {
    setBusy(true);
    try {
      const result = await turnOnPush(pushDeps);
      if (result.state === 'failed')
        showToast({ message: result.message, tone: 'error', durationMs: 4_000 });
      setOutcome(result);
      return result;
    } finally {
      setBusy(false);
    }
  }, [pushDeps]);

  return {
    /** Whether this device and brand can push at all (else hide the button). */
    available: offer !== 'unavailable',
    offer,
    busy,
    outcome,
    message: turnOnMessage(outcome),
    getNotified,
  };
}
