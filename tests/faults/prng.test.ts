import { describe, expect, it } from 'vitest';
import { prng } from './prng';

describe('prng', () => {
  it.each([1, 42, 9_999])('seed %i gives the same sequence twice', (seed) => {
    const a = prng(seed);
    const b = prng(seed);
    const first = Array.from({ length: 20 }, () => a.next());
    expect(Array.from({ length: 20 }, () => b.next())).toEqual(first);
    expect(first.every((n) => n >= 0 && n < 1)).toBe(true);
  });

  it('different seeds give different sequences', () => {
    expect(prng(1).next()).not.toBe(prng(2).next());
  });
});
