import { describe, expect, it } from 'vitest';
import { contrastFailures, contrastRatio } from './contrast';
import { themeTokensSchema, type ThemeTokens } from './schema';
import { resolve } from 'node:path';
import { loadBrand } from './load';

const repo = resolve(import.meta.dirname, '../..');
const demo = loadBrand(repo, 'demo');
const harbour = loadBrand(repo, 'harbour');

describe('contrastRatio (WCAG 2.x)', () => {
  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#ffffff', 1],
    ['#777777', '#ffffff', 4.48],
  ])('%s on %s is %f:1', (fg, bg, expected) => {
    expect(contrastRatio(fg, bg)).toBeCloseTo(expected, 2);
  });
});

describe('contrastFailures', () => {
  const passing = themeTokensSchema.parse(demo.theme.light);

  it('accepts the shipped brands, light and dark', () => {
    for (const brand of [demo, harbour]) {
      const light = themeTokensSchema.parse(brand.theme.light);
      expect(contrastFailures(light)).toEqual([]);
      const dark = brand.theme.dark;
      if (dark) expect(contrastFailures({ ...light, ...dark } satisfies ThemeTokens)).toEqual([]);
    }
  });

  it('names the pair that fails AA', () => {
    const failures = contrastFailures({ ...passing, buttonPrimaryBackground: '#9bd1a6' });
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatch(/^buttonPrimaryText on buttonPrimaryBackground: \d\.\d\d:1$/);
  });
});
