/**
 * What the Linkly client does with each HTTP status (spec 2 §4.4, §9; spec 3 §4 'Pinpad pairing',
 * 'Eftpos receipt print'; ../shared/linkly-cloud.md §2.7). Pure: the worker asks what to do next
 * and waits as told. A fetch that got no answer at all counts as 408.
 */

/** Spec 2 §9 'Terminal'. */
export const TOKEN_REFRESH_MARGIN_MS = 300_000;
export const POLL_INTERVAL_MS = 1_000;
export const BACKOFF_MS = [1_000, 2_000, 4_000, 8_000, 16_000, 32_000] as const;
export const STATUS_RETRIES = 5;
export const TOKEN_RETRIES = 1;
/** Spec 3 §4: pinpad status and eftpos receipt print retry once on 408 or 5xx. */
export const PINPAD_RETRIES = 1;
export const TXN_REF_LENGTH = 16;
/** Spec 2 §4.4: the last transaction is kept like the spec's cookie, 20160 minutes. */
export const TRANSACTION_RECORD_LIFE_MS = 20_160 * 60_000;

/** The status a fetch that never answered is treated as. */
export const NO_ANSWER = 408;

export type StatusAction =
  /** 200: the answer is final. */
  | { kind: 'done' }
  /** 202: still running; ask again after delayMs. */
  | { kind: 'poll'; delayMs: number }
  /** 408 or 5xx: try again after delayMs. */
  | { kind: 'retry'; delayMs: number }
  /** 408 or 5xx, retries used up: nobody knows what happened. */
  | { kind: 'exhausted' }
  /** 404: the session is unknown to Linkly; for a purchase, it was never processed. */
  | { kind: 'not-found' }
  /** 400, 401, anything else: the request failed. */
  | { kind: 'fail' };

const retryable = (status: number) => status === 408 || (status >= 500 && status <= 599);

/** The wait before retry number `retriesDone + 1`: 1, 2, 4, 8, 16, then 32 s. */
export function backoffMs(retriesDone: number): number {
  return BACKOFF_MS[Math.min(Math.max(retriesDone, 0), BACKOFF_MS.length - 1)] ?? 32_000;
}

function retryOr(retriesDone: number, limit: number): StatusAction {
  return retriesDone < limit
    ? { kind: 'retry', delayMs: backoffMs(retriesDone) }
    : { kind: 'exhausted' };
}

/**
 * Transaction status (GET transaction, spec 2 §4.4): 200 success; 202 poll again after 1 s;
 * 400, 401 and 404 fail; 408 and 5xx retry with backoff up to 5 times; any other code fails.
 */
export function transactionStatusAction(status: number, retriesDone: number): StatusAction {
  if (status === 200) return { kind: 'done' };
  if (status === 202) return { kind: 'poll', delayMs: POLL_INTERVAL_MS };
  if (status === 404) return { kind: 'not-found' };
  if (retryable(status)) return retryOr(retriesDone, STATUS_RETRIES);
  return { kind: 'fail' };
}

/**
 * The purchase POST (linkly-cloud.md §2.7): 200 final; 202 or 408/5xx enter recovery (the pad may
 * have it: only a status check can tell); 400, 401, 404 were not processed; others are unknown
 * too, so they recover rather than risk charging twice or losing a charge.
 */
export type PurchaseAction = { kind: 'done' } | { kind: 'recover' } | { kind: 'not-processed' };

export function purchaseAction(status: number): PurchaseAction {
  if (status === 200) return { kind: 'done' };
  if (status === 400 || status === 401 || status === 404) return { kind: 'not-processed' };
  return { kind: 'recover' };
}

/** Token request (spec 2 §4.4): 200 done; 408 retries once; anything else fails. */
export function tokenRequestAction(status: number, retriesDone: number): StatusAction {
  if (status === 200) return { kind: 'done' };
  if (status === NO_ANSWER) return retryOr(retriesDone, TOKEN_RETRIES);
  return { kind: 'fail' };
}

/**
 * Pinpad status while pairing (spec 3 §4 step 5): 200 continues; 202 counts as failure; 400, 401,
 * 404 fail with the response text; 408 or 5xx retries once, then fails; anything else fails.
 */
export function pairingStatusAction(status: number, retriesDone: number): StatusAction {
  if (status === 200) return { kind: 'done' };
  if (retryable(status)) return retryOr(retriesDone, PINPAD_RETRIES);
  return { kind: 'fail' };
}

/**
 * Eftpos receipt print (spec 3 §4): 200 and 202 success; 400, 401, 404 fail with response text;
 * 408 or 5xx retries once, then fails; anything else fails.
 */
export function receiptPrintAction(status: number, retriesDone: number): StatusAction {
  if (status === 200 || status === 202) return { kind: 'done' };
  if (retryable(status)) return retryOr(retriesDone, PINPAD_RETRIES);
  return { kind: 'fail' };
}

/** Spec 2 §4.4: refresh the token when there is none or it expires within 5 minutes. */
export function tokenNeedsRefresh(token: { expiresAt: number } | null, now: number): boolean {
  return token === null || token.expiresAt - now <= TOKEN_REFRESH_MARGIN_MS;
}
