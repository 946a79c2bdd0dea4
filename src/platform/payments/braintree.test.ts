// @vitest-environment happy-dom
/** The braintree-web adapter against mocked braintree-web modules: what it asks of them, what it returns. */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createBraintreeProviders } from './braintree';
import { loadPaymentProviders } from './index';
import { CardFieldsError } from './types';

const bt = vi.hoisted(() => {
  const handlers: Record<string, (event: unknown) => void> = {};
  const hostedFieldsInstance = {
    on: vi.fn((name: string, handler: (event: unknown) => void) => {
      handlers[name] = handler;
    }),
    tokenize: vi.fn(),
    teardown: vi.fn(async () => undefined),
  };
  const applePayInstance = {
    createPaymentRequest: vi.fn((request: object) => ({ ...request, fromGateway: true })),
    performValidation: vi.fn(async () => ({ merchantSession: 'signed' })),
    tokenize: vi.fn(async () => ({
      nonce: 'apple-nonce',
      details: { cardType: 'Visa', dpanLastTwo: '42' },
    })),
  };
  const googlePaymentInstance = {
    createPaymentDataRequest: vi.fn((overrides: object) => ({
      ...overrides,
      allowedPaymentMethods: [
        {
          type: 'CARD',
          parameters: { allowedAuthMethods: ['PAN_ONLY'], allowedCardNetworks: ['AMEX'] },
        },
      ],
    })),
    parseResponse: vi.fn(async () => ({
      nonce: 'google-nonce',
      details: { cardType: 'MasterCard', lastFour: '4444' },
    })),
  };
  return {
    handlers,
    client: { create: vi.fn(async () => ({ client: true })) },
    hostedFields: { create: vi.fn(async () => hostedFieldsInstance) },
    hostedFieldsInstance,
    applePay: { create: vi.fn(async () => applePayInstance) },
    applePayInstance,
    googlePayment: { create: vi.fn(async () => googlePaymentInstance) },
    googlePaymentInstance,
  };
});

vi.mock('braintree-web/client', () => bt.client);
vi.mock('braintree-web/hosted-fields', () => bt.hostedFields);
vi.mock('braintree-web/apple-pay', () => bt.applePay);
vi.mock('braintree-web/google-payment', () => bt.googlePayment);

const KEY = 'sandbox_g42y39zw_348pk9cgf3bgyw2b';
const AMOUNT = { totalCents: 1234, currencyCode: 'AUD', countryCode: 'AU', label: 'Fig & Olive' };

function containers() {
  const make = () => document.body.appendChild(document.createElement('div'));
  return { number: make(), expirationDate: make(), cvv: make() };
}

beforeEach(() => {
  vi.clearAllMocks();
  delete (window as { ApplePaySession?: unknown }).ApplePaySession;
  delete (window as { google?: unknown }).google;
});

describe('loadPaymentProviders', () => {
  it('a key loads braintree-web; no key loads the sandbox', async () => {
    const braintree = await loadPaymentProviders({
      braintreeTokenizationKey: KEY,
      sandboxOrigin: '',
    });
    await braintree.createCardFields({ containers: containers() });
    expect(bt.client.create).toHaveBeenCalledWith({ authorization: KEY });

    vi.clearAllMocks();
    const sandbox = await loadPaymentProviders({
      braintreeTokenizationKey: '',
      sandboxOrigin: 'http://127.0.0.1:4483',
    });
    expect(await sandbox.applePay.available()).toBe(false);
    expect(bt.client.create).not.toHaveBeenCalled();
  });
});

