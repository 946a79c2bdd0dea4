/**
 * Every call to a payment provider ends within its timeout: an answer that never
 * comes is a PaymentProviderTimeout (a PaymentProviderError: the action answers 503), never a
 * request held open for minutes. The timeout is PAYMENT_TIMEOUT_MS, else the brand's
 * providers.paymentTimeoutMs, else 15 s.
 */
import { describe, expect, it } from 'vitest';
import {
  paymentGatewayFor,
  paymentTimeoutMsOf,
  PaymentProviderError,
  PaymentProviderTimeout,
  type PaymentGateway,
} from '../../../server/payments';
import { createBraintreeGateway } from '../../../server/payments/braintree';
import { createSandboxGateway } from '../../../server/payments/sandboxGateway';

/** A provider that never answers: the call ends only when its signal aborts it. */
const neverAnswers: typeof fetch = (_input, init) =>
  new Promise((_resolve, reject) => {
    const signal = init?.signal;
    if (!signal) return reject(new Error('no signal: this call would wait forever'));
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });

const CREDENTIALS = { environment: 'sandbox', publicKey: 'pub', privateKey: 'priv' } as const;
const ADAPTERS: Array<[string, (fetchFn: typeof fetch) => PaymentGateway]> = [
  ['Braintree', (fetchFn) => createBraintreeGateway(CREDENTIALS, fetchFn, { timeoutMs: 1 })],
  [
    'the sandbox',
    (fetchFn) =>
      createSandboxGateway({ origin: 'http://127.0.0.1:1', fetch: fetchFn, timeoutMs: 1 }),
  ],
];

const CALLS: Array<[string, (gateway: PaymentGateway) => Promise<unknown>]> = [
  ['checkNonce', (gateway) => gateway.checkNonce('fake-valid-nonce')],
  [
    'charge',
    (gateway) =>
      gateway.charge({
        nonce: 'fake-valid-nonce',
        amountCents: 100,
        currencyCode: 'AUD',
        idempotencyKey: 'k',
        orderRef: '00001',
      }),
  ],
  ['findCharge', (gateway) => gateway.findCharge({ idempotencyKey: 'k', orderRef: '00001' })],
  ['voidCharge', (gateway) => gateway.voidCharge({ transactionId: 't', idempotencyKey: 'k' })],
];

describe.each(ADAPTERS)('%s', (_name, gatewayWith) => {
  it.each(CALLS)(
    '%s that is never answered ends as a PaymentProviderTimeout',
    async (_call, make) => {
      const call = make(gatewayWith(neverAnswers));
      await expect(call).rejects.toBeInstanceOf(PaymentProviderTimeout);
      await expect(call).rejects.toBeInstanceOf(PaymentProviderError);
    },
  );
});

describe('paymentTimeoutMsOf', () => {
  it.each([
    ['nothing set', 15_000, {}, {}],
    ["the brand's", 8000, { paymentTimeoutMs: 8000 }, {}],
    ['PAYMENT_TIMEOUT_MS', 5000, {}, { PAYMENT_TIMEOUT_MS: '5000' }],
    [
      'PAYMENT_TIMEOUT_MS over the brand',
      5000,
      { paymentTimeoutMs: 8000 },
      { PAYMENT_TIMEOUT_MS: '5000' },
    ],
  ])('%s → %i ms', (_what, expected, providers, env) => {
    expect(paymentTimeoutMsOf(providers, env)).toBe(expected);
  });

  it.each(['abc', '0', '-5', '1.5'])('PAYMENT_TIMEOUT_MS=%s is a start-up error', (value) => {
    expect(() => paymentTimeoutMsOf({}, { PAYMENT_TIMEOUT_MS: value })).toThrow(
      /PAYMENT_TIMEOUT_MS/,
    );
  });
});

describe('paymentGatewayFor', () => {
  it.each([
    ['the sandbox', ''],
    ['Braintree', 'sandbox_abc_123'],
  ])('gives %s its timeout', async (_name, braintreeTokenizationKey) => {
    const env = { PAYMENT_TIMEOUT_MS: '1', BRAINTREE_PUBLIC_KEY: 'p', BRAINTREE_PRIVATE_KEY: 'q' };
    const { gateway } = paymentGatewayFor(
      { braintreeTokenizationKey },
      'http://127.0.0.1:1',
      env,
      neverAnswers,
    );
    await expect(gateway.checkNonce('fake-valid-nonce')).rejects.toBeInstanceOf(
      PaymentProviderTimeout,
    );
  });
});
