/**
 * The terminal's words, word for word from spec 2 §8 'Terminal' and spec 3 §4 'Pinpad pairing' /
 * 'Eftpos receipt print'.
 */
export const TERMINAL_UNAVAILABLE =
  'Eftpos (Linkly) is not currently available (MSG-CO1). Contact a member of staff for assistance.';
export const TRANSACTION_FAILED = 'Transaction Failed (MSG-CO2)';
export const TOKEN_REQUEST_FAILED = 'Token Request Failed (MSG-CO3)';
export const TRANSACTION_STATUS_FAILED = 'Transaction Status Failed (MSG-CO4)';
export const TERMINAL_NOT_AVAILABLE_LCP = 'Eftpos (Linkly) is not currently available (MSG-LCP1)';
export const TERMINAL_NOT_PAIRED_LCP =
  'Eftpos (Linkly) is not paired (MSG-LCP2). Contact a member of staff for assistance.';
export const SESSION_NOT_SPECIFIED = 'sessionId not specified (MSG-LTS3)';
/**
 * The terminal layer's 'not currently available' (1: Linkly's hosts cannot be found) and 'not
 * paired' (2) for the pinpad status check while pairing (LPPS), the transaction status check (LTS)
 * and the eftpos receipt (LPR). The status check runs while a customer pays, so its 'not paired'
 * adds the staff advice, as the payment's own (LCP2) does.
 */
export const TERMINAL_NOT_AVAILABLE_LPPS = 'Eftpos (Linkly) is not currently available (MSG-LPPS1)';
export const TERMINAL_NOT_PAIRED_LPPS = 'Eftpos (Linkly) is not paired (MSG-LPPS2)';
export const TERMINAL_NOT_AVAILABLE_LTS = 'Eftpos (Linkly) is not currently available (MSG-LTS1)';
export const TERMINAL_NOT_PAIRED_LTS =
  'Eftpos (Linkly) is not paired (MSG-LTS2). Contact a member of staff for assistance.';
export const TERMINAL_NOT_AVAILABLE_LPR = 'Eftpos (Linkly) is not currently available (MSG-LPR1)';
export const TERMINAL_NOT_PAIRED_LPR = 'Eftpos (Linkly) is not paired (MSG-LPR2)';
export const INVALID_TENDER = 'Invalid tender amount (MSG-LCP3)';

export const PAIRING_AUTH_1 = 'Pairing Pinpad (Auth 1 of 2)...';
export const PAIRING_AUTH_2 = 'Pairing Pinpad (Auth 2 of 2)...';
export const VALIDATING_PINPAD = 'Validating Paired Pinpad...';
export const POS_ID_REQUIRED =
  'POS ID needs to be assigned to this user by an Admin before pairing the Eftpos pinpad.';

/** Spec 3: each is followed by the reason. */
export const PAIR_REQUEST_FAILED = 'Pair Request Failed (MSG-AL1).';
export const PAIR_TOKEN_FAILED = 'Token Request Failed (MSG-AL2).';
export const PINPAD_STATUS_FAILED = 'Pinpad Status Request Failed (MSG-AL3).';
export const PRINT_RECEIPT_FAILED = 'Print Receipt Failed.';

/** A spec message followed by its reason: 'Pair Request Failed (MSG-AL1). 401 Unauthorized'. */
export function withReason(message: string, reason: string): string {
  const trimmed = reason.trim();
  return trimmed === '' ? message : `${message} ${trimmed}`;
}
