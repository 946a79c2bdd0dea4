/**
 * The push prompt (spec 3 'Order status codes': 'a push prompt for an active order appears 3 s
 * after loading'; spec 1 §4: shown only once per session). Mounted by the receipt of an active
 * order. When permission is already granted it only makes sure this browser is registered. Where
 * push needs the app added to the Home Screen (Safari in a tab), it says how instead, as rarely.
 */
import { useEffect, useId, useMemo, useState } from 'react';
import { hasPushPromptCookie, PUSH_NEEDS_INSTALL } from '@/domain/pushPrompt';
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
  const [open, setOpen] = useState<'ask' | 'install' | null>(null);

  useEffect(() => {
    const timer = window.setTimeout(() => {
      const offer = currentPushOffer(pushDeps);
      if (offer === 'register') void keepPushRegistered(pushDeps);
      const install = offer === 'install-first' && !hasPushPromptCookie(pushDeps.cookies.read());
      if (offer !== 'prompt' && !install) return;
      markPushPrompted(pushDeps);
      setOpen(install ? 'install' : 'ask');
    }, delayMs);
    return () => window.clearTimeout(timer);
  }, [pushDeps, delayMs]);

  if (open === null) return null;
  const close = () => setOpen(null);

  const allow = async () => {
    close();
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
    <ModalDialog labelledBy={titleId} onClose={close}>
      <div className="confirm-popup">
        <h2 id={titleId} className="confirm-popup__title">
          {PUSH_PROMPT_TITLE}
        </h2>
        <p>{open === 'install' ? PUSH_NEEDS_INSTALL : PUSH_PROMPT_TEXT}</p>
        <div className="confirm-popup__actions">
          {open === 'install' ? (
            <button type="button" className="button button--primary" onClick={close}>
              OK
            </button>
          ) : (
            <>
              <button type="button" className="button" onClick={close}>
                Not now
              </button>
              <button type="button" className="button button--primary" onClick={() => void allow()}>
                Turn on notifications
              </button>
            </>
          )}
        </div>
      </div>
    </ModalDialog>
  );
}
