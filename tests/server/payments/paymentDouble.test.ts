/** The server suites' payment double answers findCharge and voidCharge as the sandbox does. */
import { describe, expect, it } from 'vitest';
import { createPaymentDouble, type PaymentDouble } from '../paymentDouble';

async function charged(double: PaymentDouble) {
  const result = await double.charge({
    nonce: 'fake-valid-visa-nonce',
    amountCents: 1250,
    currencyCode: 'AUD',
    idempotencyKey: 'k1',
    orderRef: '00039',
  });
  return { result, orderRef: '00039', amountCents: 1250 };
}

async function captured(double: PaymentDouble) {
  const { id } = await double.startRedirect({
    kind: 'pp',
    amountCents: 900,
    currencyCode: 'AUD',
    returnUrl: 'http://app.test/',
  });
  double.setRedirectState(id, 'approved');
  const result = await double.captureRedirect({ id, amountCents: 900, idempotencyKey: 'k1' });
  // A capture carries no order ref: it is found under the one asked about.
  return { result, orderRef: '00041', amountCents: 900 };
}

describe.each([
  ['a charge', charged],
  ['a redirect capture', captured],
])('the payment double: %s', (_what, make) => {
  it('is found by its key, voided once, then found voided and no longer counted', async () => {
    const double = createPaymentDouble();
    expect(await double.findCharge({ idempotencyKey: 'k1', orderRef: '' })).toEqual({
      state: 'none',
    });
    const { result, orderRef, amountCents } = await make(double);
    if (!result.ok) throw new Error('not approved');
    expect(await double.findCharge({ idempotencyKey: 'k1', orderRef })).toMatchObject({
      state: 'approved',
      transactionId: result.transactionId,
      amountCents,
      orderRef,
    });
    expect(double.approvedCount()).toBe(1);
    const voiding = { transactionId: result.transactionId, idempotencyKey: 'k1:void' };
    expect(await double.voidCharge(voiding)).toEqual({ ok: true });
    expect(await double.voidCharge(voiding)).toEqual({ ok: true });
    expect(await double.findCharge({ idempotencyKey: 'k1', orderRef })).toEqual({
      state: 'voided',
    });
    expect(double.approvedCount()).toBe(0);
  });
});

it('the payment double refuses to void a transaction it never made', async () => {
  expect(
    await createPaymentDouble().voidCharge({ transactionId: 'nope', idempotencyKey: 'k' }),
  ).toEqual({ ok: false, message: 'Transaction not found.' });
});

describe('the payment double repeats a key as the sandbox does', () => {
  const input = {
    nonce: 'fake-valid-visa-nonce',
    amountCents: 1250,
    currencyCode: 'AUD',
    idempotencyKey: 'k1',
    orderRef: '00039',
  };

  it.each([
    ['the same input: the first result', {}, 'first'],
    ['another amount: a key conflict', { amountCents: 1300 }, 'different-input'],
    ['another nonce: a key conflict', { nonce: 'fake-valid-mastercard-nonce' }, 'different-input'],
    ['another order ref: a key conflict', { orderRef: '00040' }, 'different-input'],
  ])('%s', async (_what, change, expected) => {
    const double = createPaymentDouble();
    const first = await double.charge(input);
    const repeat = await double.charge({ ...input, ...change });
    if (expected === 'first') expect(repeat).toEqual(first);
    else expect(repeat).toMatchObject({ ok: false, keyConflict: expected });
    expect(double.charges).toHaveLength(1);
  });

  it('a repeat after a void answers voided', async () => {
    const double = createPaymentDouble();
    const first = await double.charge(input);
    if (!first.ok) throw new Error('not approved');
    await double.voidCharge({ transactionId: first.transactionId, idempotencyKey: 'v1' });
    expect(await double.charge(input)).toMatchObject({ ok: false, voided: true });
  });
});
