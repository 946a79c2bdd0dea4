/**
 * RequestAction AddNewCard (spec 3 §2 Add card, §7; src/api/money.ts): a member's card vaulted
 * without a payment, kept as the saved card ('Card added!'; server/money/addCard.ts).
 */
import { requestIdField } from '../cart/parse';
import { addCard } from '../money/addCard';
import { moneyMember } from '../money/member';
import { fail, type ActionHandler } from '../protocol/context';
import { MESSAGES } from '../protocol/messages';

export const AddNewCard: ActionHandler<'AddNewCard'> = async (ctx, fields) => {
  const member = await moneyMember(ctx);
  if (!member.ok) return member;
  const requestId = requestIdField(fields);
  if (requestId === null) return fail(MESSAGES.requestIdRequired);
  const nonce = fields.braintree_nonce?.trim() ?? '';
  if (nonce === '') return fail(MESSAGES.cardNonceRequired);
  return addCard(ctx, member.data, { requestId, nonce });
};
