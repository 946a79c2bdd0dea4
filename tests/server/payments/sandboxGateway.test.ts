/** server/payments: the sandbox gateway against the sandbox (through inject), and the choice of gateway. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paymentGatewayFor } from '../../../server/payments';
import {
  createSandboxGateway,
  PaymentProviderError,
  RedirectRefused,
} from '../../../server/payments/sandboxGateway';
import { createPaymentSandbox, type PaymentSandbox } from '../../../server/sandbox';

const APP = 'http://127.0.0.1:4473';
const ORIGIN = 'http://127.0.0.1:4483';

let sandbox: PaymentSandbox;
beforeEach(async () => {
  sandbox = await createPaymentSandbox({ appOrigins: [APP] });
});
afterEach(() => sandbox.close());

/** fetch, answered by the sandbox in-process. */
const injectFetch = (): typeof fetch => async (input, init) => {
  const url = new URL(String(input));
  expect(url.origin).toBe(ORIGIN);
  const answer = await sandbox.app.inject({
    method: (init?.method ?? 'GET') as 'GET' | 'POST',
    url: url.pathname + url.search,
    headers: { host: url.host, ...(init?.headers as Record<string, string>) },
    payload: init?.body as string | undefined,
  });
  return new Response(answer.body, {
    status: answer.statusCode,
    headers: { 'content-type': 'application/json' },
  });
};

