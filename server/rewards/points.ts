/**
 * Reward points (spec 3 'Rewards'; migration 0008): a member earns the brand's points per dollar
 * for each whole dollar of every order that was not cancelled, plus any adjustments made by hand.
 * The balance is worked out when asked, never stored, so it cannot drift from the orders.
 */
import { sql, type Kysely } from 'kysely';
import type { OrderStatus } from '@api/orderStatusDetailed';
import type { Database } from '../db/schema';
import type { BrandRow } from '../protocol/context';

/** The points one order earns. */
export function pointsEarned(totalCents: number, status: OrderStatus, perDollar: number): number {
  if (status === 'cancelled' || perDollar <= 0 || totalCents <= 0) return 0;
  return Math.floor(totalCents / 100) * perDollar;
}

/** The brand's points per dollar when its rewards are on (is_loyalty_schemes_enabled), else 0. */
export function brandPointsPerDollar(
  brand: Pick<BrandRow, 'loyalty_schemes_enabled' | 'loyalty_points_per_dollar'>,
): number {
  return brand.loyalty_schemes_enabled ? brand.loyalty_points_per_dollar : 0;
}

/** A member's points: earned by their orders, plus adjustments. Never below 0. */
export async function pointsBalance(
  db: Kysely<Database>,
  input: { brandId: number; customerId: number; perDollar: number },
): Promise<number> {
  if (input.customerId <= 0 || input.perDollar <= 0) return 0;
  const [earned, adjusted] = await Promise.all([
    db
      .selectFrom('orders')
      .select(sql<string>`coalesce(sum(floor(total_cents / 100)), 0)`.as('dollars'))
      .where('brand_id', '=', input.brandId)
      .where('customer_id', '=', input.customerId)
      .where('status', '!=', 'cancelled')
      .where('total_cents', '>', 0)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('reward_adjustments')
      .select(sql<string>`coalesce(sum(points), 0)`.as('points'))
      .where('brand_id', '=', input.brandId)
      .where('customer_id', '=', input.customerId)
      .executeTakeFirstOrThrow(),
  ]);
  return Math.max(0, Number(earned.dollars) * input.perDollar + Number(adjusted.points));
}
