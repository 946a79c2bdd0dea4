/**
 * Braintree's gateway duplicate checking (on by default; ../shared/payments-sandbox.md 'Repeats'):
 * a charge made without an apiRequestKey is gateway rejected as a duplicate when a charge with the
 * same amount, order id and payment method authorised in the last 30 seconds. A charge with a key
 * is never checked: the two are mutually exclusive. Pure: time is a parameter.
 */

export const DUPLICATE_WINDOW_MS = 30_000;

/** A charge as duplicate checking compares it: `card` names the payment method's card. */
export type DuplicateFacts = {
  amountCents: number;
  orderRef: string;
  card: string;
  /** When it was made, in ms. */
  at: number;
};

/** Whether `next` (made without a key) duplicates one of the authorised charges `earlier`. */
export function isDuplicate(next: DuplicateFacts, earlier: readonly DuplicateFacts[]): boolean {
  return earlier.some(
    (charge) =>
      charge.amountCents === next.amountCents &&
      charge.orderRef === next.orderRef &&
      charge.card === next.card &&
      next.at - charge.at >= 0 &&
      next.at - charge.at < DUPLICATE_WINDOW_MS,
  );
}
