/**
 * Reading Braintree's refusal of a repeated `apiRequestKey` (ChargePaymentMethodInput: a repeat
 * made while the first request is in flight, or with different input values, "will result in a
 * VALIDATION error on the subsequent request"). Both the Braintree adapter and the sandbox's
 * adapter read the sandbox's answer, which has the same shape, through here.
 *
 * Braintree documents the error class, not the wording: an error is taken to be about the key when
 * its inputPath or its message names apiRequestKey, and to be the in-flight case when its message
 * says the first request is still in flight or in progress. Any other refusal of the key is read
 * as different input, which the server handles as safely (server/orders/charge.ts).
 */
import type { ChargeResult, KeyConflict } from './types';

export type GraphQlError = {
  message: string;
  extensions?: { errorClass?: string; legacyCode?: string; inputPath?: readonly unknown[] };
};

const IN_FLIGHT = /in[ -]?flight|in progress|still (being )?processed/i;

/** The key conflict a GraphQL error reports, or null when it is about something else. */
export function keyConflictOf(error: GraphQlError | undefined): KeyConflict | null {
  if (error?.extensions?.errorClass !== 'VALIDATION') return null;
  const aboutKey =
    error.extensions.inputPath?.includes('apiRequestKey') === true ||
    /apiRequestKey/i.test(error.message);
  if (!aboutKey) return null;
  return IN_FLIGHT.test(error.message) ? 'in-flight' : 'different-input';
}

/** The ChargeResult for a GraphQL error about the key, or null. */
export function keyConflictResult(error: GraphQlError | undefined): ChargeResult | null {
  const keyConflict = keyConflictOf(error);
  return keyConflict && error ? { ok: false, message: error.message, keyConflict } : null;
}
