/**
 * Who may move stored credit and cards: a signed-in member (spec 3 §6 'Member: … top-up, cards').
 * A guest is told 'Account required'; a kiosk or staff login, which serves walk-ins, is refused.
 */
import { CUSTOMER_STATUS } from '@api/customerStatus';
import { fail, succeed, type ActionContext, type ActionResult } from '../protocol/context';
import { MESSAGES } from '../protocol/messages';
import { ACCOUNT_REQUIRED, signedInCustomer } from '../protocol/signedIn';

export type MoneyMember = { id: number; email: string };

const MONEY_STATUSES: readonly number[] = [CUSTOMER_STATUS.member, CUSTOMER_STATUS.test];

export async function moneyMember(
  ctx: Pick<ActionContext, 'db' | 'brand' | 'session'>,
): Promise<ActionResult<MoneyMember>> {
  const customer = await signedInCustomer(ctx);
  if (customer === null) return fail(ACCOUNT_REQUIRED);
  if (!MONEY_STATUSES.includes(customer.status)) return fail(MESSAGES.moneyMembersOnly);
  const row = await ctx.db
    .selectFrom('customers')
    .select('email')
    .where('id', '=', customer.id)
    .executeTakeFirstOrThrow();
  return succeed({ id: customer.id, email: row.email });
}
