/**
 * 'Signed-in means logged in and a member, kiosk or staff' (spec 3 §6): the account area's actions
 * answer only such a caller, and only with the caller's own rows.
 */
import { CUSTOMER_STATUS } from '@api/customerStatus';
import type { ActionContext } from './context';

const SIGNED_IN_STATUSES = [
  CUSTOMER_STATUS.member,
  CUSTOMER_STATUS.kiosk,
  CUSTOMER_STATUS.staff,
  CUSTOMER_STATUS.test,
];

/** The account area's answer to a caller who is not signed in (spec 3 §2 Rewards, §6). */
export { ACCOUNT_REQUIRED } from '@domain/accountMessages';

/** The session's customer when signed in (their id and status), else null. */
export async function signedInCustomer(
  ctx: Pick<ActionContext, 'db' | 'brand' | 'session'>,
): Promise<{ id: number; status: number } | null> {
  if (ctx.session.customerId <= 0) return null;
  const customer = await ctx.db
    .selectFrom('customers')
    .select(['id', 'status'])
    .where('id', '=', ctx.session.customerId)
    .where('brand_id', '=', ctx.brand.id)
    .where('status', 'in', SIGNED_IN_STATUSES)
    .executeTakeFirst();
  return customer ?? null;
}
