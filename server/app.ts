/**
 * The reference server: opens the database (PGlite by default, PostgreSQL with a URL), migrates and
 * seeds it, and serves POST /api, the generated media and, when built, the PWA. While it runs it
 * purges stale rows every hour (server/jobs/purge.ts), and once at start. Tests call
 * createServer with `dataDir: 'memory://'` and an injected clock, and use `app.inject`.
 */
import type { PaymentGateway } from './payments/types';
import { gatewayWithDeadline } from './payments/deadline';
import { paymentTimeoutMsOf } from './payments/index';
import type { LinklyTerminal } from './payments/linkly';
import {
  reconcilePayments,
  RECONCILE_AFTER_MS,
  RECONCILE_EVERY_MS,
  type ReconcileCounts,
} from './orders/reconcile';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { openDatabase, type DatabaseKind } from './db/connect';
import { migrateToLatest } from './db/migrate';
import type { Database } from './db/schema';
import { seedDatabase } from './db/seed/index';
import { scryptCost } from './accounts/secrets';
import { registerApi } from './http/api';
import { rateLimitsOf, type RateLimitSettings } from './http/rateLimits';
import { registerCompression } from './http/compression';
import { registerEmbeds } from './http/embeds';
import { registerMedia } from './http/media';
import { registerPing } from './http/ping';
import { registerIdentityProvidersConfig } from './http/identityProviders';
import { registerEmailVerification } from './http/emailVerification';
// Linkly terminal
import { registerTerminalHosts } from './http/terminalHosts';
import { registerTerminalEvents } from './http/terminalEvents';
import { notifyBearers, notifyKeyFrom } from './http/terminalNotifyBearer';
import { linklyTerminalForBrand } from './payments/linkly';
import { registerStatic } from './http/static';
import { cspInputsFor, registerSecurityHeaders, type CspReport } from './http/securityHeaders';
import { startPeriodic, timerScheduler, type Scheduler } from './jobs/periodic';
import { PURGE_EVERY_MS, purgeStaleRows } from './jobs/purge';
import { createCatalogue } from './menu/catalogue';
import { listen, type Listening } from './db/notifications';
import { createHotReads, INVALIDATION_CHANNEL } from './protocol/hotReads';
import { MESSAGES } from './protocol/messages';
import { createPushNotifier, type PushFetch, type PushNotifier } from './push/notify';
import { purgePushRows } from './push/purge';
import { loadAllVapidKeys, type VapidKeys } from './push/vapid';
import { createIdentityProviders, type IdentitySettings } from './accounts/identityProviders';
// Staff devices
import { registerOrderEvents } from './http/orderEventStreams';
import {
  boundedServerOptions,
  connectionLimits,
  registerConnectionCap,
  type ConnectionLimits,
} from './http/connectionLimits';
import { registerPrintBridge } from './http/printBridge';
import { createOrderEvents, type OrderEvents } from './orders/orderEmitter';
import { listenForOrderEvents } from './orders/orderNotifications';
// Standing orders
import {
  runStandingOrders,
  STANDING_ORDERS_EVERY_MS,
  type StandingOrderCounts,
} from './standingOrders/scheduler';
import { pushNotifier } from './standingOrders/notify';

