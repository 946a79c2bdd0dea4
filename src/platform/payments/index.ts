/**
 * The checkout's payment providers (types.ts): braintree-web when the merchant has a Braintree
 * tokenization key, else the payment sandbox at its origin. Both load through dynamic import, so
 * neither braintree-web nor the sandbox code lands on a route that does not take payments.
 *
 *   const providers = await loadPaymentProviders({
 *     braintreeTokenizationKey: merchant.braintree_tokenization_key,
 *     sandboxOrigin: merchant.payment_sandbox_origin,
 *   });
 *   const fields = await providers.createCardFields({ containers, onValidityChange });
 */
import type { PaymentProviders, PaymentProvidersConfig } from './types';

export type * from './types';
export { CardFieldsError } from './types';

export async function loadPaymentProviders(
  config: PaymentProvidersConfig,
): Promise<PaymentProviders> {
  const key = config.braintreeTokenizationKey.trim();
  if (key) {
    const { createBraintreeProviders } = await import('./braintree');
    return createBraintreeProviders({ ...config, braintreeTokenizationKey: key });
  }
  const { createSandboxProviders } = await import('./sandbox');
  return createSandboxProviders(config.sandboxOrigin);
}
