/**
 * What the outbox does with a failed send, so nothing queued is lost: keep the row and try again
 * later, mark it refused for the customer to retry or remove, or end it with the session it was
 * made in. Also the wait before the next try and which rows still count as waiting.
 */
import { ERROR_TRY_AGAIN, SESSION_EXPIRED } from './messages';
import type { Failure } from './result';

export type DeliveryVerdict = 'retry' | 'refused' | 'session-ended';

/**
 * Transient: no answer, an unreadable one (a captive portal's page), a 408/429/5xx, or the
 * server's own 'Error, please try again'. AUTH and a stale session end the row's session. Anything
 * else is the server's considered refusal.
 */
export function deliveryVerdict(error: Failure): DeliveryVerdict {
  switch (error.code) {
    case 'network':
    case 'invalid-response':
      return 'retry';
    case 'auth':
    case 'stale-session':
      return 'session-ended';
    case 'server':
      return error.message === ERROR_TRY_AGAIN ? 'retry' : 'refused';
    default:
      return 'refused';
  }
}

/** The words a failed row shows: the server's phrase when it gave one, else the spec's retry text. */
export function refusalText(error: Failure): string {
  if (error.code === 'server' && error.message !== '') return error.message;
  if (error.code === 'auth' || error.code === 'stale-session') return SESSION_EXPIRED;
  return ERROR_TRY_AGAIN;
}

/** The first wait after a transient failure, doubling per failure up to the cap. */
export const RETRY_FIRST_MS = 2_000;
export const RETRY_MAX_MS = 30_000;

/**
 * Capped exponential backoff with 'equal jitter': half the step is fixed, half is random, so tabs
 * and devices that lost the network together do not all come back in the same second.
 * `failures` counts consecutive transient failures (1 for the first); `random` is in [0, 1).
 */
export function retryDelayMs(failures: number, random: number): number {
  const step = Math.min(RETRY_MAX_MS, RETRY_FIRST_MS * 2 ** Math.max(0, failures - 1));
  return Math.round(step / 2 + (step / 2) * Math.min(Math.max(random, 0), 1));
}

type QueuedRow = { status: 'pending' | 'sending' | 'failed'; quantity?: number; orphaned?: true };

/**
 * Rows still on their way: not refused, and not left behind by a kiosk reset. The ones the badge
 * and 'Waiting to send' count.
 */
export function waitingRows<R extends QueuedRow>(rows: readonly R[]): R[] {
  return rows.filter((row) => row.status !== 'failed' && row.orphaned !== true);
}

/** Items that waiting adds will put in the cart, for the header badge. */
export function waitingItemCount(rows: readonly QueuedRow[]): number {
  return waitingRows(rows).reduce((sum, row) => sum + (row.quantity ?? 0), 0);
}
