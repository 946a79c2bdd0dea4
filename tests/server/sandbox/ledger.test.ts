/** The payment sandbox's ledger: nonces (single use, 3 h), charges once per key, redirect states. */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { NONCE_MESSAGES } from '../../../server/sandbox/fakeNonces';
import { createLedger, LEDGER_MESSAGES, NONCE_LIFETIME_MS } from '../../../server/sandbox/ledger';
import { fileVaultStore } from '../../../server/sandbox/vaultFile';

const APP = 'http://127.0.0.1:4473';

function setup() {
  let now = new Date('2026-11-24T06:00:00Z');
  const ledger = createLedger({ now: () => now, appOrigins: [APP, 'http://localhost:4473'] });
  const advance = (ms: number) => {
    now = new Date(now.getTime() + ms);
  };
  return { ledger, advance };
}

let keys = 0;
const charge = (nonce: string, amountCents = 1250, idempotencyKey = `key-${(keys += 1)}`) => ({
  nonce,
  amountCents,
  currencyCode: 'AUD',
  idempotencyKey,
  orderRef: 'order-1',
});

const EXPIRY = { month: 12, year: 2030 };
const visa = { cardType: 'Visa', lastFour: '1111', behaviour: 'amount', expiry: EXPIRY } as const;

describe('fixed test nonces', () => {
  it.each([
    ['fake-valid-nonce', { ok: true, needsThreeDSecure: false, cardType: 'Visa' }],
    ['fake-valid-amex-nonce', { ok: true, needsThreeDSecure: false, cardType: 'American Express' }],
    [
      'fake-processor-declined-visa-nonce',
      { ok: true, needsThreeDSecure: false, cardType: 'Visa' },
    ],
    ['fake-apple-pay-visa-nonce', { ok: true, needsThreeDSecure: false, cardType: 'Visa' }],
    ['fake-android-pay-visa-nonce', { ok: true, needsThreeDSecure: false, cardType: 'Visa' }],
    ['fake-paypal-one-time-nonce', { ok: true, needsThreeDSecure: false, cardType: 'PayPal' }],
    [
      'fake-three-d-secure-visa-full-authentication-nonce',
      { ok: true, needsThreeDSecure: false, cardType: 'Visa' },
    ],
    ['fake-consumed-nonce', { ok: false, message: NONCE_MESSAGES.consumed }],
    ['fake-luhn-invalid-nonce', { ok: false, message: NONCE_MESSAGES.luhnInvalid }],
    [
      'fake-three-d-secure-visa-failed-authentication-nonce',
      { ok: false, message: NONCE_MESSAGES.threeDSecureFailed },
    ],
    ['no-such-nonce', { ok: false, message: NONCE_MESSAGES.unknown }],
    ['toString', { ok: false, message: NONCE_MESSAGES.unknown }],
  ])('check %s → %j', (nonce, expected) => {
    expect(setup().ledger.checkNonce(nonce)).toEqual(expected);
  });

  it.each([
    ['fake-valid-nonce', { ok: true, cardType: 'Visa', lastFour: '1111' }],
    ['fake-valid-mastercard-nonce', { ok: true, cardType: 'MasterCard', lastFour: '4444' }],
    ['fake-apple-pay-visa-nonce', { ok: true, cardType: 'Visa', lastFour: '1111' }],
    ['fake-paypal-one-time-nonce', { ok: true, cardType: 'PayPal', lastFour: '' }],
    [
      'fake-processor-declined-visa-nonce',
      { ok: false, message: 'Processor Declined: Do Not Honor' },
    ],
    ['fake-gateway-rejected-fraud-nonce', { ok: false, message: 'Gateway Rejected: fraud' }],
    ['fake-consumed-nonce', { ok: false, message: NONCE_MESSAGES.consumed }],
  ])('charge %s → %j', (nonce, expected) => {
    expect(setup().ledger.charge(charge(nonce))).toMatchObject(expected);
  });

  it('a fixed nonce may be charged again (it is never consumed)', () => {
    const { ledger } = setup();
    expect(ledger.charge(charge('fake-valid-nonce')).ok).toBe(true);
    expect(ledger.charge(charge('fake-valid-nonce')).ok).toBe(true);
    expect(ledger.charges()).toHaveLength(2);
  });
});

