/**
 * The profile's 'Push Notifications' switch (spec 3 'Profile'): on subscribes this browser and
 * registers it, off unsubscribes it and tells the server. Hidden where the device or brand cannot
 * push. The profile screen renders it.
 */
import { useEffect, useId, useMemo, useState } from 'react';
import { showToast } from '@/ui/notify';
import { PUSH_REGISTER_ERROR } from '@/domain/pushPrompt';
import { browserPushDeps } from './browserPushDeps';
import { currentPushOffer, turnOffPush, turnOnPush, type PushDeps } from './pushRegistration';
import { turnOnMessage } from './useGetNotified';
import './push.css';

export function PushToggle({ deps }: { deps?: PushDeps }) {
  const pushDeps = useMemo(() => deps ?? browserPushDeps(), [deps]);
  const labelId = useId();
  const [on, setOn] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  const offer = currentPushOffer(pushDeps);

  useEffect(() => {
    let live = true;
    void (async () => {
      const subscribed =
        pushDeps.notifications.current() === 'granted' &&
        (await pushDeps.subscriber.current()) !== null;
      if (live) setOn(subscribed);
    })();
    return () => {
      live = false;
    };
  }, [pushDeps]);

  if (offer === 'unavailable') return null;

  const toggle = async () => {
    setBusy(true);
    try {
      if (on) {
        const result = await turnOffPush(pushDeps);
        if (result && !result.ok)
          showToast({ message: PUSH_REGISTER_ERROR, tone: 'error', durationMs: 4_000 });
        setOn(false);
        setMessage('');
      } else {
        const outcome = await turnOnPush(pushDeps);
        if (outcome.state === 'failed')
          showToast({ message: outcome.message, tone: 'error', durationMs: 4_000 });
        setOn(outcome.state === 'on');
        setMessage(outcome.state === 'on' ? '' : turnOnMessage(outcome));
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="push-toggle">
      <span id={labelId} className="push-toggle__label">
        Push Notifications
      </span>
      <button
        type="button"
        role="switch"
        className="push-toggle__switch"
        aria-labelledby={labelId}
        aria-checked={on === true}
        disabled={on === null || busy}
        onClick={() => void toggle()}
      >
        <span className="push-toggle__knob" aria-hidden="true" />
      </button>
      <p className="push-toggle__message" role="status">
        {message}
      </p>
    </div>
  );
}
