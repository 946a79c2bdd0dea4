/**
 * The sandbox ledger's answers to the reconciler and the finaliser: a charge looked
 * up by its idempotency key, a charge voided; and the charge ledger kept in the data folder, so a
 * restarted sandbox answers as Braintree would.
 */
import { mkdtempSync, readFileSync, appendFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fileChargeStore } from '../../../server/sandbox/chargeFile';
import { createLedger, LEDGER_MESSAGES } from '../../../server/sandbox/ledger';

const APP = 'http://127.0.0.1:4473';
const now = () => new Date('2026-11-24T06:00:00Z');

const charge = (idempotencyKey: string, amountCents = 1250, nonce = 'fake-valid-nonce') => ({
  nonce,
  amountCents,
  currencyCode: 'AUD',
  idempotencyKey,
  orderRef: `ref-${idempotencyKey}`,
});

describe('findCharge: the charge made with an idempotency key', () => {
  it.each([
    [
      'an approved charge',
      charge('k1'),
      {
        state: 'approved',
        amountCents: 1250,
        orderRef: 'ref-k1',
        cardType: 'Visa',
        lastFour: '1111',
      },
    ],
    ['a declined charge', charge('k1', 200_100), { state: 'declined' }],
    [
      'a refused nonce',
      charge('k1', 1250, 'fake-processor-declined-visa-nonce'),
      { state: 'declined' },
    ],
  ])('%s', (_what, input, expected) => {
    const ledger = createLedger({ now, appOrigins: [APP] });
    ledger.charge(input);
    expect(ledger.findCharge('k1')).toMatchObject(expected);
  });

  it('a key never charged is none, and so is one refused before any transaction', () => {
    const ledger = createLedger({ now, appOrigins: [APP] });
    ledger.charge(charge('k1', 1250, 'no-such-nonce'));
    expect(ledger.findCharge('k1')).toEqual({ state: 'none' });
    expect(ledger.findCharge('k2')).toEqual({ state: 'none' });
  });

  it("finds a redirect capture by its key, under the order's ref (a capture carries none)", () => {
    const ledger = createLedger({ now, appOrigins: [APP] });
    const started = ledger.startRedirect({
      kind: 'pp',
      amountCents: 900,
      currencyCode: 'AUD',
      returnUrl: `${APP}/checkout`,
    });
    if (!started.ok) throw new Error('not started');
    ledger.decideRedirect(started.id, 'approve');
    const captured = ledger.captureRedirect({
      id: started.id,
      amountCents: 900,
      idempotencyKey: 'c1',
    });
    expect(ledger.findCharge('c1', '00041')).toEqual({
      state: 'approved',
      transactionId: captured.ok ? captured.transactionId : '',
      amountCents: 900,
      orderRef: '00041',
      cardType: 'PayPal',
      lastFour: '',
    });
  });
});

describe('voidCharge', () => {
  it('voids an approved charge once; voiding again is ok; the charge then reads voided', () => {
    const ledger = createLedger({ now, appOrigins: [APP] });
    const made = ledger.charge(charge('k1'));
    if (!made.ok) throw new Error('not charged');
    expect(ledger.voidCharge(made.transactionId)).toEqual({ ok: true });
    expect(ledger.voidCharge(made.transactionId)).toEqual({ ok: true });
    expect(ledger.findCharge('k1')).toEqual({ state: 'voided' });
    expect(ledger.charges()).toEqual([
      expect.objectContaining({ status: 'voided', approved: false }),
    ]);
  });

  it.each([['an unknown transaction', 'nope', LEDGER_MESSAGES.transactionUnknown]])(
    'refuses %s',
    (_what, transactionId, message) => {
      const ledger = createLedger({ now, appOrigins: [APP] });
      expect(ledger.voidCharge(transactionId)).toEqual({ ok: false, message });
    },
  );

  it('refuses a declined transaction: there is nothing to void', () => {
    const ledger = createLedger({ now, appOrigins: [APP] });
    ledger.charge(charge('k1', 200_100));
    const [declined] = ledger.charges();
    expect(ledger.voidCharge(declined!.transactionId)).toEqual({
      ok: false,
      message: LEDGER_MESSAGES.notVoidable,
    });
  });
});

describe('the charge ledger kept in the data folder', () => {
  const folder = () =>
    join(mkdtempSync(join(tmpdir(), 'docket-charges-')), 'sandbox-charges.jsonl');

  it('a restarted sandbox finds a charge made before, and a repeated key answers the first result', () => {
    const path = folder();
    const before = createLedger({ now, appOrigins: [APP], chargeStore: fileChargeStore(path) });
    const first = before.charge(charge('k1'));
    const declined = before.charge(charge('k2', 200_100));
    expect(readFileSync(path, 'utf8')).not.toMatch(/4111/);

    const after = createLedger({ now, appOrigins: [APP], chargeStore: fileChargeStore(path) });
    expect(after.findCharge('k1')).toMatchObject({ state: 'approved', amountCents: 1250 });
    expect(after.charge(charge('k1'))).toEqual(first);
    expect(after.charge(charge('k2', 200_100))).toEqual(declined);
    // The same key with other input is refused, after a restart as before it.
    expect(after.charge(charge('k1', 9999))).toMatchObject({ keyConflict: 'different-input' });
    expect(after.charges()).toHaveLength(2);
  });

  it('a void outlives the restart too', () => {
    const path = folder();
    const before = createLedger({ now, appOrigins: [APP], chargeStore: fileChargeStore(path) });
    const made = before.charge(charge('k1'));
    if (!made.ok) throw new Error('not charged');
    before.voidCharge(made.transactionId);
    const after = createLedger({ now, appOrigins: [APP], chargeStore: fileChargeStore(path) });
    expect(after.findCharge('k1')).toEqual({ state: 'voided' });
    expect(after.charges()).toHaveLength(1);
  });

  it('a line cut short by a crash is skipped; everything before it stands', () => {
    const path = folder();
    const before = createLedger({ now, appOrigins: [APP], chargeStore: fileChargeStore(path) });
    before.charge(charge('k1'));
    appendFileSync(path, '{"charge":{"transactionId":"ab');
    const after = createLedger({ now, appOrigins: [APP], chargeStore: fileChargeStore(path) });
    expect(after.findCharge('k1')).toMatchObject({ state: 'approved' });
    expect(after.charges()).toHaveLength(1);
  });
});