describe('tokenised nonces', () => {
  it('are single use', () => {
    const { ledger } = setup();
    const nonce = ledger.issueCardNonce(visa);
    expect(ledger.charge(charge(nonce)).ok).toBe(true);
    expect(ledger.checkNonce(nonce)).toEqual({ ok: false, message: NONCE_MESSAGES.consumed });
    expect(ledger.charge(charge(nonce))).toEqual({ ok: false, message: NONCE_MESSAGES.consumed });
    expect(ledger.charges()).toHaveLength(1);
  });

  it.each([
    [NONCE_LIFETIME_MS - 1, true],
    [NONCE_LIFETIME_MS, false],
  ])('issued %i ms ago: usable %s', (age, usable) => {
    const { ledger, advance } = setup();
    const nonce = ledger.issueCardNonce(visa);
    advance(age);
    expect(ledger.checkNonce(nonce).ok).toBe(usable);
  });

  it('a verification-failing test card tokenises, and a sale with it follows the amount', () => {
    const { ledger } = setup();
    const nonce = ledger.issueCardNonce({
      cardType: 'Visa',
      lastFour: '1115',
      behaviour: 'fails-verification',
      expiry: EXPIRY,
    });
    expect(ledger.checkNonce(nonce)).toEqual({
      ok: true,
      needsThreeDSecure: false,
      cardType: 'Visa',
    });
    expect(ledger.charge(charge(nonce))).toMatchObject({ ok: true, lastFour: '1115' });
    expect(ledger.charges()[0]).toMatchObject({
      status: 'submitted_for_settlement',
      approved: true,
      lastFour: '1115',
    });
  });

  it('the amount decides for an ordinary card', () => {
    const { ledger } = setup();
    const nonce = ledger.issueCardNonce(visa);
    expect(ledger.charge(charge(nonce, 200_100))).toEqual({
      ok: false,
      message: 'Processor Declined: Insufficient Funds',
    });
  });

  it('refuses an amount of zero without a transaction', () => {
    const { ledger } = setup();
    expect(ledger.charge(charge('fake-valid-nonce', 0))).toEqual({
      ok: false,
      message: LEDGER_MESSAGES.amountInvalid,
    });
    expect(ledger.charges()).toHaveLength(0);
  });
});

describe('idempotency', () => {
  it('a repeated key answers the first result and records nothing new', () => {
    const { ledger } = setup();
    const nonce = ledger.issueCardNonce(visa);
    const first = ledger.charge(charge(nonce, 1250, 'request-1'));
    expect(first.ok).toBe(true);
    expect(ledger.charge(charge(nonce, 1250, 'request-1'))).toEqual(first);
    expect(ledger.charges()).toHaveLength(1);
  });

  it('a declined first result is answered again too', () => {
    const { ledger } = setup();
    const first = ledger.charge(charge('fake-valid-nonce', 200_100, 'request-2'));
    expect(ledger.charge(charge('fake-valid-nonce', 200_100, 'request-2'))).toEqual(first);
    expect(ledger.charges()).toHaveLength(1);
  });
});

describe('3-D Secure', () => {
  it('a card needing 3-D Secure is refused until the customer approves on the redirect page', () => {
    const { ledger } = setup();
    const nonce = ledger.issueCardNonce({
      cardType: 'Visa',
      lastFour: '1091',
      behaviour: 'three-d-secure',
      expiry: EXPIRY,
    });
    expect(ledger.checkNonce(nonce)).toEqual({
      ok: true,
      needsThreeDSecure: true,
      cardType: 'Visa',
    });

    const started = ledger.startRedirect({
      kind: '3ds',
      amountCents: 1250,
      currencyCode: 'AUD',
      returnUrl: `${APP}/checkout`,
      nonce,
    });
    if (!started.ok) throw new Error(started.message);
    expect(ledger.decideRedirect(started.id, 'approve')).toBe(
      `${APP}/checkout?s=3ds&result=success`,
    );
    expect(ledger.checkNonce(nonce)).toEqual({
      ok: true,
      needsThreeDSecure: false,
      cardType: 'Visa',
    });
    expect(
      ledger.captureRedirect({ id: started.id, amountCents: 1250, idempotencyKey: 'k3' }),
    ).toMatchObject({
      ok: true,
      lastFour: '1091',
    });
  });

  it('charging it without the challenge is a gateway rejection', () => {
    const { ledger } = setup();
    const nonce = ledger.issueCardNonce({
      cardType: 'Visa',
      lastFour: '1091',
      behaviour: 'three-d-secure',
      expiry: EXPIRY,
    });
    expect(ledger.charge(charge(nonce))).toEqual({
      ok: false,
      message: 'Gateway Rejected: three_d_secure',
    });
  });
});

