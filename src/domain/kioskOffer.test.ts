import { describe, expect, it } from 'vitest';
import {
  isKioskHere,
  KIOSK_FULFILMENT_DEFAULT,
  KIOSK_PAYMENT_METHODS_DEFAULT,
  kioskFulfilment,
  kioskPaymentTabs,
} from './kioskOffer';

/** The demo store's tabs, in its menu's order (server/db/seed/checkout.ts). */
const demoTabs = ['CC', 'PP', 'APPLE', 'GOOGLE', 'CB', 'eftpos'].map((code) => ({ code }));

describe("isKioskHere (a KIOSK device, or the kiosk's login on any build)", () => {
  it.each<[string, string, boolean, boolean]>([
    ['a phone', 'PERSONAL', false, false],
    ['a KIOSK device', 'KIOSK', false, true],
    ['a kiosk login on a personal build', 'PERSONAL', true, true],
    ['a staff point of sale', 'POS', false, false],
  ])('%s → %s', (_name, appMode, kioskLogin, kiosk) => {
    expect(isKioskHere({ appMode, kioskLogin })).toBe(kiosk);
  });
});

describe("kioskPaymentTabs (DESIGN: 'A paired kiosk pays on the pinpad')", () => {
  it.each<[string, string[], { code: string }[], string[]]>([
    [
      'the default: only the pinpad; no typed card, PayPal, Crypto or wallets',
      [...KIOSK_PAYMENT_METHODS_DEFAULT],
      demoTabs,
      ['eftpos'],
    ],
    [
      'a member signed in at the kiosk: balance and saved card beside the pinpad, pinpad first',
      [...KIOSK_PAYMENT_METHODS_DEFAULT],
      [{ code: 'SAVED' }, { code: 'CC' }, { code: 'ACCOUNT' }, { code: 'eftpos' }],
      ['eftpos', 'SAVED', 'ACCOUNT'],
    ],
    [
      'a brand that lists card and PayPal for kiosks: pinpad first, then the menu order',
      ['PP', 'CC', 'eftpos'],
      demoTabs,
      ['eftpos', 'CC', 'PP'],
    ],
    [
      'a pinpad not paired (no eftpos tab): nothing of the default',
      ['eftpos'],
      demoTabs.slice(0, 5),
      [],
    ],
    ['a brand that lists none', [], demoTabs, []],
  ])('%s', (_name, allowed, tabs, codes) => {
    expect(kioskPaymentTabs(tabs, allowed).map((tab) => tab.code)).toEqual(codes);
  });
});

describe('kioskFulfilment: Delivery, Booking and Catering are off by default on a kiosk', () => {
  const store = ['pickup', 'delivery', 'dinein', 'booking', 'custom', 'catering'];
  it.each<[string, string[], string[], string[]]>([
    ['the default', [...KIOSK_FULFILMENT_DEFAULT], store, ['pickup', 'dinein', 'custom']],
    ['a brand that allows delivery', ['delivery', 'pickup'], store, ['pickup', 'delivery']],
    ['a store with pickup only', [...KIOSK_FULFILMENT_DEFAULT], ['pickup'], ['pickup']],
    [
      'a store with only what kiosks may not offer',
      [...KIOSK_FULFILMENT_DEFAULT],
      ['delivery'],
      [],
    ],
  ])('%s', (_name, allowed, types, codes) => {
    expect(kioskFulfilment(types, (code) => code, allowed)).toEqual(codes);
  });
});
