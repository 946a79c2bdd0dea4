/**
 * WithdrawFunds (spec 3 §2 Withdraw): the member's whole transferable balance (top-ups of the past
 * 60 days, server/accounts/balance.ts) becomes a withdrawal request: a ledger debit (reason
 * 'withdrawal') and a pending withdrawal_requests row, which balance_held counts until it is
 * reviewed. The customer's row is locked first, so two requests at once cannot both take the same
 * funds. Once per request id (changeOnce): a repeat gets the first answer, a refusal included.
 */
import type { WithdrawResponse } from '@api/money';
import { customerBalance, debitBalance } from '../accounts/balance';
import type { ActionContext, ActionResult } from '../protocol/context';
import { changeOnce } from '../protocol/idempotency';
import { MESSAGES } from '../protocol/messages';
import type { MoneyMember } from './member';
import { moneyFields } from './moneyAnswer';

export async function withdrawFunds(
  ctx: ActionContext,
  member: MoneyMember,
  requestId: string,
): Promise<ActionResult<WithdrawResponse>> {
  return changeOnce(ctx, requestId, 'WithdrawFunds', async (trx) => {
    await trx
      .selectFrom('customers')
      .select('id')
      .where('id', '=', member.id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const { balance_transferable: amount } = await customerBalance(trx, member.id, ctx.now);
    if (amount <= 0) return { ok: false, message: MESSAGES.withdrawNothing };
    const request = await trx
      .insertInto('withdrawal_requests')
      .values({
        brand_id: ctx.brand.id,
        customer_id: member.id,
        request_id: requestId,
        amount_cents: amount,
        created_at: ctx.now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const debit = await debitBalance(trx, {
      brandId: ctx.brand.id,
      customerId: member.id,
      amountCents: amount,
      reason: 'withdrawal',
      reference: `withdrawal-${request.id}`,
      note: 'Withdrawal requested',
      at: ctx.now,
    });
    if (!debit.ok)
      throw new Error(`withdrawal ${request.id}: the transferable balance is not held`);
    return {
      ok: true,
      data: {
        message: MESSAGES.withdrawSent,
        amount,
        customer: await moneyFields(trx, member.id, ctx.now),
      },
    };
  });
}