describe('redirect payments', () => {
  const start = (
    ledger: ReturnType<typeof setup>['ledger'],
    kind: 'pp' | 'cb',
    returnUrl = `${APP}/checkout?x=1`,
  ) => {
    const started = ledger.startRedirect({
      kind,
      amountCents: 4200,
      currencyCode: 'AUD',
      returnUrl,
    });
    if (!started.ok) throw new Error(started.message);
    return started.id;
  };

  it.each([
    ['pp', 'approve', 'approved', `${APP}/checkout?x=1&s=pp&result=success`],
    ['pp', 'cancel', 'cancelled', `${APP}/checkout?x=1&s=pp&result=cancel`],
    [
      'pp',
      'error',
      'failed',
      `${APP}/checkout?x=1&s=pp&result=error&msg=The+payment+provider+reported+an+error.`,
    ],
    ['cb', 'approve', 'approved', `${APP}/checkout?x=1&s=pp&result=success`],
    ['cb', 'cancel', 'cancelled', `${APP}/checkout?x=1&s=pp&result=cancel`],
  ] as const)('%s, %s → %s, back to %s', (kind, choice, state, url) => {
    const { ledger } = setup();
    const id = start(ledger, kind);
    expect(ledger.redirect(id)?.state).toBe('pending');
    expect(ledger.decideRedirect(id, choice)).toBe(url);
    expect(ledger.redirect(id)?.state).toBe(state);
  });

  it('the first choice stands', () => {
    const { ledger } = setup();
    const id = start(ledger, 'pp');
    ledger.decideRedirect(id, 'cancel');
    expect(ledger.decideRedirect(id, 'approve')).toContain('result=cancel');
    expect(ledger.redirect(id)?.state).toBe('cancelled');
  });

  it.each([
    ['another origin', 'http://evil.test/checkout'],
    ['another port', 'http://127.0.0.1:9999/checkout'],
    ['not a URL', '/checkout'],
    ['javascript', 'javascript:alert(1)'],
  ])('refuses a return URL on %s', (_name, returnUrl) => {
    const { ledger } = setup();
    expect(
      ledger.startRedirect({ kind: 'pp', amountCents: 100, currencyCode: 'AUD', returnUrl }),
    ).toEqual({
      ok: false,
      message: LEDGER_MESSAGES.returnUrlRefused,
    });
  });

  it('captures once: a second key answers the capture already made', () => {
    const { ledger } = setup();
    const id = start(ledger, 'pp');
    expect(ledger.captureRedirect({ id, amountCents: 4200, idempotencyKey: 'a' })).toEqual({
      ok: false,
      message: LEDGER_MESSAGES.redirectNotApproved,
    });
    ledger.decideRedirect(id, 'approve');
    expect(ledger.captureRedirect({ id, amountCents: 4300, idempotencyKey: 'a' })).toEqual({
      ok: false,
      message: LEDGER_MESSAGES.amountMismatch,
    });
    const first = ledger.captureRedirect({ id, amountCents: 4200, idempotencyKey: 'a' });
    expect(first).toMatchObject({ ok: true, cardType: 'PayPal' });
    expect(ledger.captureRedirect({ id, amountCents: 4200, idempotencyKey: 'a' })).toEqual(first);
    expect(ledger.captureRedirect({ id, amountCents: 4200, idempotencyKey: 'b' })).toEqual(first);
    expect(ledger.charges()).toEqual([
      expect.objectContaining({ redirectId: id, paymentKind: 'paypal', approved: true }),
    ]);
  });

  it('crypto is recorded as crypto', () => {
    const { ledger } = setup();
    const id = start(ledger, 'cb');
    ledger.decideRedirect(id, 'approve');
    ledger.captureRedirect({ id, amountCents: 4200, idempotencyKey: 'c' });
    expect(ledger.charges()[0]).toMatchObject({ paymentKind: 'crypto', cardType: 'Crypto' });
  });
});

