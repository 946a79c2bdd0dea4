/**
 * The payment sandbox's wallets, offered only where the browser itself offers the wallet (headless
 * Chromium offers neither, so the checkout shows neither).
 *
 * Google Pay runs the browser's own sheet (Payment Request with the https://google.com/pay method,
 * Google's TEST environment and its documented 'example' gateway), and the sandbox turns the card
 * it returns into a single-use nonce (POST /wallets/tokenize on the sandbox origin).
 *
 * Apple Pay is never offered by the sandbox: an Apple Pay session needs a merchant session signed
 * with the merchant's Apple certificate, which only a real provider (Braintree, braintree.ts) holds.
 * The server side of Apple Pay is exercised with fake-apple-pay-visa-nonce instead.
 */
import type { Wallet, WalletAmount, WalletToken } from './types';

export const WALLET_MESSAGES = {
  cancelled: 'Payment cancelled',
  invalidAmount: 'Invalid payment amount',
  googleUnavailable: 'Google Pay is not currently available',
  appleUnavailable: 'Apple Pay is not currently available',
} as const;

const GOOGLE_PAY_METHOD = 'https://google.com/pay';

/** Spec 2 §7: Google Pay takes Mastercard and Visa, PAN_ONLY and CRYPTOGRAM_3DS. */
export function googlePayMethodData(merchantName: string) {
  return {
    supportedMethods: GOOGLE_PAY_METHOD,
    data: {
      environment: 'TEST',
      apiVersion: 2,
      apiVersionMinor: 0,
      merchantInfo: { merchantName },
      allowedPaymentMethods: [
        {
          type: 'CARD',
          parameters: {
            allowedAuthMethods: ['PAN_ONLY', 'CRYPTOGRAM_3DS'],
            allowedCardNetworks: ['MASTERCARD', 'VISA'],
          },
          tokenizationSpecification: {
            type: 'PAYMENT_GATEWAY',
            parameters: { gateway: 'example', gatewayMerchantId: 'exampleGatewayMerchantId' },
          },
        },
      ],
    },
  };
}

const paymentDetails = (amount: WalletAmount) => ({
  total: {
    label: amount.label,
    amount: { currency: amount.currencyCode, value: (amount.totalCents / 100).toFixed(2) },
  },
});

type GooglePaymentData = {
  paymentMethodData?: { info?: { cardNetwork?: string; cardDetails?: string } };
};

export function createSandboxWallets(options: {
  sandboxOrigin: string;
  window?: Window;
  /** How long the browser may take to say whether it offers Google Pay (ms). */
  availabilityTimeoutMs?: number;
}): { applePay: Wallet; googlePay: Wallet } {
  const win = (options.window ?? window) as Window & { PaymentRequest?: typeof PaymentRequest };
  const sandboxOrigin = new URL(options.sandboxOrigin).origin;

  const request = (amount: WalletAmount) =>
    new win.PaymentRequest!([googlePayMethodData(amount.label)], paymentDetails(amount));

  const googlePay: Wallet = {
    async available() {
      if (typeof win.PaymentRequest !== 'function') return false;
      try {
        const probe = request({
          totalCents: 100,
          currencyCode: 'AUD',
          countryCode: 'AU',
          label: 'Check',
        });
        const offered = await Promise.race([
          probe.canMakePayment(),
          new Promise<boolean>((resolve) =>
            win.setTimeout(() => resolve(false), options.availabilityTimeoutMs ?? 3000),
          ),
        ]);
        return offered === true;
      } catch {
        return false;
      }
    },

    async pay(amount): Promise<WalletToken> {
      if (!(amount.totalCents > 0)) throw new Error(WALLET_MESSAGES.invalidAmount);
      if (typeof win.PaymentRequest !== 'function')
        throw new Error(WALLET_MESSAGES.googleUnavailable);
      let response: PaymentResponse;
      try {
        response = await request(amount).show();
      } catch (error) {
        throw new Error(
          error instanceof Error && error.name === 'AbortError'
            ? WALLET_MESSAGES.cancelled
            : WALLET_MESSAGES.googleUnavailable,
          { cause: error },
        );
      }
      const info = (response.details as GooglePaymentData).paymentMethodData?.info;
      const answer = await win
        .fetch(`${sandboxOrigin}/wallets/tokenize`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            kind: 'google_pay',
            cardNetwork: info?.cardNetwork ?? '',
            lastFour: info?.cardDetails ?? '',
          }),
          credentials: 'omit',
        })
        .catch(() => null);
      const token = answer?.ok ? ((await answer.json()) as WalletToken) : null;
      await response.complete(token ? 'success' : 'fail');
      if (!token) throw new Error(WALLET_MESSAGES.googleUnavailable);
      return token;
    },
  };

  const applePay: Wallet = {
    available: async () => false,
    pay: async () => {
      throw new Error(WALLET_MESSAGES.appleUnavailable);
    },
  };

  return { applePay, googlePay };
}