describe('hosted fields', () => {
  it("passes the page's styles to hosted-fields' styles option", async () => {
    const styles = {
      input: { color: '#1f1a14', 'font-size': '16px' },
      '@media (prefers-color-scheme: dark)': { input: { color: '#f3eee7' } },
    };
    await createBraintreeProviders({
      braintreeTokenizationKey: KEY,
      sandboxOrigin: '',
    }).createCardFields({ containers: containers(), styles });
    expect(bt.hostedFields.create).toHaveBeenCalledWith(expect.objectContaining({ styles }));
  });

  it('renders the fields into the containers and tokenises to a nonce', async () => {
    const boxes = containers();
    const fields = await createBraintreeProviders({
      braintreeTokenizationKey: KEY,
      sandboxOrigin: '',
    }).createCardFields({
      containers: boxes,
    });
    expect(bt.hostedFields.create).toHaveBeenCalledWith(
      expect.objectContaining({
        client: { client: true },
        fields: {
          number: { container: boxes.number },
          expirationDate: { container: boxes.expirationDate, placeholder: 'MM/YY' },
          cvv: { container: boxes.cvv },
        },
      }),
    );
    bt.hostedFieldsInstance.tokenize.mockResolvedValueOnce({
      nonce: 'tokencc_bt',
      details: { cardType: 'Visa', lastFour: '1111', bin: '411111', lastTwo: '11' },
    });
    expect(await fields.tokenize()).toEqual({
      nonce: 'tokencc_bt',
      details: { cardType: 'Visa', lastFour: '1111' },
    });
  });

  it('reports validity when every field is valid', async () => {
    const changes: boolean[] = [];
    await createBraintreeProviders({
      braintreeTokenizationKey: KEY,
      sandboxOrigin: '',
    }).createCardFields({
      containers: containers(),
      onValidityChange: (complete) => changes.push(complete),
    });
    const event = (cvv: boolean) => ({
      fields: {
        number: { isValid: true },
        expirationDate: { isValid: true },
        cvv: { isValid: cvv },
      },
    });
    bt.handlers.validityChange!(event(false));
    bt.handlers.validityChange!(event(true));
    bt.handlers.validityChange!(event(true));
    expect(changes).toEqual([true]);
  });

  it.each([
    ['HOSTED_FIELDS_FIELDS_INVALID', 'Please check your card details'],
    ['HOSTED_FIELDS_FIELDS_EMPTY', 'Please check your card details'],
    ['CLIENT_GATEWAY_NETWORK', 'Error contacting Braintree Payments'],
  ])('a %s refusal → %s', async (code, message) => {
    const fields = await createBraintreeProviders({
      braintreeTokenizationKey: KEY,
      sandboxOrigin: '',
    }).createCardFields({
      containers: containers(),
    });
    bt.hostedFieldsInstance.tokenize.mockRejectedValueOnce({ code });
    await expect(fields.tokenize()).rejects.toEqual(new CardFieldsError(message));
  });
});

describe('Apple Pay', () => {
  function fakeSession(canPay: boolean) {
    const sessions: Array<Record<string, (event?: unknown) => void> & { completed: unknown[] }> =
      [];
    class Session {
      static STATUS_SUCCESS = 0;
      static STATUS_FAILURE = 1;
      static supportsVersion = vi.fn((version: number) => version <= 3);
      static canMakePayments = vi.fn(() => canPay);
      static created: unknown[] = [];
      completed: unknown[] = [];
      constructor(version: number, request: unknown) {
        Session.created.push({ version, request });
        sessions.push(this as never);
      }
      begin = vi.fn();
      abort = vi.fn();
      completeMerchantValidation = vi.fn();
      completePayment = vi.fn((result: unknown) => this.completed.push(result));
    }
    (window as { ApplePaySession?: unknown }).ApplePaySession = Session;
    return { Session, sessions };
  }

  it('is not available without ApplePaySession', async () => {
    expect(
      await createBraintreeProviders({
        braintreeTokenizationKey: KEY,
        sandboxOrigin: '',
      }).applePay.available(),
    ).toBe(false);
  });

  it('runs a version 3 session for visa and masterCard with supports3DS, and tokenises the token', async () => {
    const { Session, sessions } = fakeSession(true);
    const { applePay } = createBraintreeProviders({
      braintreeTokenizationKey: KEY,
      sandboxOrigin: '',
    });
    expect(await applePay.available()).toBe(true);

    const paid = applePay.pay(AMOUNT);
    expect(Session.created).toEqual([
      {
        version: 3,
        request: {
          total: { label: 'Fig & Olive', amount: '12.34' },
          countryCode: 'AU',
          currencyCode: 'AUD',
          supportedNetworks: ['visa', 'masterCard'],
          merchantCapabilities: ['supports3DS'],
          fromGateway: true,
        },
      },
    ]);
    const session = sessions[0]!;
    expect(session.begin).toHaveBeenCalled();
    session.onvalidatemerchant!({
      validationURL: 'https://apple-pay-gateway.apple.com/paymentservices/startSession',
    });
    session.onpaymentauthorized!({ payment: { token: { paymentData: 'opaque' } } });
    await expect(paid).resolves.toEqual({
      nonce: 'apple-nonce',
      details: { cardType: 'Visa', lastFour: '42' },
    });
    expect(bt.applePayInstance.tokenize).toHaveBeenCalledWith({ token: { paymentData: 'opaque' } });
    expect(session.completed).toEqual([{ status: 0 }]);
  });

  it('a cancelled sheet rejects with Payment cancelled', async () => {
    const { sessions } = fakeSession(true);
    const { applePay } = createBraintreeProviders({
      braintreeTokenizationKey: KEY,
      sandboxOrigin: '',
    });
    await applePay.available();
    const paid = applePay.pay(AMOUNT);
    sessions[0]!.oncancel!();
    await expect(paid).rejects.toThrow('Payment cancelled');
  });

  it('refuses an amount of zero', async () => {
    fakeSession(true);
    const { applePay } = createBraintreeProviders({
      braintreeTokenizationKey: KEY,
      sandboxOrigin: '',
    });
    await applePay.available();
    await expect(applePay.pay({ ...AMOUNT, totalCents: 0 })).rejects.toThrow(
      'Invalid payment amount',
    );
  });
});

