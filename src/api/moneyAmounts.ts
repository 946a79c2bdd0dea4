/**
 * The stored-credit amount lists and top-up method codes (spec 3 §9, §4 Top-up), re-exported by
 * money.ts. Apart from its schemas so that a page using them does not load zod.
 */
/** Spec 3 §9 'Top-up amounts', in cents. */
export const TOPUP_AMOUNTS = [1000, 2000, 3000, 4000, 5000, 10000, 15000, 20000, 25000] as const;
/** Spec 3 §9 'default 30.00 unless the customer has an auto top-up amount'. */
export const DEFAULT_TOPUP_AMOUNT = 3000;
/** Spec 3 §9 'Auto top-up choices'; 0 disables. */
export const AUTO_TOPUP_AMOUNTS = [
  0, 1000, 2000, 3000, 4000, 5000, 10000, 15000, 20000, 25000,
] as const;
/** Spec 3 §9 'Triggers when balance falls below 5 currency units'. */
export const AUTO_TOPUP_THRESHOLD = 500;
/** Spec 3 §9 'Crypto top-up choices'. */
export const CRYPTO_TOPUP_AMOUNTS = [
  500, 1000, 2000, 3000, 5000, 10000, 20000, 25000, 50000,
] as const;
export const DEFAULT_CRYPTO_TOPUP_AMOUNT = 5000;

/** Spec 3 §4 'Top-up': the method tabs. */
export const TOPUP_METHODS = ['SAVED', 'CC', 'PP', 'CB', 'APPLE', 'GOOGLE'] as const;
export type TopupMethod = (typeof TOPUP_METHODS)[number];
