/// <reference lib="webworker" />
/**
 * The service worker: precaches the shell, every route chunk and the brand's assets so any route
 * opens offline; serves navigations from the precached index.html; keeps menu images for offline
 * use. It never caches POST /api or anything that carries a customer's data, and it only
 * activates a new version when the page asks (SKIP_WAITING), so a payment is never interrupted.
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import type { OrderPushPayload } from '../src/api/push';
import { pushOpenLink } from '../src/domain/pushOpen';
import { menuStaleSlugs } from './swMenuFreshness';

declare const self: ServiceWorkerGlobalScope;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    // /embeds/ are the server's pages for home blocks: a frame showing one must get the page.
    denylist: [/^\/api(\/|$)/, /^\/media\//, /^\/brand\//, /^\/embeds\//],
  }),
);

const DAY_SECONDS = 24 * 60 * 60;

/** Same-origin GETs whose path passes `test`, answered from a cache that keeps what it fetched. */
function keepFetched(
  test: (path: string) => boolean,
  cache: { name: string; maxEntries: number; maxAgeDays: number },
): void {
  registerRoute(
    ({ url, request }) =>
      url.origin === self.location.origin && request.method === 'GET' && test(url.pathname),
    new CacheFirst({
      cacheName: `docket-${cache.name}-${__BRAND__.id}`,
      plugins: [
        new CacheableResponsePlugin({ statuses: [200] }),
        new ExpirationPlugin({
          maxEntries: cache.maxEntries,
          maxAgeSeconds: cache.maxAgeDays * DAY_SECONDS,
          purgeOnQuotaError: true,
        }),
      ],
    }),
  );
}

// Menu images, for offline use.
keepFetched((path) => path.startsWith('/media/'), {
  name: 'media',
  maxEntries: 600,
  maxAgeDays: 30,
});

// Chunks of route-local libraries (QR reader, maps loader, payments) are not precached
// (scripts/onDemandChunks.ts): each is kept the first time a screen fetches it. Build assets have
// hashed names, so a kept copy never goes stale; old builds' copies age out.
keepFetched((path) => path.startsWith('/assets/') && path.endsWith('.js'), {
  name: 'chunks',
  maxEntries: 20,
  maxAgeDays: 60,
});

self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// The first install takes control at once (there is no older version to disturb); later
// versions wait for SKIP_WAITING from the update prompt.
clientsClaim();

type PeriodicSyncEvent = ExtendableEvent & { tag: string };

// Installed apps get periodic syncs: when a cached menu has gone stale, ask the open pages to
// refresh it (only the API worker writes the database, so the service worker just tells them).
self.addEventListener('periodicsync', (event) => {
  const sync = event as PeriodicSyncEvent;
  if (sync.tag !== 'menu-refresh') return;
  sync.waitUntil(
    (async () => {
      const slugs = await menuStaleSlugs(Date.now());
      if (slugs.length === 0) return;
      const pages = await self.clients.matchAll({ type: 'window' });
      for (const page of pages) page.postMessage({ type: 'MENU_STALE', slugs });
    })(),
  );
});

function readOrderPush(data: unknown): OrderPushPayload | null {
  if (typeof data !== 'object' || data === null) return null;
  const push = data as Partial<OrderPushPayload>;
  return push.kind === 'order_status' &&
    typeof push.push_id === 'number' &&
    typeof push.order_id === 'number' &&
    typeof push.title === 'string' &&
    typeof push.body === 'string' &&
    typeof push.url === 'string' &&
    push.url.startsWith('/') &&
    !push.url.startsWith('//') &&
    typeof push.tag === 'string'
    ? (push as OrderPushPayload)
    : null;
}

// Web Push: an order's status, shown as a notification; one per order (its tag), so a newer status
// replaces the older one.
self.addEventListener('push', (event) => {
  let data: unknown;
  try {
    data = event.data?.json();
  } catch {
    return;
  }
  const push = readOrderPush(data);
  if (!push) return;
  event.waitUntil(
    self.registration.showNotification(push.title, {
      body: push.body,
      tag: push.tag,
      icon: __BRAND__.assets.icon,
      data: push,
    }),
  );
});

// Tapping it opens the order's receipt, in the app's open window when there is one; the link
// carries the push's id so the page reports the open (Push track_open, src/features/push/).
self.addEventListener('notificationclick', (event) => {
  const push = readOrderPush(event.notification.data);
  event.notification.close();
  if (!push) return;
  const link = new URL(
    pushOpenLink(push.url, { pushId: push.push_id, orderId: push.order_id, action: event.action }),
    self.location.origin,
  ).href;
  event.waitUntil(
    (async () => {
      const pages = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const page = pages.find((client) => new URL(client.url).origin === self.location.origin);
      if (page) {
        await page.focus();
        page.postMessage({ type: 'PUSH_OPENED', link });
        return;
      }
      await self.clients.openWindow(link);
    })(),
  );
});