describe('the sandbox gateway', () => {
  it('checks and charges a nonce once per idempotency key', async () => {
    const gateway = createSandboxGateway({ origin: ORIGIN, fetch: injectFetch() });
    expect(await gateway.checkNonce('fake-valid-visa-nonce')).toEqual({
      ok: true,
      needsThreeDSecure: false,
      cardType: 'Visa',
    });
    const input = {
      nonce: 'fake-valid-visa-nonce',
      amountCents: 2350,
      currencyCode: 'AUD',
      idempotencyKey: 'r-1',
      orderRef: 'o-1',
    };
    const first = await gateway.charge(input);
    expect(first).toMatchObject({ ok: true, cardType: 'Visa', lastFour: '1111' });
    expect(await gateway.charge(input)).toEqual(first);
    expect(sandbox.charges()).toHaveLength(1);
    expect(
      await gateway.charge({
        ...input,
        nonce: 'fake-processor-declined-visa-nonce',
        idempotencyKey: 'r-2',
      }),
    ).toEqual({
      ok: false,
      message: 'Processor Declined: Do Not Honor',
    });
  });

  it('runs a PayPal-type redirect: start, approve on the page, state, capture', async () => {
    const gateway = createSandboxGateway({ origin: ORIGIN, fetch: injectFetch() });
    const started = await gateway.startRedirect({
      kind: 'pp',
      amountCents: 1800,
      currencyCode: 'AUD',
      returnUrl: `${APP}/checkout`,
    });
    expect(started.redirectUrl).toBe(`${ORIGIN}/redirect/${started.id}`);
    expect(await gateway.redirectState(started.id)).toBe('pending');
    await sandbox.app.inject({
      method: 'POST',
      url: `/redirect/${started.id}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'choice=approve',
    });
    expect(await gateway.redirectState(started.id)).toBe('approved');
    expect(
      await gateway.captureRedirect({ id: started.id, amountCents: 1800, idempotencyKey: 'r-3' }),
    ).toMatchObject({
      ok: true,
      cardType: 'PayPal',
    });
    // The capture is found by its key, under the order's ref (a capture carries none).
    expect(await gateway.findCharge({ idempotencyKey: 'r-3', orderRef: '00042' })).toMatchObject({
      state: 'approved',
      amountCents: 1800,
      orderRef: '00042',
    });
  });

  it('a refused start is a RedirectRefused with the sandbox message', async () => {
    const gateway = createSandboxGateway({ origin: ORIGIN, fetch: injectFetch() });
    await expect(
      gateway.startRedirect({
        kind: 'pp',
        amountCents: 100,
        currencyCode: 'AUD',
        returnUrl: 'http://evil.test/',
      }),
    ).rejects.toEqual(new RedirectRefused('Return URL is not allowed.'));
  });

  it('a sandbox that does not answer is thrown (the action answers 503)', async () => {
    const down: typeof fetch = async () => new Response('bad gateway', { status: 502 });
    const gateway = createSandboxGateway({ origin: ORIGIN, fetch: down });
    await expect(gateway.checkNonce('fake-valid-nonce')).rejects.toBeInstanceOf(
      PaymentProviderError,
    );
  });
});

describe('the sandbox gateway: the reconciler and the finaliser', () => {
  const input = {
    nonce: 'fake-valid-visa-nonce',
    amountCents: 2350,
    currencyCode: 'AUD',
    idempotencyKey: 'r-1',
    orderRef: '00039',
  };

  it('finds a charge by its idempotency key, voids it once, and then finds it voided', async () => {
    const gateway = createSandboxGateway({ origin: ORIGIN, fetch: injectFetch() });
    expect(await gateway.findCharge({ idempotencyKey: 'r-1', orderRef: '00039' })).toEqual({
      state: 'none',
    });
    const charged = await gateway.charge(input);
    if (!charged.ok) throw new Error('not charged');
    expect(await gateway.findCharge({ idempotencyKey: 'r-1', orderRef: '00039' })).toEqual({
      state: 'approved',
      transactionId: charged.transactionId,
      amountCents: 2350,
      orderRef: '00039',
      cardType: 'Visa',
      lastFour: '1111',
    });
    const voiding = { transactionId: charged.transactionId, idempotencyKey: 'r-1' };
    expect(await gateway.voidCharge(voiding)).toEqual({ ok: true });
    expect(await gateway.voidCharge(voiding)).toEqual({ ok: true });
    expect(await gateway.findCharge({ idempotencyKey: 'r-1', orderRef: '00039' })).toEqual({
      state: 'voided',
    });
    expect(sandbox.charges()).toEqual([
      expect.objectContaining({ status: 'voided', approved: false }),
    ]);
  });

  it('a declined charge is found declined; voiding an unknown transaction is refused', async () => {
    const gateway = createSandboxGateway({ origin: ORIGIN, fetch: injectFetch() });
    await gateway.charge({ ...input, amountCents: 200_100 });
    expect(await gateway.findCharge({ idempotencyKey: 'r-1', orderRef: '00039' })).toEqual({
      state: 'declined',
    });
    expect(await gateway.voidCharge({ transactionId: 'nope', idempotencyKey: 'r-1' })).toEqual({
      ok: false,
      message: 'Transaction not found.',
    });
  });
});

describe('paymentGatewayFor', () => {
  it('no tokenization key: the sandbox, with its origin for the page', () => {
    expect(paymentGatewayFor({ braintreeTokenizationKey: '' }, ORIGIN, {})).toMatchObject({
      provider: 'sandbox',
      sandboxOrigin: ORIGIN,
    });
  });

  it('a key: Braintree, with no sandbox origin', () => {
    const env = { BRAINTREE_PUBLIC_KEY: 'pub', BRAINTREE_PRIVATE_KEY: 'priv' };
    expect(
      paymentGatewayFor({ braintreeTokenizationKey: 'sandbox_abc_123' }, ORIGIN, env),
    ).toMatchObject({
      provider: 'braintree',
      sandboxOrigin: '',
    });
  });

  it('a key without the API key pair is a start-up error', () => {
    expect(() =>
      paymentGatewayFor({ braintreeTokenizationKey: 'sandbox_abc_123' }, ORIGIN, {}),
    ).toThrow(/BRAINTREE_PUBLIC_KEY and BRAINTREE_PRIVATE_KEY/);
  });
});
