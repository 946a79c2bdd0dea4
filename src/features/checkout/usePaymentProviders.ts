/**
 * The payment adapters for this checkout (src/platform/payments), imported lazily: the menu route
 * never loads them. A Braintree tokenization key selects braintree-web, none the payment sandbox on
 * its own origin. Wallet availability is asked once they load.
 */
import { useEffect, useState } from 'react';
import type { CheckoutMerchant } from '@/api/manageCart';
import type { PaymentProviders } from '@/platform/payments/types';
import { showToast } from '@/ui/notify';

export const BRAINTREE_ERROR = 'Error contacting Braintree Payments';

export type ProvidersState = {
  providers: PaymentProviders | null;
  wallets: { apple: boolean; google: boolean };
};

/** The checkout's merchant, or the account's settings (top-up and add card use the same form). */
type ProviderKeys = Pick<CheckoutMerchant, 'braintree_tokenization_key' | 'payment_sandbox_origin'>;

export function usePaymentProviders(merchant: ProviderKeys | null): ProvidersState {
  const key = merchant?.braintree_tokenization_key ?? '';
  const origin = merchant?.payment_sandbox_origin ?? '';
  const known = merchant !== null;
  const [state, setState] = useState<ProvidersState>({
    providers: null,
    wallets: { apple: false, google: false },
  });

  useEffect(() => {
    if (!known) return;
    let live = true;
    void (async () => {
      try {
        const { loadPaymentProviders } = await import('@/platform/payments');
        const providers = await loadPaymentProviders({
          braintreeTokenizationKey: key,
          sandboxOrigin: origin,
        });
        if (!live) return;
        setState((current) => ({ ...current, providers }));
        const [apple, google] = await Promise.all([
          providers.applePay.available().catch(() => false),
          providers.googlePay.available().catch(() => false),
        ]);
        if (live) setState({ providers, wallets: { apple, google } });
      } catch {
        if (live) showToast({ message: BRAINTREE_ERROR, tone: 'error', durationMs: 6_000 });
      }
    })();
    return () => {
      live = false;
    };
  }, [known, key, origin]);

  return state;
}
