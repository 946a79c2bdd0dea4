/**
 * Kiosk resilience: a kiosk left on overnight keeps working. Both shipped brands are
 * PERSONAL, so these journeys turn the kiosk's idle reset on with the device setting
 * 'docket:kiosk-idle-ms' (support/kiosk.ts; the same code path a KIOSK build or a kiosk login
 * takes, with a short period): a kiosk brand would add a third build to every e2e run for no
 * extra coverage. 'A new build is picked up at the next idle moment' is in update.spec.ts, which
 * has the server that deploys one.
 */
import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { countResets, customer, IDLE_RESET_EVENT, kioskIdle, resetsSoFar } from './support/kiosk';
import { appDatabaseReady } from './support/shell';

const GUEST_SID = 'x'.repeat(43);

/** Waits until the worker has stored the menu (its write also settles the cart summary). */
async function menuStored(page: Page, slug: string): Promise<void> {
  await appDatabaseReady(page);
  await expect
    .poll(() =>
      page.evaluate(
        (menuSlug) =>
          new Promise<boolean>((resolve) => {
            const open = indexedDB.open('docket');
            open.onerror = () => resolve(false);
            open.onsuccess = () => {
              const db = open.result;
              if (!db.objectStoreNames.contains('menus')) {
                db.close();
                return resolve(false);
              }
              const request = db.transaction('menus').objectStore('menus').get(menuSlug);
              request.onsuccess = () => {
                db.close();
                resolve(request.result !== undefined);
              };
              request.onerror = () => {
                db.close();
                resolve(false);
              };
            };
          }),
        slug,
      ),
    )
    .toBe(true);
}

