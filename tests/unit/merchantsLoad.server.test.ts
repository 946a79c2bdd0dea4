/**
 * loadMerchants when the customer switches filters quickly (spec 1 §2.3): the locations row holds
 * one list, so only the latest call's answer is written, whatever order the answers arrive in.
 */
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorkerApi } from '@worker/api';
import { queryMerchants } from '@worker/db/queries';
import { demoBrand } from './support/brand';
import { startServer, type TestServer } from './support/server';
import { testDb } from './support/testDb';

const NOW = Date.UTC(2025, 0, 15, 4, 0, 0);
/** Far from the demo store: set COORDS answers no merchants. */
const SYDNEY = { lat: -33.8688, long: 151.2093 };

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

/** A fetch that holds the answers to calls sent with a lat until `release` is called. */
function heldFetch() {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const fetchHeld: typeof fetch = async (input, init) => {
    const response = await fetch(input, init);
    if (String(init?.body ?? '').includes('lat=')) await held;
    return response;
  };
  return { fetch: fetchHeld, release: () => release() };
}

describe('loadMerchants: the latest call wins', () => {
  it('drops an earlier answer that arrives after a later one', async () => {
    const network = heldFetch();
    const db = testDb();
    const api = createWorkerApi({
      brand: demoBrand(),
      db,
      origin: server.origin,
      fetch: network.fetch,
      now: () => NOW,
    });

    // The device has its session: a call made before any (one session per device)
    // would hold the next one until it answered.
    await api.loadHome();
    const nearby = api.loadMerchants({ set: 'COORDS', ...SYDNEY });
    const all = await api.loadMerchants({ set: 'ALL' });
    expect(all).toEqual({ ok: true, data: { count: 1, written: true } });
    network.release();
    expect(await nearby).toEqual({ ok: true, data: { count: 0, written: false } });

    const stored = await queryMerchants(db);
    expect(stored?.locations.settings.set).toBe('ALL');
    expect(stored?.merchants).toHaveLength(1);
  });

  it('writes each answer when calls do not overlap', async () => {
    const db = testDb();
    const api = createWorkerApi({
      brand: demoBrand(),
      db,
      origin: server.origin,
      fetch,
      now: () => NOW,
    });
    expect(await api.loadMerchants({ set: 'ALL' })).toEqual({
      ok: true,
      data: { count: 1, written: true },
    });
    expect(await api.loadMerchants({ set: 'COORDS', ...SYDNEY })).toEqual({
      ok: true,
      data: { count: 0, written: true },
    });
    const stored = await queryMerchants(db);
    expect(stored?.locations.settings.set).toBe('COORDS');
    expect(stored?.locations.merchantIds).toEqual([]);
  });
});
