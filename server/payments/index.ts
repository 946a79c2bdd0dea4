/**
 * Which PaymentGateway a server runs with: Braintree when the brand has a tokenization key
 * (brand.json providers.braintreeTokenizationKey; the API keys come from BRAINTREE_PUBLIC_KEY and
 * BRAINTREE_PRIVATE_KEY), otherwise the payment sandbox at sandboxOrigin. Each call to either
 * waits at most PAYMENT_TIMEOUT_MS, else the brand's providers.paymentTimeoutMs, else 15 s.
 */
import { createBraintreeGateway, environmentOfKey } from './braintree';
import { DEFAULT_PAYMENT_TIMEOUT_MS } from './fetchWithin';
import { createSandboxGateway } from './sandboxGateway';
import type { PaymentGateway } from './types';

export type { PaymentGateway } from './types';
export { PaymentProviderError, PaymentProviderTimeout } from './errors';
export { RedirectRefused } from './sandboxGateway';

type Env = Readonly<Record<string, string | undefined>>;

/** How long one call to the provider may wait: PAYMENT_TIMEOUT_MS, the brand's, or 15 s. */
export function paymentTimeoutMsOf(providers: { paymentTimeoutMs?: number }, env: Env): number {
  const configured = env.PAYMENT_TIMEOUT_MS?.trim();
  if (!configured) return providers.paymentTimeoutMs ?? DEFAULT_PAYMENT_TIMEOUT_MS;
  const ms = Number(configured);
  if (!Number.isSafeInteger(ms) || ms <= 0) {
    throw new Error(
      `PAYMENT_TIMEOUT_MS must be a whole number of milliseconds above 0, not '${configured}'`,
    );
  }
  return ms;
}

export type PaymentsChoice = {
  gateway: PaymentGateway;
  /** '' for a real provider; the page loads the sandbox's card frames from here otherwise. */
  sandboxOrigin: string;
  provider: 'braintree' | 'sandbox';
};

export function paymentGatewayFor(
  providers: { braintreeTokenizationKey: string; paymentTimeoutMs?: number },
  sandboxOrigin: string,
  env: Env = process.env,
  fetchFn: typeof fetch = fetch,
): PaymentsChoice {
  const key = providers.braintreeTokenizationKey.trim();
  const timeoutMs = paymentTimeoutMsOf(providers, env);
  if (!key) {
    return {
      gateway: createSandboxGateway({ origin: sandboxOrigin, fetch: fetchFn, timeoutMs }),
      sandboxOrigin,
      provider: 'sandbox',
    };
  }
  const publicKey = env.BRAINTREE_PUBLIC_KEY?.trim();
  const privateKey = env.BRAINTREE_PRIVATE_KEY?.trim();
  if (!publicKey || !privateKey) {
    throw new Error(
      'The brand has a Braintree tokenization key: set BRAINTREE_PUBLIC_KEY and BRAINTREE_PRIVATE_KEY (its API key pair)',
    );
  }
  return {
    gateway: createBraintreeGateway(
      { environment: environmentOfKey(key), publicKey, privateKey },
      fetchFn,
      { timeoutMs },
    ),
    sandboxOrigin: '',
    provider: 'braintree',
  };
}
