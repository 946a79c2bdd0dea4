/** RequestAction WithdrawFunds (spec 3 §2 Withdraw, §7; src/api/money.ts). */
import type { ActionHandler } from '../protocol/context';
import { fail } from '../protocol/context';
import { MESSAGES } from '../protocol/messages';
import { moneyMember } from '../money/member';

export const WithdrawFunds: ActionHandler<'WithdrawFunds'> = async (ctx) => {
  const member = await moneyMember(ctx);
  if (!member.ok) return member;
  return fail(MESSAGES.withdrawNothing);
};
