/**
 * Repeats through the wire (../shared/payments-sandbox.md 'Repeats'): the sandbox answers a
 * refused apiRequestKey as Braintree's GraphQL does, a VALIDATION error on the key, and the
 * sandbox gateway reads it as a key conflict, not a decline. A charge is held in flight by the
 * sandbox's `processing` hook until the test releases it.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createSandboxGateway } from '../../../server/payments/sandboxGateway';
import { createPaymentSandbox, type PaymentSandbox } from '../../../server/sandbox';
import { REQUEST_KEY_MESSAGES } from '../../../server/sandbox/requestKeys';

const APP = 'http://127.0.0.1:4473';
const ORIGIN = 'http://127.0.0.1:4483';

let sandbox: PaymentSandbox | undefined;
afterEach(() => sandbox?.close());

/** A sandbox whose processor holds each charge until `release()`; `held` resolves on arrival. */
async function heldSandbox() {
  let arrived: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    arrived = resolve;
  });
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  sandbox = await createPaymentSandbox({
    appOrigins: [APP],
    processing: async () => {
      arrived();
      await released;
    },
  });
  return { sandbox, held, release };
}

const gatewayOf = (target: PaymentSandbox) =>
  createSandboxGateway({
    origin: ORIGIN,
    fetch: async (input, init) => {
      const url = new URL(String(input));
      const answer = await target.app.inject({
        method: (init?.method ?? 'GET') as 'GET' | 'POST',
        url: url.pathname,
        headers: init?.headers as Record<string, string>,
        payload: init?.body as string | undefined,
      });
      return new Response(answer.body, { status: answer.statusCode });
    },
  });

const CHARGE = {
  nonce: 'fake-valid-visa-nonce',
  amountCents: 2350,
  currencyCode: 'AUD',
  idempotencyKey: 'r-1',
  orderRef: '00042',
};

describe('a repeated apiRequestKey through the sandbox gateway', () => {
  it('while the first is in flight: a VALIDATION error, read as in-flight; the first decides', async () => {
    const { sandbox: target, held, release } = await heldSandbox();
    const gateway = gatewayOf(target);
    const first = gateway.charge(CHARGE);
    await held;
    const raw = await target.app.inject({ method: 'POST', url: '/api/charges', payload: CHARGE });
    expect(raw.json()).toEqual({
      data: null,
      errors: [
        {
          message: REQUEST_KEY_MESSAGES.inFlight,
          extensions: { errorClass: 'VALIDATION', inputPath: ['input', 'apiRequestKey'] },
        },
      ],
    });
    expect(await gateway.charge(CHARGE)).toEqual({
      ok: false,
      message: REQUEST_KEY_MESSAGES.inFlight,
      keyConflict: 'in-flight',
    });
    release();
    const approved = await first;
    expect(approved).toMatchObject({ ok: true, cardType: 'Visa' });
    expect(await gateway.charge(CHARGE)).toEqual(approved);
    expect(target.charges()).toHaveLength(1);
  });

  it('with different input: a VALIDATION error, read as different input', async () => {
    sandbox = await createPaymentSandbox({ appOrigins: [APP] });
    const gateway = gatewayOf(sandbox);
    expect(await gateway.charge(CHARGE)).toMatchObject({ ok: true });
    expect(await gateway.charge({ ...CHARGE, amountCents: 2351 })).toEqual({
      ok: false,
      message: REQUEST_KEY_MESSAGES.differentInput,
      keyConflict: 'different-input',
    });
    expect(sandbox.charges()).toHaveLength(1);
  });

  it('a redirect capture repeated with another amount is refused alike', async () => {
    sandbox = await createPaymentSandbox({ appOrigins: [APP] });
    const gateway = gatewayOf(sandbox);
    const started = await gateway.startRedirect({
      kind: 'pp',
      amountCents: 4200,
      currencyCode: 'AUD',
      returnUrl: `${APP}/checkout`,
    });
    sandbox.ledger.decideRedirect(started.id, 'approve');
    const capture = { id: started.id, amountCents: 4200, idempotencyKey: 'cap-1' };
    const first = await gateway.captureRedirect(capture);
    expect(first).toMatchObject({ ok: true });
    expect(await gateway.captureRedirect(capture)).toEqual(first);
    expect(await gateway.captureRedirect({ ...capture, amountCents: 4300 })).toMatchObject({
      keyConflict: 'different-input',
    });
  });

  it('without a key, a second identical charge within 30 s is gateway rejected as a duplicate', async () => {
    const now = new Date('2026-11-24T06:00:00Z');
    sandbox = await createPaymentSandbox({ appOrigins: [APP], now: () => now });
    const { idempotencyKey: _key, ...unkeyed } = CHARGE;
    const post = () =>
      sandbox!.app.inject({ method: 'POST', url: '/api/charges', payload: unkeyed });
    expect((await post()).json()).toMatchObject({ ok: true });
    expect((await post()).json()).toEqual({ ok: false, message: 'Gateway Rejected: duplicate' });
    expect(sandbox.charges().map((charge) => charge.status)).toEqual([
      'submitted_for_settlement',
      'gateway_rejected',
    ]);
  });
});
