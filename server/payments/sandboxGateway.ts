/**
 * The PaymentGateway that speaks to the payment sandbox (server/sandbox/) server to server, as the
 * Braintree adapter speaks to Braintree. A sandbox that cannot be reached is a thrown error (the
 * action answers 503 and changes nothing); its refusals are values.
 */
import { PaymentProviderError } from './errors';
import { DEFAULT_PAYMENT_TIMEOUT_MS, fetchWithin } from './fetchWithin';
import { keyConflictResult, type GraphQlError } from './keyConflicts';
import type {
  ChargeLookup,
  ChargeResult,
  NonceCheck,
  PaymentGateway,
  RedirectPayment,
  RedirectState,
  VaultResult,
  VoidResult,
} from './types';

type Fetch = typeof fetch;

export { PaymentProviderError, PaymentProviderTimeout } from './errors';

/** The sandbox refused to start a redirect payment (a bad return URL, an unusable nonce). */
export class RedirectRefused extends PaymentProviderError {
  constructor(message: string) {
    super(message);
    this.name = 'RedirectRefused';
  }
}

export function createSandboxGateway(options: {
  /** Where the reference server reaches the sandbox, e.g. http://127.0.0.1:8090. */
  origin: string;
  fetch?: Fetch;
  /** How long one call may wait for the sandbox (PAYMENT_TIMEOUT_MS); 15 s by default. */
  timeoutMs?: number;
}): PaymentGateway {
  const fetchFn = options.fetch ?? fetch;
  const base = options.origin.replace(/\/$/, '');
  const timeoutMs = options.timeoutMs ?? DEFAULT_PAYMENT_TIMEOUT_MS;

  async function call<T>(method: 'GET' | 'POST', path: string, body?: object): Promise<T> {
    const response = await fetchWithin(
      fetchFn,
      `${base}${path}`,
      {
        method,
        headers: body ? { 'content-type': 'application/json' } : {},
        body: body ? JSON.stringify(body) : undefined,
      },
      timeoutMs,
      'The payment sandbox',
    );
    const answer = response.json as (T & { message?: string }) | null;
    if (response.status === 422 && answer?.message) throw new RedirectRefused(answer.message);
    if (!response.ok || !answer) {
      throw new PaymentProviderError(
        `Payment sandbox answered ${response.status} to ${method} ${path}`,
      );
    }
    return answer;
  }

  /** A charge or capture: a refused repeated key comes as Braintree's VALIDATION error. */
  async function charged(path: string, body: object): Promise<ChargeResult> {
    const answer = await call<ChargeResult | { errors: GraphQlError[] }>('POST', path, body);
    if (!('errors' in answer)) return answer;
    const conflict = keyConflictResult(answer.errors[0]);
    if (conflict) return conflict;
    throw new PaymentProviderError(`Payment sandbox refused ${path}: ${answer.errors[0]?.message}`);
  }

  return {
    checkNonce: (nonce) => call<NonceCheck>('POST', '/api/nonces/check', { nonce }),
    vault: (input) => call<VaultResult>('POST', '/api/payment-methods', input),
    charge: (input) => charged('/api/charges', input),
    findCharge: (input) => call<ChargeLookup>('POST', '/api/charges/find', input),
    voidCharge: ({ transactionId, idempotencyKey }) =>
      call<VoidResult>('POST', `/api/charges/${encodeURIComponent(transactionId)}/void`, {
        idempotencyKey,
      }),
    startRedirect: (input) => call<RedirectPayment>('POST', '/api/redirects', input),
    redirectState: async (id) =>
      (await call<{ state: RedirectState }>('GET', `/api/redirects/${encodeURIComponent(id)}`))
        .state,
    captureRedirect: ({ id, ...input }) =>
      charged(`/api/redirects/${encodeURIComponent(id)}/capture`, input),
  };
}
