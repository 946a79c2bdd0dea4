/**
 * Which PaymentGateway a server runs with: Braintree when the brand has a tokenization key
 * (brand.json providers.braintreeTokenizationKey; the API keys come from BRAINTREE_PUBLIC_KEY and
 * BRAINTREE_PRIVATE_KEY), otherwise the payment sandbox at sandboxOrigin.
 */
import { createBraintreeGateway, environmentOfKey } from './braintree';
import { createSandboxGateway } from './sandboxGateway';
import type { PaymentGateway } from './types';

export type { PaymentGateway } from './types';
export { PaymentProviderError, RedirectRefused } from './sandboxGateway';

export type PaymentsChoice = {
  gateway: PaymentGateway;
  /** '' for a real provider; the page loads the sandbox's card frames from here otherwise. */
  sandboxOrigin: string;
  provider: 'braintree' | 'sandbox';
};

export function paymentGatewayFor(
  providers: { braintreeTokenizationKey: string },
  sandboxOrigin: string,
  env: Readonly<Record<string, string | undefined>> = process.env,
  fetchFn: typeof fetch = fetch,
): PaymentsChoice {
  const key = providers.braintreeTokenizationKey.trim();
  if (!key) {
    return {
      gateway: createSandboxGateway({ origin: sandboxOrigin, fetch: fetchFn }),
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
    ),
    sandboxOrigin: '',
    provider: 'braintree',
  };
}
