/**
 * RequestAction WithdrawFunds (spec 3 §2 Withdraw, §7; src/api/money.ts): the transferable balance
 * becomes a withdrawal request, held until reviewed (server/money/withdraw.ts).
 */
import { requestIdField } from '../cart/parse';
import { moneyMember } from '../money/member';
import { withdrawFunds } from '../money/withdraw';
import { fail, type ActionHandler } from '../protocol/context';
import { MESSAGES } from '../protocol/messages';

export const WithdrawFunds: ActionHandler<'WithdrawFunds'> = async (ctx, fields) => {
  const member = await moneyMember(ctx);
  if (!member.ok) return member;
  if (!ctx.brand.topup_enabled) return fail(MESSAGES.topupDisabled);
  const requestId = requestIdField(fields);
  if (requestId === null) return fail(MESSAGES.requestIdRequired);
  return withdrawFunds(ctx, member.data, requestId);
};
