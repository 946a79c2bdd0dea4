/**
 * The connectivity poller's onOnline hook: the worker drains the outbox with it, so changes made
 * offline go as soon as any answer shows the server reachable again, including a periodic ping
 * (not only the device's 'online' event, which captive or dead Wi-Fi never fires).
 */
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createConnectivityApi } from '@worker/connectivity/connectivityMonitor';
import type { WorkerContext } from '@worker/context';
import { demoBrand } from './support/brand';
import { captureLogs } from './support/logs';
import { testDb } from './support/testDb';

captureLogs();

function harness() {
  const network = { up: false };
  const onlineCalls: number[] = [];
  const fakeFetch: typeof fetch = async () => {
    if (!network.up) throw new TypeError('Failed to fetch');
    return new Response(null, { status: 204 });
  };
  // The poller reads only the database, the brand's API base and the clock.
  const ctx = { db: testDb(), brand: demoBrand(), now: () => 0 } as unknown as WorkerContext;
  const api = createConnectivityApi(ctx, {
    origin: 'http://127.0.0.1:9',
    fetch: fakeFetch,
    intervalMs: 5,
    timeoutMs: 1_000,
    onOnline: () => onlineCalls.push(onlineCalls.length + 1),
  });
  return { api, network, onlineCalls };
}

/** Runs the poller's next tick on the test's clock; the answer is stored on real IndexedDB ticks. */
const until = async (condition: () => boolean) => {
  await vi.advanceTimersByTimeAsync(5);
  await vi.waitFor(() => expect(condition()).toBe(true));
  return condition();
};

afterEach(() => {
  vi.useRealTimers();
});

describe('connectivity onOnline', () => {
  it('fires when a periodic ping finds the server again, once per return', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { api, network, onlineCalls } = harness();
    await api.startConnectivity();
    expect(onlineCalls).toEqual([]);

    network.up = true;
    expect(await until(() => onlineCalls.length === 1)).toBe(true);
    // Staying online is no news: eight more ticks.
    await vi.advanceTimersByTimeAsync(40);
    expect(onlineCalls).toEqual([1]);

    network.up = false;
    await api.reportNetwork({ online: false });
    network.up = true;
    expect(await until(() => onlineCalls.length === 2)).toBe(true);
    await api.stopConnectivity();
  });

  it('fires when the device reports online and the ping confirms it', async () => {
    const { api, network, onlineCalls } = harness();
    await api.reportNetwork({ online: false });
    network.up = true;
    await api.reportNetwork({ online: true });
    expect(onlineCalls).toEqual([1]);
  });
});
