/**
 * The finalise step of reserve → charge → finalise (ARCHITECTURE.md 'Money'): one short
 * transaction takes the attempt out of 'pending' and, for an approved charge, writes the order the
 * draft describes (the balance debited with it, the reward points it earns credited), keeps the
 * saved card and the redirect's state, and stores the request id's answer. Exactly one finalise
 * takes an attempt; a repeat reads the answer it stored. If the order cannot be written, an
 * approved charge is voided, so no charge is kept without its order.
 */
import type { Kysely } from 'kysely';
import type { SubmitOrderResponse } from '@api/submitOrder';
import { debitBalance } from '../accounts/balance';
import { rememberMemberDetails } from '../accounts/memberDetails';
import { storeSavedCard } from '../accounts/savedCard';
import type { Database } from '../db/schema';
import { fail, succeed, type ActionResult } from '../protocol/context';
import { storeAnswer } from '../protocol/idempotency';
import { MESSAGES } from '../protocol/messages';
import { earnPoints, releaseSpentPoints } from '../rewards/points';
import { submitAnswer } from './answer';
import type { Attempt, AttemptState } from './attempts';
import type { ChargeOutcome, SettleDeps } from './charge';
import { providerOf, type PaymentRecord } from './payment';
import { writeOrder } from './place';
import {
  keepRefusedRedirect,
  providerCharge,
  storedAnswerOf,
  takePendingAttempt,
} from './attemptSteps';

type Answer = ActionResult<SubmitOrderResponse>;

async function takeAttempt(
  trx: Kysely<Database>,
  attempt: Attempt,
  next: { state: AttemptState; payment: PaymentRecord | null; now: Date },
): Promise<boolean> {
  const taken = await takePendingAttempt(trx, attempt, next);
  // An attempt that ends without its order gives back the reward points reserve spent.
  if (taken && next.state !== 'placed')
    await releaseSpentPoints(trx, { orderId: attempt.orderId, at: next.now });
  return taken;
}

async function writePlaced(
  trx: Kysely<Database>,
  deps: SettleDeps,
  attempt: Attempt,
  payment: PaymentRecord,
): Promise<Answer> {
  const { draft } = attempt;
  const { caller } = draft.plan;
  let recorded = payment;
  if (attempt.charge.kind === 'balance' && caller.kind === 'member') {
    const taken = await debitBalance(trx, {
      brandId: attempt.brandId,
      customerId: caller.customerId,
      amountCents: attempt.amountCents,
      reason: 'order',
      orderId: attempt.orderId,
      note: `Order ${attempt.orderNumber}`,
      at: deps.now,
    });
    if (!taken.ok) return fail(MESSAGES.insufficientBalance);
    recorded = { ...payment, transactionId: `balance-${taken.entryId}` };
  }
  await writeOrder(trx, {
    brandId: attempt.brandId,
    id: attempt.orderId,
    requestId: attempt.requestId,
    draft,
    payment: recorded,
    now: deps.now,
  });
  if (caller.kind === 'member')
    await earnPoints(trx, {
      brandId: attempt.brandId,
      customerId: caller.customerId,
      orderId: attempt.orderId,
      points: draft.pointsEarned ?? 0,
      note: `Order ${attempt.orderNumber}`,
      at: deps.now,
    });
  const { charge } = attempt;
  if (charge.kind === 'redirect')
    await trx
      .updateTable('payment_redirects')
      .set({ state: 'captured' })
      .where('id', '=', charge.redirectId)
      .execute();
  if (charge.kind === 'nonce' && charge.vaulted && caller.kind === 'member')
    await storeSavedCard(trx, {
      brandId: attempt.brandId,
      customerId: caller.customerId,
      provider: providerOf(deps.payments),
      vaulted: charge.vaulted,
      at: deps.now,
    });
  if (caller.kind === 'member')
    await rememberMemberDetails(trx, {
      brandId: attempt.brandId,
      customerId: caller.customerId,
      stored: { name: caller.name, mobile: caller.mobile },
      contact: draft.plan.contact,
      deliveryAddress: draft.plan.deliveryAddress,
    });
  return succeed(
    submitAnswer(draft.plan, {
      preorder: 0,
      orderId: attempt.orderId,
      total: draft.totals.grand_total,
      redirectUrl: '',
    }),
  );
}

