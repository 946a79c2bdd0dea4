import { describe, expect, it } from 'vitest';
import { CRYPTO_TOPUP_AMOUNTS, TOPUP_AMOUNTS, type TopupMethod } from '@/api/moneyAmounts';
import {
  defaultTopupAmount,
  defaultTopupTab,
  parseTopupReturn,
  topupAmounts,
  topupRefusal,
  topupTabs,
  type TopupTabsInput,
} from './topup';
import { PAYPAL_IN_IFRAME } from './paymentMethods';
import { CRYPTO_IN_IFRAME } from './moneyMessages';

const NOTHING: TopupTabsInput = {
  savedCard: { has_saved_card: 0, credit_card_expired: 0 },
  account: {
    is_apple_pay_enabled: 0,
    is_google_pay_enabled: 0,
    is_bitcoin_payments_enabled: 0,
    payment_methods: [],
  },
  wallets: { apple: false, google: false },
};

function input(over: {
  saved?: boolean;
  expired?: boolean;
  apple?: [0 | 1, boolean];
  google?: [0 | 1, boolean];
  crypto?: boolean;
  /** The account's payment_methods (a list without PayPal unless given). */
  methods?: string[];
}): TopupTabsInput {
  return {
    savedCard: { has_saved_card: over.saved ? 1 : 0, credit_card_expired: over.expired ? 1 : 0 },
    account: {
      is_apple_pay_enabled: over.apple?.[0] ?? 0,
      is_google_pay_enabled: over.google?.[0] ?? 0,
      is_bitcoin_payments_enabled: over.crypto ? 1 : 0,
      payment_methods: (over.methods ?? ['CC']).map((code) => ({ code })),
    },
    wallets: { apple: over.apple?.[1] ?? false, google: over.google?.[1] ?? false },
  };
}

describe('topupTabs (spec 3 §4 Top-up: only methods the account flags and the device allow)', () => {
  it.each<[string, TopupTabsInput, TopupMethod[]]>([
    [
      'no flags: the card form, and PayPal (no account flag; no method list restricts it)',
      NOTHING,
      ['CC', 'PP'],
    ],
    ['a saved card', input({ saved: true }), ['SAVED', 'CC']],
    ['an expired saved card cannot pay', input({ saved: true, expired: true }), ['CC']],
    ['PayPal where the account lists it', input({ methods: ['CC', 'PP'] }), ['CC', 'PP']],
    ['no PayPal where the account lists methods without it', input({ methods: ['CC'] }), ['CC']],
    ['crypto where is_bitcoin_payments_enabled', input({ crypto: true }), ['CC', 'CB']],
    ['Apple Pay flagged and offered by the device', input({ apple: [1, true] }), ['CC', 'APPLE']],
    ['Apple Pay flagged, not on this device', input({ apple: [1, false] }), ['CC']],
    ['Apple Pay on the device, not flagged', input({ apple: [0, true] }), ['CC']],
    ['Google Pay flagged and offered', input({ google: [1, true] }), ['CC', 'GOOGLE']],
    [
      'everything, in the spec order',
      input({
        saved: true,
        methods: ['CC', 'PP'],
        crypto: true,
        apple: [1, true],
        google: [1, true],
      }),
      ['SAVED', 'CC', 'PP', 'CB', 'APPLE', 'GOOGLE'],
    ],
  ])('%s', (_name, tabsInput, expected) => {
    expect(topupTabs(tabsInput)).toEqual(expected);
  });
});

describe('defaultTopupTab (spec 3 §4 "SAVED if a saved card exists, else Apple, else Google, else CC")', () => {
  it.each<[string, TopupMethod[], TopupMethod]>([
    ['a saved card', ['SAVED', 'CC', 'PP', 'APPLE', 'GOOGLE'], 'SAVED'],
    ['no saved card: Apple', ['CC', 'PP', 'APPLE', 'GOOGLE'], 'APPLE'],
    ['no Apple: Google', ['CC', 'PP', 'CB', 'GOOGLE'], 'GOOGLE'],
    ['none of them: the new card', ['CC', 'PP', 'CB'], 'CC'],
    ['only the new card', ['CC'], 'CC'],
  ])('%s', (_name, tabs, expected) => {
    expect(defaultTopupTab(tabs)).toBe(expected);
  });
});

