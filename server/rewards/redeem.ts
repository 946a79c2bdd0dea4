/**
 * What a member's points take off an order they chose to spend them on ('Use my rewards points'
 * at checkout): the cart's answers and SubmitOrder price it the same way, from the ledger's sum
 * now, so the total shown is the total charged. Guests, kiosks and staff logins hold no points.
 */
import type { Kysely } from 'kysely';
import { redeemPoints } from '@domain/rewardsRedemption';
import { CUSTOMER_STATUS } from '@api/customerStatus';
import type { Database } from '../db/schema';
import { pointsBalance } from './points';
import type { RewardScheme } from './scheme';

export type MemberRedemption = {
  /** The points the member could spend on this order's kind of scheme (0: offer nothing). */
  held: number;
  /** Spent on this order, in whole steps; 0 unless the member chose to. */
  points: number;
  /** Cents off. */
  discount: number;
};

export const NO_REDEMPTION: MemberRedemption = { held: 0, points: 0, discount: 0 };

export async function memberRedemption(
  db: Kysely<Database>,
  input: {
    customerId: number;
    useRewards: boolean;
    scheme: RewardScheme | undefined;
    subTotal: number;
  },
): Promise<MemberRedemption> {
  const { scheme, customerId } = input;
  if (!scheme || scheme.redemption.stepPoints <= 0 || customerId <= 0) return NO_REDEMPTION;
  const member = await db
    .selectFrom('customers')
    .select('id')
    .where('id', '=', customerId)
    .where('status', 'not in', [CUSTOMER_STATUS.kiosk, CUSTOMER_STATUS.staff])
    .executeTakeFirst();
  if (!member) return NO_REDEMPTION;
  const held = Math.max(0, await pointsBalance(db, customerId));
  if (!input.useRewards) return { held, points: 0, discount: 0 };
  return {
    held,
    ...redeemPoints({ balance: held, subTotal: input.subTotal, scheme: scheme.redemption }),
  };
}
