/**
 * Braintree's providers for a merchant with a tokenization key (linkly-cloud.md 'Wallets and card
 * tokenisation'): hosted fields (frames from Braintree's origin), Apple Pay (ApplePaySession
 * version 3, visa and masterCard, supports3DS) and Google Pay (googlePayVersion 2, PAN_ONLY and
 * CRYPTOGRAM_3DS, MASTERCARD and VISA). The environment follows the key: 'production_…' keys run
 * Google Pay in PRODUCTION, others in TEST. Each braintree-web module is imported when first used.
 *
 * Wallet sheets must open inside the customer's tap, so the wallets get ready in available() and
 * pay() opens the sheet before its first await.
 */
import type { Client } from 'braintree-web/client';
import type { ApplePay } from 'braintree-web/apple-pay';
import type { GooglePayment } from 'braintree-web/google-payment';
import type { HostedFields, HostedFieldsHostedFieldsFieldName } from 'braintree-web/hosted-fields';
import {
  CardFieldsError,
  type PaymentProviders,
  type PaymentProvidersConfig,
  type Wallet,
  type WalletAmount,
} from './types';

export const BRAINTREE_MESSAGES = {
  unavailable: 'Error contacting Braintree Payments',
  invalid: 'Please check your card details',
  cancelled: 'Payment cancelled',
  invalidAmount: 'Invalid payment amount',
  appleUnavailable: 'Apple Pay is not currently available',
  googleUnavailable: 'Google Pay is not currently available',
} as const;

const INVALID_CARD_CODES = new Set([
  'HOSTED_FIELDS_FIELDS_EMPTY',
  'HOSTED_FIELDS_FIELDS_INVALID',
  'HOSTED_FIELDS_FAILED_TOKENIZATION',
  'HOSTED_FIELDS_TOKENIZATION_FAIL_ON_DUPLICATE',
  'HOSTED_FIELDS_TOKENIZATION_CVV_VERIFICATION_FAILED',
]);

const GOOGLE_PAY_SCRIPT = 'https://pay.google.com/gp/p/js/pay.js';

/** The parts of ApplePaySession (Apple Pay JS, version 3) this adapter uses. */
type ApplePaySessionClass = {
  new (version: number, request: unknown): ApplePaySessionInstance;
  supportsVersion(version: number): boolean;
  canMakePayments(): boolean;
  STATUS_SUCCESS: number;
  STATUS_FAILURE: number;
};
type ApplePaySessionInstance = {
  onvalidatemerchant: ((event: { validationURL: string }) => void) | null;
  onpaymentauthorized: ((event: { payment: { token: unknown } }) => void) | null;
  oncancel: (() => void) | null;
  begin(): void;
  abort(): void;
  completeMerchantValidation(session: unknown): void;
  completePayment(result: { status: number }): void;
};

type PaymentsClient = {
  isReadyToPay(request: object): Promise<{ result: boolean }>;
  loadPaymentData(request: object): Promise<unknown>;
};
type GooglePayWindow = Window & {
  ApplePaySession?: ApplePaySessionClass;
  google?: {
    payments?: {
      api?: { PaymentsClient: new (options: { environment: string }) => PaymentsClient };
    };
  };
};

export type BraintreeProvidersConfig = PaymentProvidersConfig & { window?: Window };

const amountText = (cents: number) => (cents / 100).toFixed(2);

function loadScript(win: Window, src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = win.document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`${src} did not load`));
    win.document.head.append(script);
  });
}

