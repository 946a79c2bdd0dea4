import { describe, expect, it } from 'vitest';
import { amountToCents, makeTxnRef, tenderProblem } from './terminalAmounts';

describe('amounts in cents, rounded up (spec 2 §5.3)', () => {
  it.each([
    [12.3, 1230],
    [12.34, 1234],
    [12.341, 1235],
    [0.01, 1],
    [0.001, 1],
    [19.99, 1999],
    [0, 0],
  ])('%f → %i', (amount, cents) => {
    expect(amountToCents(amount)).toBe(cents);
  });
});

describe("tender validity (spec 2 §5.3: 'otherwise Invalid tender amount (MSG-LCP3)')", () => {
  const good = { available: true, paired: true, tenderCents: 1000, totalCents: 1000 };
  it.each([
    ['a full tender', good, null],
    ['a part tender', { ...good, tenderCents: 400 }, null],
    [
      'terminal unavailable',
      { ...good, available: false },
      'Eftpos (Linkly) is not currently available (MSG-LCP1)',
    ],
    [
      'not paired',
      { ...good, paired: false },
      'Eftpos (Linkly) is not paired (MSG-LCP2). Contact a member of staff for assistance.',
    ],
    ['tender 0', { ...good, tenderCents: 0 }, 'Invalid tender amount (MSG-LCP3)'],
    ['total 0', { ...good, totalCents: 0, tenderCents: 0 }, 'Invalid tender amount (MSG-LCP3)'],
    ['tender above total', { ...good, tenderCents: 1001 }, 'Invalid tender amount (MSG-LCP3)'],
    ['tender NaN', { ...good, tenderCents: Number.NaN }, 'Invalid tender amount (MSG-LCP3)'],
  ])('%s', (_name, input, problem) => {
    expect(tenderProblem(input)).toBe(problem);
  });
});

describe('TxnRef (spec 2 §9: transaction reference 16 characters)', () => {
  it.each([
    [Array.from({ length: 16 }, () => 0), '0000000000000000'],
    [Array.from({ length: 16 }, () => 0.9999999), 'ZZZZZZZZZZZZZZZZ'],
    [Array.from({ length: 16 }, (_v, i) => i / 16), '02468ACEHKMPRTVX'],
  ])('%o → %s', (randoms, ref) => {
    expect(makeTxnRef(randoms)).toBe(ref);
    expect(ref).toMatch(/^[0-9A-Z]{16}$/);
  });

  it('needs 16 numbers', () => {
    expect(() => makeTxnRef([0.5])).toThrow();
  });
});
