/**
 * The end of reserve → charge → finalise that an order and a top-up share (ARCHITECTURE.md
 * 'Money'): one short transaction takes the attempt out of 'pending' and, for an approved charge,
 * writes what the charge pays for, then stores the request id's answer. Exactly one finalise takes
 * an attempt; a repeat reads the answer it stored. If the write fails, or another finalise ended
 * the attempt without it, the provider's charge is voided, so no charge is kept without its record.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { fail, type ActionResult } from '../protocol/context';
import { storeAnswer } from '../protocol/idempotency';
import { MESSAGES } from '../protocol/messages';
import { keepRefusedRedirect, providerCharge, storedAnswerOf } from './attemptSteps';
import type { Attempt, AttemptState, Chargeable } from './attempts';
import type { ChargeOutcome, SettleDeps } from './charge';
import type { PaymentRecord } from './payment';

type SettledAttempt = Chargeable & Pick<Attempt, 'brandId'>;
type Taking = { state: AttemptState; payment: PaymentRecord | null; now: Date };

/** What differs between settling an order and settling a top-up. */
export type Settlement<T> = {
  /** Takes the attempt out of 'pending'; false when another finalise took it first. */
  take: (trx: Kysely<Database>, next: Taking) => Promise<boolean>;
  /** Writes what an approved charge pays for; a refusal it answers rolls the write back. */
  writeApproved: (trx: Kysely<Database>, payment: PaymentRecord) => Promise<ActionResult<T>>;
  /** How a failed write is logged: the fields that name the attempt, and the line. */
  failedWrite: { fields: object; message: string };
};

/** A refusal that moved no money: the write answered it, so the transaction rolls back. */
class RefusedAtFinalise<T> extends Error {
  constructor(readonly answer: ActionResult<T>) {
    super('refused at finalise');
  }
}

async function settleInTransaction<T>(
  deps: SettleDeps,
  attempt: SettledAttempt,
  outcome: ChargeOutcome,
  settlement: Settlement<T>,
): Promise<ActionResult<T> | { taken: false }> {
  return deps.db.transaction().execute(async (trx) => {
    const state: AttemptState = outcome.ok
      ? 'placed'
      : 'unsettled' in outcome
        ? 'abandoned'
        : 'refused';
    const payment = outcome.ok ? outcome.payment : null;
    if (!(await settlement.take(trx, { state, payment, now: deps.now }))) return { taken: false };
    let answer: ActionResult<T>;
    if (outcome.ok) {
      answer = await settlement.writeApproved(trx, outcome.payment);
      if (!answer.ok) throw new RefusedAtFinalise(answer);
    } else {
      answer = fail(outcome.message);
      await keepRefusedRedirect(trx, attempt.charge, outcome);
    }
    await storeAnswer(trx, { brandId: attempt.brandId, requestId: attempt.requestId }, answer);
    return answer;
  });
}

/** Ends the attempt with an answer that needs no record (its own short transaction). */
async function endAttempt<T>(
  deps: SettleDeps,
  attempt: SettledAttempt,
  settlement: Settlement<T>,
  state: AttemptState,
  answer: ActionResult<T>,
): Promise<ActionResult<T>> {
  return deps.db.transaction().execute(async (trx) => {
    if (!(await settlement.take(trx, { state, payment: null, now: deps.now })))
      return storedAnswerOf<T>(trx, attempt);
    await storeAnswer(trx, { brandId: attempt.brandId, requestId: attempt.requestId }, answer);
    return answer;
  });
}

/** Voids a charge nothing records; a failure to void is logged for the reconciler's next look. */
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

/** Finalise: the answer the customer gets; never keeps a provider's charge without its record. */
export async function settleAttempt<T>(
  deps: SettleDeps,
  attempt: SettledAttempt,
  outcome: ChargeOutcome,
  settlement: Settlement<T>,
): Promise<ActionResult<T>> {
  const charged = providerCharge(attempt, outcome);
  let result: ActionResult<T> | { taken: false };
  try {
    result = await settleInTransaction(deps, attempt, outcome, settlement);
  } catch (error) {
    if (error instanceof RefusedAtFinalise)
      return endAttempt(deps, attempt, settlement, 'refused', error.answer as ActionResult<T>);
    deps.log.error(
      {
        ...settlement.failedWrite.fields,
        err: error instanceof Error ? error.message : String(error),
      },
      settlement.failedWrite.message,
    );
    const voided = charged ? await voidCharge(deps, attempt, charged) : true;
    // Unvoided, the attempt stays pending for the reconciler, which tries again.
    if (!voided) return fail(MESSAGES.paymentUnsettled);
    return endAttempt(
      deps,
      attempt,
      settlement,
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
    return storedAnswerOf<T>(deps.db, attempt);
  }
  return result;
}
