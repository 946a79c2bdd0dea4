/**
 * A member's favourite locations (0020_favourite_merchants): read by Merchants (the 'fave' filter)
 * and answered by Favourites after a change. 'Only logged-in members get history and favourites'
 * (spec 1 §6): a caller who is not a member has none and may not mark any.
 */
import type { Kysely } from 'kysely';
import { CUSTOMER_STATUS } from '@api/customerStatus';
import type { Database } from '../db/schema';
import type { ActionContext } from '../protocol/context';

const MEMBER_STATUSES = [CUSTOMER_STATUS.member, CUSTOMER_STATUS.staff, CUSTOMER_STATUS.test];

/** The session's customer id when a member of this brand (status 1, 8 or 9), else null. */
export async function memberId(
  ctx: Pick<ActionContext, 'db' | 'brand' | 'session'>,
): Promise<number | null> {
  if (ctx.session.customerId <= 0) return null;
  const customer = await ctx.db
    .selectFrom('customers')
    .select('id')
    .where('id', '=', ctx.session.customerId)
    .where('brand_id', '=', ctx.brand.id)
    .where('status', 'in', MEMBER_STATUSES)
    .executeTakeFirst();
  return customer?.id ?? null;
}

/** The member's favourites among the brand's open locations, the most recently marked first. */
export async function favouriteMerchantIds(
  db: Kysely<Database>,
  brandId: number,
  customerId: number,
): Promise<number[]> {
  const rows = await db
    .selectFrom('favourite_merchants')
    .innerJoin('merchants', 'merchants.id', 'favourite_merchants.merchant_id')
    .select('favourite_merchants.merchant_id')
    .where('favourite_merchants.brand_id', '=', brandId)
    .where('favourite_merchants.customer_id', '=', customerId)
    .where('merchants.brand_id', '=', brandId)
    .where('merchants.active', '=', true)
    .where('merchants.deleted_at', 'is', null)
    .orderBy('favourite_merchants.created_at', 'desc')
    .orderBy('favourite_merchants.merchant_id')
    .execute();
  return rows.map((row) => row.merchant_id);
}
