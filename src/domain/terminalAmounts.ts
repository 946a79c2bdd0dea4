/**
 * Tender rules for a terminal payment (spec 2 §5.3, §9): amounts in cents, rounded up; the
 * terminal available and paired; tender above 0, total above 0, tender no more than total; and the
 * 16-character transaction reference.
 */
import {
  INVALID_TENDER,
  TERMINAL_NOT_AVAILABLE_LCP,
  TERMINAL_NOT_PAIRED_LCP,
} from './terminalMessages';
import { TXN_REF_LENGTH } from './terminalPolicy';

/** Dollars to cents, rounded up ('Amounts are converted to cents and rounded up'). */
export function amountToCents(amount: number): number {
  // 12.3 * 100 is 1230.0000000000002 in floating point: trim the noise before rounding up.
  return Math.ceil(Number((amount * 100).toFixed(6)));
}

export type TenderInput = {
  available: boolean;
  paired: boolean;
  tenderCents: number;
  totalCents: number;
};

/** null when the terminal may take this tender, else the message to show. */
export function tenderProblem(input: TenderInput): string | null {
  if (!input.available) return TERMINAL_NOT_AVAILABLE_LCP;
  if (!input.paired) return TERMINAL_NOT_PAIRED_LCP;
  const { tenderCents, totalCents } = input;
  if (!(tenderCents > 0) || !(totalCents > 0) || tenderCents > totalCents) return INVALID_TENDER;
  return null;
}

const TXN_REF_ALPHABET = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/**
 * A 16-character alphanumeric TxnRef (Linkly v1 allows at most 16) from 16 random numbers in
 * [0, 1): the caller passes them in (crypto in the worker, a seed in tests).
 */
export function makeTxnRef(randoms: readonly number[]): string {
  if (randoms.length < TXN_REF_LENGTH)
    throw new Error(`makeTxnRef needs ${TXN_REF_LENGTH} numbers`);
  return randoms
    .slice(0, TXN_REF_LENGTH)
    .map((value) => {
      const index = Math.floor(Math.min(Math.max(value, 0), 0.999999999) * TXN_REF_ALPHABET.length);
      return TXN_REF_ALPHABET[index];
    })
    .join('');
}