export function createBraintreeProviders(config: BraintreeProvidersConfig): PaymentProviders {
  const win = (config.window ?? window) as GooglePayWindow;
  const authorization = config.braintreeTokenizationKey;
  const production = authorization.startsWith('production_');

  let clientPromise: Promise<Client> | null = null;
  const client = () =>
    (clientPromise ??= import('braintree-web/client').then((m) =>
      m.create({ authorization }),
    )).catch((error: unknown) => {
      clientPromise = null;
      throw error;
    });

  async function createCardFields(options: Parameters<PaymentProviders['createCardFields']>[0]) {
    let instance: HostedFields;
    try {
      const [hostedFields, braintreeClient] = await Promise.all([
        import('braintree-web/hosted-fields'),
        client(),
      ]);
      const { number, expirationDate, cvv, postalCode } = options.containers;
      instance = await hostedFields.create({
        client: braintreeClient,
        // Braintree's typings leave out the media-query keys its styles option takes.
        styles: (options.styles ?? { input: { 'font-size': '16px' } }) as Record<
          string,
          Record<string, string>
        >,
        fields: {
          number: { container: number },
          expirationDate: { container: expirationDate, placeholder: 'MM/YY' },
          cvv: { container: cvv },
          ...(postalCode ? { postalCode: { container: postalCode } } : {}),
        },
      });
    } catch {
      throw new CardFieldsError(BRAINTREE_MESSAGES.unavailable);
    }
    let complete = false;
    instance.on('validityChange', (event) => {
      const names = Object.keys(event.fields) as HostedFieldsHostedFieldsFieldName[];
      const now = names.every((name) => event.fields[name]?.isValid === true);
      if (now !== complete) {
        complete = now;
        options.onValidityChange?.(now);
      }
    });
    return {
      async tokenize() {
        try {
          const payload = await instance.tokenize();
          return {
            nonce: payload.nonce,
            details: { cardType: payload.details.cardType, lastFour: payload.details.lastFour },
          };
        } catch (error) {
          const code = (error as { code?: string } | null)?.code ?? '';
          throw new CardFieldsError(
            INVALID_CARD_CODES.has(code)
              ? BRAINTREE_MESSAGES.invalid
              : BRAINTREE_MESSAGES.unavailable,
          );
        }
      },
      teardown: () => instance.teardown(),
    };
  }

  let applePayInstance: ApplePay | null = null;
  const applePay: Wallet = {
    async available() {
      const Session = win.ApplePaySession;
      if (!Session || !Session.supportsVersion(3) || !Session.canMakePayments()) return false;
      try {
        const [applePayModule, braintreeClient] = await Promise.all([
          import('braintree-web/apple-pay'),
          client(),
        ]);
        applePayInstance = await applePayModule.create({ client: braintreeClient });
        return true;
      } catch {
        return false;
      }
    },
    pay(amount: WalletAmount) {
      const Session = win.ApplePaySession;
      const instance = applePayInstance;
      if (!(amount.totalCents > 0))
        return Promise.reject(new Error(BRAINTREE_MESSAGES.invalidAmount));
      if (!Session || !instance)
        return Promise.reject(new Error(BRAINTREE_MESSAGES.appleUnavailable));
      const request = instance.createPaymentRequest({
        total: { label: amount.label, amount: amountText(amount.totalCents) },
        countryCode: amount.countryCode,
        currencyCode: amount.currencyCode,
        supportedNetworks: ['visa', 'masterCard'],
        merchantCapabilities: ['supports3DS'],
      });
      const session = new Session(3, request);
      return new Promise((resolve, reject) => {
        const fail = (message: string) => reject(new Error(message));
        session.onvalidatemerchant = (event) => {
          instance
            .performValidation({ validationURL: event.validationURL, displayName: amount.label })
            .then(
              (merchantSession) => session.completeMerchantValidation(merchantSession),
              () => {
                session.abort();
                fail(BRAINTREE_MESSAGES.appleUnavailable);
              },
            );
        };
        session.onpaymentauthorized = (event) => {
          instance.tokenize({ token: event.payment.token }).then(
            (payload) => {
              session.completePayment({ status: Session.STATUS_SUCCESS });
              resolve({
                nonce: payload.nonce,
                details: {
                  cardType: payload.details.cardType,
                  lastFour: payload.details.dpanLastTwo,
                },
              });
            },
            () => {
              session.completePayment({ status: Session.STATUS_FAILURE });
              fail(BRAINTREE_MESSAGES.appleUnavailable);
            },
          );
        };
        session.oncancel = () => fail(BRAINTREE_MESSAGES.cancelled);
        session.begin();
      });
    },
  };

  let google: { instance: GooglePayment; paymentsClient: PaymentsClient } | null = null;
  const paymentDataRequest = (instance: GooglePayment, amount: WalletAmount) => {
    const request = instance.createPaymentDataRequest({
      ...(config.googleMerchantId ? { merchantInfo: { merchantId: config.googleMerchantId } } : {}),
      transactionInfo: {
        currencyCode: amount.currencyCode,
        totalPriceStatus: 'FINAL',
        totalPrice: amountText(amount.totalCents),
      },
    });
    // Spec 2 §7: Mastercard and Visa, PAN_ONLY and CRYPTOGRAM_3DS, whatever the gateway's defaults.
    for (const method of request.allowedPaymentMethods) {
      if (method.type !== 'CARD') continue;
      method.parameters.allowedAuthMethods = ['PAN_ONLY', 'CRYPTOGRAM_3DS'];
      method.parameters.allowedCardNetworks = ['MASTERCARD', 'VISA'];
    }
    return request;
  };
  const googlePay: Wallet = {
    async available() {
      try {
        if (!win.google?.payments?.api) await loadScript(win, GOOGLE_PAY_SCRIPT);
        const api = win.google?.payments?.api;
        if (!api) return false;
        const [googlePayment, braintreeClient] = await Promise.all([
          import('braintree-web/google-payment'),
          client(),
        ]);
        const instance = await googlePayment.create({
          client: braintreeClient,
          googlePayVersion: 2,
          ...(config.googleMerchantId ? { googleMerchantId: config.googleMerchantId } : {}),
        });
        const paymentsClient = new api.PaymentsClient({
          environment: production ? 'PRODUCTION' : 'TEST',
        });
        const probe = paymentDataRequest(instance, {
          totalCents: 100,
          currencyCode: 'AUD',
          countryCode: 'AU',
          label: '',
        });
        const ready = await paymentsClient.isReadyToPay({
          apiVersion: 2,
          apiVersionMinor: 0,
          allowedPaymentMethods: probe.allowedPaymentMethods,
        });
        if (!ready.result) return false;
        google = { instance, paymentsClient };
        return true;
      } catch {
        return false;
      }
    },
    async pay(amount) {
      if (!(amount.totalCents > 0)) throw new Error(BRAINTREE_MESSAGES.invalidAmount);
      if (!google) throw new Error(BRAINTREE_MESSAGES.googleUnavailable);
      const { instance, paymentsClient } = google;
      let paymentData: unknown;
      try {
        paymentData = await paymentsClient.loadPaymentData(paymentDataRequest(instance, amount));
      } catch (error) {
        const cancelled = (error as { statusCode?: string } | null)?.statusCode === 'CANCELED';
        throw new Error(
          cancelled ? BRAINTREE_MESSAGES.cancelled : BRAINTREE_MESSAGES.googleUnavailable,
          { cause: error },
        );
      }
      try {
        const payload = await instance.parseResponse(paymentData);
        return {
          nonce: payload.nonce,
          details: { cardType: payload.details.cardType, lastFour: payload.details.lastFour },
        };
      } catch {
        throw new Error(BRAINTREE_MESSAGES.googleUnavailable);
      }
    },
  };

  return { createCardFields, applePay, googlePay };
}
