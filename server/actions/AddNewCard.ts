/** RequestAction AddNewCard (spec 3 §2 Add card, §7; src/api/money.ts): vaults a card, no payment. */
import type { ActionHandler } from '../protocol/context';
import { fail } from '../protocol/context';
import { MESSAGES } from '../protocol/messages';
import { moneyMember } from '../money/member';

export const AddNewCard: ActionHandler<'AddNewCard'> = async (ctx) => {
  const member = await moneyMember(ctx);
  if (!member.ok) return member;
  return fail(MESSAGES.topupDisabled);
};