describe('the vault (Braintree vaultPaymentMethod)', () => {
  it('verifies and vaults a card nonce, consuming it; the token charges again and again', () => {
    const { ledger, advance } = setup();
    const nonce = ledger.issueCardNonce({ ...visa, expiry: { month: 3, year: 2031 } });
    const vaulted = ledger.vault({ nonce, customerId: '', email: 'ada@example.com' });
    expect(vaulted).toMatchObject({
      ok: true,
      cardType: 'Visa',
      lastFour: '1111',
      expiryMonth: 3,
      expiryYear: 2031,
    });
    if (!vaulted.ok) throw new Error('not vaulted');
    expect(vaulted.token).toMatch(/^vault_sb_/);
    expect(ledger.charge(charge(nonce))).toEqual({ ok: false, message: NONCE_MESSAGES.consumed });
    advance(NONCE_LIFETIME_MS * 2);
    expect(ledger.checkNonce(vaulted.token)).toEqual({
      ok: true,
      needsThreeDSecure: false,
      cardType: 'Visa',
      multiUse: true,
    });
    expect(ledger.charge(charge(vaulted.token, 1250))).toMatchObject({ ok: true });
    expect(ledger.charge(charge(vaulted.token, 250_100))).toMatchObject({ ok: false });
    expect(ledger.charge(charge(vaulted.token, 800))).toMatchObject({ ok: true });
    expect(ledger.vaulted()).toEqual([
      expect.objectContaining({ token: vaulted.token, email: 'ada@example.com', lastFour: '1111' }),
    ]);
    // A second card for the same customer goes under it; an unknown customer is refused.
    const next = ledger.vault({
      nonce: 'fake-valid-mastercard-nonce',
      customerId: vaulted.customerId,
      email: '',
    });
    expect(next).toMatchObject({ ok: true, customerId: vaulted.customerId, lastFour: '4444' });
    expect(
      ledger.vault({ nonce: 'fake-valid-nonce', customerId: 'cust_nobody', email: '' }),
    ).toEqual({ ok: false, message: LEDGER_MESSAGES.customerUnknown });
  });

  it.each([
    [
      'a verification-failing card',
      'fails-verification' as const,
      'Processor Declined: Do Not Honor',
    ],
  ])('refuses %s and keeps the nonce usable', (_why, behaviour, message) => {
    const { ledger } = setup();
    const nonce = ledger.issueCardNonce({ ...visa, lastFour: '1115', behaviour });
    expect(ledger.vault({ nonce, customerId: '', email: '' })).toEqual({ ok: false, message });
    expect(ledger.checkNonce(nonce).ok).toBe(true);
    expect(ledger.vaulted()).toEqual([]);
  });

  it.each([
    ['a wallet nonce', 'fake-apple-pay-visa-nonce', LEDGER_MESSAGES.notACard],
    ['PayPal', 'fake-paypal-one-time-nonce', LEDGER_MESSAGES.notACard],
    ['an unknown nonce', 'no-such-nonce', NONCE_MESSAGES.unknown],
    ['a luhn-invalid nonce', 'fake-luhn-invalid-nonce', NONCE_MESSAGES.luhnInvalid],
  ])('refuses %s', (_why, nonce, message) => {
    expect(setup().ledger.vault({ nonce, customerId: '', email: '' })).toEqual({
      ok: false,
      message,
    });
  });
});

describe('the vault kept in a file (the demo: ./data/sandbox-vault.json)', () => {
  it('a token vaulted before a restart still charges after it; nothing but the vault is kept', () => {
    const path = join(mkdtempSync(join(tmpdir(), 'docket-vault-')), 'sandbox-vault.json');
    const now = () => new Date('2026-11-24T06:00:00Z');
    const before = createLedger({ now, appOrigins: [APP], vaultStore: fileVaultStore(path) });
    const vaulted = before.vault({
      nonce: before.issueCardNonce(visa),
      customerId: '',
      email: 'ada@example.com',
    });
    if (!vaulted.ok) throw new Error('not vaulted');
    const saved = readFileSync(path, 'utf8');
    expect(saved).toContain(vaulted.token);
    expect(saved).not.toMatch(/4111/); // the number was never the sandbox's to keep

    const after = createLedger({ now, appOrigins: [APP], vaultStore: fileVaultStore(path) });
    expect(after.charge(charge(vaulted.token, 1250))).toMatchObject({ ok: true });
    expect(after.vaulted()).toEqual([expect.objectContaining({ token: vaulted.token })]);
    // The customer is known after the restart too: a second card joins it.
    const second = after.vault({
      nonce: after.issueCardNonce({ ...visa, lastFour: '4444' }),
      customerId: vaulted.customerId,
      email: 'ada@example.com',
    });
    expect(second).toMatchObject({ ok: true, customerId: vaulted.customerId });
  });

  it('starts empty without a file, and refuses a file that is not a vault', () => {
    const dir = mkdtempSync(join(tmpdir(), 'docket-vault-'));
    expect(fileVaultStore(join(dir, 'none.json')).load()).toEqual([]);
    writeFileSync(join(dir, 'bad.json'), '{"cards": 1}');
    expect(() => fileVaultStore(join(dir, 'bad.json')).load()).toThrow(/not a list/);
  });
});
