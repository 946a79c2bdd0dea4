/**
 * What Safari does differently, checked in WebKit (and, where both engines share the concern, in
 * Firefox): no requestIdleCallback and no PushManager in a tab; the API worker's IndexedDB and
 * Web Locks; storage evicted after 7 days without a visit; navigator.share.
 */
import { PUSH_NEEDS_INSTALL } from '@/domain/pushPrompt';
import { QUEUED_OFFLINE } from '@/domain/cartMessages';
import { expect, test } from './support/test';
import {
  addRequests,
  appLive,
  expectServerLines,
  guestOrder,
  openMenu,
  pickupAsap,
  PLAIN_ITEM,
  SLUG,
} from './support/journeys';

test('Safari has no requestIdleCallback and pushes only to a Home Screen app: the receipt says how', async ({
  browserPage: page,
  world,
  engine,
}) => {
  test.skip(engine !== 'webkit', "Safari's differences");
  test.setTimeout(120_000);
  await guestOrder(page, world);
  // The engine is what Safari users run: the app ran all of that order without either.
  expect(
    await page.evaluate(
      () => ({
        idle: typeof window.requestIdleCallback,
        push: typeof window.PushManager,
        locks: typeof navigator.locks?.request,
      }),
      null,
    ),
  ).toEqual({ idle: 'undefined', push: 'undefined', locks: 'function' });

  // An active order's prompt, 3 s after the receipt loads, says how instead of failing.
  await page.waitForText(PUSH_NEEDS_INSTALL, '[role=dialog]');
  await page.click({ role: 'button', name: 'OK', within: '[role=dialog]' });
  await page.click({ role: 'button', name: 'Get Notified' });
  await page.waitForText(PUSH_NEEDS_INSTALL, 'main');
});

test('an Add made with the server out of reach waits in the outbox and is sent once when it is back', async ({
  browserPage: page,
  world,
}) => {
  await openMenu(page, world.origin);
  await pickupAsap(page);
  const before = world.proxy.calls.length;
  world.proxy.cut();
  await page.click({ role: 'button', name: `Add ${PLAIN_ITEM}` });
  await page.waitForText(QUEUED_OFFLINE);
  world.proxy.restore();
  // The worker's retry sends it under the outbox's Web Lock, with the request id it was made with.
  await expectServerLines(page, [{ name: PLAIN_ITEM, quantity: 1 }]);
  expect(addRequests(world.proxy.calls.slice(before))).toHaveLength(1);
});

test('storage evicted after 7 days without a visit: the app starts afresh from the server', async ({
  browserPage: page,
  world,
  engine,
}) => {
  // Not yet in WebKit: after the app's database is deleted from a page of the origin, the next
  // page's open of it never answers in WebKitGTK 2.50 in most runs (the API worker's and a plain
  // indexedDB.open alike), and the cause is not found yet.
  test.fixme(engine === 'webkit', "WebKit's database never reopens after the eviction");
  await openMenu(page, world.origin);
  await pickupAsap(page);
  await page.click({ role: 'button', name: `Add ${PLAIN_ITEM}` });
  await expectServerLines(page, [{ name: PLAIN_ITEM, quantity: 1 }]);

  // Safari evicts a site nobody has visited for 7 days: no page of it is alive, not even in the
  // back-forward cache. Then the eviction itself, from a page of the origin that runs no app code.
  await page.freshTab();
  await page.goto(`${world.origin}/robots.txt`);
  await page.evaluate(async () => {
    for (const registration of await navigator.serviceWorker.getRegistrations()) {
      await registration.unregister();
    }
  }, null);
  // Loaded again, the page has no service worker: none can write a cache while they are deleted.
  await page.goto(`${world.origin}/robots.txt`);
  const left = await page.evaluate(async () => {
    for (const key of await caches.keys()) await caches.delete(key);
    localStorage.clear();
    sessionStorage.clear();
    // The app's database. Not the service worker's runtime-cache bookkeeping, which that worker
    // still holds open (Safari's eviction happens while nothing runs).
    await new Promise<void>((resolve, reject) => {
      const deletion = indexedDB.deleteDatabase('docket');
      deletion.onsuccess = () => resolve();
      deletion.onerror = () => reject(deletion.error);
    });
    return {
      docket: (await indexedDB.databases()).some((database) => database.name === 'docket'),
      caches: (await caches.keys()).length,
    };
  }, null);
  expect(left).toEqual({ docket: false, caches: 0 });

  await page.goto(`${world.origin}/menu/${SLUG}`);
  await appLive(page);
  await page.waitForText(/\$\d+\.\d{2}/, 'main');
  // A first visit again: the fulfilment sheet, a new session with an empty cart, no error screen.
  await page.waitForText('How would you like your order?', '[role=dialog]');
  expect(await page.evaluate(() => document.body.innerText, null)).not.toContain(
    'Something went wrong',
  );
  await pickupAsap(page);
  await page.click({ role: 'button', name: `Add ${PLAIN_ITEM}` });
  // One line: the new session's cart, not the evicted one's.
  await expectServerLines(page, [{ name: PLAIN_ITEM, quantity: 1 }]);
});

test("Home's share block copies the link where the browser has no share sheet", async ({
  browserPage: page,
  world,
}) => {
  await page.goto(`${world.origin}/`);
  await appLive(page);
  // WebKitGTK and desktop Firefox have none: the link is copied, or shown to copy by hand.
  expect(await page.evaluate(() => typeof navigator.share, null)).toBe('undefined');
  await page.click({ role: 'button', name: 'Copy link' });
  await page.waitForText(/Link copied|Copy this link/, 'main');
});

test("Home's share block opens Safari's share sheet", async ({
  browserPage: page,
  world,
  engine,
}) => {
  test.skip(engine !== 'webkit', "Safari's share sheet");
  await page.goto(`${world.origin}/`);
  await appLive(page);
  // Safari has navigator.share and WebKitGTK does not: give this one a sheet, then open Home
  // afresh in the app so the block sees it.
  await page.evaluate(() => {
    Object.defineProperty(Navigator.prototype, 'share', {
      configurable: true,
      value: (data: ShareData) => {
        (window as { shared?: ShareData }).shared = data;
        return Promise.resolve();
      },
    });
  }, null);
  await page.click({ role: 'link', name: 'Place an Order' });
  await page.click({ role: 'button', name: 'Close', within: '[role=dialog]' });
  await page.click({ role: 'link', name: /^Fremantle Fig & Olive/, within: 'header' });
  await page.click({ role: 'button', name: 'Share' });
  await expect
    .poll(() => page.evaluate(() => (window as { shared?: ShareData }).shared?.url ?? '', null))
    .toBe(`${world.origin}/`);
});
