/**
 * Braintree's at-most-once processing (`apiRequestKey` on ChargePaymentMethodInput;
 * ../shared/payments-sandbox.md 'Repeats'): a key repeated after its first request finished
 * answers that request's transaction in its current status, for 30 days after it finished; a key
 * repeated while its first request is still in flight, or with other input values, is refused with
 * a VALIDATION error and changes nothing. A request refused before any transaction was made (an
 * unknown nonce) does not use its key up. Time is injected.
 */
import { createHash } from 'node:crypto';

export const REQUEST_KEY_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

/** The sandbox's words for the two refusals (Braintree's own wording is not published). */
export const REQUEST_KEY_MESSAGES = {
  inFlight:
    'A request with this apiRequestKey is still in flight. Repeat it after it has finished.',
  differentInput: 'This apiRequestKey was used with different input values.',
} as const;

export type KeyConflict = 'in-flight' | 'different-input';

/** What a request's key says about it: new, a repeat of a finished one, or refused. */
export type KeyVerdict =
  | { kind: 'new' }
  | { kind: 'repeat'; transactionId: string }
  | { kind: 'conflict'; conflict: KeyConflict; message: string };

/**
 * The input values a repeat must match, as one digest: the payment method (nonce or vault token,
 * or the redirect captured), amount, currency and order id. Only the digest is kept.
 */
export function inputDigestOf(input: {
  paymentMethod: string;
  amountCents: number;
  currencyCode: string;
  orderRef: string;
}): string {
  const values = [input.paymentMethod, input.amountCents, input.currencyCode, input.orderRef];
  return createHash('sha256').update(JSON.stringify(values)).digest('hex');
}

type Finished = { transactionId: string; inputDigest: string | null; finishedAt: number };

export function createRequestKeys(now: () => number) {
  const inFlight = new Map<string, string>();
  const finished = new Map<string, Finished>();

  const conflict = (kind: KeyConflict): KeyVerdict => ({
    kind: 'conflict',
    conflict: kind,
    message:
      kind === 'in-flight' ? REQUEST_KEY_MESSAGES.inFlight : REQUEST_KEY_MESSAGES.differentInput,
  });

  return {
    /** The verdict on a request with `key` and these input values, now. */
    verdict(key: string, inputDigest: string): KeyVerdict {
      if (inFlight.has(key)) return conflict('in-flight');
      const first = finished.get(key);
      if (!first || now() - first.finishedAt >= REQUEST_KEY_LIFETIME_MS) return { kind: 'new' };
      // A transaction kept before digests were recorded cannot be compared: it answers as before.
      if (first.inputDigest !== null && first.inputDigest !== inputDigest)
        return conflict('different-input');
      return { kind: 'repeat', transactionId: first.transactionId };
    },

    /** A new request with `key` has started; until `finish` or `release`, a repeat is refused. */
    begin(key: string, inputDigest: string): void {
      inFlight.set(key, inputDigest);
    },

    /** The request with `key` made its transaction. */
    finish(key: string, transactionId: string, inputDigest: string | null, finishedAt = now()) {
      inFlight.delete(key);
      finished.set(key, { transactionId, inputDigest, finishedAt });
    },

    /** The request with `key` ended without a transaction: the key is unused. */
    release(key: string): void {
      inFlight.delete(key);
    },
  };
}
