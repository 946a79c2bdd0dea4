import { describe, expect, it } from 'vitest';
import { pairedDestination, pairingErrors, pairingView, type PairingView } from './pinpadPairing';

describe('pairingView (spec 3 §2 /eftpos/linkly, §4 Pinpad pairing)', () => {
  it.each<[string, { posGuid: string | null; paired: boolean }, PairingView]>([
    ['before the profile is here: loading', { posGuid: null, paired: false }, 'loading'],
    ["'Without a pos_guid': the admin message", { posGuid: '', paired: false }, 'no-pos-id'],
    ['a blank pos_guid counts as none', { posGuid: '  ', paired: true }, 'no-pos-id'],
    ["'With no stored secret': the pair form", { posGuid: 'pos-1', paired: false }, 'pair'],
    ["'With a secret: only validate the token'", { posGuid: 'pos-1', paired: true }, 'validate'],
  ])('%s', (_quote, input, expected) => {
    expect(pairingView(input)).toBe(expected);
  });
});

describe('pairingErrors', () => {
  it('asks for each field', () => {
    expect(pairingErrors({ username: '', password: ' ', pairCode: '' })).toEqual({
      username: 'This field is required',
      password: 'This field is required',
      pairCode: 'This field is required',
    });
    expect(pairingErrors({ username: 'a', password: 'b', pairCode: '1' })).toEqual({});
  });
});

describe("pairedDestination (spec 3 §4 step 4: '/menu/{menu_name}, or /checkout if a transaction cookie exists and the cart has items')", () => {
  const base = {
    menuName: 'fig-and-olive',
    brandMenu: 'brand-menu',
    transactionKept: false,
    cartItems: 0,
  };
  it.each<[string, Partial<typeof base>, string]>([
    ['no transaction: the menu', {}, '/menu/fig-and-olive'],
    ['a transaction and items: the checkout', { transactionKept: true, cartItems: 2 }, '/checkout'],
    ['a transaction but an empty cart: the menu', { transactionKept: true }, '/menu/fig-and-olive'],
    ['items but no transaction: the menu', { cartItems: 3 }, '/menu/fig-and-olive'],
    ['no menu_name: the brand menu', { menuName: '' }, '/menu/brand-menu'],
  ])('%s', (_quote, extra, expected) => {
    expect(pairedDestination({ ...base, ...extra })).toBe(expected);
  });
});