describe('Google Pay', () => {
  function fakeGoogle(ready: boolean) {
    const client = {
      environment: '',
      isReadyToPay: vi.fn(async () => ({ result: ready })),
      loadPaymentData: vi.fn(async () => ({
        paymentMethodData: { tokenizationData: { token: '{}' } },
      })),
    };
    (window as { google?: unknown }).google = {
      payments: {
        api: {
          PaymentsClient: class {
            constructor(options: { environment: string }) {
              client.environment = options.environment;
              return client;
            }
          },
        },
      },
    };
    return client;
  }

  it.each([
    [KEY, 'TEST'],
    ['production_t2wns2y2_dfy45jdj3dxkmz5m', 'PRODUCTION'],
  ])(
    'key %s runs Google Pay in %s, version 2, Mastercard and Visa, PAN_ONLY and CRYPTOGRAM_3DS',
    async (key, environment) => {
      const client = fakeGoogle(true);
      const { googlePay } = createBraintreeProviders({
        braintreeTokenizationKey: key,
        sandboxOrigin: '',
        googleMerchantId: 'BCR2DN4T',
      });
      expect(await googlePay.available()).toBe(true);
      expect(client.environment).toBe(environment);
      expect(bt.googlePayment.create).toHaveBeenCalledWith({
        client: { client: true },
        googlePayVersion: 2,
        googleMerchantId: 'BCR2DN4T',
      });

      expect(await googlePay.pay(AMOUNT)).toEqual({
        nonce: 'google-nonce',
        details: { cardType: 'MasterCard', lastFour: '4444' },
      });
      expect(client.loadPaymentData).toHaveBeenCalledWith(
        expect.objectContaining({
          merchantInfo: { merchantId: 'BCR2DN4T' },
          transactionInfo: { currencyCode: 'AUD', totalPriceStatus: 'FINAL', totalPrice: '12.34' },
          allowedPaymentMethods: [
            {
              type: 'CARD',
              parameters: {
                allowedAuthMethods: ['PAN_ONLY', 'CRYPTOGRAM_3DS'],
                allowedCardNetworks: ['MASTERCARD', 'VISA'],
              },
            },
          ],
        }),
      );
    },
  );

  it('is not available when Google says the browser cannot pay', async () => {
    fakeGoogle(false);
    const { googlePay } = createBraintreeProviders({
      braintreeTokenizationKey: KEY,
      sandboxOrigin: '',
    });
    expect(await googlePay.available()).toBe(false);
    await expect(googlePay.pay(AMOUNT)).rejects.toThrow('Google Pay is not currently available');
  });

  it('a closed sheet rejects with Payment cancelled', async () => {
    const client = fakeGoogle(true);
    const { googlePay } = createBraintreeProviders({
      braintreeTokenizationKey: KEY,
      sandboxOrigin: '',
    });
    await googlePay.available();
    client.loadPaymentData.mockRejectedValueOnce({ statusCode: 'CANCELED' });
    await expect(googlePay.pay(AMOUNT)).rejects.toThrow('Payment cancelled');
  });
});
