/**
 * The charge step of reserve → charge → finalise (ARCHITECTURE.md 'Money'): asks the provider for
 * the attempt's money, outside any database transaction, with the attempt's request id as the
 * idempotency key and its order number as the reference, so a repeat (a retry, or the reconciler)
 * finds the same charge instead of making another. A provider that fails or does not answer in time
 * is an unsettled outcome: the customer is told, and the reconciler voids whatever the provider
 * may have approved.
 *
 * A repeated key the provider refuses (Braintree's VALIDATION: the first request with the key is
 * still in flight, or had other input) is neither a decline nor a failure: nothing was charged by
 * the repeat, and the first request's outcome decides. The attempt stays pending for that request
 * or, if it died, for the reconciler, which looks the charge up instead of charging again.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { LinklyTerminal } from '../payments/linkly';
import type { PaymentGateway, RedirectState, ChargeResult } from '../payments/types';
import { PaymentProviderError } from '../payments/errors';
import { MESSAGES } from '../protocol/messages';
import type { Chargeable } from './attempts';
import type { PaymentRecord } from './payment';
import { confirmTerminalPayment } from './terminalPayment';

export type SettleDeps = {
  db: Kysely<Database>;
  now: Date;
  log: {
    info(o: object, m: string): void;
    warn(o: object, m: string): void;
    error(o: object, m: string): void;
  };
  payments: { gateway: PaymentGateway; sandboxOrigin: string } | null;
  terminal?: LinklyTerminal | null;
};

export type ChargeOutcome =
  | { ok: true; payment: PaymentRecord }
  /** The provider refused: nothing was charged. `redirectState`: a redirect no longer usable. */
  | { ok: false; message: string; redirectState?: RedirectState }
  /** The provider failed or did not answer: it may or may not have charged. */
  | { ok: false; message: string; unsettled: true }
  /** The provider refused a repeated key: the attempt is left pending, as it is, for others. */
  | { ok: false; message: string; unsettled: true; keepPending: true };

function recordOf(deps: SettleDeps, attempt: Chargeable, result: ChargeResult): ChargeOutcome {
  const order = attempt.orderNumber;
  if ('keyConflict' in result) {
    if (result.keyConflict === 'in-flight')
      deps.log.warn({ order }, 'a repeat met its first charge still in flight; the first decides');
    else
      deps.log.error(
        { order, key: attempt.requestId, why: result.message },
        'the provider refused a repeated idempotency key with different input: keys must be unique per attempt; nothing charged, left for the reconciler',
      );
    return { ok: false, message: MESSAGES.paymentUnsettled, unsettled: true, keepPending: true };
  }
  if ('voided' in result) {
    // The key's charge was voided since (a finalise that could not write the order): nothing is
    // held, so the attempt is refused; a new request charges afresh.
    deps.log.warn({ order }, 'the charge for this attempt was voided; refused');
    return { ok: false, message: MESSAGES.paymentUnsettled };
  }
  if (!result.ok) return { ok: false, message: result.message };
  return {
    ok: true,
    payment: {
      method: attempt.method,
      cardType: result.cardType,
      lastFour: result.lastFour,
      transactionId: result.transactionId,
      amount: attempt.amountCents,
    },
  };
}

const nothingCharged = (attempt: Chargeable): ChargeOutcome => ({
  ok: true,
  payment: {
    method: attempt.method,
    cardType: '',
    lastFour: '',
    transactionId: '',
    amount: attempt.amountCents,
  },
});

async function chargeGateway(
  deps: SettleDeps,
  attempt: Chargeable,
  gateway: PaymentGateway,
): Promise<ChargeOutcome> {
  const { charge } = attempt;
  const keyed = {
    amountCents: attempt.amountCents,
    currencyCode: attempt.currencyCode,
    idempotencyKey: attempt.requestId,
    orderRef: attempt.orderNumber,
  };
  if (charge.kind === 'saved')
    return recordOf(deps, attempt, await gateway.charge({ nonce: charge.token, ...keyed }));
  if (charge.kind === 'redirect') {
    const state = await gateway.redirectState(charge.gatewayId);
    if (state !== 'approved')
      return { ok: false, message: MESSAGES.paymentRedirectInvalid, redirectState: state };
    return recordOf(
      deps,
      attempt,
      await gateway.captureRedirect({
        id: charge.gatewayId,
        amountCents: attempt.amountCents,
        idempotencyKey: attempt.requestId,
      }),
    );
  }
  if (charge.kind !== 'nonce') throw new Error(`not a gateway charge: ${charge.kind}`);
  let nonce = charge.nonce;
  if (charge.save) {
    let vaulted = charge.vaulted;
    if (!vaulted) {
      const result = await gateway.vault({ nonce, ...charge.save });
      if (!result.ok) return { ok: false, message: result.message };
      vaulted = result;
      // Kept at once: vaulting consumed the nonce, so a resumed attempt charges the token.
      await deps.db
        .updateTable('payment_attempts')
        .set({ charge: JSON.stringify({ ...charge, vaulted }) })
        .where('id', '=', attempt.id)
        .execute();
      attempt.charge = { ...charge, vaulted };
    }
    nonce = vaulted.token;
  }
  return recordOf(deps, attempt, await gateway.charge({ nonce, ...keyed }));
}

/** The charge step: never throws for a provider's failure, which is an unsettled outcome. */
export async function chargeAttempt(deps: SettleDeps, attempt: Chargeable): Promise<ChargeOutcome> {
  const { charge } = attempt;
  try {
    if (charge.kind === 'none' || charge.kind === 'balance') return nothingCharged(attempt);
    if (charge.kind === 'terminal')
      return await confirmTerminalPayment(
        deps,
        { sessionId: charge.sessionId, txnRef: charge.txnRef },
        attempt.amountCents,
      );
    const gateway = deps.payments?.gateway;
    if (!gateway) return { ok: false, message: MESSAGES.braintreeUnavailable };
    return await chargeGateway(deps, attempt, gateway);
  } catch (error) {
    // Whatever failed (a refused connection, a timeout, a bad answer), the provider may have
    // charged: the outcome is unknown, and settled later by the reconciler.
    const known = error instanceof PaymentProviderError;
    deps.log[known ? 'warn' : 'error'](
      { order: attempt.orderNumber, err: error instanceof Error ? error.message : String(error) },
      'payment provider failed; the attempt is unsettled',
    );
    return { ok: false, message: MESSAGES.braintreeUnavailable, unsettled: true };
  }
}
