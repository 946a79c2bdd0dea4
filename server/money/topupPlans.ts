/**
 * What a direct top-up charges (no redirect): the member's saved card's vault token (SAVED), a
 * card form's fresh nonce (CC; a vault token only if it is the member's own, and vaulted first
 * when the member saves the card), or a wallet's nonce (APPLE, GOOGLE). Decided inside reserve's
 * transaction from what the provider said of the nonce before it (`check`).
 */
import { savedCardExpired } from '@domain/savedCard';
import type { Kysely } from 'kysely';
import { savedCardOf } from '../accounts/savedCard';
import type { Database } from '../db/schema';
import type { ChargePlan } from '../orders/attempts';
import { providerOf } from '../orders/payment';
import type { NonceCheck } from '../payments/types';
import { fail, succeed, type ActionContext, type ActionResult } from '../protocol/context';
import { MESSAGES } from '../protocol/messages';

export async function savedCardCharge(
  trx: Kysely<Database>,
  customerId: number,
  now: Date,
): Promise<ActionResult<ChargePlan>> {
  const card = await savedCardOf(trx, customerId);
  if (!card) return fail(MESSAGES.noSavedCard);
  if (savedCardExpired({ expiryMonth: card.expiry_month, expiryYear: card.expiry_year }, now))
    return fail(MESSAGES.savedCardExpired);
  return succeed({ kind: 'saved', token: card.token });
}

/** A card or wallet nonce: refused as the provider refused it, or if it is someone else's token. */
export async function nonceCharge(
  trx: Kysely<Database>,
  input: {
    ctx: Pick<ActionContext, 'payments'>;
    customerId: number;
    email: string;
    nonce: string;
    check: NonceCheck;
    saveCard: boolean;
  },
): Promise<ActionResult<ChargePlan>> {
  const { check, nonce } = input;
  if (!check.ok) return fail(check.message);
  const own = await savedCardOf(trx, input.customerId);
  if (check.multiUse && own?.token !== nonce) return fail(MESSAGES.savedCardNotYours);
  if (!input.saveCard || check.multiUse) return succeed({ kind: 'nonce', nonce, save: null });
  const provider = providerOf(input.ctx.payments);
  return succeed({
    kind: 'nonce',
    nonce,
    save: {
      customerId: own && own.provider === provider ? own.vault_customer_id : '',
      email: input.email,
    },
  });
}