/** A refusal that moved no money: a balance too low at finalise rolls the placement back. */
class RefusedAtFinalise extends Error {
  constructor(readonly answer: Answer) {
    super('refused at finalise');
  }
}

async function finaliseInTransaction(
  deps: SettleDeps,
  attempt: Attempt,
  outcome: ChargeOutcome,
): Promise<Answer | { taken: false }> {
  return deps.db.transaction().execute(async (trx) => {
    const state: AttemptState = outcome.ok
      ? 'placed'
      : 'unsettled' in outcome
        ? 'abandoned'
        : 'refused';
    const payment = outcome.ok ? outcome.payment : null;
    if (!(await takeAttempt(trx, attempt, { state, payment, now: deps.now })))
      return { taken: false };
    let answer: Answer;
    if (outcome.ok) {
      answer = await writePlaced(trx, deps, attempt, outcome.payment);
      if (!answer.ok) throw new RefusedAtFinalise(answer);
    } else {
      answer = fail(outcome.message);
      await keepRefusedRedirect(trx, attempt.charge, outcome);
    }
    await storeAnswer(trx, { brandId: attempt.brandId, requestId: attempt.requestId }, answer);
    return answer;
  });
}

/** Ends the attempt with a refusal that needs no order (its own short transaction). */
async function endAttempt(
  deps: SettleDeps,
  attempt: Attempt,
  state: AttemptState,
  answer: Answer,
): Promise<Answer> {
  return deps.db.transaction().execute(async (trx) => {
    if (!(await takeAttempt(trx, attempt, { state, payment: null, now: deps.now })))
      return storedAnswerOf<SubmitOrderResponse>(trx, attempt);
    await storeAnswer(trx, { brandId: attempt.brandId, requestId: attempt.requestId }, answer);
    return answer;
  });
}

/** Voids a charge no order records; a failure to void is logged for the reconciler's next look. */
export async function voidCharge(
  deps: SettleDeps,
  attempt: Pick<Attempt, 'requestId' | 'orderNumber'>,
  transactionId: string,
): Promise<boolean> {
  try {
    const voided = await deps.payments?.gateway.voidCharge({
      transactionId,
      idempotencyKey: `${attempt.requestId}:void`,
    });
    if (voided?.ok) {
      deps.log.warn(
        { order: attempt.orderNumber, transactionId },
        'charge voided: no order records it',
      );
      return true;
    }
    deps.log.error(
      { order: attempt.orderNumber, transactionId, why: voided?.message },
      'charge not voided',
    );
  } catch (error) {
    deps.log.error(
      { order: attempt.orderNumber, transactionId, err: String(error) },
      'charge not voided',
    );
  }
  return false;
}

/**
 * Finalise: the answer the customer gets. Never leaves a provider's charge without an order: when
 * writing the order fails, or another finalise ended the attempt without one, the charge is voided.
 */
export async function finaliseAttempt(
  deps: SettleDeps,
  attempt: Attempt,
  outcome: ChargeOutcome,
): Promise<Answer> {
  const charged = providerCharge(attempt, outcome);
  // Linkly could not say whether the pad took the money: the attempt stays pending, for a retry
  // or the reconciler to ask again, since a terminal's purchase cannot be voided from here. A
  // repeated key the provider refused leaves it pending too: the first request decides.
  if (
    !outcome.ok &&
    'unsettled' in outcome &&
    ('keepPending' in outcome || attempt.charge.kind === 'terminal')
  )
    return fail(outcome.message);
  let result: Answer | { taken: false };
  try {
    result = await finaliseInTransaction(deps, attempt, outcome);
  } catch (error) {
    if (error instanceof RefusedAtFinalise)
      return endAttempt(deps, attempt, 'refused', error.answer);
    deps.log.error(
      { order: attempt.orderNumber, err: error instanceof Error ? error.message : String(error) },
      'order not written after its payment',
    );
    const voided = charged ? await voidCharge(deps, attempt, charged) : true;
    // Unvoided, the attempt stays pending for the reconciler, which tries again.
    if (!voided) return fail(MESSAGES.paymentUnsettled);
    return endAttempt(
      deps,
      attempt,
      charged ? 'voided' : 'refused',
      fail(MESSAGES.paymentUnsettled),
    );
  }
  if ('taken' in result) {
    // Another finalise (a concurrent repeat, the reconciler) ended it first.
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
