/**
 * An order's finalise step (server/orders/settleAttempt.ts runs it): for an approved charge, writes
 * the order the draft describes (the balance debited with it, the reward points it earns
 * credited), keeps the saved card and the redirect's state. An attempt that ends without its
 * order gives back the reward points reserve spent.
 */
import type { Kysely } from 'kysely';
import type { SubmitOrderResponse } from '@api/submitOrder';
import { debitBalance } from '../accounts/balance';
import { rememberMemberDetails } from '../accounts/memberDetails';
import { storeSavedCard } from '../accounts/savedCard';
import type { Database } from '../db/schema';
import { fail, succeed, type ActionResult } from '../protocol/context';
import { MESSAGES } from '../protocol/messages';
import { earnPoints, releaseSpentPoints } from '../rewards/points';
import { submitAnswer } from './answer';
import type { Attempt, AttemptState } from './attempts';
import type { ChargeOutcome, SettleDeps } from './charge';
import { providerOf, type PaymentRecord } from './payment';
import { writeOrder } from './place';
import { captureRedirect, takePendingAttempt } from './attemptSteps';
import { settleAttempt } from './settleAttempt';

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
  await captureRedirect(trx, charge);
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

/**
 * Finalise: the answer the customer gets. Never leaves a provider's charge without an order: when
 * writing the order fails, or another finalise ended the attempt without one, the charge is voided.
 */
export async function finaliseAttempt(
  deps: SettleDeps,
  attempt: Attempt,
  outcome: ChargeOutcome,
): Promise<Answer> {
  // Linkly could not say whether the pad took the money: the attempt stays pending, for a retry
  // or the reconciler to ask again, since a terminal's purchase cannot be voided from here. A
  // repeated key the provider refused leaves it pending too: the first request decides.
  if (
    !outcome.ok &&
    'unsettled' in outcome &&
    ('keepPending' in outcome || attempt.charge.kind === 'terminal')
  )
    return fail(outcome.message);
  return settleAttempt(deps, attempt, outcome, {
    take: (trx, next) => takeAttempt(trx, attempt, next),
    writeApproved: (trx, payment) => writePlaced(trx, deps, attempt, payment),
    failedWrite: {
      fields: { order: attempt.orderNumber },
      message: 'order not written after its payment',
    },
  });
}
