/**
 * The installed-app effects the shell runs once: the connectivity poller, update checks, persistent
 * storage and the portrait lock. Each effect undoes everything it started, so a kiosk that runs for
 * weeks holds no more listeners or timers than on day one.
 */
import { useEffect } from 'react';
import { COUNTER_DEVICE } from '@/app/deviceMode';
import { checkForUpdate, startUpdateChecks } from '@/app/serviceWorker';
import { worker } from '@/app/workerClient';
import { useAppState } from '@/liveQueries/useAppState';
import { PAGE_STARTED_AT } from './pageStart';

/**
 * Runs the API worker's ping (every 15 s) while the page is visible, and passes the device's
 * online/offline events on to it. A hidden page stops polling; showing it pings at once.
 */
export function useConnectivityMonitor(): void {
  useEffect(() => {
    const sync = () => {
      if (document.visibilityState === 'visible') void worker.startConnectivity();
      else void worker.stopConnectivity();
    };
    const onOnline = () => void worker.reportNetwork({ online: true });
    const onOffline = () => void worker.reportNetwork({ online: false });
    sync();
    document.addEventListener('visibilitychange', sync);
    window.addEventListener('online', onOnline);
    window.addEventListener('offline', onOffline);
    return () => {
      document.removeEventListener('visibilitychange', sync);
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', onOffline);
      void worker.stopConnectivity();
    };
  }, []);
}

/**
 * Looks for a new service worker every 15 minutes and on every return to the app, and at once
 * when the server says a newer version exists (its Upgrade field), so 'Refresh Now' can load it.
 */
export function useUpdateChecks(): void {
  useEffect(() => startUpdateChecks(), []);

  const { data: upgrade } = useAppState('upgrade');
  const announced =
    upgrade && upgrade.receivedAt >= PAGE_STARTED_AT && (upgrade.Available || upgrade.Required)
      ? upgrade.receivedAt
      : null;
  useEffect(() => {
    if (announced !== null) void checkForUpdate();
  }, [announced]);
}

let persistAsked = false;

/**
 * Asks once per visit that the browser keep this origin's data under storage pressure (the
 * cached menu, the outbox): `navigator.storage.persist()`, unless it already does.
 */
export function usePersistentStorage(): void {
  useEffect(() => {
    if (persistAsked) return;
    persistAsked = true;
    const storage = navigator.storage as StorageManager | undefined;
    if (!storage?.persist || !storage.persisted) return;
    void storage
      .persisted()
      .then((already) => (already ? true : storage.persist()))
      .catch(() => false);
  }, []);
}

type LockableOrientation = ScreenOrientation & {
  lock?: (orientation: 'portrait') => Promise<void>;
};

/**
 * Personal builds installed on a phone are portrait (spec 3 §4 'locks to portrait'). Browsers only
 * lock an installed or fullscreen app and refuse elsewhere (desktop, iOS): a refusal is fine.
 */
export function usePortraitLock(): void {
  useEffect(() => {
    if (COUNTER_DEVICE) return;
    if (!window.matchMedia('(display-mode: standalone)').matches) return;
    const orientation = screen.orientation as LockableOrientation | undefined;
    void orientation?.lock?.('portrait').catch(() => undefined);
  }, []);
}
