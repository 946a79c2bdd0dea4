/**
 * The connectivity poller (spec 3 §4: 'polls a ping address every 15 s (10 s timeout)'). GETs
 * `<apiBaseUrl>/ping` on a timer while the page is visible, folds the answers and the device's
 * online/offline reports through `nextConnectivity`, and writes appState 'connectivity' when the
 * answer changes (views read it through useOnline). Pings never overlap: the next one is scheduled
 * only after the last settles. Stopping clears the timer, so a hidden page costs nothing.
 */
import { writeAppState } from '@worker/db/appState';
import {
  isPingAnswer,
  nextConnectivity,
  PING_INTERVAL_MS,
  PING_TIMEOUT_MS,
  type ConnectivityEvent,
  type ConnectivityStatus,
} from '@/domain/connectivity';
import { ok, type Result } from '@/domain/result';
import type { WorkerContext } from '@worker/context';
import { createLogger } from '@worker/log';

const log = createLogger('connectivity');

export type ConnectivityDeps = {
  /** Resolves a relative apiBaseUrl, as the protocol client does. */
  origin: string;
  fetch: typeof fetch;
  intervalMs?: number;
  timeoutMs?: number;
  /**
   * Called when the server becomes reachable again, whichever answer showed it (a device 'online'
   * report or a periodic ping), so work held for the network (the outbox) goes at once.
   */
  onOnline?: () => void;
};

export type ConnectivitySnapshot = { status: ConnectivityStatus };

/** '/api' → '/api/ping'; 'https://host/api/' → 'https://host/api/ping'. */
export function pingUrl(apiBaseUrl: string, origin: string): URL {
  const base = new URL(apiBaseUrl, origin);
  base.pathname = `${base.pathname.replace(/\/+$/, '')}/ping`;
  base.search = '';
  return base;
}

export function createConnectivityApi(ctx: WorkerContext, deps: ConnectivityDeps) {
  const url = pingUrl(ctx.brand.apiBaseUrl, deps.origin);
  const intervalMs = deps.intervalMs ?? PING_INTERVAL_MS;
  const timeoutMs = deps.timeoutMs ?? PING_TIMEOUT_MS;

  let status: ConnectivityStatus = 'unknown';
  /** Whether the stored answer matches `status` (the first answer of this worker is always written). */
  let written = false;
  let running = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let inFlight: Promise<ConnectivityStatus> | null = null;

  async function ping(): Promise<boolean> {
    const controller = new AbortController();
    const abort = setTimeout(() => controller.abort(), timeoutMs);
    try {
      const response = await deps.fetch(url, {
        method: 'GET',
        cache: 'no-store',
        credentials: 'omit',
        // A captive portal answers with a redirect to its login page: that is not the server.
        redirect: 'error',
        signal: controller.signal,
      });
      return isPingAnswer(response.status);
    } catch {
      return false;
    } finally {
      clearTimeout(abort);
    }
  }

  async function apply(event: ConnectivityEvent): Promise<boolean> {
    const next = nextConnectivity(status, event);
    const changed = next.status !== status;
    status = next.status;
    if ((changed || !written) && status !== 'unknown') {
      written = true;
      await writeAppState(ctx.db, 'connectivity', {
        online: status === 'online',
        checkedAt: ctx.now(),
      });
      if (changed) log.info(`now ${status}`);
    }
    if (changed && status === 'online') deps.onOnline?.();
    return next.pingNow;
  }

  /** One ping, shared by every caller that asks while it is running. */
  function check(): Promise<ConnectivityStatus> {
    inFlight ??= (async () => {
      try {
        await apply((await ping()) ? 'ping-ok' : 'ping-failed');
        return status;
      } finally {
        inFlight = null;
      }
    })();
    return inFlight;
  }

  function schedule(): void {
    if (!running || timer !== null) return;
    timer = setTimeout(() => {
      timer = null;
      void check().finally(schedule);
    }, intervalMs);
  }

  return {
    /**
     * Starts polling (a ping now, then one every 15 s); a no-op when already running. Resolves
     * once the first ping has settled.
     */
    async startConnectivity(): Promise<Result<ConnectivitySnapshot>> {
      if (running) return ok({ status });
      running = true;
      await check();
      schedule();
      return ok({ status });
    },

    /** Stops polling (the page is hidden or gone). The last answer stays stored. */
    async stopConnectivity(): Promise<Result<null>> {
      running = false;
      if (timer !== null) clearTimeout(timer);
      timer = null;
      return ok(null);
    },

    /**
     * The device reported going online or offline. Offline is believed at once; online is checked
     * with a ping straight away rather than at the next tick.
     */
    async reportNetwork({ online }: { online: boolean }): Promise<Result<ConnectivitySnapshot>> {
      const pingNow = await apply(online ? 'device-online' : 'device-offline');
      if (pingNow) await check();
      return ok({ status });
    },

    /**
     * Whether the server answers a ping now, without storing the answer: a call that got no
     * answer asks it (worker/connectivity/offlineFailure.ts). The stored state stays the
     * poller's and the device's to move, so one probe never holds the app offline.
     */
    async serverAnswers(): Promise<boolean> {
      return ping();
    },

    /** Pings now and returns the answer (also stored). */
    async checkConnectivity(): Promise<Result<ConnectivitySnapshot>> {
      return ok({ status: await check() });
    },
  };
}
