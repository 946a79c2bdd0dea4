/**
 * Spec 2 §7 'Payment method codes', apart from the SubmitOrder schemas so that the staff board and
 * the server can use them without zod. ACCOUNT is the account balance (the spec leaves it
 * unnamed); SAVED a member's saved card (spec 3's top-up tab code), offered where CC is.
 */
export const PAYMENT_METHOD_CODES = [
  'CC',
  '3DS',
  'PP',
  'CB',
  'APPLE',
  'GOOGLE',
  'eftpos',
  'ACCOUNT',
  'SAVED',
] as const;
export type PaymentMethodCode = (typeof PAYMENT_METHOD_CODES)[number];

/** The codes whose money the card provider takes: all but the pinpad and the balance. */
export const PROVIDER_METHOD_CODES: readonly PaymentMethodCode[] = PAYMENT_METHOD_CODES.filter(
  (code) => code !== 'eftpos' && code !== 'ACCOUNT',
);
