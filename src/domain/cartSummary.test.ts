import { describe, expect, it } from 'vitest';
import { cartSummaryRows, type SummaryTotals } from './cartSummary';

const ZERO: SummaryTotals = {
  sub_total: 0,
  rewards_discount: 0,
  discount: 0,
  surcharge_amount: 0,
  delivery_fee: 0,
  convenience_fee: 0,
  grand_total: 0,
};

const rows = (totals: Partial<SummaryTotals>, deliveryValidated = true, sign = '$') =>
  cartSummaryRows({ totals: { ...ZERO, ...totals }, deliveryValidated, currencySign: sign }).map(
    (row) => `${row.label}: ${row.text}`,
  );

describe('cartSummaryRows (spec 2 §2.1 summary rows)', () => {
  it('always shows Products total, Other discount, Delivery fee and Order total', () => {
    expect(rows({ sub_total: 2450, grand_total: 2450 })).toEqual([
      'Products total: $24.50',
      'Other discount: $0.00',
      'Delivery fee: $0.00',
      'Order total: $24.50',
    ]);
  });

  it.each([
    [
      'Rewards discount (only when positive), shown negative',
      { rewards_discount: 300 },
      'Rewards discount: -$3.00',
    ],
    ['Surcharge (only when above 0)', { surcharge_amount: 37 }, 'Surcharge: $0.37'],
    [
      'Preorder fee (only when above 0), shown negative',
      { convenience_fee: 150 },
      'Preorder fee: -$1.50',
    ],
  ])('%s', (_rule, totals, line) => {
    expect(rows(totals)).toContain(line);
  });

  it.each([
    ['Rewards discount', { rewards_discount: 0 }],
    ['Surcharge', { surcharge_amount: 0 }],
    ['Preorder fee', { convenience_fee: 0 }],
  ])('hides %s at 0', (label, totals) => {
    expect(rows(totals).some((line) => line.startsWith(label))).toBe(false);
  });

  it.each([
    [false, 'Delivery fee (estimate): $5.00'],
    [true, 'Delivery fee: $5.00'],
  ])(
    'delivery validated %s → %s (an estimate until the address is validated)',
    (validated, line) => {
      expect(rows({ delivery_fee: 500 }, validated)).toContain(line);
    },
  );

  it('keeps the spec order and the merchant currency sign with 2 decimals', () => {
    expect(
      rows(
        {
          sub_total: 123456,
          rewards_discount: 100,
          discount: 250,
          surcharge_amount: 12,
          delivery_fee: 700,
          convenience_fee: 50,
          grand_total: 123768,
        },
        false,
        'NZ$',
      ),
    ).toEqual([
      'Products total: NZ$1,234.56',
      'Rewards discount: -NZ$1.00',
      'Other discount: NZ$2.50',
      'Surcharge: NZ$0.12',
      'Delivery fee (estimate): NZ$7.00',
      'Preorder fee: -NZ$0.50',
      'Order total: NZ$1,237.68',
    ]);
  });

  it('gives the signed cents with each row', () => {
    const shown = cartSummaryRows({
      totals: { ...ZERO, rewards_discount: 300, convenience_fee: 150 },
      deliveryValidated: true,
      currencySign: '$',
    });
    expect(shown.map((row) => [row.key, row.cents])).toEqual([
      ['products', 0],
      ['rewards', -300],
      ['discount', 0],
      ['delivery', 0],
      ['preorder', -150],
      ['total', 0],
    ]);
  });
});
