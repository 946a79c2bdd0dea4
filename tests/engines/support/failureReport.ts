/**
 * What a failed journey leaves beside its screenshot, since a WebDriver engine keeps no trace:
 * the page's URL, text, markup, fetches and presses, the Web Locks held and waited for, then
 * (time-boxed, since a stuck database is itself a finding) the app's rows in IndexedDB.
 */
import { writeFile } from 'node:fs/promises';
import type { EnginePage } from './engine';

const DATABASE_READ_MS = 3_000;

export async function writeFailureReport(page: EnginePage, path: string): Promise<void> {
  const pageState = await page
    .evaluate(
      () => ({
        url: location.href,
        presses: (window as { __engineClicks?: string[] }).__engineClicks ?? [],
        text: document.body.innerText.slice(0, 3000),
        html: document.documentElement.outerHTML.slice(0, 20_000),
        resources: performance
          .getEntriesByType('resource')
          .map((entry) => `${Math.round(entry.startTime)} ${entry.name}`),
      }),
      null,
    )
    .catch((error: unknown) => ({ error: String(error) }));
  const locks = await page
    .evaluate(
      async () =>
        navigator.locks === undefined
          ? 'no Web Locks'
          : JSON.stringify(await navigator.locks.query()),
      null,
    )
    .catch((error: unknown) => String(error));
  const database = await page
    .evaluate(
      (waitMs) =>
        new Promise((resolve) => {
          // Not a wait for the page: the longest this report gives a database that may be stuck.
          setTimeout(
            () => resolve(`indexedDB.open('docket') did not answer in ${waitMs} ms`),
            waitMs,
          );
          const open = indexedDB.open('docket');
          open.onerror = () => resolve(String(open.error));
          open.onsuccess = () => {
            const db = open.result;
            const stores = ['orders', 'customer', 'appState', 'session', 'outbox'].filter((name) =>
              db.objectStoreNames.contains(name),
            );
            const found: Record<string, unknown> = { version: db.version };
            const read = db.transaction(stores);
            for (const name of stores) {
              const request = read.objectStore(name).getAll();
              request.onsuccess = () => (found[name] = request.result);
            }
            read.oncomplete = () => resolve(found);
            read.onerror = () => resolve(String(read.error));
          };
        }),
      DATABASE_READ_MS,
    )
    .catch((error: unknown) => String(error));
  await writeFile(path, JSON.stringify({ ...pageState, locks, database }, null, 1)).catch(
    () => undefined,
  );
}
