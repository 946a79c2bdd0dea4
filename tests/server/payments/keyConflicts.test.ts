/** server/payments/keyConflicts.ts: which GraphQL errors are a refused repeat of apiRequestKey. */
import { describe, expect, it } from 'vitest';
import { keyConflictOf, type GraphQlError } from '../../../server/payments/keyConflicts';

const validation = (message: string, inputPath?: string[]): GraphQlError => ({
  message,
  extensions: { errorClass: 'VALIDATION', ...(inputPath ? { inputPath } : {}) },
});
const ON_KEY = ['input', 'apiRequestKey'];

describe('keyConflictOf', () => {
  it.each([
    ['in flight, on the key', validation('The request is still in flight.', ON_KEY), 'in-flight'],
    ['in progress, on the key', validation('A request is in progress.', ON_KEY), 'in-flight'],
    ['other input, on the key', validation('Input values differ.', ON_KEY), 'different-input'],
    ['named in the message only', validation('apiRequestKey reused'), 'different-input'],
    ['a nonce refusal', validation('Cannot use a payment_method_nonce more than once.'), null],
    [
      'not a validation error',
      { message: 'apiRequestKey in flight', extensions: { errorClass: 'INTERNAL' } },
      null,
    ],
    ['no error', undefined, null],
  ])('%s → %s', (_what, error, expected) => {
    expect(keyConflictOf(error)).toBe(expected);
  });
});
