/**
 * The value every worker function returns. Comlink rebuilds thrown errors with only name, message
 * and stack, so expected failures travel as data and only bugs are thrown.
 */

/** Why a call failed, independent of the words shown to the user. */
export type ErrorCode =
  /** fetch rejected, the 15 s time-out, or a status that says try later (404, 408, 429, 5xx). */
  | 'network'
  /** Any other 4xx status: the request itself was refused, and sending it again will not help. */
  | 'rejected'
  /** The call was made for a session that has since ended (sign-out, AUTH, kiosk reset). */
  | 'stale-session'
  /** The server answered with a ResponseCode other than SUCCESS or AUTH. */
  | 'server'
  /** The server answered AUTH: the session lapsed and the customer was reset. */
  | 'auth'
  /** The answer did not match the envelope or the action's schema. */
  | 'invalid-response'
  /** The thing asked for does not exist (e.g. 'Menu item does not exist'). */
  | 'not-found'
  /** The caller passed something the worker refuses to send. */
  | 'invalid-request';

export type Failure<C extends string = ErrorCode> = { code: C; message: string };

export type Result<T, C extends string = ErrorCode> =
  { ok: true; data: T } | { ok: false; error: Failure<C> };

export function ok<T>(data: T): { ok: true; data: T } {
  return { ok: true, data };
}

export function fail<C extends string = ErrorCode>(
  code: C,
  message: string,
): { ok: false; error: Failure<C> } {
  return { ok: false, error: { code, message } };
}
