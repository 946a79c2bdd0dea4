import { describe, expect, it } from 'vitest';
import {
  isCardMethod,
  isRedirectMethod,
  paymentMethodRefusal,
  paymentTabs,
  surchargeNote,
  terminalPaymentOffered,
  type PaymentTabsInput,
} from './paymentMethods';
import { NO_SAVED_CARD } from './savedCard';

const CARD = {
  ...NO_SAVED_CARD,
  has_saved_card: 1 as const,
  credit_card_type: 'Visa',
  credit_card_ending: '1111',
};

const method = (id: number, code: string) => ({ id, code, icon: '', desc: code, info: '' });
const ALL = ['CC', 'PP', 'CB', 'APPLE', 'GOOGLE', 'ACCOUNT', 'eftpos'].map((code, i) =>
  method(i + 1, code),
);

const merchant = {
  is_apple_pay_enabled: 1 as const,
  is_google_pay_enabled: 1 as const,
  surcharge_percent_cc: 0,
  surcharge_percent_amex: 0,
  surcharge_percent_paypal: 0,
};

function codes(change: Partial<PaymentTabsInput>): string[] {
  return paymentTabs({
    methods: ALL,
    merchant,
    wallets: { apple: false, google: false },
    signedIn: false,
    ...change,
  }).map((tab) => tab.code);
}

describe('payment tabs (spec 2 §2.2 block 6, §4.3, §6)', () => {
  it.each<[string, Partial<PaymentTabsInput>, string[]]>([
    ['a guest in a browser without wallets', {}, ['CC', 'PP', 'CB']],
    [
      'Apple Pay offered by the browser',
      { wallets: { apple: true, google: false } },
      ['CC', 'PP', 'CB', 'APPLE'],
    ],
    [
      'Google Pay offered by the browser',
      { wallets: { apple: false, google: true } },
      ['CC', 'PP', 'CB', 'GOOGLE'],
    ],
    [
      'wallets offered, merchant has them off',
      {
        wallets: { apple: true, google: true },
        merchant: { ...merchant, is_apple_pay_enabled: 0, is_google_pay_enabled: 0 },
      },
      ['CC', 'PP', 'CB'],
    ],
    ['a member may pay from the balance', { signedIn: true }, ['CC', 'PP', 'CB', 'ACCOUNT']],
    [
      'a member with a saved card: the card tab first among cards',
      { signedIn: true, savedCard: CARD },
      ['SAVED', 'CC', 'PP', 'CB', 'ACCOUNT'],
    ],
    [
      'an expired saved card is not offered',
      { signedIn: true, savedCard: { ...CARD, credit_card_expired: 1 } },
      ['CC', 'PP', 'CB', 'ACCOUNT'],
    ],
    [
      'a member without one',
      { signedIn: true, savedCard: NO_SAVED_CARD },
      ['CC', 'PP', 'CB', 'ACCOUNT'],
    ],
    ['a guest never sees a saved card', { savedCard: CARD }, ['CC', 'PP', 'CB']],
    [
      "a kiosk with its pinpad paired: 'eftpos (in-store terminal)'",
      { terminal: true },
      ['CC', 'PP', 'CB', 'eftpos'],
    ],
    [
      "a paired kiosk offers walk-up customers only the pinpad (brand.json kiosk's default)",
      { terminal: true, kioskMethods: ['eftpos', 'ACCOUNT', 'SAVED'] },
      ['eftpos'],
    ],
    [
      'a kiosk whose brand lists cards and PayPal for kiosks: the pinpad first',
      { terminal: true, kioskMethods: ['CC', 'PP', 'eftpos'] },
      ['eftpos', 'CC', 'PP'],
    ],
    [
      'a member signed in at a kiosk: their saved card and balance, nothing typed',
      { signedIn: true, savedCard: CARD, kioskMethods: ['eftpos', 'ACCOUNT', 'SAVED'] },
      ['SAVED', 'ACCOUNT'],
    ],
    [
      'a menu without cards offers no saved card',
      { signedIn: true, savedCard: CARD, methods: ALL.filter((m) => m.code !== 'CC') },
      ['PP', 'CB', 'ACCOUNT'],
    ],
  ])('%s', (_case, change, expected) => {
    expect(codes(change)).toEqual(expected);
  });
});

