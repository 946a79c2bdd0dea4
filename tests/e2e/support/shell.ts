/**
 * Page helpers for the shell journeys: the header's hamburger menu, axe, and writing the rows the
 * worker would write (customer, cart summary) straight into the app's IndexedDB.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export function menuButton(page: Page) {
  return page.getByRole('banner').getByRole('button', { name: 'Main menu' });
}

export function mainNav(page: Page) {
  return page.getByRole('navigation', { name: 'Main' });
}

/** Serious and critical axe violations, as 'rule: targets' lines. */
export async function seriousViolations(page: Page): Promise<string[]> {
  // A dialog fading in has text at part opacity: axe would measure its contrast mid-fade.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

/**
 * Waits until the API worker has run in this page and holds what the page shows: on a cold open
 * it starts after the first screen (src/app/coldStart.ts), so the database may not exist before.
 * Read or write IndexedDB past the app only after this.
 */
export async function appDatabaseReady(page: Page) {
  await page.waitForFunction(() => localStorage.getItem('docket:warm') === '1');
  // The mark is set once the worker is made, which may be before its Dexie has made the database:
  // opening 'docket' then would make an empty one and block the worker's upgrade. Open it only
  // once it is listed (an open without a version waits for an upgrade under way). Asked in one
  // evaluate that settles when it holds: waitForFunction does not await a promise (a pending
  // promise is truthy), so an async predicate there passed at once (the putRow flake).
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        // Each look is a round trip to the browser: no timer, which a fake clock would stop.
        const look = () =>
          void indexedDB.databases().then((listed) => {
            if (!listed.some((database) => database.name === 'docket')) return look();
            const open = indexedDB.open('docket');
            open.onerror = look;
            // Not made yet after all: make nothing, look again.
            open.onupgradeneeded = () => open.transaction?.abort();
            open.onsuccess = () => {
              const ready = open.result.objectStoreNames.length > 0;
              open.result.close();
              if (ready) resolve();
              else look();
            };
          }, look);
        look();
      }),
  );
}

/**
 * Puts a row into one of the app's Dexie tables (the app must have opened the database, i.e. a
 * page of the app has loaded). Written past Dexie, so open live queries see it only after a load
 * or navigation; the route table reads it on the next navigation.
 */
export async function putRow(page: Page, table: string, row: Record<string, unknown>) {
  await appDatabaseReady(page);
  await page.evaluate(
    ({ table, row }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('docket');
        // Every way the write can end settles the promise: a journey fails with the reason
        // instead of waiting out its time-out.
        open.onerror = () => reject(open.error);
        open.onblocked = () => reject(new Error(`opening 'docket' to write ${table} was blocked`));
        open.onupgradeneeded = () => {
          // appDatabaseReady saw it made; should that ever not hold, the failure says what the
          // page saw.
          open.onerror = null;
          open.transaction?.abort();
          const seen = `page ${location.href}, loaded by ${
            (
              performance.getEntriesByType('navigation')[0] as
                PerformanceNavigationTiming | undefined
            )?.type ?? '?'
          } ${Math.round(performance.now())} ms ago`;
          void indexedDB.databases().then(
            (listed) =>
              reject(
                new Error(
                  `'docket' did not exist when ${table} was to be written (${seen}; databases: ${JSON.stringify(listed)})`,
                ),
              ),
            () =>
              reject(new Error(`'docket' did not exist when ${table} was to be written (${seen})`)),
          );
        };
        open.onsuccess = () => {
          const db = open.result;
          // Never hold up the app's own upgrade of its database.
          db.onversionchange = () => db.close();
          try {
            const tx = db.transaction(table, 'readwrite');
            tx.objectStore(table).put(row);
            tx.oncomplete = () => {
              db.close();
              resolve();
            };
            tx.onerror = () => reject(tx.error);
            tx.onabort = () => reject(tx.error ?? new Error(`writing ${table} was aborted`));
          } catch (error) {
            db.close();
            reject(error instanceof Error ? error : new Error(String(error)));
          }
        };
      }),
    { table, row },
  );
}

/** Signs in as far as the route table is concerned: a member customer row (spec 3 §3). */
export async function holdMember(page: Page) {
  await putRow(page, 'customer', {
    key: 'current',
    id: 42,
    status: 1,
    name: 'Test Member',
    email: 'member@example.com',
  });
}

/** One row of the app's database as the worker stored it, once the database exists. */
export async function readRow<T>(page: Page, table: string, key: string): Promise<T | undefined> {
  await appDatabaseReady(page);
  const row = await page.evaluate(
    ({ table, key }) =>
      new Promise<unknown>((resolve, reject) => {
        const open = indexedDB.open('docket');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const request = db.transaction(table).objectStore(table).get(key);
          request.onsuccess = () => {
            db.close();
            resolve(request.result);
          };
          request.onerror = () => reject(request.error);
        };
      }),
    { table, key },
  );
  return row as T | undefined;
}

export async function readCustomerId(page: Page): Promise<number | null> {
  return (await readRow<{ id?: number }>(page, 'customer', 'current'))?.id ?? null;
}

/** The page shows a screen (a level-1 heading in <main>), never a blank page. */
export async function expectAScreen(page: Page) {
  await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
}
