import { describe, expect, it } from 'vitest';
import {
  claimPurchase,
  currencyForCountry,
  ga4PurchaseParams,
  purchaseEventFromOrder,
} from './purchaseEvent';

const order = {
  id: 42,
  grand_total: 2479,
  items: [
    { name: 'Flat white', quantity: 2, unit_price: 450 },
    { name: 'Banana bread', quantity: 1, unit_price: 595 },
  ],
};

describe('purchaseEventFromOrder', () => {
  it("takes the order's grand total as the value, and its lines as items", () => {
    expect(purchaseEventFromOrder(order, 'AUD')).toEqual({
      orderId: 42,
      valueCents: 2479,
      currency: 'AUD',
      items: [
        { name: 'Flat white', unitPriceCents: 450, quantity: 2 },
        { name: 'Banana bread', unitPriceCents: 595, quantity: 1 },
      ],
    });
  });
});

describe('ga4PurchaseParams', () => {
  it("is GA4's purchase event: transaction_id, value and prices in currency units", () => {
    expect(ga4PurchaseParams(purchaseEventFromOrder(order, 'AUD'))).toEqual({
      transaction_id: '42',
      value: 24.79,
      currency: 'AUD',
      items: [
        { item_name: 'Flat white', price: 4.5, quantity: 2 },
        { item_name: 'Banana bread', price: 5.95, quantity: 1 },
      ],
    });
  });

  it.each([
    [1, 0.01],
    [10, 0.1],
    [1999, 19.99],
    [100000, 1000],
  ])('%i cents is a value of %s', (cents, value) => {
    const event = { orderId: 1, valueCents: cents, currency: 'NZD', items: [] };
    expect(ga4PurchaseParams(event).value).toBe(value);
  });
});

describe('currencyForCountry', () => {
  it.each([
    ['AU', 'AUD'],
    ['NZ', 'NZD'],
  ] as const)('%s → %s', (country, currency) => {
    expect(currencyForCountry(country)).toBe(currency);
  });
});

describe('claimPurchase (dedupe by order id)', () => {
  it.each([
    ['a new order', [], 7, true, [7]],
    ['an order already logged', [5, 7], 7, false, [5, 7]],
    ['another order', [5], 7, true, [5, 7]],
    ['no order (0)', [], 0, false, []],
    ['a negative id', [], -3, false, []],
  ] as const)('%s', (_name, logged, orderId, claimed, after) => {
    expect(claimPurchase(logged, orderId)).toEqual({ claimed, logged: after });
  });

  it('a success shown twice claims once', () => {
    const first = claimPurchase([], 9);
    const second = claimPurchase(first.logged, 9);
    expect([first.claimed, second.claimed]).toEqual([true, false]);
  });

  it('keeps only the newest ids', () => {
    expect(claimPurchase([1, 2, 3], 4, 3).logged).toEqual([2, 3, 4]);
  });
});
