/**
 * The stored-credit screens' words (spec 3 §2 Top-up, Add card, Withdraw; §8). Spec phrases are
 * quoted as the spec has them; the others say so.
 */

/** Spec 3 §2 Top-up, result=success. */
export const THANK_YOU_FOR_PAYMENT = 'Thank you for your payment';
/** Spec 3 §2 Top-up, result=cancel. */
export const PAYMENT_CANCELLED = 'Payment cancelled';
/** Spec 3 §2 Top-up, result=error without msg. */
export const UNKNOWN_ERROR_PET001 = 'Unknown error PET001';
/** Spec 3 §2 Top-up, any other result. */
export function unknownResultPrt001(result: string): string {
  return `Unknown result ${result} PRT001`;
}
/** Spec 3 §8. */
export const ERROR_REDIRECTING_TO_COINBASE = 'Error redirecting to Coinbase';
/** Spec 3 §8 'Success messages'. */
export const CARD_ADDED = 'Card added!';
/**
 * Not a spec phrase: spec 3 §8 names 'the crypto equivalent' of the PayPal iframe message without
 * its words; worded like PAYPAL_IN_IFRAME.
 */
export const CRYPTO_IN_IFRAME =
  'Crypto payments are unavailable from within an iFrame, please choose another payment method.';

/** Spec 3 §2 Withdraw: what the page says (the spec gives the facts, not the sentences). */
export const WITHDRAW_NOTICES = [
  'Only payments made in the past 60 days are refundable.',
  'Withdrawal requests are reviewed within 2 business days.',
  'Refunds to a card can take up to 10 days to appear.',
  'Store credits are non-transferable: only transferable funds can be withdrawn.',
] as const;

/** Not a spec phrase: the confirmation before the saved card is removed. */
export const REMOVE_CARD_CONFIRM = 'Remove your saved card?';
/** Not a spec phrase: spec 3 §4 'Removing a card pauses standing orders', said before it happens. */
export const REMOVE_CARD_PAUSES =
  'Any active standing orders paid with this card will be paused until you add a new card.';
/**
 * Not a spec phrase: the server's words for a removed card, and how many standing orders that
 * paused when it paused any (spec 3 §4 'Removing a card pauses standing orders').
 */
export function cardRemovedText(message: string, paused: number): string {
  if (paused <= 0) return message;
  return `${message}. ${paused} standing order${paused === 1 ? '' : 's'} paused.`;
}
