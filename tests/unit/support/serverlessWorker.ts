/**
 * The worker API in-process without a server: the demo brand, a database of its own
 * (fake-indexeddb, loaded by the test file) and the given fetch and clock. For tests whose answers
 * come from a stub fetch or are handed in (adoptMenuAnswer); workerHarness.ts talks to a real one.
 */
import { createWorkerApi } from '@worker/api';
import { demoBrand } from './brand';
import { testDb } from './testDb';

export function serverlessWorker(options: { fetch: typeof fetch; now: () => number }) {
  const db = testDb();
  const api = createWorkerApi({
    brand: demoBrand(),
    db,
    origin: 'http://docket.test',
    fetch: options.fetch,
    now: options.now,
  });
  return { api, db };
}
