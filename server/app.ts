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
import { RECONCILE_AFTER_MS, type ReconcileCounts } from './orders/reconcile';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DatabaseKind } from './db/connect';
import { listenForChanges, type HotReadsEvent } from './db/listenForChanges';
import { openMigrated } from './db/openMigrated';
import type { Database } from './db/schema';
import { registerApi } from './http/api';
import { rateLimitsOf, type RateLimitSettings } from './http/rateLimits';
import { createHttpApp } from './http/createHttpApp';
import { registerHttpRoutes } from './http/registerHttpRoutes';
import { linklyTerminalForBrand } from './payments/linkly';
import { registerStatic } from './http/static';
import { cspInputsFor, registerSecurityHeaders, type CspReport } from './http/securityHeaders';
import { startBackgroundJobs } from './jobs/backgroundJobs';
import type { Scheduler } from './jobs/periodic';
import { createCatalogue } from './menu/catalogue';
import { createMenuVersions, type MenuVersions } from './menu/menuVersions';
import { createHotReads } from './protocol/hotReads';
import { createPushNotifier, type PushFetch, type PushNotifier } from './push/notify';
import { loadAllVapidKeys, type VapidKeys } from './push/vapid';
import { createIdentityProviders, type IdentitySettings } from './accounts/identityProviders';
import { connectionLimits, type ConnectionLimits } from './http/connectionLimits';
import { createOrderEvents, type OrderEvents } from './orders/orderEmitter';
import type { StandingOrderCounts } from './standingOrders/scheduler';

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

/** What DocketServer.onHotReads reports. */
export type { HotReadsEvent };

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
  /** The menu channel's versions (server/menu/menuVersions.ts), fed by the database (0013). */
  menuVersions: MenuVersions;
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
  const { db, kind, notifications } = await openMigrated(options, now());

  const connections = connectionLimits(options.connections);
  const app = await createHttpApp({
    logger: options.logger,
    logLevel: options.logLevel,
    logStream: options.logStream,
    connections,
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
  const menuVersions = createMenuVersions({ db, log: app.log });
  const tell = (event: HotReadsEvent) => {
    menuVersions.heard(event);
    for (const listener of hotEvents) listener(event);
  };
  let listening: Awaited<ReturnType<typeof listenForChanges>>;
  try {
    listening = await listenForChanges({ notifications, orderEvents, hot, tell, log: app.log });
  } catch (error) {
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
  registerHttpRoutes(app, {
    db,
    now,
    orderEvents,
    menuVersions,
    connections,
    identity,
    sandboxOrigin: options.payments?.sandboxOrigin ?? '',
  });
  const servesStatic = options.staticDir
    ? await registerStatic(app, options.staticDir, () => now().getTime())
    : false;
  await app.ready();

  const jobs = startBackgroundJobs({
    db,
    now,
    log: app.log,
    scheduler: options.scheduler,
    payments: payments ?? null,
    terminal,
    push,
    reconcile: options.reconcile,
    standingOrders: options.standingOrders,
  });

  let closed: Promise<void> | null = null;
  return {
    app,
    db,
    now,
    databaseKind: kind,
    push,
    orderEvents,
    menuVersions,
    servesStatic,
    cspReports: () => security.reports(),
    reconcilePayments: (olderThanMs = jobs.reconcileAfter ?? RECONCILE_AFTER_MS) =>
      jobs.reconcileNow(olderThanMs),
    standingOrders: (at = now()) => jobs.standingOrdersAt(at),
    forgetHotReads: () => hot.clear(),
    onHotReads: (listener) => {
      hotEvents.add(listener);
      return () => hotEvents.delete(listener);
    },
    close: () => {
      closed ??= (async () => {
        await jobs.stop();
        await app.close();
        await listening.invalidations.stop();
        await menuVersions.idle();
        await listening.orders.stop();
        await db.destroy();
      })();
      return closed;
    },
  };
}
