/**
 * One request to a payment provider, ended after `timeoutMs` (the body read included): a
 * provider that never answers costs a placement at most the timeout, not minutes of a held
 * connection.
 */
import { PaymentProviderTimeout } from './errors';

/** What a call to a provider waits at most unless configured (PAYMENT_TIMEOUT_MS). */
export const DEFAULT_PAYMENT_TIMEOUT_MS = 15_000;

export type ProviderAnswer = { ok: boolean; status: number; json: unknown };

const isAbort = (error: unknown) =>
  error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');

export async function fetchWithin(
  fetchFn: typeof fetch,
  url: string,
  init: RequestInit,
  timeoutMs: number,
  /** Who did not answer, for the error: 'Braintree', 'Payment sandbox'. */
  provider: string,
): Promise<ProviderAnswer> {
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const response = await fetchFn(url, { ...init, signal });
    const json: unknown = await response.json().catch((error: unknown) => {
      if (isAbort(error) || signal.aborted) throw error;
      return null;
    });
    return { ok: response.ok, status: response.status, json };
  } catch (error) {
    if (isAbort(error) || signal.aborted) throw new PaymentProviderTimeout(provider, timeoutMs);
    throw error;
  }
}
