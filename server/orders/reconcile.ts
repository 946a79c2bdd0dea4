/**
 * The reconciler (ARCHITECTURE.md 'Money'): settles payment attempts a crash or a lost provider
 * answer left behind, by asking the provider about the attempt's idempotency key. Runs at start
 * and every minute; each attempt is claimed with FOR UPDATE SKIP LOCKED, so several processes
 * never settle the same one, and it is looked at again at most once a minute.
 *
 * - pending (reserved, no answer given): finalised with the provider's approved charge for the
 *   same amount, else refused; a balance or zero-total attempt moved no money and is refused.
 * - abandoned (the customer was told the provider failed): an approved charge is voided.
 *
 * Top-ups (server/money/) are payment attempts too and settled alike: a pending one is credited
 * with the provider's approved charge, once (server/money/finaliseTopup.ts).
 */
import { finaliseTopup } from '../money/finaliseTopup';
import { topupOf } from '../money/topupAttempt';
import { MESSAGES } from '../protocol/messages';
import { attemptOf, type AttemptState, type Chargeable } from './attempts';
import { chargeAttempt, type ChargeOutcome, type SettleDeps } from './charge';
import { finaliseAttempt } from './finalise';
import { voidCharge } from './settleAttempt';

export const RECONCILE_EVERY_MS = 60_000;
/** How old an attempt is before the reconciler settles it: well past the provider's timeout. */
export const RECONCILE_AFTER_MS = 2 * 60_000;

export type ReconcileCounts = { placed: number; refused: number; voided: number; unknown: number };

/** A claimed attempt, an order's or a top-up's, with how its pending one is finalised. */
type Claimed = Chargeable & {
  state: AttemptState;
  finalise: (outcome: ChargeOutcome) => Promise<{ ok: boolean }>;
};

async function claimNext(deps: SettleDeps, olderThanMs: number): Promise<Claimed | null> {
  const cutoff = new Date(deps.now.getTime() - olderThanMs);
  const lookedAt = new Date(deps.now.getTime() - RECONCILE_EVERY_MS + 1);
  const row = await deps.db
    .updateTable('payment_attempts')
    .set({ checked_at: deps.now })
    .where('id', '=', (eb) =>
      eb
        .selectFrom('payment_attempts')
        .select('id')
        .where('state', 'in', ['pending', 'abandoned'])
        .where('created_at', '<=', cutoff)
        .where((w) => w.or([w('checked_at', 'is', null), w('checked_at', '<', lookedAt)]))
        .orderBy('id')
        .limit(1)
        .forUpdate()
        .skipLocked(),
    )
    .returningAll()
    .executeTakeFirst();
  if (!row) return null;
  if (row.kind === 'topup') {
    const topup = topupOf(row);
    return { ...topup, finalise: (outcome) => finaliseTopup(deps, topup, outcome) };
  }
  const attempt = attemptOf(row);
  return { ...attempt, finalise: (outcome) => finaliseAttempt(deps, attempt, outcome) };
}

const GATEWAY_KINDS = new Set(['nonce', 'saved', 'redirect']);

/** What the provider says became of the attempt's charge; null when it cannot tell now. */
async function providerOutcome(
  deps: SettleDeps,
  attempt: Chargeable,
): Promise<ChargeOutcome | null> {
  const { charge } = attempt;
  if (charge.kind === 'terminal') {
    // Linkly knows whether the store's terminal took the money: the same question as placement.
    const outcome = await chargeAttempt(deps, attempt);
    return !outcome.ok && 'unsettled' in outcome ? null : outcome;
  }
  if (!GATEWAY_KINDS.has(charge.kind)) return { ok: false, message: MESSAGES.paymentUnsettled };
  const gateway = deps.payments?.gateway;
  if (!gateway) return null;
  const found = await gateway.findCharge({
    idempotencyKey: attempt.requestId,
    orderRef: attempt.orderNumber,
  });
  if (found.state !== 'approved') return { ok: false, message: MESSAGES.paymentUnsettled };
  if (found.amountCents !== attempt.amountCents || found.orderRef !== attempt.orderNumber) {
    deps.log.error(
      { order: attempt.orderNumber, found },
      'the provider holds a charge that does not match its attempt',
    );
    await voidCharge(deps, attempt, found.transactionId);
    return { ok: false, message: MESSAGES.paymentUnsettled };
  }
  return {
    ok: true,
    payment: {
      method: attempt.method,
      cardType: found.cardType,
      lastFour: found.lastFour,
      transactionId: found.transactionId,
      amount: found.amountCents,
    },
  };
}

async function settleOne(deps: SettleDeps, attempt: Claimed, counts: ReconcileCounts) {
  let outcome: ChargeOutcome | null;
  try {
    outcome = await providerOutcome(deps, attempt);
  } catch (error) {
    deps.log.warn(
      { order: attempt.orderNumber, err: String(error) },
      'reconcile: provider not answering',
    );
    outcome = null;
  }
  if (outcome === null) {
    counts.unknown += 1;
    return;
  }
  if (attempt.state === 'abandoned') {
    if (outcome.ok && GATEWAY_KINDS.has(attempt.charge.kind)) {
      if (!(await voidCharge(deps, attempt, outcome.payment.transactionId))) {
        counts.unknown += 1;
        return;
      }
      counts.voided += 1;
    } else counts.refused += 1;
    await deps.db
      .updateTable('payment_attempts')
      .set({ state: outcome.ok ? 'voided' : 'refused', updated_at: deps.now })
      .where('id', '=', attempt.id)
      .where('state', '=', 'abandoned')
      .execute();
    return;
  }
  const answer = await attempt.finalise(outcome);
  if (answer.ok) counts.placed += 1;
  else counts.refused += 1;
  deps.log.info(
    { order: attempt.orderNumber, placed: answer.ok },
    'reconcile: a pending payment settled',
  );
}

/** Settles every attempt old enough; returns what became of them. */
export async function reconcilePayments(
  deps: SettleDeps,
  olderThanMs = RECONCILE_AFTER_MS,
): Promise<ReconcileCounts> {
  const counts: ReconcileCounts = { placed: 0, refused: 0, voided: 0, unknown: 0 };
  for (;;) {
    const attempt = await claimNext(deps, olderThanMs);
    if (!attempt) return counts;
    await settleOne(deps, attempt, counts);
  }
}
