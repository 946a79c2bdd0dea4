/**
 * The server's periodic jobs, each at start and then on its interval: the stale-row purge, the
 * payment reconciler (server/orders/reconcile.ts), the standing-order scheduler
 * (server/standingOrders/scheduler.ts) and the end of sold-out marks at close
 * (server/staff/menuExpiry.ts, on its interval only). The reconciler and the scheduler can be
 * turned off, and then run only when called.
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
import { endSoldOutMarks, MENU_EXPIRY_EVERY_MS } from '../staff/menuExpiry';
import { startPeriodic, timerScheduler, type Scheduler } from './periodic';
import { PURGE_EVERY_MS, purgeStaleRows } from './purge';

type JobsInput = {
  db: Kysely<Database>;
  now: () => Date;
  log: FastifyBaseLogger;
  scheduler: Scheduler;
  payments: SettleDeps['payments'];
  terminal: LinklyTerminal | null | undefined;
  push: PushNotifier;
  reconcile?: { afterMs?: number } | false;
  standingOrders?: { leaseMs?: number; everyMs?: number } | false;
};

/** The stale-row purge, every hour (it also ran when the database opened). */
function startPurge({ db, now, log, scheduler }: JobsInput) {
  return startPeriodic(
    scheduler,
    PURGE_EVERY_MS,
    async () => {
      const purged = { ...(await purgeStaleRows(db, now())), ...(await purgePushRows(db, now())) };
      if (Object.values(purged).some((count) => count > 0)) log.info(purged, 'purged');
    },
    (error) => log.error({ err: error }, 'purge failed'),
  );
}

/** Sold-out marks whose close has come are turned back on, every 30 s. */
function startMenuExpiry({ db, now, log, scheduler }: JobsInput) {
  return startPeriodic(
    scheduler,
    MENU_EXPIRY_EVERY_MS,
    async () => {
      const ended = await endSoldOutMarks(db, now());
      if (ended > 0) log.info({ ended }, 'sold-out marks ended at close');
    },
    (error) => log.error({ err: error }, 'ending sold-out marks failed'),
  );
}

/** The payment reconciler, at start and every minute unless turned off. */
function startReconciler(input: JobsInput) {
  const { db, now, log, payments, terminal } = input;
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
          input.scheduler,
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
  return { reconcileNow, reconcileAfter, task: reconcile };
}

/** The standing-order scheduler, at start and on its interval unless turned off. */
function startStandingOrders(input: JobsInput) {
  const { db, now, log, payments, terminal } = input;
  const catalogue = createCatalogue();
  const standingOrdersAt = (at: Date) =>
    runStandingOrders({
      db,
      now: at,
      log,
      payments,
      ...(terminal ? { terminal } : {}),
      catalogue,
      notify: pushNotifier(input.push),
      ...(input.standingOrders ? input.standingOrders : {}),
    });
  const task =
    input.standingOrders === false
      ? null
      : startPeriodic(
          input.scheduler,
          input.standingOrders?.everyMs ?? STANDING_ORDERS_EVERY_MS,
          async () => {
            const counts = await standingOrdersAt(now());
            if (Object.values(counts).some((count) => count > 0))
              log.info(counts, 'standing orders run');
          },
          (error) => log.error({ err: error }, 'standing orders failed'),
        );
  const atStart = task
    ? standingOrdersAt(now()).then(
        (counts) => log.info(counts, 'standing orders run at start'),
        (error: unknown) => log.error({ err: error }, 'standing orders failed'),
      )
    : null;
  return { standingOrdersAt, task, atStart };
}

export function startBackgroundJobs(
  input: Omit<JobsInput, 'scheduler'> & { scheduler?: Scheduler },
) {
  const jobs = { ...input, scheduler: input.scheduler ?? timerScheduler };
  const purge = startPurge(jobs);
  const reconciler = startReconciler(jobs);
  const standingOrders = startStandingOrders(jobs);
  const menuExpiry = startMenuExpiry(jobs);
  return {
    /** Settles payment attempts older than `olderThanMs` now. */
    reconcileNow: reconciler.reconcileNow,
    /** The reconciler's age for an attempt; null when it does not run by itself. */
    reconcileAfter: reconciler.reconcileAfter,
    /** Runs the standing-order scheduler once as of `at`. */
    standingOrdersAt: standingOrders.standingOrdersAt,
    /** Stops the jobs and waits for the scheduler's first run. */
    stop: async () => {
      await purge.stop();
      await reconciler.task?.stop();
      await standingOrders.task?.stop();
      await standingOrders.atStart;
      await menuExpiry.stop();
    },
  };
}
