/**
 * The server's periodic jobs, each at start and then on its interval: the stale-row purge, the
 * payment reconciler (server/orders/reconcile.ts) and the standing-order scheduler
 * (server/standingOrders/scheduler.ts). The reconciler and the scheduler can be turned off, and
 * then run only when called.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { SettleDeps } from '../orders/charge';
import { reconcilePayments, RECONCILE_AFTER_MS, RECONCILE_EVERY_MS } from '../orders/reconcile';
import type { LinklyTerminal } from '../payments/linkly';
import type { PushNotifier } from '../push/notify';
import { purgePushRows } from '../push/purge';
import { createCatalogue } from '../menu/catalogue';
import { pushNotifier } from '../standingOrders/notify';
import { runStandingOrders, STANDING_ORDERS_EVERY_MS } from '../standingOrders/scheduler';
import { startPeriodic, timerScheduler, type Scheduler } from './periodic';
import { PURGE_EVERY_MS, purgeStaleRows } from './purge';

export function startBackgroundJobs(input: {
  db: Kysely<Database>;
  now: () => Date;
  log: FastifyBaseLogger;
  scheduler?: Scheduler;
  payments: SettleDeps['payments'];
  terminal: LinklyTerminal | null | undefined;
  push: PushNotifier;
  reconcile?: { afterMs?: number } | false;
  standingOrders?: { leaseMs?: number; everyMs?: number } | false;
}) {
  const { db, now, log, payments, terminal } = input;
  const scheduler = input.scheduler ?? timerScheduler;

  const purge = startPeriodic(
    scheduler,
    PURGE_EVERY_MS,
    async () => {
      const purged = { ...(await purgeStaleRows(db, now())), ...(await purgePushRows(db, now())) };
      if (Object.values(purged).some((count) => count > 0)) log.info(purged, 'purged');
    },
    (error) => log.error({ err: error }, 'purge failed'),
  );

  const reconcileNow = (olderThanMs: number) =>
    reconcilePayments(
      { db, now: now(), log, payments, ...(terminal ? { terminal } : {}) },
      olderThanMs,
    );
  const reconcileAfter =
    input.reconcile === false ? null : (input.reconcile?.afterMs ?? RECONCILE_AFTER_MS);
  const reconcile =
    reconcileAfter === null
      ? null
      : startPeriodic(
          scheduler,
          RECONCILE_EVERY_MS,
          async () => {
            const counts = await reconcileNow(reconcileAfter);
            if (Object.values(counts).some((count) => count > 0))
              log.info(counts, 'payments reconciled');
          },
          (error) => log.error({ err: error }, 'reconcile failed'),
        );
  if (reconcileAfter !== null)
    void reconcileNow(reconcileAfter).then(
      (counts) => log.info(counts, 'payments reconciled at start'),
      (error: unknown) => log.error({ err: error }, 'reconcile failed'),
    );

  const standingOrdersCatalogue = createCatalogue();
  const standingOrdersAt = (at: Date) =>
    runStandingOrders({
      db,
      now: at,
      log,
      payments,
      ...(terminal ? { terminal } : {}),
      catalogue: standingOrdersCatalogue,
      notify: pushNotifier(input.push),
      ...(input.standingOrders ? input.standingOrders : {}),
    });
  const standingOrders =
    input.standingOrders === false
      ? null
      : startPeriodic(
          scheduler,
          input.standingOrders?.everyMs ?? STANDING_ORDERS_EVERY_MS,
          async () => {
            const counts = await standingOrdersAt(now());
            if (Object.values(counts).some((count) => count > 0))
              log.info(counts, 'standing orders run');
          },
          (error) => log.error({ err: error }, 'standing orders failed'),
        );
  const standingOrdersAtStart = standingOrders
    ? standingOrdersAt(now()).then(
        (counts) => log.info(counts, 'standing orders run at start'),
        (error: unknown) => log.error({ err: error }, 'standing orders failed'),
      )
    : null;

  return {
    /** Settles payment attempts older than `olderThanMs` now. */
    reconcileNow,
    /** The reconciler's age for an attempt; null when it does not run by itself. */
    reconcileAfter,
    /** Runs the standing-order scheduler once as of `at`. */
    standingOrdersAt,
    /** Stops the jobs and waits for the scheduler's first run. */
    stop: async () => {
      await purge.stop();
      await reconcile?.stop();
      await standingOrders?.stop();
      await standingOrdersAtStart;
    },
  };
}