export type CreateServerOptions = {
  /** postgres://… ; when set the server uses PostgreSQL instead of PGlite. */
  databaseUrl?: string;
  /** PGlite data directory (default './data/pglite'); 'memory://' for a throwaway database. */
  dataDir?: string;
  /** The built PWA; when it has no index.html only the API and media are served. */
  staticDir?: string;
  /** The clock. Every time the server reads goes through it. */
  now?: () => Date;
  logger?: boolean;
  /** pino level when logger is on (default 'info'). */
  logLevel?: string;
  /** Where the log goes when logger is on (default stdout); tests read it. */
  logStream?: { write(line: string): void };
  /** Runs the periodic purge (server/jobs/); an unref'd setInterval unless a test injects one. */
  scheduler?: Scheduler;
  /**
   * Card, wallet and redirect payments (server/payments/types.ts): the real providers' adapter or
   * the payment sandbox's, with the sandbox's origin ('' for a real provider) for the page.
   */
  payments?: { gateway: PaymentGateway; sandboxOrigin: string };
  /** How long a provider call may take (default PAYMENT_TIMEOUT_MS, else 15 s). */
  paymentTimeoutMs?: number;
  /**
   * Linkly, asked to confirm a kiosk's terminal purchase before its order is placed (default: the
   * brand's, server/payments/linkly.ts: the simulator at the sandbox's origin, or Linkly's hosts
   * with LINKLY_SECRET).
   */
  terminal?: LinklyTerminal;
  /**
   * The payment reconciler (server/orders/reconcile.ts): at start and every minute, for attempts
   * older than `afterMs` (default 2 minutes); false: only when a test calls reconcilePayments.
   */
  reconcile?: { afterMs?: number } | false;
  /**
   * The standing-order scheduler (server/standingOrders/scheduler.ts): at start and every minute,
   * places the days whose cut-off has come; `leaseMs` (default 2 minutes) is how long a run left
   * pending waits before another process resumes it. false: only when DocketServer.standingOrders
   * (or the operator console) runs it.
   */
  standingOrders?: { leaseMs?: number; everyMs?: number } | false;
  /**
   * Web Push (server/push/): the brands' VAPID keys (default: brand.json and the environment,
   * server/push/vapid.ts), how a push request is sent (default: fetch), and the push sandbox's
   * origins, where subscriptions may point besides the real push services.
   */
  push?: { keys?: ReadonlyMap<string, VapidKeys>; fetch?: PushFetch; sandboxOrigins?: string[] };
  /**
   * Apple and Google sign-in (server/accounts/): the identity sandbox's origins (used for brands
   * without client ids) and, for tests, the brands and how key sets are fetched.
   */
  identity?: Omit<IdentitySettings, 'now'>;
  /**
   * /api rate limits (server/http/rateLimits.ts); from the environment (rateLimitsOf), or
   * false to turn them off (load benchmarks and floods sent from one address on purpose).
   */
  rateLimits?: RateLimitSettings | false;
  /**
   * Connection caps and timeouts (server/http/connectionLimits.ts); each unset one from its
   * DOCKET_* environment variable, else its default.
   */
  connections?: Partial<ConnectionLimits>;
};

/** What DocketServer.onHotReads reports (a payload names what changed: migration 0013). */
export type HotReadsEvent =
  { kind: 'invalidated'; payload: string } | { kind: 'live'; live: boolean };

export type DocketServer = {
  app: FastifyInstance;
  db: Kysely<Database>;
  /** The server's clock (options.now, else the system's). */
  now: () => Date;
  databaseKind: DatabaseKind;
  /** Sends order status pushes; give it to whatever moves orders (the operator console). */
  push: PushNotifier;
  /** The live channel's emitter (server/orders/orderEmitter.ts), fed by the database (0014). */
  orderEvents: OrderEvents;
  /** Whether the PWA is served. */
  servesStatic: boolean;
  /** The Content-Security-Policy violations browsers reported (the last 100). */
  cspReports(): readonly CspReport[];
  /**
   * Drops the hot-read memory. Writes, by hand or not, are heard of through the database
   * (migration 0013); this is for the moment between a write's commit and its notification.
   */
  forgetHotReads(): void;
  /** Told of each invalidation this server hears, and when its listening drops and resumes. */
  onHotReads(listener: (event: HotReadsEvent) => void): () => void;
  /** Settles payment attempts older than `olderThanMs` now (the reconciler's tick). */
  reconcilePayments(olderThanMs?: number): Promise<ReconcileCounts>;
  /** Runs the standing-order scheduler once as of `at` (default the server's clock). */
  standingOrders(at?: Date): Promise<StandingOrderCounts>;
  close(): Promise<void>;
};

