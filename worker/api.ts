/**
 * The worker contract (STYLE habit 4): every function the page may call, assembled from the areas.
 * The page imports only `type WorkerApi`; api.worker.ts builds the real instance and exposes it.
 *
 * What every visit runs is built here, in the worker's first load (adopting and loading
 * the menu, the live reads, the outbox, connectivity, the session, push and 'remember me'); the
 * other areas (./areas/) are chunks of their own, imported on their first call (./lazyArea.ts).
 */
import * as Comlink from 'comlink';
import type { Brand } from '@/brand/schema';
import { SESSION_EXPIRED_SIGN_IN } from '@/domain/signInMessages';
import type { DocketDatabase } from '@worker/db/database';
import { readAppState } from '@worker/db/appState';
import { createForgetUnremembered } from './account/forgetUnremembered';
import { createOutbox } from './cart/outbox';
import { createConnectivityApi } from './connectivity/connectivityMonitor';
import type { WorkerContext } from './context';
import { createEventBus } from './events/eventBus';
import type { WorkerEventListener, WorkerEventName } from './events/workerEvents';
import { lazyArea } from './lazyArea';
import type { Timers } from './linkly/linklyHttp';
import { createLiveQueries } from './liveQueries';
import { FAVOURITE_ACTION } from './merchants/favouritesQuery';
import { createLoadMenu } from './menu/loadMenu';
import { createProtocolClient } from './protocol/createProtocolClient';
import { platformLocks, type LockManagerLike } from './protocol/locks';
import type { RequestTimers } from './protocol/requestTimers';
import { createPushApi } from './push/pushApi';
import { dexieSessionStore } from './session/dexieSessionStore';
import { resetCustomer } from './session/resetCustomer';
import { createSessionApi } from './session/sessionApi';
import { STAFF_MENU_ACTION, STAFF_MOVE_ACTION } from './staff/staffActions';
import { createUpgradeRecorder } from './upgrade/recordUpgrade';

