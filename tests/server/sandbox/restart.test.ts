/**
 * The payment sandbox restarted on the same data folder answers as Braintree would after anything:
 * a charge made before the restart is still found by its key, and a repeated key answers the
 * first result without charging again.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createSandboxGateway } from '../../../server/payments/sandboxGateway';
import { startPaymentSandbox, type PaymentSandbox } from '../../../server/sandbox';

const started: Array<PaymentSandbox & { origin: string }> = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((sandbox) => sandbox.close()));
});

async function sandboxOn(dataFolder: string) {
  const sandbox = await startPaymentSandbox({
    port: 0,
    host: '127.0.0.1',
    appOrigins: [],
    dataFolder,
  });
  started.push(sandbox);
  return { sandbox, gateway: createSandboxGateway({ origin: sandbox.origin }) };
}

const CHARGE = {
  nonce: 'fake-valid-visa-nonce',
  amountCents: 2588,
  currencyCode: 'AUD',
  idempotencyKey: 'req-39',
  orderRef: '00039',
};

describe('the payment sandbox restarted on its data folder', () => {
  it('finds a charge made before the restart and answers its key with the first result', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'docket-sandbox-'));
    const first = await sandboxOn(folder);
    const charged = await first.gateway.charge(CHARGE);
    if (!charged.ok) throw new Error('not charged');
    await first.sandbox.close();

    const second = await sandboxOn(folder);
    expect(
      await second.gateway.findCharge({ idempotencyKey: 'req-39', orderRef: '00039' }),
    ).toEqual({
      state: 'approved',
      transactionId: charged.transactionId,
      amountCents: 2588,
      orderRef: '00039',
      cardType: 'Visa',
      lastFour: '1111',
    });
    expect(await second.gateway.charge(CHARGE)).toEqual(charged);
    expect(await second.gateway.charge({ ...CHARGE, amountCents: 100 })).toMatchObject({
      ok: false,
      keyConflict: 'different-input',
    });
    expect(second.sandbox.charges()).toHaveLength(1);
  });

  it('a charge voided before the restart stays voided', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'docket-sandbox-'));
    const first = await sandboxOn(folder);
    const charged = await first.gateway.charge(CHARGE);
    if (!charged.ok) throw new Error('not charged');
    await first.gateway.voidCharge({ transactionId: charged.transactionId, idempotencyKey: 'v' });
    await first.sandbox.close();

    const second = await sandboxOn(folder);
    expect(
      await second.gateway.findCharge({ idempotencyKey: 'req-39', orderRef: '00039' }),
    ).toEqual({ state: 'voided' });
  });
});
