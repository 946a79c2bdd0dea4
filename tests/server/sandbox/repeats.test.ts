/**
 * The sandbox's ledger repeats a request as Braintree does (../shared/payments-sandbox.md
 * 'Repeats'): an apiRequestKey answers its first transaction as it stands now for 30 days, and
 * refuses a repeat in flight or with other input (VALIDATION); without a key, duplicate checking
 * rejects the same amount, order and card within 30 s. And the verification-failing cards fail a
 * verification, not a sale.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkCard } from '../../../server/sandbox/cards';
import { fileChargeStore } from '../../../server/sandbox/chargeFile';
import { DUPLICATE_WINDOW_MS } from '../../../server/sandbox/duplicates';
import { createLedger, LEDGER_MESSAGES, type ChargeStore } from '../../../server/sandbox/ledger';
import { REQUEST_KEY_LIFETIME_MS, REQUEST_KEY_MESSAGES } from '../../../server/sandbox/requestKeys';

const START = new Date('2026-11-24T06:00:00Z');

function setup(chargeStore?: ChargeStore) {
  let now = START;
  const ledger = createLedger({
    now: () => now,
    appOrigins: ['http://127.0.0.1:4473'],
    ...(chargeStore ? { chargeStore } : {}),
  });
  const advance = (ms: number) => {
    now = new Date(now.getTime() + ms);
  };
  return { ledger, advance };
}

const CHARGE = {
  nonce: 'fake-valid-visa-nonce',
  amountCents: 1250,
  currencyCode: 'AUD',
  idempotencyKey: 'request-1',
  orderRef: '00042',
};
const { idempotencyKey: _key, ...UNKEYED } = CHARGE;

const differentInput = {
  ok: false,
  message: REQUEST_KEY_MESSAGES.differentInput,
  keyConflict: 'different-input',
};

describe('apiRequestKey: a repeat after the first finished', () => {
  it('answers the same transaction, then as it stands once voided; nothing new is made', () => {
    const { ledger } = setup();
    const first = ledger.charge(CHARGE);
    if (!first.ok) throw new Error('not approved');
    expect(ledger.charge(CHARGE)).toEqual(first);
    expect(ledger.voidCharge(first.transactionId)).toEqual({ ok: true });
    expect(ledger.charge(CHARGE)).toEqual({
      ok: false,
      message: LEDGER_MESSAGES.voided,
      voided: true,
    });
    expect(ledger.charges()).toHaveLength(1);
  });

  it('answers a declined first again', () => {
    const { ledger } = setup();
    const declined = { ...CHARGE, amountCents: 200_100 };
    const first = ledger.charge(declined);
    expect(first).toEqual({ ok: false, message: 'Processor Declined: Insufficient Funds' });
    expect(ledger.charge(declined)).toEqual(first);
    expect(ledger.charges()).toHaveLength(1);
  });

  it.each([
    ['amount', { amountCents: 1300 }],
    ['payment method', { nonce: 'fake-valid-mastercard-nonce' }],
    ['order id', { orderRef: '00043' }],
    ['currency', { currencyCode: 'NZD' }],
  ])('with a different %s is a VALIDATION error, and charges nothing', (_what, change) => {
    const { ledger } = setup();
    const first = ledger.charge(CHARGE);
    expect(ledger.charge({ ...CHARGE, ...change })).toEqual(differentInput);
    expect(ledger.charges()).toHaveLength(1);
    expect(ledger.charge(CHARGE)).toEqual(first);
  });

  it.each([
    ['a day before 30 days', REQUEST_KEY_LIFETIME_MS - 24 * 60 * 60 * 1000, differentInput, 1],
    ['30 days', REQUEST_KEY_LIFETIME_MS, { ok: true }, 2],
  ])('%s after the first finished: %j', (_when, after, expected, transactions) => {
    const { ledger, advance } = setup();
    ledger.charge(CHARGE);
    advance(after);
    expect(ledger.charge({ ...CHARGE, amountCents: 1300 })).toMatchObject(expected);
    expect(ledger.charges()).toHaveLength(transactions);
  });

  it('a refusal before any transaction (an unknown nonce) leaves the key unused', () => {
    const { ledger } = setup();
    expect(ledger.charge({ ...CHARGE, nonce: 'no-such-nonce' })).toMatchObject({ ok: false });
    expect(ledger.charge(CHARGE)).toMatchObject({ ok: true });
  });
});

describe('apiRequestKey: a repeat while the first is in flight', () => {
  it('is a VALIDATION error and changes nothing; once the first finished, it answers it', () => {
    const { ledger } = setup();
    const first = ledger.beginCharge(CHARGE);
    if (!('finish' in first)) throw new Error('not in flight');
    expect(ledger.beginCharge(CHARGE)).toEqual({
      answer: { ok: false, message: REQUEST_KEY_MESSAGES.inFlight, keyConflict: 'in-flight' },
    });
    expect(ledger.charges()).toHaveLength(0);
    const finished = first.finish();
    expect(finished).toMatchObject({ ok: true });
    expect(ledger.charge(CHARGE)).toEqual(finished);
    expect(ledger.charges()).toHaveLength(1);
  });
});

describe('apiRequestKey across a restart (the charge file)', () => {
  it('a repeat answers the kept transaction as it stands; other input is still refused', () => {
    const path = join(mkdtempSync(join(tmpdir(), 'docket-repeats-')), 'charges.jsonl');
    const before = setup(fileChargeStore(path)).ledger;
    const first = before.charge(CHARGE);
    if (!first.ok) throw new Error('not approved');
    before.voidCharge(first.transactionId);

    const after = setup(fileChargeStore(path)).ledger;
    expect(after.charge(CHARGE)).toEqual({
      ok: false,
      message: LEDGER_MESSAGES.voided,
      voided: true,
    });
    expect(after.charge({ ...CHARGE, amountCents: 1300 })).toEqual(differentInput);
    expect(after.charges()).toHaveLength(1);
  });
});

describe('duplicate checking, for a charge without a key', () => {
  it.each([
    ['the same amount, order and card 29.999 s later', {}, DUPLICATE_WINDOW_MS - 1, false],
    ['the same amount, order and card 30 s later', {}, DUPLICATE_WINDOW_MS, true],
    ['another amount', { amountCents: 1300 }, 0, true],
    ['another order id', { orderRef: '00043' }, 0, true],
    ['another card', { nonce: 'fake-valid-mastercard-nonce' }, 0, true],
  ])('%s: authorised %s', (_what, change, after, authorised) => {
    const { ledger, advance } = setup();
    expect(ledger.charge(UNKEYED)).toMatchObject({ ok: true });
    advance(after);
    expect(ledger.charge({ ...UNKEYED, ...change })).toEqual(
      authorised
        ? expect.objectContaining({ ok: true })
        : { ok: false, message: 'Gateway Rejected: duplicate' },
    );
    expect(ledger.charges()[1]).toMatchObject({
      status: authorised ? 'submitted_for_settlement' : 'gateway_rejected',
      idempotencyKey: '',
    });
  });

  it('does not apply to charges with keys: two keys, the same charge, both authorised', () => {
    const { ledger } = setup();
    expect(ledger.charge({ ...CHARGE, idempotencyKey: 'a' })).toMatchObject({ ok: true });
    expect(ledger.charge({ ...CHARGE, idempotencyKey: 'b' })).toMatchObject({ ok: true });
  });

  it('a declined first is no duplicate of', () => {
    const { ledger } = setup();
    const declined = { ...UNKEYED, amountCents: 200_100 };
    expect(ledger.charge(declined)).toMatchObject({ ok: false });
    expect(ledger.charge(declined)).toEqual({
      ok: false,
      message: 'Processor Declined: Insufficient Funds',
    });
  });
});

describe('the verification-failing test cards', () => {
  const tokenised = (number: string) => {
    const checked = checkCard({ number, expirationDate: '12/30', cvv: '123' }, START);
    if (!checked.ok) throw new Error(checked.message);
    return checked.card;
  };

  it.each([['4000111111111115'], ['5105105105105100']])(
    '%s: a sale follows the amount rules; vaulting (a verification) is declined',
    (number) => {
      const { ledger } = setup();
      const card = tokenised(number);
      const sale = { ...CHARGE, nonce: ledger.issueCardNonce(card), idempotencyKey: 's-1' };
      expect(ledger.charge(sale)).toMatchObject({ ok: true, lastFour: card.lastFour });
      const dear = { ...sale, nonce: ledger.issueCardNonce(card), idempotencyKey: 's-2' };
      expect(ledger.charge({ ...dear, amountCents: 200_100 })).toEqual({
        ok: false,
        message: 'Processor Declined: Insufficient Funds',
      });
      const saved = ledger.issueCardNonce(card);
      expect(ledger.vault({ nonce: saved, customerId: '', email: '' })).toEqual({
        ok: false,
        message: 'Processor Declined: Do Not Honor',
      });
      expect(ledger.vaulted()).toEqual([]);
    },
  );
});