export type WorkerDeps = {
  brand: Brand;
  db: DocketDatabase;
  /** Resolves a relative brand.apiBaseUrl (the worker's own origin in the browser). */
  origin: string;
  fetch: typeof fetch;
  now: () => number;
  /** Request time-out; 15 s unless a test shortens it. */
  timeoutMs?: number;
  /** The protocol's time-out timers; the global ones unless the worker passes its own. */
  requestTimers?: RequestTimers;
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
  /** Linkly terminal: its waits, and new session ids; the platform's unless a test passes its own. */
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
    timers: deps.requestTimers,
    sessionStore: dexieSessionStore(db),
    locks,
    // A member's lapsed session is toasted once: the call answers the toast's own words.
    onAuthReset: async () => ((await resetCustomer(db, events)) ? SESSION_EXPIRED_SIGN_IN : null),
    onUpgrade: createUpgradeRecorder({ db, events, now }),
  });
  const ctx: WorkerContext = { db, brand, now, protocol, events };
  const http = { fetch: deps.fetch, origin: deps.origin, timeoutMs: deps.timeoutMs };
  const streams = { fetch: deps.fetch, origin: deps.origin };

  // The areas loaded on their first call. Each names its functions (checked against its type).
  const menuLoad = createLoadMenu(ctx);
  // Open menus follow the store's changes (the ordering area keeps their live channels): a change
  // heard loads the menu past its staleness, keeping the fulfilment type it was last fetched for.
  const refetchMenu = async (slug: string) => {
    const row = await db.menus.get(slug);
    return menuLoad.loadMenu({
      slug,
      force: true,
      ...(row?.fulfilmentType ? { fulfilmentType: row.fulfilmentType } : {}),
    });
  };
  const ordering = lazyArea(
    async () =>
      (await import('./areas/ordering')).createOrderingArea(ctx, outbox, streams, refetchMenu),
    {
      repeatOrder: true,
      resetGuestState: true,
      addToCart: true,
      updateQuantity: true,
      retryOutboxRow: true,
      removeOutboxRow: true,
      flushOutbox: true,
      updateCheckout: true,
      applyPromo: true,
      loadSchedule: true,
      saveFulfilment: true,
      loadCheckout: true,
      cancelOrder: true,
      loadOrder: true,
      submitOrder: true,
      resumePlacement: true,
      loadOrderHistory: true,
      sendFeedback: true,
      loadRewards: true,

      validateDeliveryAddress: true,
      watchOrder: true,
      unwatchOrder: true,
      watchMenu: true,
      unwatchMenu: true,
    },
    (area) => area.functions,
  );
  // Asked for at once, beside the first chunk rather than in it: adding to the cart and setting the
  // fulfilment offline must not wait for code, also on a first visit that goes offline at once,
  // before the service worker has cached anything (outbox-refusal's journey lost that race when
  // this waited for the first 'online'). A failed fetch is tried again once the network is back.
  void ordering.loaded().catch(() => undefined);
  const browsing = lazyArea(
    async () => (await import('./areas/browsing')).createBrowsingArea(ctx, http, outbox),
    {
      loadItemDetails: true,
      loadMerchants: true,
      loadHome: true,
      embedHtml: true,
      setFavourite: true,
    },
  );
  const account = lazyArea(
    async () => (await import('./areas/account')).createAccountArea(ctx, http),
    {
      signIn: true,
      signInWithProvider: true,
      signInWithUrlToken: true,
      signUp: true,
      signOut: true,
      loadAccount: true,
      updateProfile: true,
      closeAccount: true,
      forgotLogin: true,
      resetPassword: true,
      changePassword: true,
      changePin: true,
      identityProviders: true,
      loadStandingOrder: true,
      saveStandingOrder: true,
      setStandingOrderStatus: true,
      checkStandingOrderAddress: true,
      loadStandingOrderOptions: true,
      topup: true,
      captureTopup: true,
      addCard: true,
      changeBilling: true,
      withdrawFunds: true,
    },
  );
  // Linkly terminal: one submission machinery for the checkout and the terminal.
  const terminal = lazyArea(
    async () => {
      const { submission } = await ordering.loaded();
      return (await import('./areas/terminal')).createTerminalArea(ctx, submission, {
        ...deps,
        locks,
      });
    },
    {
      pairPinpad: true,
      forgetPinpad: true,
      payByTerminal: true,
      resumeTerminalPayment: true,
      cancelTerminalPayment: true,
      printEftposReceipt: true,
      terminalSettlement: true,
    },
  );
  // Staff order board and printing; it registers the board moves' sender.
  const staff = lazyArea(
    async () => (await import('./areas/staff')).createStaffArea(ctx, outbox, streams),
    {
      loadStaffBoard: true,
      moveStaffOrder: true,
      dismissStaffMove: true,
      watchStaffBoard: true,
      unwatchStaffBoard: true,
      loadStaffMenu: true,
      loadStaffMenuChanges: true,
      changeStaffMenu: true,
      dismissStaffMenuChange: true,
      watchStaffMenu: true,
      unwatchStaffMenu: true,
      printOrder: true,
    },
  );
  // Analytics: the purchase event of a placed order, by the brand's adapter.
  const analytics = lazyArea(
    async () => (await import('./areas/analytics')).createAnalyticsArea(ctx, deps),
    { logPurchase: true, flushPurchaseEvents: true },
  );

  const outbox = createOutbox(ctx, {
    locks,
    random: deps.random,
    loadSender: async (action) => {
      if (action === STAFF_MOVE_ACTION || action === STAFF_MENU_ACTION) await staff.loaded();
      if (action === FAVOURITE_ACTION) await browsing.loaded();
    },
  });
  const connectivity = createConnectivityApi(ctx, {
    origin: deps.origin,
    fetch: deps.fetch,
    intervalMs: deps.pingIntervalMs,
    timeoutMs: deps.pingTimeoutMs,
    onOnline: () => {
      void outbox.drain();
      // A first-party purchase event queued offline goes now; with none queued the code stays unloaded.
      void readAppState(db, 'purchaseEvents').then((state) =>
        state?.pending.length ? analytics.functions.flushPurchaseEvents({}) : undefined,
      );
      // Linkly terminal: a payment cut off by the network finishes once it is back.
      // Without a kept record there is nothing to finish, and the terminal's code need not load.
      // (The record's key as linkly/terminalRecordStore.ts keeps it, read here without that code.)
      void db.terminalTransaction
        .get('current')
        .then((record) =>
          record === undefined ? undefined : terminal.functions.resumeTerminalPayment({}),
        );
    },
  });
  // The probe is the worker's own, not part of the page's contract.
  const { serverAnswers, ...connectivityApi } = connectivity;
  ctx.serverUnreachable = async () => !(await serverAnswers());
  /**
   * Changes queued while offline (in this or an earlier session) go as soon as the server answers.
   * And the ordering area, if its first fetch failed (offline at start), is fetched again.
   */
  const drainWhenOnline = <T extends { ok: boolean; data?: { status: string } }>(result: T): T => {
    if (result.ok && result.data?.status === 'online') {
      void outbox.drain();
      void ordering.loaded().catch(() => undefined);
    }
    return result;
  };

  return {
    ...menuLoad,
    ...createLiveQueries(db),
    ...createSessionApi(ctx),
    ...createPushApi(ctx),
    ...connectivityApi,
    startConnectivity: async () => drainWhenOnline(await connectivity.startConnectivity()),
    reportNetwork: async (input: { online: boolean }) =>
      drainWhenOnline(await connectivity.reportNetwork(input)),
    checkConnectivity: async () => drainWhenOnline(await connectivity.checkConnectivity()),
    // Accounts: 'remember me' runs at every page's start.
    ...createForgetUnremembered(ctx),
    ...browsing.functions,
    ...ordering.functions,
    ...account.functions,
    ...terminal.functions,
    ...staff.functions,
    ...analytics.functions,

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
