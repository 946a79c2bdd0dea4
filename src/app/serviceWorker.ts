/**
 * Registers the service worker with workbox-window. A new version waits until the page asks it
 * to take over (never silently, never mid-payment); the update prompt subscribes here.
 */
import { Workbox } from 'workbox-window';

type UpdateListener = () => void;

const updateListeners = new Set<UpdateListener>();
let waiting = false;
let workbox: Workbox | null = null;

/** Called when a new version is installed and waiting; immediately if one already is. */
export function onUpdateWaiting(listener: UpdateListener): () => void {
  updateListeners.add(listener);
  if (waiting) listener();
  return () => updateListeners.delete(listener);
}

/** Activates the waiting version and reloads once it controls the page. */
export function applyUpdate(): void {
  if (!workbox) return window.location.reload();
  workbox.addEventListener('controlling', () => window.location.reload());
  workbox.messageSkipWaiting();
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
  workbox = new Workbox('/sw.js', { scope: '/', type: 'classic' });
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
