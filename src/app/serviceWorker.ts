/**
 * Registers the service worker with workbox-window. A new version waits until the page asks it
 * to take over (never silently, never mid-payment: STYLE habit 12); the update prompt and the
 * kiosk's idle moment read `isUpdateWaiting` and call `applyUpdate` (see src/app/lifecycle).
 */
import type { Workbox } from 'workbox-window';
import { afterFirstScreen } from '@/ui/firstScreen';
import { whenWorkerReady } from './workerClient';

/** How often an open app asks the server for a new service worker (plus on every return to it). */
export const UPDATE_CHECK_INTERVAL_MS = 15 * 60_000;

/**
 * A new worker takes control only once the old one has finished the requests it is serving. If
 * that has not happened this long after SKIP_WAITING, the page loads anyway (which ends those
 * requests) and the loaded page finishes the takeover (`resumeRequestedUpdate`).
 */
const TAKEOVER_TIMEOUT_MS = 8_000;

/** Set while an asked-for update is under way, so the page after the load can finish it. */
const UPDATE_REQUESTED_KEY = 'docket:update-requested';

type UpdateListener = () => void;

const updateListeners = new Set<UpdateListener>();
let waiting = false;
let workbox: Workbox | null = null;
let currentRegistration: ServiceWorkerRegistration | null = null;

/** Whether a new version is installed and waiting for SKIP_WAITING. */
export function isUpdateWaiting(): boolean {
  return waiting;
}

/**
 * Called when a new version is installed and waiting; immediately if one already is. Returns the
 * unsubscribe (also usable as a useSyncExternalStore subscription with `isUpdateWaiting`).
 */
export function onUpdateWaiting(listener: UpdateListener): () => void {
  updateListeners.add(listener);
  if (waiting) listener();
  return () => updateListeners.delete(listener);
}

function markUpdateRequested(requested: boolean): void {
  try {
    if (requested) window.sessionStorage.setItem(UPDATE_REQUESTED_KEY, '1');
    else window.sessionStorage.removeItem(UPDATE_REQUESTED_KEY);
  } catch {
    // Storage disabled: the takeover still happens, just not across a load.
  }
}

function updateRequested(): boolean {
  try {
    return window.sessionStorage.getItem(UPDATE_REQUESTED_KEY) !== null;
  } catch {
    return false;
  }
}

/**
 * Activates the waiting version and, once it controls the page, loads `to` (default: this page
 * again), so the load runs the new build; with nothing waiting, just loads (the server's
 * index.html may be newer). Callers check for a payment in progress first
 * (src/app/lifecycle/refresh.ts, kioskIdle.ts).
 */
export function applyUpdate(to?: string): void {
  let loaded = false;
  const load = () => {
    if (loaded) return;
    loaded = true;
    if (to === undefined) window.location.reload();
    else window.location.assign(to);
  };
  const next = currentRegistration?.waiting;
  if (!next || !('serviceWorker' in navigator)) return load();
  markUpdateRequested(true);
  navigator.serviceWorker.addEventListener('controllerchange', load, { once: true });
  window.setTimeout(load, TAKEOVER_TIMEOUT_MS);
  next.postMessage({ type: 'SKIP_WAITING' });
}

/**
 * The page loaded while an update it asked for was still taking over (see TAKEOVER_TIMEOUT_MS):
 * ask again if the new worker is still waiting, and load once more when it takes control, so the
 * page ends up running the new build. Nothing to do when it took over before this load.
 */
function resumeRequestedUpdate(registration: ServiceWorkerRegistration): void {
  if (!updateRequested()) return;
  const next = registration.waiting;
  if (!next) return markUpdateRequested(false);
  navigator.serviceWorker.addEventListener(
    'controllerchange',
    () => {
      markUpdateRequested(false);
      window.location.reload();
    },
    { once: true },
  );
  next.postMessage({ type: 'SKIP_WAITING' });
}

/** Asks the server whether sw.js changed; a new one installs and then reports waiting. */
export async function checkForUpdate(): Promise<void> {
  if (!workbox) return;
  // Offline or a server hiccup: the next check will try again.
  await workbox.update().catch(() => undefined);
}

/**
 * Checks for a new version every 15 minutes and whenever the app becomes visible again (a phone
 * app resumed, a kiosk woken). Returns the function that stops both.
 */
export function startUpdateChecks(intervalMs = UPDATE_CHECK_INTERVAL_MS): () => void {
  const onVisibility = () => {
    if (document.visibilityState === 'visible') void checkForUpdate();
  };
  const timer = window.setInterval(() => void checkForUpdate(), intervalMs);
  document.addEventListener('visibilitychange', onVisibility);
  return () => {
    window.clearInterval(timer);
    document.removeEventListener('visibilitychange', onVisibility);
  };
}

type MenuStaleListener = (slugs: string[]) => void;
const menuStaleListeners = new Set<MenuStaleListener>();

/** The service worker reports stale cached menus (periodic sync); the menu screen refreshes. */
export function onMenuStale(listener: MenuStaleListener): () => void {
  menuStaleListeners.add(listener);
  return () => menuStaleListeners.delete(listener);
}

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  // Registration waits for the first screen: installing downloads the whole precache, which would
  // take a slow connection's bandwidth from that screen's code and data. workbox-window is its own
  // chunk for the same reason.
  // On a cold open the API worker's script loads after the first screen too (src/app/coldStart.ts);
  // it comes first, since the menu needs it for anything past showing.
  afterFirstScreen(() => {
    void whenWorkerReady()
      .then(() => import('workbox-window'))
      .then(({ Workbox }) => register(new Workbox('/sw.js', { scope: '/', type: 'classic' })))
      .catch(() => undefined);
  });
}

function register(instance: Workbox): void {
  workbox = instance;
  // Fired for a version found by this page's checks, by another tab's, and for one that was
  // already waiting when the page loaded.
  workbox.addEventListener('waiting', () => {
    waiting = true;
    for (const listener of updateListeners) listener();
  });
  workbox.addEventListener('message', (event) => {
    const data = event.data as { type?: string; slugs?: string[] } | undefined;
    if (data?.type === 'MENU_STALE' && data.slugs) {
      for (const listener of menuStaleListeners) listener(data.slugs);
    }
  });
  void workbox
    .register()
    .then(async (registration) => {
      if (!registration) return;
      currentRegistration = registration;
      resumeRequestedUpdate(registration);
      const periodic = (
        registration as ServiceWorkerRegistration & {
          periodicSync?: { register(tag: string, options: { minInterval: number }): Promise<void> };
        }
      ).periodicSync;
      // Only installed apps get periodic sync; elsewhere this rejects and the menu screen's own
      // staleness check on open does the work.
      await periodic?.register('menu-refresh', { minInterval: 15 * 60_000 }).catch(() => undefined);
    })
    // Registration can be refused (private mode, policy): the app still works online.
    .catch(() => undefined);
}
