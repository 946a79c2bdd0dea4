/**
 * Finalise, a top-up's last step (server/orders/settleAttempt.ts runs it): for an approved charge,
 * credits the ledger with the charge's transaction id as the entry's reference (so one charge is
 * credited once, whoever finalises), keeps the card it vaulted and the auto top-up amount asked
 * for, and marks the redirect captured.
 */
import type { Kysely } from 'kysely';
import { creditBalance, customerBalanceCents } from '../accounts/balance';
import { storeSavedCard } from '../accounts/savedCard';
import type { Database } from '../db/schema';
import type { ChargeOutcome, SettleDeps } from '../orders/charge';
import { captureRedirect, takePendingAttempt } from '../orders/attemptSteps';
import { providerOf, type PaymentRecord } from '../orders/payment';
import { settleAttempt } from '../orders/settleAttempt';
import { fail, succeed } from '../protocol/context';
import { MESSAGES } from '../protocol/messages';
import type { TopupAnswer } from './reserveTopup';
import type { TopupAttempt } from './topupAttempt';

async function writeCredited(
  trx: Kysely<Database>,
  deps: SettleDeps,
  attempt: TopupAttempt,
  payment: PaymentRecord,
): Promise<TopupAnswer> {
  const { customerId, brandId, draft, charge } = attempt;
  await creditBalance(trx, {
    brandId,
    customerId,
    amountCents: attempt.amountCents,
    reason: 'topup',
    reference: payment.transactionId,
    note: `Top-up ${attempt.orderNumber} (${draft.method})`,
    at: deps.now,
  });
  if (charge.kind === 'nonce' && charge.vaulted)
    await storeSavedCard(trx, {
      brandId,
      customerId,
      provider: providerOf(deps.payments),
      vaulted: charge.vaulted,
      at: deps.now,
    });
  if (draft.autoTopupCents !== null)
    await trx
      .updateTable('customers')
      .set({ auto_topup_cents: draft.autoTopupCents })
      .where('id', '=', customerId)
      .execute();
  await captureRedirect(trx, charge);
  return succeed({
    topup_id: attempt.id,
    amount: attempt.amountCents,
    payment_method: draft.method,
    payment_redirect: 0,
    requires_redirect: 0,
    redirect_url: '',
    balance: await customerBalanceCents(trx, customerId),
    message: MESSAGES.topupThanks,
  });
}

/** Finalise: the answer the member gets; never keeps a provider's charge without its credit. */
export async function finaliseTopup(
  deps: SettleDeps,
  attempt: TopupAttempt,
  outcome: ChargeOutcome,
): Promise<TopupAnswer> {
  // A repeated key the provider refused: the first request with it (or the reconciler) decides.
  if (!outcome.ok && 'keepPending' in outcome) return fail(outcome.message);
  return settleAttempt(deps, attempt, outcome, {
    take: (trx, next) => takePendingAttempt(trx, attempt, next),
    writeApproved: (trx, payment) => writeCredited(trx, deps, attempt, payment),
    failedWrite: {
      fields: { topup: attempt.orderNumber },
      message: 'top-up not credited after its payment',
    },
  });
}