it("labels the saved card's tab with the card", () => {
  const [tab] = paymentTabs({
    methods: ALL,
    merchant: { ...merchant, surcharge_percent_cc: 1.5 },
    wallets: { apple: false, google: false },
    signedIn: true,
    savedCard: CARD,
  });
  expect(tab).toMatchObject({
    code: 'SAVED',
    desc: 'Saved Card',
    info: 'Visa ending 1111',
    surchargeNote: 'A 1.5% surcharge applies to card payments.',
  });
});

describe('surcharge note when the percent is above 0 (spec 2 §9)', () => {
  it.each([
    ['CC', { surcharge_percent_cc: 0 }, ''],
    ['CC', { surcharge_percent_cc: 1.5 }, 'A 1.5% surcharge applies to card payments.'],
    [
      'CC',
      { surcharge_percent_cc: 1.5, surcharge_percent_amex: 3 },
      'A 1.5% surcharge applies to card payments (3% for AMEX).',
    ],
    ['CC', { surcharge_percent_amex: 2.25 }, 'A 2.25% surcharge applies to AMEX payments.'],
    ['3DS', { surcharge_percent_cc: 1.5 }, 'A 1.5% surcharge applies to card payments.'],
    ['SAVED', { surcharge_percent_cc: 1.5 }, 'A 1.5% surcharge applies to card payments.'],
    ['PP', { surcharge_percent_paypal: 2 }, 'A 2% surcharge applies to PayPal payments.'],
    ['PP', { surcharge_percent_cc: 2 }, ''],
    ['APPLE', { surcharge_percent_cc: 2 }, ''],
  ])('%s with %o → %j', (code, change, note) => {
    expect(surchargeNote(code, { ...merchant, ...change })).toBe(note);
  });
});

describe('PayPal-type and crypto inside an iframe (spec 2 §5.3)', () => {
  const refusal =
    'PayPal is unavailable from within an iFrame, please choose another payment method.';
  it.each([
    ['PP', true, refusal],
    ['CB', true, refusal],
    ['PP', false, null],
    ['CC', true, null],
    ['APPLE', true, null],
  ])('%s in an iframe %s → %j', (code, inIframe, message) => {
    expect(paymentMethodRefusal(code, inIframe)).toBe(message);
  });

  it.each([
    ['PP', true, false],
    ['CB', true, false],
    ['CC', false, true],
    ['3DS', false, true],
    ['GOOGLE', false, false],
  ])('%s redirects %s, is a card %s', (code, redirect, card) => {
    expect(isRedirectMethod(code)).toBe(redirect);
    expect(isCardMethod(code)).toBe(card);
  });
});

describe("terminalPaymentOffered (spec 2 §5.3 'requires the terminal to be available and paired')", () => {
  const base: Parameters<typeof terminalPaymentOffered>[0] = {
    isKiosk: true,
    isStaff: false,
    merchantEftposEnabled: true,
    paired: true,
  };
  it.each<[string, Partial<typeof base>, boolean | undefined]>([
    ['a paired kiosk at an eftpos merchant', {}, true],
    ['paired staff', { isKiosk: false, isStaff: true }, true],
    ['a member or guest never', { isKiosk: false }, false],
    ['not paired', { paired: false }, false],
    [
      'not known yet for a kiosk whose pairing is still being read',
      { paired: undefined },
      undefined,
    ],
    ['a member or guest, pairing unread: never', { isKiosk: false, paired: undefined }, false],
    [
      'eftpos off at the merchant, pairing unread: never',
      { merchantEftposEnabled: false, paired: undefined },
      false,
    ],
    ['the merchant has eftpos off', { merchantEftposEnabled: false }, false],
  ])('%s', (_quote, change, expected) => {
    expect(terminalPaymentOffered({ ...base, ...change })).toBe(expected);
  });
});
