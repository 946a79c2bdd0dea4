/**
 * The worker contract (STYLE habit 4): every function the page may call, assembled from the areas.
 * The page imports only `type WorkerApi`; api.worker.ts builds the real instance and exposes it.
 */
import * as Comlink from 'comlink';
import type { Brand } from '@/brand/schema';
import { SESSION_EXPIRED_SIGN_IN } from '@/domain/signInMessages';
import type { DocketDatabase } from '@worker/db/database';
import { createDeliveryAddressApi } from './account/deliveryAddress';
import { createCartApi } from './cart/cartApi';
import { createCheckoutLoadApi } from './cart/checkoutLoad';
import { createOutbox } from './cart/outbox';
import { createSubmission, createSubmitOrder } from './checkout/submitOrder';
import { createConnectivityApi } from './connectivity/connectivityMonitor';
import type { WorkerContext } from './context';
import { createEventBus } from './events/eventBus';
import type { WorkerEventListener, WorkerEventName } from './events/workerEvents';
import { createEmbedHtml } from './home/embedHtml';
import { createLoadHome } from './home/loadHome';
import { createKioskApi } from './kiosk/resetGuestState';
import { createLoadItemDetails } from './menu/loadItemDetails';
import { createLoadMenu } from './menu/loadMenu';
import { createRepeatOrder } from './menu/repeatOrder';
import { createLoadMerchants } from './merchants/loadMerchants';
import { createOrdersApi } from './orders/loadOrder';
import { createProtocolClient } from './protocol/createProtocolClient';
import { createPushApi } from './push/pushApi';
import { createIdentityProvidersApi } from './socialSignIn/identityProviders';
import { platformLocks, type LockManagerLike } from './protocol/locks';
import { dexieSessionStore } from './session/dexieSessionStore';
import { resetCustomer } from './session/resetCustomer';
import { createSessionApi } from './session/sessionApi';
import { createUpgradeRecorder } from './upgrade/recordUpgrade';
// Accounts (issue 15 part 1)
import { createAccountApi } from './account/accountApi';
import { createLiveQueries } from './liveQueries';
import { createFeedbackAndRewardsApi } from './account/feedbackAndRewards';
import { createOrderHistoryApi } from './orders/orderHistory';
// Linkly terminal (issue 16)
import { createHostResolver } from './linkly/linklyHosts';
import type { Timers } from './linkly/linklyHttp';
import { createTerminalApi } from './linkly/terminalApi';
// Staff order board and the live order channel (issue 16, staff part)
import { createOrderChannel } from './orders/orderChannel';
import { createStaffBoardApi } from './staff/staffBoardApi';
import { createPrintApi } from './kiosk/printOrder';

export type WorkerDeps = {
  brand: Brand;
  db: DocketDatabase;
  /** Resolves a relative brand.apiBaseUrl (the worker's own origin in the browser). */
  origin: string;
  fetch: typeof fetch;
  now: () => number;
  /** Request time-out; 15 s unless a test shortens it. */
  timeoutMs?: number;
  /** Connectivity ping period and time-out; 15 s and 10 s unless a test shortens them. */
  pingIntervalMs?: number;
  pingTimeoutMs?: number;
  /**
   * Web Locks for the outbox's one-sender rule and the one-session rule; navigator.locks unless a
   * test passes its own, or null (the outbox then drains unguarded and the session lock is
   * in-process).
   */
  locks?: LockManagerLike | null;
  /** Jitter for the outbox's retry waits; Math.random unless a test fixes it. */
  random?: () => number;
  /** Linkly terminal (issue 16): its waits, and new session ids; the platform's unless a test passes its own. */
  timers?: Timers;
  newId?: () => string;
};

