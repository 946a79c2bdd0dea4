/**
 * The Topup* actions' common entry (spec 3 §7): a member, a request id, an amount from the list.
 */
import type { TopupResponse } from '@api/money';
import { requestIdField } from '../cart/parse';
import { fail, type ActionContext, type ActionResult, type RequestFields } from '../protocol/context';
import { MESSAGES } from '../protocol/messages';
import { topupAmountOf } from './amounts';
import { moneyLocale } from './locale';
import { moneyMember } from './member';

export type TopupMethodCode = 'SAVED' | 'CC' | 'PP' | 'CB' | 'APPLE' | 'GOOGLE';

export async function topupCall(
  ctx: ActionContext,
  fields: RequestFields,
  method: TopupMethodCode,
): Promise<ActionResult<TopupResponse>> {
  const member = await moneyMember(ctx);
  if (!member.ok) return member;
  const requestId = requestIdField(fields);
  if (requestId === null) return fail(MESSAGES.requestIdRequired);
  const locale = await moneyLocale(ctx);
  const amount = topupAmountOf(
    fields.topup_amount,
    method === 'CB' ? 'crypto' : 'other',
    locale.currencySign,
  );
  if (!amount.ok) return amount;
  return fail(MESSAGES.topupDisabled);
}