export async function createServer(options: CreateServerOptions = {}): Promise<DocketServer> {
  const now = options.now ?? (() => new Date());
  // Before the database opens: a brand on Linkly's own hosts without LINKLY_SECRET stops the start.
  const terminal =
    options.terminal ??
    linklyTerminalForBrand(options.payments?.sandboxOrigin ?? '', () => now().getTime());
  const { db, kind, notifications } = await openDatabase(options);
  try {
    await migrateToLatest(db);
    await seedDatabase(db);
    await purgeStaleRows(db, now());
    await purgePushRows(db, now());
  } catch (error) {
    await db.destroy();
    throw error;
  }

  const connections = connectionLimits(options.connections);
  const app = Fastify({
    logger: options.logger
      ? {
          level: options.logLevel ?? 'info',
          ...(options.logStream ? { stream: options.logStream } : {}),
        }
      : false,
    ...boundedServerOptions(connections),
  });
  registerConnectionCap(app, connections);

  // The scrypt cost new passwords get, chosen by timing on first use (server/accounts/secrets.ts).
  scryptCost().then(
    ({ N, r, p, source, expectedMs, withinBudget }) => {
      const chosen = { N, r, p, source, expectedMs };
      if (withinBudget === false) app.log.warn(chosen, 'scrypt cost outside 50–100 ms');
      else app.log.info(chosen, 'scrypt cost');
    },
    (error: unknown) => app.log.warn({ err: error }, 'scrypt cost not chosen yet'),
  );
  await registerCompression(app);
  app.setErrorHandler((error, request, reply) => {
    const status = httpStatusOf(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    const message = status >= 500 ? MESSAGES.serverError : 'Unreadable request body';
    return reply.code(status).send({ ResponseCode: 'ERROR', Response: [message] });
  });

  const security = registerSecurityHeaders(
    app,
    options.staticDir
      ? cspInputsFor(options.staticDir, options.payments?.sandboxOrigin ?? '')
      : () => null,
  );
  const push = createPushNotifier({
    db,
    keys: options.push?.keys ?? loadAllVapidKeys(),
    now,
    fetch: options.push?.fetch,
    log: app.log,
  });
  const orderEvents = createOrderEvents();
  // Several processes on one database: nothing is remembered until LISTEN is in place.
  const hot = createHotReads(false);
  const hotEvents = new Set<(event: HotReadsEvent) => void>();
  const tell = (event: HotReadsEvent) => {
    for (const listener of hotEvents) listener(event);
  };
  let listening: Listening;
  let listeningForOrders: Listening | null = null;
  try {
    // Every process's live channel hears every order, wherever it was placed or moved (0014).
    listeningForOrders = await listenForOrderEvents(notifications, orderEvents, app.log);
    listening = await listen(notifications, INVALIDATION_CHANNEL, {
      message: (payload) => {
        hot.invalidate(payload);
        tell({ kind: 'invalidated', payload });
      },
      live: (live) => {
        hot.setLive(live);
        tell({ kind: 'live', live });
      },
      // Never the payload: it can carry a SID.
      error: (error) => app.log.warn({ err: error }, 'hot-read notifications interrupted'),
    });
  } catch (error) {
    await listeningForOrders?.stop();
    await app.close();
    await db.destroy();
    throw error;
  }
  const identity = createIdentityProviders({ sandboxOrigins: [], ...options.identity, now });
  const payments = options.payments
    ? {
        ...options.payments,
        gateway: gatewayWithDeadline(
          options.payments.gateway,
          options.paymentTimeoutMs ?? paymentTimeoutMsOf({}, process.env),
        ),
      }
    : undefined;
  const rateLimits = options.rateLimits ?? rateLimitsOf(process.env);
  await registerApi(
    app,
    {
      db,
      now,
      catalogue: createCatalogue(),
      hot,
      payments,
      ...(terminal ? { terminal } : {}),
      push: { sandboxOrigins: options.push?.sandboxOrigins ?? [] },
      identity,
      orders: { push },
    },
    rateLimits,
  );
  registerOrderEvents(app, { db, now, events: orderEvents, limits: connections });
  registerPrintBridge(app, { db, now });
  registerPing(app);
  registerIdentityProvidersConfig(app, identity);
  registerEmailVerification(app, { db, now });
  // Linkly terminal: where the simulator runs, and the pad's prompts relayed to the kiosk.
  registerTerminalHosts(app, options.payments?.sandboxOrigin ?? '');
  registerTerminalEvents(app, {
    db,
    now,
    limits: connections,
    bearers: notifyBearers(notifyKeyFrom(process.env.TERMINAL_NOTIFY_KEY)),
  });
  registerMedia(app, db);
  registerEmbeds(app, db);
  const servesStatic = options.staticDir
    ? await registerStatic(app, options.staticDir, () => now().getTime())
    : false;
  await app.ready();

  const purge = startPeriodic(
    options.scheduler ?? timerScheduler,
    PURGE_EVERY_MS,
    async () => {
      const purged = { ...(await purgeStaleRows(db, now())), ...(await purgePushRows(db, now())) };
      if (Object.values(purged).some((count) => count > 0)) app.log.info(purged, 'purged');
    },
    (error) => app.log.error({ err: error }, 'purge failed'),
  );
  const reconcileNow = (olderThanMs: number) =>
    reconcilePayments(
      {
        db,
        now: now(),
        log: app.log,
        payments: payments ?? null,
        ...(terminal ? { terminal } : {}),
      },
      olderThanMs,
    );
  const reconcileAfter =
    options.reconcile === false ? null : (options.reconcile?.afterMs ?? RECONCILE_AFTER_MS);
  const reconcile =
    reconcileAfter === null
      ? null
      : startPeriodic(
          options.scheduler ?? timerScheduler,
          RECONCILE_EVERY_MS,
          async () => {
            const counts = await reconcileNow(reconcileAfter);
            if (Object.values(counts).some((count) => count > 0))
              app.log.info(counts, 'payments reconciled');
          },
          (error) => app.log.error({ err: error }, 'reconcile failed'),
        );
  if (reconcileAfter !== null)
    void reconcileNow(reconcileAfter).then(
      (counts) => app.log.info(counts, 'payments reconciled at start'),
      (error: unknown) => app.log.error({ err: error }, 'reconcile failed'),
    );

  const standingOrdersCatalogue = createCatalogue();
  const standingOrdersAt = (at: Date) =>
    runStandingOrders({
      db,
      now: at,
      log: app.log,
      payments: payments ?? null,
      ...(terminal ? { terminal } : {}),
      catalogue: standingOrdersCatalogue,
      notify: pushNotifier(push),
      ...(options.standingOrders ? options.standingOrders : {}),
    });
  const standingOrders =
    options.standingOrders === false
      ? null
      : startPeriodic(
          options.scheduler ?? timerScheduler,
          options.standingOrders?.everyMs ?? STANDING_ORDERS_EVERY_MS,
          async () => {
            const counts = await standingOrdersAt(now());
            if (Object.values(counts).some((count) => count > 0))
              app.log.info(counts, 'standing orders run');
          },
          (error) => app.log.error({ err: error }, 'standing orders failed'),
        );
  const standingOrdersAtStart = standingOrders
    ? standingOrdersAt(now()).then(
        (counts) => app.log.info(counts, 'standing orders run at start'),
        (error: unknown) => app.log.error({ err: error }, 'standing orders failed'),
      )
    : null;

  let closed: Promise<void> | null = null;
  return {
    app,
    db,
    now,
    databaseKind: kind,
    push,
    orderEvents,
    servesStatic,
    cspReports: () => security.reports(),
    reconcilePayments: (olderThanMs = reconcileAfter ?? RECONCILE_AFTER_MS) =>
      reconcileNow(olderThanMs),
    standingOrders: (at = now()) => standingOrdersAt(at),
    forgetHotReads: () => hot.clear(),
    onHotReads: (listener) => {
      hotEvents.add(listener);
      return () => hotEvents.delete(listener);
    },
    close: () => {
      closed ??= (async () => {
        await purge.stop();
        await reconcile?.stop();
        await standingOrders?.stop();
        await standingOrdersAtStart;
        await app.close();
        await listening.stop();
        await listeningForOrders.stop();
        await db.destroy();
      })();
      return closed;
    },
  };
}

/** A Fastify error's own status (e.g. 400 for a malformed JSON body, 415, 413), else 500. */
function httpStatusOf(error: unknown): number {
  const status =
    typeof error === 'object' && error !== null && 'statusCode' in error
      ? error.statusCode
      : undefined;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 500;
}
