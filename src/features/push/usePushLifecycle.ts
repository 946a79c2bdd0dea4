/**
 * Push while the app runs (mounted by src/app/lifecycle/LifecycleHost.tsx once the page is idle):
 * - 'registered once permission is granted' (spec 1 §4): re-registers this browser's subscription
 *   with the server on every start where permission is granted, and whenever the customer signs in
 *   or out, so a member's pushes follow the member and stop on this device at sign-out;
 * - `Push timezone` once per session, and again when the device's zone changes;
 * - a tapped notification: the service worker opens the receipt with the push's marker (in an open
 *   window it asks the page to go there); the page reports the open (`Push track_open`) and drops
 *   the marker from the address.
 */
import { useEffect, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { worker } from '@/app/workerClient';
import { useCustomer } from '@/db/useCustomer';
import { pushOpenFromSearch } from '@/domain/pushPrompt';
import { afterFirstScreen } from '@/ui/firstScreen';
import { browserPushDeps } from './browserPushDeps';
import { keepPushRegistered } from './pushRegistration';

const TIMEZONE_SENT_KEY = 'docket:pn-timezone';

function sendTimezoneOncePerSession(now: Date): void {
  const utcOffsetMinutes = -now.getTimezoneOffset();
  const { timeZone, locale } = Intl.DateTimeFormat().resolvedOptions();
  const key = `${utcOffsetMinutes}|${timeZone}|${locale}`;
  try {
    if (window.sessionStorage.getItem(TIMEZONE_SENT_KEY) === key) return;
  } catch {
    // No session storage: send it on every start.
  }
  void worker
    .sendTimezone({
      utcOffsetMinutes,
      timezone: timeZone,
      locale,
      dates: now.toLocaleString(locale),
    })
    .then((result) => {
      if (!result.ok) return;
      try {
        window.sessionStorage.setItem(TIMEZONE_SENT_KEY, key);
      } catch {
        // As above.
      }
    });
}

export function usePushLifecycle(): void {
  const deps = useMemo(() => browserPushDeps(), []);
  const location = useLocation();
  const navigate = useNavigate();

  const customerId = useCustomer().id;
  useEffect(() => {
    void keepPushRegistered(deps);
  }, [deps, customerId]);
  // In an idle moment of its own: the zone's formatter is the first of the session (15 ms at 4x
  // CPU), and the other lifecycle effects already make a long task of the host's mount.
  useEffect(() => afterFirstScreen(() => sendTimezoneOncePerSession(new Date())), []);

  // The service worker asks an open window to show a tapped notification's receipt.
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    const onMessage = (event: MessageEvent<unknown>) => {
      const data = event.data as { type?: unknown; link?: unknown } | null;
      if (data?.type !== 'PUSH_OPENED' || typeof data.link !== 'string') return;
      const link = new URL(data.link, window.location.origin);
      if (link.origin !== window.location.origin) return;
      void navigate(`${link.pathname}${link.search}`);
    };
    navigator.serviceWorker.addEventListener('message', onMessage);
    return () => navigator.serviceWorker.removeEventListener('message', onMessage);
  }, [navigate]);

  const marker = pushOpenFromSearch(location.search);
  const markerKey = marker ? `${location.pathname}${location.search}` : '';
  useEffect(() => {
    if (!marker) return;
    if (marker.open.pushId > 0) void worker.trackPushOpen(marker.open);
    void navigate(`${location.pathname}${marker.search}${location.hash}`, { replace: true });
    // Once per marked address.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [markerKey]);
}
