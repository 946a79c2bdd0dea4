/** RequestAction ChangeBilling (spec 3 §7; src/api/money.ts): remove the card, set auto top-up. */
import type { ActionHandler } from '../protocol/context';
import { fail } from '../protocol/context';
import { MESSAGES } from '../protocol/messages';
import { moneyMember } from '../money/member';

export const ChangeBilling: ActionHandler<'ChangeBilling'> = async (ctx) => {
  const member = await moneyMember(ctx);
  if (!member.ok) return member;
  return fail(MESSAGES.billingNothingToChange);
};
