/**
 * Reward points as a ledger (migration 0019): every point earned or spent is a row of
 * reward_points and a member's points are the sum of their rows.
 *
 * - A placement spends points at reserve (spendPoints) in the reserve transaction, with the
 *   member's row locked, so two placements racing cannot spend the same points: the second waits
 *   for the first to commit and then sums its row (PGlite runs one transaction at a time anyway).
 * - An attempt that ends without its order gives them back (releaseSpentPoints).
 * - A placed order earns points in the finalise transaction (earnPoints).
 * - Cancelling an order takes back what it earned and gives back what it spent (undoOrderPoints).
 * An order holds at most one row of each reason (a unique index), so a retry writes nothing twice.
 * Reversing an order's points can leave a member below zero if they were spent since; such a
 * member simply has no points to spend until they earn more.
 */
import { sql, type Kysely } from 'kysely';
import { CUSTOMER_STATUS } from '@api/customerStatus';
import type { Database, RewardPointsReason } from '../db/schema';
import type { BrandRow } from '../protocol/context';
import { rewardSchemeOf } from './scheme';

/** The brand's points per dollar when its rewards are on, else 0 (server/rewards/scheme.ts). */
export function brandPointsPerDollar(
  brand: Pick<BrandRow, 'code' | 'loyalty_schemes_enabled' | 'loyalty_points_per_dollar'>,
): number {
  return rewardSchemeOf(brand).pointsPerDollar;
}

/** The sum of the member's rows (below 0 only after a reversal of points already spent). */
export async function pointsBalance(db: Kysely<Database>, customerId: number): Promise<number> {
  if (customerId <= 0) return 0;
  const row = await db
    .selectFrom('reward_points')
    .select(sql<string>`coalesce(sum(points), 0)`.as('points'))
    .where('customer_id', '=', customerId)
    .executeTakeFirstOrThrow();
  return Number(row.points);
}

/**
 * Locks a member's row for the rest of the transaction; false for a guest, a kiosk or a staff
 * login, which hold no points to spend (and whose rows are not locked).
 */
export async function lockMember(trx: Kysely<Database>, customerId: number): Promise<boolean> {
  if (customerId <= 0) return false;
  const member = await trx
    .selectFrom('customers')
    .select('id')
    .where('id', '=', customerId)
    .where('status', 'not in', [CUSTOMER_STATUS.kiosk, CUSTOMER_STATUS.staff])
    .forUpdate()
    .executeTakeFirst();
  return member !== undefined;
}

type OrderPointsRow = {
  brandId: number;
  customerId: number;
  orderId: number;
  /** Positive: the points earned, or spent. */
  points: number;
  note: string;
  at: Date;
};

async function insertOnce(
  trx: Kysely<Database>,
  row: OrderPointsRow,
  reason: RewardPointsReason,
  sign: 1 | -1,
): Promise<void> {
  await trx
    .insertInto('reward_points')
    .values({
      brand_id: row.brandId,
      customer_id: row.customerId,
      points: sign * row.points,
      reason,
      order_id: row.orderId,
      note: row.note,
      created_at: row.at,
    })
    .onConflict((conflict) =>
      conflict.columns(['order_id', 'reason']).where('order_id', 'is not', null).doNothing(),
    )
    .execute();
}

/**
 * Spends points for a placement, if the member holds them: call inside the reserve transaction.
 * False (and nothing written) when they do not.
 */
export async function spendPoints(trx: Kysely<Database>, row: OrderPointsRow): Promise<boolean> {
  if (row.points <= 0) return true;
  if (!(await lockMember(trx, row.customerId))) return false;
  if ((await pointsBalance(trx, row.customerId)) < row.points) return false;
  await insertOnce(trx, row, 'spent', -1);
  return true;
}

/** A placed order's points, in the finalise transaction. */
export async function earnPoints(trx: Kysely<Database>, row: OrderPointsRow): Promise<void> {
  if (row.points > 0) await insertOnce(trx, row, 'earned', 1);
}

/** Gives back the points reserved for an order (or attempt) that did not happen. */
export async function releaseSpentPoints(
  trx: Kysely<Database>,
  input: { orderId: number; at: Date },
): Promise<void> {
  await undo(trx, input, 'spent', 'released');
}

/** A cancelled order: what it earned is taken back and what it spent is given back. */
export async function undoOrderPoints(
  trx: Kysely<Database>,
  input: { orderId: number; at: Date },
): Promise<void> {
  await undo(trx, input, 'earned', 'reversed');
  await undo(trx, input, 'spent', 'released');
}

async function undo(
  trx: Kysely<Database>,
  input: { orderId: number; at: Date },
  from: RewardPointsReason,
  to: RewardPointsReason,
): Promise<void> {
  const row = await trx
    .selectFrom('reward_points')
    .select(['brand_id', 'customer_id', 'points', 'note'])
    .where('order_id', '=', input.orderId)
    .where('reason', '=', from)
    .executeTakeFirst();
  if (!row) return;
  await insertOnce(
    trx,
    {
      brandId: row.brand_id,
      customerId: row.customer_id,
      orderId: input.orderId,
      points: row.points,
      note: row.note,
      at: input.at,
    },
    to,
    -1,
  );
}

/** An order's points as its receipt shows them: awarded and used, net of any undoing. */
export async function orderPoints(
  db: Kysely<Database>,
  orderId: number,
): Promise<{ awarded: number; used: number }> {
  const rows = await db
    .selectFrom('reward_points')
    .select(['reason', 'points'])
    .where('order_id', '=', orderId)
    .execute();
  const sum = (reasons: readonly RewardPointsReason[]) =>
    rows
      .filter((row) => reasons.includes(row.reason))
      .reduce((total, row) => total + row.points, 0);
  return { awarded: sum(['earned', 'reversed']), used: -sum(['spent', 'released']) };
}