describe('defaultTopupAmount (spec 3 §9 "default 30.00 unless the customer has an auto top-up amount")', () => {
  it.each<[string, TopupMethod, number, number]>([
    ['no auto top-up', 'CC', 0, 3000],
    ['an auto top-up of 50', 'SAVED', 5000, 5000],
    ['an auto top-up of 250', 'CC', 25000, 25000],
    ['an auto top-up not on the list falls back to 30', 'CC', 1234, 3000],
    ['crypto: default 50 (spec 3 §9 Crypto top-up choices)', 'CB', 0, 5000],
    ['crypto ignores the auto top-up amount', 'CB', 2000, 5000],
  ])('%s', (_name, method, auto, expected) => {
    expect(defaultTopupAmount(method, auto)).toBe(expected);
  });

  it('offers 10…250 for cards and wallets, 5…500 for crypto', () => {
    expect(topupAmounts('CC')).toEqual(TOPUP_AMOUNTS);
    expect(topupAmounts('PP')).toEqual(TOPUP_AMOUNTS);
    expect(topupAmounts('CB')).toEqual(CRYPTO_TOPUP_AMOUNTS);
  });
});

describe('parseTopupReturn (spec 3 §2 Top-up: result, s and msg)', () => {
  const tabs: TopupMethod[] = ['SAVED', 'CC', 'PP'];
  it.each<[string, string, TopupMethod[], ReturnType<typeof parseTopupReturn>]>([
    ['no query', '', tabs, null],
    ['other query only', '?utm=x', tabs, null],
    [
      'success',
      '?result=success&s=pp',
      tabs,
      {
        message: 'Thank you for your payment',
        tone: 'success',
        tab: 'PP',
        succeeded: true,
        capture: null,
      },
    ],
    [
      'success with the redirect to capture (PayPal)',
      '?result=success&s=pp&redirect_id=12',
      tabs,
      {
        message: 'Thank you for your payment',
        tone: 'success',
        tab: 'PP',
        succeeded: true,
        capture: { action: 'TopupPayPal', redirectId: '12' },
      },
    ],
    [
      'success with the redirect to capture (3-D Secure: the new card)',
      '?result=success&s=3ds&redirect_id=7',
      ['CC'],
      {
        message: 'Thank you for your payment',
        tone: 'success',
        tab: 'CC',
        succeeded: true,
        capture: { action: 'TopupNewCard', redirectId: '7' },
      },
    ],
    [
      'success with the redirect to capture (crypto)',
      '?result=success&s=cb&redirect_id=9',
      ['CC', 'CB'],
      {
        message: 'Thank you for your payment',
        tone: 'success',
        tab: 'CB',
        succeeded: true,
        capture: { action: 'TopupCoinbase', redirectId: '9' },
      },
    ],
    [
      'a cancelled redirect captures nothing',
      '?result=cancel&s=pp&redirect_id=12',
      tabs,
      { message: 'Payment cancelled', tone: 'error', tab: 'PP', succeeded: false, capture: null },
    ],
    [
      'cancel',
      '?result=cancel&s=pp',
      tabs,
      { message: 'Payment cancelled', tone: 'error', tab: 'PP', succeeded: false, capture: null },
    ],
    [
      'error with msg',
      '?result=error&s=3ds&msg=Card%20declined',
      tabs,
      { message: 'Card declined', tone: 'error', tab: 'SAVED', succeeded: false, capture: null },
    ],
    [
      'error without msg',
      '?result=error&s=3ds',
      ['CC', 'PP'],
      {
        message: 'Unknown error PET001',
        tone: 'error',
        tab: 'CC',
        succeeded: false,
        capture: null,
      },
    ],
    [
      'anything else',
      '?result=maybe',
      tabs,
      {
        message: 'Unknown result maybe PRT001',
        tone: 'error',
        tab: null,
        succeeded: false,
        capture: null,
      },
    ],
    [
      's=pp where PayPal is not offered leaves the tab alone',
      '?result=cancel&s=pp',
      ['CC'],
      { message: 'Payment cancelled', tone: 'error', tab: null, succeeded: false, capture: null },
    ],
  ])('%s', (_name, search, offered, expected) => {
    expect(parseTopupReturn(search, offered)).toEqual(expected);
  });
});

describe('topupRefusal (spec 2 §5.3, spec 3 §5: PayPal and crypto are refused inside an iframe)', () => {
  it.each<[TopupMethod, boolean, string | null]>([
    ['PP', true, PAYPAL_IN_IFRAME],
    ['CB', true, CRYPTO_IN_IFRAME],
    ['CC', true, null],
    ['SAVED', true, null],
    ['PP', false, null],
    ['CB', false, null],
  ])('%s in an iframe: %s → %s', (method, inIframe, expected) => {
    expect(topupRefusal(method, inIframe)).toBe(expected);
  });
});
