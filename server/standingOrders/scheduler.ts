/**
 * The standing-order scheduler: at each store's cut-off for a day (./cutoff.ts), every active
 * standing order with quantities that day becomes a real, paid order (./run.ts). createServer runs
 * it at start and every minute; `DocketServer.standingOrders(at)` and the operator console's
 * `POST /standing-orders/run` run it once as of a given instant.
 *
 * Exactly one order per standing order per day, with several processes on one PostgreSQL and
 * across restarts: each standing order is taken with FOR UPDATE SKIP LOCKED and its day's run row,
 * unique per (standing order, day), commits with the pending payment before any charge. A run left
 * pending (a crash between the charge and finalise) is resumed by whichever process claims it
 * first after its lease, with the same idempotency key, so the provider finds the same charge.
 * PGlite has one connection, so there the transactions simply take turns. A PostgreSQL job queue
 * (pg-boss, graphile-worker) was not used: neither runs on PGlite (pg-boss only through a hand-made
 * client shim, timgit/pg-boss#563; graphile-worker needs a node-postgres pool, graphile/worker#441).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { attemptForRequest } from '../orders/attempts';
import type { Catalogue } from '../menu/catalogue';
import { dueDays, weekdayIndexOf } from './cutoff';
import { storeProducts, type StoreProducts } from './products';
import { ACTIVE } from './records';
import { RUN_LEASE_MS, runStandingOrderDay, settleRun, type RunDeps, type RunOutcome } from './run';
import { cutOffOf, offersType, standingOrderStores } from './stores';
import { STANDING_ORDER_FULFILMENT } from '@api/standingOrders';

/** How often the scheduler looks for cut-offs that have come. */
export const STANDING_ORDERS_EVERY_MS = 60_000;

export type StandingOrderCounts = {
  placed: number;
  failed: number;
  skipped: number;
  /** Runs left pending (the provider did not answer): resumed after their lease. */
  pending: number;
};

export type SchedulerDeps = RunDeps & {
  catalogue: Catalogue;
  /** How long a pending run is left to its process before another resumes it. */
  leaseMs?: number;
};

function count(counts: StandingOrderCounts, outcome: RunOutcome): void {
  if (outcome !== 'none') counts[outcome] += 1;
}

async function dueStandingOrders(
  db: Kysely<Database>,
  input: { merchantId: number; type: string; date: string; cutOffAt: Date },
): Promise<number[]> {
  const rows = await db
    .selectFrom('standing_orders as so')
    .select('so.id')
    .where('so.merchant_id', '=', input.merchantId)
    .where('so.fulfilment_type', '=', input.type as 'pickup')
    .where('so.status', '=', ACTIVE)
    .where('so.active_since', '<=', input.cutOffAt)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('standing_order_runs as r')
            .select('r.id')
            .whereRef('r.standing_order_id', '=', 'so.id')
            .where('r.order_date', '=', input.date),
        ),
      ),
    )
    .orderBy('so.id')
    .execute();
  return rows.map((row) => row.id);
}

/** Places every day whose cut-off has come, for every store of every brand that has them. */
async function placeDue(deps: SchedulerDeps, counts: StandingOrderCounts): Promise<void> {
  const brands = await deps.db
    .selectFrom('brands')
    .select('id')
    .where('standing_orders_enabled', '=', true)
    .execute();
  for (const brand of brands) {
    for (const store of await standingOrderStores(deps.db, brand.id)) {
      let products: StoreProducts | null = null;
      for (const type of STANDING_ORDER_FULFILMENT) {
        if (!offersType(store.settings, type)) continue;
        for (const day of dueDays(deps.now, store.timezone, cutOffOf(store.settings, type))) {
          const ids = await dueStandingOrders(deps.db, {
            merchantId: store.id,
            type,
            date: day.date,
            cutOffAt: day.cutOffAt,
          });
          if (ids.length === 0) continue;
          products ??= await storeProducts(deps.db, deps.catalogue, store);
          for (const standingOrderId of ids)
            count(
              counts,
              await runStandingOrderDay(deps, {
                store,
                products,
                standingOrderId,
                day: { ...day, weekday: weekdayIndexOf(day.date) },
              }),
            );
        }
      }
    }
  }
}

/** Claims one pending run whose lease has passed (FOR UPDATE SKIP LOCKED), renewing the lease. */
async function claimPending(deps: SchedulerDeps, leaseMs: number) {
  const expired = new Date(deps.now.getTime() - leaseMs);
  return deps.db
    .updateTable('standing_order_runs')
    .set({ updated_at: deps.now })
    .where('id', '=', (eb) =>
      eb
        .selectFrom('standing_order_runs')
        .select('id')
        .where('state', '=', 'pending')
        .where('updated_at', '<=', expired)
        .orderBy('id')
        .limit(1)
        .forUpdate()
        .skipLocked(),
    )
    .returning(['id', 'brand_id', 'request_id'])
    .executeTakeFirst();
}

async function resumePending(deps: SchedulerDeps, counts: StandingOrderCounts): Promise<void> {
  const leaseMs = deps.leaseMs ?? RUN_LEASE_MS;
  const seen = new Set<number>();
  for (;;) {
    const run = await claimPending(deps, leaseMs);
    if (!run || seen.has(run.id)) return;
    seen.add(run.id);
    const attempt = await attemptForRequest(deps.db, run.brand_id, run.request_id);
    if (!attempt) {
      await deps.db
        .updateTable('standing_order_runs')
        .set({ state: 'skipped', reason: 'no payment attempt', updated_at: deps.now })
        .where('id', '=', run.id)
        .execute();
      counts.skipped += 1;
      continue;
    }
    count(counts, await settleRun(deps, run.id, attempt));
  }
}

/** One pass as of deps.now: resumes runs left pending, then places the days that are due. */
export async function runStandingOrders(deps: SchedulerDeps): Promise<StandingOrderCounts> {
  const counts: StandingOrderCounts = { placed: 0, failed: 0, skipped: 0, pending: 0 };
  await resumePending(deps, counts);
  await placeDue(deps, counts);
  return counts;
}
