/**
 * The push prompt (spec 3 'Order status codes': 'a push prompt for an active order appears 3 s
 * after loading'; spec 1 §4: shown only once per session). Mounted by the receipt of an active
 * order. When permission is already granted it only makes sure this browser is registered.
 */
import { useEffect, useId, useMemo, useState } from 'react';
import { ModalDialog } from '@/ui/ModalDialog';
import { showToast } from '@/ui/notify';
import { browserPushDeps } from './browserPushDeps';
import {
  currentPushOffer,
  keepPushRegistered,
  markPushPrompted,
  turnOnPush,
  type PushDeps,
} from './pushRegistration';
import { turnOnMessage } from './useGetNotified';

export const PUSH_PROMPT_DELAY_MS = 3_000;
export const PUSH_PROMPT_TITLE = 'Get notified?';
export const PUSH_PROMPT_TEXT = 'We can tell you when your order’s status changes.';

export function PushPrompt({
  delayMs = PUSH_PROMPT_DELAY_MS,
  deps,
}: {
  delayMs?: number;
  deps?: PushDeps;
}) {
  const pushDeps = useMemo(() => deps ?? browserPushDeps(), [deps]);
  const titleId = useId();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const timer = window.setTimeout(() => {
      const offer = currentPushOffer(pushDeps);
      if (offer === 'register') void keepPushRegistered(pushDeps);
      if (offer !== 'prompt') return;
      markPushPrompted(pushDeps);
      setOpen(true);
    }, delayMs);
    return () => window.clearTimeout(timer);
  }, [pushDeps, delayMs]);

  if (!open) return null;

  const allow = async () => {
    setOpen(false);
    const outcome = await turnOnPush(pushDeps);
    const message = outcome.state === 'failed' ? outcome.message : turnOnMessage(outcome);
    if (message)
      showToast({
        message,
        tone: outcome.state === 'on' ? 'success' : 'error',
        durationMs: 4_000,
      });
  };

  return (
    <ModalDialog labelledBy={titleId} onClose={() => setOpen(false)}>
      <div className="confirm-popup">
        <h2 id={titleId} className="confirm-popup__title">
          {PUSH_PROMPT_TITLE}
        </h2>
        <p>{PUSH_PROMPT_TEXT}</p>
        <div className="confirm-popup__actions">
          <button type="button" className="button" onClick={() => setOpen(false)}>
            Not now
          </button>
          <button type="button" className="button button--primary" onClick={() => void allow()}>
            Turn on notifications
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}