export function createWorkerApi(deps: WorkerDeps) {
  const { brand, db, now } = deps;
  const locks = deps.locks === undefined ? platformLocks() : deps.locks;
  const events = createEventBus();
  const protocol = createProtocolClient({
    brand,
    origin: deps.origin,
    fetch: deps.fetch,
    now,
    timeoutMs: deps.timeoutMs,
    sessionStore: dexieSessionStore(db),
    locks,
    // A member's lapsed session is toasted once: the call answers the toast's own words.
    onAuthReset: async () => ((await resetCustomer(db, events)) ? SESSION_EXPIRED_SIGN_IN : null),
    onUpgrade: createUpgradeRecorder({ db, events, now }),
  });
  const ctx: WorkerContext = { db, brand, now, protocol, events };
  const outbox = createOutbox(ctx, { locks, random: deps.random });
  // Linkly terminal (issue 16): one submission machinery for the checkout and the terminal.
  const submission = createSubmission(ctx);
  const terminal = createTerminalApi(ctx, {
    submission,
    hosts: createHostResolver({ brand, origin: deps.origin, fetch: deps.fetch }),
    fetch: deps.fetch,
    timers: deps.timers ?? {
      setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
      clearTimeout: (handle) => globalThis.clearTimeout(handle),
    },
    locks,
    newId: deps.newId ?? (() => crypto.randomUUID()),
    random: deps.random ?? Math.random,
  });
  const connectivity = createConnectivityApi(ctx, {
    origin: deps.origin,
    fetch: deps.fetch,
    intervalMs: deps.pingIntervalMs,
    timeoutMs: deps.pingTimeoutMs,
    onOnline: () => {
      void outbox.drain();
      // Linkly terminal (issue 16): a payment cut off by the network finishes once it is back.
      void terminal.resumeTerminalPayment({});
    },
  });
  const kiosk = createKioskApi(ctx, outbox);
  /** Changes queued while offline (in this or an earlier session) go as soon as the server answers. */
  // Staff order board and the live order channel (issue 16, staff part)
  const orders = createOrdersApi(ctx);
  const streams = { fetch: deps.fetch, origin: deps.origin };
  const orderChannel = createOrderChannel(ctx, streams, orders.loadOrder);
  const staffBoard = createStaffBoardApi(ctx, outbox, streams);
  const drainWhenOnline = <T extends { ok: boolean; data?: { status: string } }>(result: T): T => {
    if (result.ok && result.data?.status === 'online') void outbox.drain();
    return result;
  };

  return {
    ...createLoadMenu(ctx),
    loadItemDetails: createLoadItemDetails(ctx),
    repeatOrder: createRepeatOrder(ctx),
    loadMerchants: createLoadMerchants(ctx),
    loadHome: createLoadHome(ctx),
    embedHtml: createEmbedHtml(ctx, {
      fetch: deps.fetch,
      origin: deps.origin,
      timeoutMs: deps.timeoutMs,
    }),
    ...createLiveQueries(db),
    ...createSessionApi(ctx),
    ...kiosk,
    ...createCartApi(ctx, outbox),
    ...createCheckoutLoadApi(ctx, outbox, kiosk),
    ...orders,
    ...createSubmitOrder(ctx, submission),
    ...createOrderHistoryApi(ctx),
    ...createFeedbackAndRewardsApi(ctx),
    ...createDeliveryAddressApi(ctx),
    ...createPushApi(ctx),
    ...createIdentityProvidersApi(ctx, {
      fetch: deps.fetch,
      origin: deps.origin,
      timeoutMs: deps.timeoutMs,
    }),
    ...connectivity,
    startConnectivity: async () => drainWhenOnline(await connectivity.startConnectivity()),
    reportNetwork: async (input: { online: boolean }) =>
      drainWhenOnline(await connectivity.reportNetwork(input)),
    checkConnectivity: async () => drainWhenOnline(await connectivity.checkConnectivity()),
    // Accounts (issue 15 part 1)
    ...createAccountApi(ctx),
    // Linkly terminal (issue 16)
    ...terminal,
    // Staff order board, the live order channel and printing (issue 16, staff part)
    ...orderChannel,
    ...staffBoard,
    ...createPrintApi(ctx),

    /**
     * Subscribes to a worker event ('toast', 'upgrade', 'outbox-changed', 'terminal-status'); returns a proxied
     * unsubscribe. Unlike the other functions it takes two arguments: Comlink only proxies a
     * callback passed as a top-level argument, not one nested in an object.
     */
    listen<K extends WorkerEventName>(name: K, callback: WorkerEventListener<K>) {
      return Comlink.proxy(events.listen(name, callback));
    },
  };
}

export type WorkerApi = ReturnType<typeof createWorkerApi>;
