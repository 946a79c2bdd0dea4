/**
 * The amounts a member may choose (spec 3 §9): top-ups from TOPUP_AMOUNTS (CRYPTO_TOPUP_AMOUNTS
 * by crypto), auto top-up from AUTO_TOPUP_AMOUNTS. Cents on the wire; anything else is refused
 * with the list, in the store's currency.
 */
import { AUTO_TOPUP_AMOUNTS, CRYPTO_TOPUP_AMOUNTS, TOPUP_AMOUNTS } from '@api/money';
import { formatMoney } from '@domain/money';
import { autoTopupAmountMessage, topupAmountMessage } from '@domain/serverPhrases';
import { fail, succeed, type ActionResult } from '../protocol/context';

function cents(raw: string | undefined): number | null {
  const text = raw?.trim() ?? '';
  return /^\d{1,9}$/.test(text) ? Number(text) : null;
}

function choicesText(choices: readonly number[], sign: string): string {
  return choices.map((amount) => formatMoney(amount, sign)).join(', ');
}

export function topupAmountOf(
  raw: string | undefined,
  method: 'crypto' | 'other',
  sign: string,
): ActionResult<number> {
  const choices: readonly number[] = method === 'crypto' ? CRYPTO_TOPUP_AMOUNTS : TOPUP_AMOUNTS;
  const amount = cents(raw);
  if (amount === null || !choices.includes(amount))
    return fail(topupAmountMessage(choicesText(choices, sign)));
  return succeed(amount);
}

export function autoTopupAmountOf(raw: string | undefined, sign: string): ActionResult<number> {
  const choices: readonly number[] = AUTO_TOPUP_AMOUNTS;
  const amount = cents(raw);
  if (amount === null || !choices.includes(amount))
    return fail(autoTopupAmountMessage(choicesText(choices, sign)));
  return succeed(amount);
}
