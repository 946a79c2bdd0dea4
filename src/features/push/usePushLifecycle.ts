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
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { worker } from '@/app/workerClient';
import { useCustomer } from '@/liveQueries/useCustomer';
import { pushOpenFromSearch } from '@/domain/pushOpen';
import { afterFirstScreen } from '@/ui/firstScreen';

const TIMEZONE_SENT_KEY = 'docket:pn-timezone';

/** 'Push, timezone' once per session, and again when the device's zone or locale changes. */
function sendTimezoneOncePerSession(): void {
  let sentKey: string | null = null;
  try {
    sentKey = window.sessionStorage.getItem(TIMEZONE_SENT_KEY);
  } catch {
    // No session storage: send it on every start.
  }
  // The worker reads the zone: the page's first Intl date formatter is a long task of its own.
  void worker.sendTimezone({ sentKey }).then((result) => {
    if (!result.ok || !result.data.sent) return;
    try {
      window.sessionStorage.setItem(TIMEZONE_SENT_KEY, result.data.key);
    } catch {
      // As above.
    }
  });
}

/**
 * Registering needs the push code only where notifications are already allowed: on a first visit
 * (permission not asked yet) it is not loaded at all; the prompt brings it when it shows.
 */
function notificationsGranted(): boolean {
  return typeof Notification !== 'undefined' && Notification.permission === 'granted';
}

async function keepRegistered(): Promise<void> {
  const [{ browserPushDeps }, { keepPushRegistered }] = await Promise.all([
    import('./browserPushDeps'),
    import('./pushRegistration'),
  ]);
  await keepPushRegistered(browserPushDeps());
}

export function usePushLifecycle(): void {
  const location = useLocation();
  const navigate = useNavigate();

  const customerId = useCustomer().id;
  useEffect(() => {
    if (notificationsGranted()) void keepRegistered();
  }, [customerId]);
  useEffect(() => afterFirstScreen(sendTimezoneOncePerSession), []);

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
