/**
 * The worker API in-process: real protocol client and Dexie (fake-indexeddb), an injected clock, a
 * fetch that records requests and can be switched offline, and the events it raised.
 */
import type { Toast, WorkerEventName, WorkerEvents } from '@worker/events/workerEvents';
import { createWorkerApi } from '@worker/api';
import { demoBrand } from './brand';
import { offlineFetch, recordingFetch } from './recordingFetch';
import { testDb } from './testDb';

export function workerHarness(options: {
  origin: string;
  now: number;
  /** Wraps the network fetch, e.g. to hold an answer back (tests of answers arriving late). */
  wrapFetch?: (inner: typeof fetch) => typeof fetch;
}) {
  const clock = { now: options.now };
  const network = { online: true };
  const switchable: typeof fetch = (input, init) =>
    network.online ? fetch(input, init) : offlineFetch(input, init);
  const recorder = recordingFetch(options.wrapFetch ? options.wrapFetch(switchable) : switchable);
  const db = testDb();
  const api = createWorkerApi({
    brand: demoBrand(),
    db,
    origin: options.origin,
    fetch: recorder.fetch,
    now: () => clock.now,
  });

  const events: { [K in WorkerEventName]: WorkerEvents[K][] } = {
    toast: [],
    upgrade: [],
    'outbox-changed': [],
    'terminal-status': [],
  };
  api.listen('toast', (toast) => {
    events.toast.push(toast);
  });
  api.listen('upgrade', (upgrade) => {
    events.upgrade.push(upgrade);
  });
  api.listen('outbox-changed', (change) => {
    events['outbox-changed'].push(change);
  });

  /** Events are delivered asynchronously; wait a turn before reading them. */
  const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
  const toasts = async (): Promise<Toast[]> => {
    await settled();
    return events.toast;
  };

  return { api, db, clock, network, requests: recorder.requests, events, toasts, settled };
}
