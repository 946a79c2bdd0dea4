/**
 * AddNewCard (spec 3 §2 Add card): the card form's nonce is vaulted at the provider, without a
 * charge (the provider verifies the card), and kept as the member's saved card, replacing any
 * other. The provider is asked outside any transaction; the card and the answer are kept for the
 * request id in one short one, so a repeat gets the first answer.
 */
import type { MoneyResponse } from '@api/money';
import { savedCardOf } from '../accounts/savedCard';
import { providerOf } from '../orders/payment';
import type { VaultResult } from '../payments/types';
import { storeSavedCard } from '../accounts/savedCard';
import { fail, succeed, type ActionContext, type ActionResult } from '../protocol/context';
import { changeOnce, requestKey, storedRequest } from '../protocol/idempotency';
import { MESSAGES } from '../protocol/messages';
import type { MoneyMember } from './member';
import { moneyFields } from './moneyAnswer';

const ACTION = 'AddNewCard';

async function vaulted(
  ctx: ActionContext,
  member: MoneyMember,
  nonce: string,
): Promise<ActionResult<Extract<VaultResult, { ok: true }>>> {
  const gateway = ctx.payments?.gateway;
  if (!gateway) return fail(MESSAGES.braintreeUnavailable);
  try {
    const check = await gateway.checkNonce(nonce);
    if (!check.ok) return fail(check.message);
    // A vault token is not a new card: someone else's is refused, the member's own is kept as is.
    if (check.multiUse) return fail(MESSAGES.savedCardNotYours);
    const earlier = await savedCardOf(ctx.db, member.id);
    const provider = providerOf(ctx.payments);
    const result = await gateway.vault({
      nonce,
      customerId: earlier && earlier.provider === provider ? earlier.vault_customer_id : '',
      email: member.email,
    });
    return result.ok ? succeed(result) : fail(result.message);
  } catch (error) {
    ctx.log.warn({ err: String(error) }, 'card not vaulted: provider failed');
    return fail(MESSAGES.braintreeUnavailable);
  }
}

export async function addCard(
  ctx: ActionContext,
  member: MoneyMember,
  input: { requestId: string; nonce: string },
): Promise<ActionResult<MoneyResponse>> {
  const key = requestKey(ctx, input.requestId);
  const stored = await storedRequest<{ ok: boolean }>(ctx.db, key, ACTION).catch(() => null);
  // A repeat (or a request id that is not this member's) is answered by changeOnce below.
  const card = stored ? null : await vaulted(ctx, member, input.nonce);
  if (card && !card.ok) return card;
  return changeOnce(ctx, input.requestId, ACTION, async (trx) => {
    if (card?.ok)
      await storeSavedCard(trx, {
        brandId: ctx.brand.id,
        customerId: member.id,
        provider: providerOf(ctx.payments),
        vaulted: card.data,
        at: ctx.now,
      });
    return {
      ok: true,
      data: { message: MESSAGES.cardAdded, customer: await moneyFields(trx, member.id, ctx.now) },
    };
  });
}
