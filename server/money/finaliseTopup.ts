/**
 * Finalise, a top-up's last step (ARCHITECTURE.md 'Money'): one short transaction takes the
 * attempt out of 'pending' and, for an approved charge, credits the ledger with the charge's
 * transaction id as the entry's reference (so one charge is credited once, whoever finalises),
 * keeps the card it vaulted and the auto top-up amount asked for, marks the redirect captured, and
 * stores the request id's answer. If that transaction fails, the charge is voided; if the void
 * fails too, the attempt stays pending for the reconciler.
 */
import type { Kysely } from 'kysely';
import type { TopupResponse } from '@api/money';
import { creditBalance, customerBalanceCents } from '../accounts/balance';
import { storeSavedCard } from '../accounts/savedCard';
import type { Database } from '../db/schema';
import type { AttemptState } from '../orders/attempts';
import type { ChargeOutcome, SettleDeps } from '../orders/charge';
import {
  keepRefusedRedirect,
  providerCharge,
  storedAnswerOf,
  takePendingAttempt,
} from '../orders/attemptSteps';
import { voidCharge } from '../orders/finalise';
import { providerOf, type PaymentRecord } from '../orders/payment';
import { fail, succeed } from '../protocol/context';
import { storeAnswer } from '../protocol/idempotency';
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
  if (charge.kind === 'redirect')
    await trx
      .updateTable('payment_redirects')
      .set({ state: 'captured' })
      .where('id', '=', charge.redirectId)
      .execute();
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

async function finaliseInTransaction(
  deps: SettleDeps,
  attempt: TopupAttempt,
  outcome: ChargeOutcome,
): Promise<TopupAnswer | { taken: false }> {
  return deps.db.transaction().execute(async (trx) => {
    const state: AttemptState = outcome.ok
      ? 'placed'
      : 'unsettled' in outcome
        ? 'abandoned'
        : 'refused';
    const payment = outcome.ok ? outcome.payment : null;
    if (!(await takePendingAttempt(trx, attempt, { state, payment, now: deps.now })))
      return { taken: false };
    let answer: TopupAnswer;
    if (outcome.ok) answer = await writeCredited(trx, deps, attempt, outcome.payment);
    else {
      answer = fail(outcome.message);
      await keepRefusedRedirect(trx, attempt.charge, outcome);
    }
    await storeAnswer(trx, { brandId: attempt.brandId, requestId: attempt.requestId }, answer);
    return answer;
  });
}

async function endAttempt(
  deps: SettleDeps,
  attempt: TopupAttempt,
  state: AttemptState,
  answer: TopupAnswer,
): Promise<TopupAnswer> {
  return deps.db.transaction().execute(async (trx) => {
    if (!(await takePendingAttempt(trx, attempt, { state, payment: null, now: deps.now })))
      return storedAnswerOf<TopupResponse>(trx, attempt);
    await storeAnswer(trx, { brandId: attempt.brandId, requestId: attempt.requestId }, answer);
    return answer;
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
  const charged = providerCharge(attempt, outcome);
  let result: TopupAnswer | { taken: false };
  try {
    result = await finaliseInTransaction(deps, attempt, outcome);
  } catch (error) {
    deps.log.error(
      { topup: attempt.orderNumber, err: error instanceof Error ? error.message : String(error) },
      'top-up not credited after its payment',
    );
    const voided = charged ? await voidCharge(deps, attempt, charged) : true;
    if (!voided) return fail(MESSAGES.paymentUnsettled);
    return endAttempt(
      deps,
      attempt,
      charged ? 'voided' : 'refused',
      fail(MESSAGES.paymentUnsettled),
    );
  }
  if ('taken' in result) {
    const now = await deps.db
      .selectFrom('payment_attempts')
      .select('state')
      .where('id', '=', attempt.id)
      .executeTakeFirst();
    if (charged && now?.state !== 'placed') await voidCharge(deps, attempt, charged);
    return storedAnswerOf(deps.db, attempt);
  }
  return result;
}