/** Reads rows of the app's IndexedDB without Dexie (what the worker wrote). */
async function readDocket(page: Page) {
  await appDatabaseReady(page);
  return page.evaluate(
    () =>
      new Promise<{ customer: unknown; session: unknown; cart: unknown }>((resolve, reject) => {
        const open = indexedDB.open('docket');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction(['customer', 'session', 'appState'], 'readonly');
          const customer = tx.objectStore('customer').get('current');
          const session = tx.objectStore('session').get('current');
          const cart = tx.objectStore('appState').get('cartSummary');
          tx.oncomplete = () => {
            db.close();
            resolve({ customer: customer.result, session: session.result, cart: cart.result });
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
  );
}

/** A guest's leftovers: a signed-in guest, a session and an open cart (as the worker stores them). */
async function leaveGuestState(page: Page) {
  await appDatabaseReady(page);
  return page.evaluate(
    (sid) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('docket');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction(['customer', 'session', 'appState'], 'readwrite');
          tx.objectStore('customer').put({
            key: 'current',
            id: 41,
            status: 2,
            name: 'Sam',
            email: '',
          });
          tx.objectStore('session').put({
            key: 'current',
            sid,
            expiresAt: Date.now() + 60_000,
          });
          tx.objectStore('appState').put({
            key: 'cartSummary',
            value: { slug: 'fig-and-olive', num_items: 2, coupon_code: '' },
          });
          tx.oncomplete = () => {
            db.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    GUEST_SID,
  );
}

test('the idle reset clears the guest and the cart and goes home, but never while in use', async ({
  page,
}) => {
  // The page's clock: the idle watcher's timers and the customer's touches run on it.
  await page.clock.install();
  await page.goto('/');
  const home = new URL(page.url()).pathname;
  await kioskIdle(page, 1_500);
  await countResets(page);
  await page.goto('/menu/fig-and-olive');
  // Someone is using it from the start.
  await customer(page, true);
  await menuStored(page, 'fig-and-olive');
  await leaveGuestState(page);

  // Longer than the idle period: the touches keep the reset away.
  await page.clock.runFor(2_500);
  expect(await resetsSoFar(page)).toBe(0);
  expect(new URL(page.url()).pathname).toBe('/menu/fig-and-olive');
  expect((await readDocket(page)).cart).toBeTruthy();

  // They walk away.
  await customer(page, false);
  await page.clock.runFor(1_500);
  await expect.poll(() => resetsSoFar(page)).toBe(1);
  await expect.poll(() => new URL(page.url()).pathname).toBe(home);
  const after = await readDocket(page);
  expect(after.customer).toEqual({ key: 'current', id: 0, status: 0, name: '', email: '' });
  expect(after.cart).toBeUndefined();
  // The guest's session is gone (home may already have started a new one for the next guest).
  expect((after.session as { sid?: string } | undefined)?.sid).not.toBe(GUEST_SID);
});

test('memory stays flat over 200 idle resets: no leaked listeners, intervals or heap', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await kioskIdle(page, 40);
  // Counts the intervals alive at any moment (a leaked poller would add one per cycle).
  await page.addInitScript(() => {
    const alive = new Set<number>();
    const { setInterval: set, clearInterval: clear } = window;
    window.setInterval = ((handler: TimerHandler, timeout?: number, ...rest: unknown[]) => {
      const id = set(handler, timeout, ...rest);
      alive.add(id);
      return id;
    }) as typeof window.setInterval;
    window.clearInterval = ((id?: number) => {
      if (id !== undefined) alive.delete(id);
      clear(id);
    }) as typeof window.clearInterval;
    (window as Window & { aliveIntervals?: () => number }).aliveIntervals = () => alive.size;
  });
  await page.goto('/');
  await page.goto('/menu/fig-and-olive');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  /** n cycles of: a customer opens the menu and touches it, then walks away (idle reset). */
  const cycles = (n: number) =>
    page.evaluate(
      async ({ n, event }) => {
        for (let i = 0; i < n; i++) {
          const reset = new Promise((resolve) =>
            window.addEventListener(event, resolve, { once: true }),
          );
          history.pushState(null, '', '/menu/fig-and-olive');
          window.dispatchEvent(new PopStateEvent('popstate'));
          await new Promise((resolve) => requestAnimationFrame(resolve));
          window.dispatchEvent(new PointerEvent('pointerdown'));
          await reset;
        }
      },
      { n, event: IDLE_RESET_EVENT },
    );

  const cdp = await page.context().newCDPSession(page);
  const measure = async () => {
    // Let the last reset's navigation and live queries settle, then collect twice.
    await page.waitForTimeout(300);
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = await cdp.send('Runtime.getHeapUsage');
    const listeners = async (expression: string) => {
      const { result } = await cdp.send('Runtime.evaluate', { expression });
      const { listeners: found } = await cdp.send('DOMDebugger.getEventListeners', {
        objectId: result.objectId!,
      });
      await cdp.send('Runtime.releaseObject', { objectId: result.objectId! });
      return found.length;
    };
    return {
      heap: usedSize,
      windowListeners: await listeners('window'),
      documentListeners: await listeners('document'),
      intervals: await page.evaluate(
        () => (window as Window & { aliveIntervals?: () => number }).aliveIntervals?.() ?? -1,
      ),
      path: new URL(page.url()).pathname,
    };
  };

  // Warm up (first loads of each screen's code, caches filled), then measure around 200 more.
  await cycles(20);
  const before = await measure();
  const started = Date.now();
  await cycles(200);
  const took = Date.now() - started;
  const after = await measure();
  await cdp.detach();

  const growth = after.heap - before.heap;
  test.info().annotations.push({
    type: 'memory',
    description: `heap ${(before.heap / 1e6).toFixed(2)} MB → ${(after.heap / 1e6).toFixed(2)} MB (${growth >= 0 ? '+' : ''}${(growth / 1e6).toFixed(2)} MB) over 200 idle resets in ${(took / 1000).toFixed(1)} s; window listeners ${before.windowListeners} → ${after.windowListeners}, document ${before.documentListeners} → ${after.documentListeners}, intervals ${before.intervals} → ${after.intervals}`,
  });
  console.log(test.info().annotations.at(-1)?.description);
  expect(after.path).toBe(before.path);
  expect(after.windowListeners).toBe(before.windowListeners);
  expect(after.documentListeners).toBe(before.documentListeners);
  expect(after.intervals).toBe(before.intervals);
  expect(growth).toBeLessThan(5 * 1024 * 1024);
});

test('when the server stops answering the app says offline within one ping, and recovers', async ({
  page,
}) => {
  await page.goto('/menu/fig-and-olive');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const banner = page.getByRole('banner');
  await expect(banner.getByText('Offline')).toHaveCount(0);

  // The device still says online (captive or dead Wi-Fi) but nothing reaches the server.
  await page.context().route('**/api/ping', (route) => route.abort('connectionrefused'));
  // The 'online' event asks for a ping at once instead of at the next 15 s tick.
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(banner.getByText('Offline')).toBeVisible();

  await page.context().unroute('**/api/ping');
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(banner.getByText('Offline')).toHaveCount(0);
});
