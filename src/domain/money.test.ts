import { describe, expect, it } from 'vitest';
import { formatMoney, formatOffset } from './money';

describe('formatMoney (spec 1 §9: prices shown to 2 decimals with the currency sign)', () => {
  it.each([
    [1250, '$', '$12.50'],
    [1200, '$', '$12.00'],
    [5, '$', '$0.05'],
    [0, '$', '$0.00'],
    [99, '$', '$0.99'],
    [-100, '$', '-$1.00'],
    [-5, '$', '-$0.05'],
    [123456, '$', '$1,234.56'],
    [100000000, '$', '$1,000,000.00'],
    [1250, 'NZ$', 'NZ$12.50'],
    [1250, '€', '€12.50'],
    [1250.4, '$', '$12.50'],
  ])('%d cents with %s → %s', (cents, sign, expected) => {
    expect(formatMoney(cents, sign)).toBe(expected);
  });
});

describe('formatOffset (modifier price offsets)', () => {
  it.each([
    [150, '$', '+$1.50'],
    [-50, '$', '-$0.50'],
    [1, '$', '+$0.01'],
    [0, '$', ''],
    [250000, '$', '+$2,500.00'],
  ])('%d cents with %s → %s', (cents, sign, expected) => {
    expect(formatOffset(cents, sign)).toBe(expected);
  });
});
