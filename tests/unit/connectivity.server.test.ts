/**
 * The worker's connectivity poller (spec 3 §4: ping every 15 s, 10 s time-out) against the
 * reference server's own GET /api/ping route (in a bare Fastify: no database needed), writing
 * appState 'connectivity' in fake-indexeddb.
 */
import 'fake-indexeddb/auto';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PING_INTERVAL_MS } from '@/domain/connectivity';
import { readAppState } from '@worker/db/appState';
import { createWorkerApi } from '@worker/api';
import { registerPing } from '../../server/http/ping';
import { pingUrl } from '@worker/connectivity/connectivityMonitor';
import { demoBrand } from './support/brand';
import { captureLogs } from './support/logs';
import { offlineFetch } from './support/recordingFetch';
import { testDb } from './support/testDb';

const NOW = Date.UTC(2026, 10, 24, 3, 0, 0);
let app: FastifyInstance;
const server = { origin: '' };
const logs = captureLogs();

beforeAll(async () => {
  app = Fastify();
  registerPing(app);
  server.origin = (await app.listen({ port: 0, host: '127.0.0.1' })).replace(
    'localhost',
    '127.0.0.1',
  );
});
afterAll(async () => {
  await app.close();
});
afterEach(() => {
  vi.useRealTimers();
});

/** The worker API with a fetch that can be switched offline or made to hang, counting pings. */
function harness(options: { pingIntervalMs?: number; pingTimeoutMs?: number } = {}) {
  const network = { mode: 'online' as 'online' | 'offline' | 'hang' | 'captive' | 'answering' };
  const pings: string[] = [];
  const db = testDb();
  const switchable: typeof fetch = (input, init) => {
    if (String(input).endsWith('/ping')) pings.push(String(input));
    if (network.mode === 'offline') return offlineFetch(input, init);
    if (network.mode === 'captive') {
      return Promise.reject(new TypeError('redirect mode is set to error'));
    }
    if (network.mode === 'answering') return Promise.resolve(new Response(null, { status: 204 }));
    if (network.mode === 'hang') {
      return new Promise((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () =>
          reject(new DOMException('aborted', 'AbortError')),
        ),
      );
    }
    return fetch(input, init);
  };
  const api = createWorkerApi({
    brand: demoBrand(),
    db,
    origin: server.origin,
    fetch: switchable,
    now: () => NOW,
    ...options,
  });
  return { api, db, network, pings };
}

describe('pingUrl', () => {
  it.each([
    ['/api', 'http://127.0.0.1:9', 'http://127.0.0.1:9/api/ping'],
    ['/api/', 'http://127.0.0.1:9', 'http://127.0.0.1:9/api/ping'],
    ['https://orders.example.com/api', 'http://127.0.0.1:9', 'https://orders.example.com/api/ping'],
  ])('%s on %s → %s', (base, origin, expected) => {
    expect(pingUrl(base, origin).href).toBe(expected);
  });
});

describe('connectivity (worker)', () => {
  it('pings GET /api/ping and stores online with the time it was checked', async () => {
    const { api, db, pings } = harness();
    expect(await api.checkConnectivity()).toEqual({ ok: true, data: { status: 'online' } });
    expect(pings).toEqual([`${server.origin}/api/ping`]);
    expect(await readAppState(db, 'connectivity')).toEqual({ online: true, checkedAt: NOW });
  });

  it('a failed ping stores offline; the next good one stores online again', async () => {
    const { api, db, network } = harness();
    network.mode = 'offline';
    expect((await api.checkConnectivity()).ok && (await readAppState(db, 'connectivity'))).toEqual({
      online: false,
      checkedAt: NOW,
    });
    network.mode = 'online';
    await api.checkConnectivity();
    expect(await readAppState(db, 'connectivity')).toEqual({ online: true, checkedAt: NOW });
  });

  it('a captive portal (redirect refused) counts as offline', async () => {
    const { api, network } = harness();
    network.mode = 'captive';
    expect(await api.checkConnectivity()).toEqual({ ok: true, data: { status: 'offline' } });
  });

  it('gives up on a ping after its time-out (10 s in the app)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { api, network } = harness();
    network.mode = 'hang';
    let answer: unknown = null;
    void api.checkConnectivity().then((result) => (answer = result));
    await vi.advanceTimersByTimeAsync(9_999);
    expect(answer).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(answer).toEqual({ ok: true, data: { status: 'offline' } }));
  });

  it('the device going offline is believed without a ping; coming back pings at once', async () => {
    const { api, db, pings } = harness();
    await api.checkConnectivity();
    expect(await api.reportNetwork({ online: false })).toEqual({
      ok: true,
      data: { status: 'offline' },
    });
    expect(pings).toHaveLength(1);
    expect((await readAppState(db, 'connectivity'))?.online).toBe(false);
    expect(await api.reportNetwork({ online: true })).toEqual({
      ok: true,
      data: { status: 'online' },
    });
    expect(pings).toHaveLength(2);
  });

  it('callers asking at the same time share one ping', async () => {
    const { api, pings } = harness();
    await Promise.all([api.checkConnectivity(), api.checkConnectivity(), api.checkConnectivity()]);
    expect(pings).toHaveLength(1);
  });

  it('polls on its interval while started, and stops when stopped', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { api, network, pings } = harness();
    // The first ping reaches the server; it resolves once the next tick is set.
    expect(await api.startConnectivity()).toEqual({ ok: true, data: { status: 'online' } });
    // Starting twice does not start a second poller.
    await api.startConnectivity();
    expect(pings).toHaveLength(1);
    // Later pings are answered at once, so that each tick settles on the test's clock.
    network.mode = 'answering';
    for (const count of [2, 3, 4]) {
      await vi.advanceTimersByTimeAsync(PING_INTERVAL_MS - 1);
      expect(pings).toHaveLength(count - 1);
      await vi.advanceTimersByTimeAsync(1);
      expect(pings).toHaveLength(count);
    }
    await api.stopConnectivity();
    const counted = pings.length;
    expect(counted).toBeGreaterThanOrEqual(3);
    // No tick after that.
    await vi.advanceTimersByTimeAsync(PING_INTERVAL_MS * 4);
    expect(pings.length).toBeLessThanOrEqual(counted + 1);
    const settled = pings.length;
    await vi.advanceTimersByTimeAsync(PING_INTERVAL_MS * 4);
    expect(pings.length).toBe(settled);
  });

  it('writes appState only when the answer changes', async () => {
    const { api, db } = harness();
    await api.checkConnectivity();
    const writes: unknown[] = [];
    db.appState.hook('updating', (changes) => {
      writes.push(changes);
    });
    db.appState.hook('creating', (_key, row) => {
      writes.push(row);
    });
    await api.checkConnectivity();
    await api.checkConnectivity();
    expect(writes).toHaveLength(0);
    // Only the first answer was news.
    expect(logs.filter((entry) => entry.scope === 'connectivity')).toHaveLength(1);
  });
});
