/** The words and toast lengths of order submission (spec 2 §4.2, §8, §9), word for word. */

export const VALIDATING_ORDER = 'Validating order...';

/**
 * The toast key of one submission's steps ('Validating order...', 'Placing order...', the outcome):
 * each replaces the one before rather than stacking under it.
 */
export const ORDER_SUBMISSION_TOAST = 'order-submission';
export const PLACING_ORDER = 'Placing order...';
export const THANK_YOU = 'Thank you for your order';
/** Spec 2 §8 'Payments': what a placement without an answer tells the customer. */
export const CHECK_ORDER_NOT_THROUGH =
  'Unexpected error: Check your order has not already gone through and try again';
/** The server's own refusal of raw card fields (src/api/submitOrder.ts). */
export const CARD_FIELDS_REFUSED = 'Card details must be entered in the secure card form';

/** "Toasts: 'Validating order...' 10 s; 'Placing order...' and redirect waits 15 s; errors 6 s". */
export const VALIDATING_TOAST_MS = 10_000;
export const PLACING_TOAST_MS = 15_000;
export const ORDER_ERROR_TOAST_MS = 6_000;
