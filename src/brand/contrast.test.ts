import { describe, expect, it } from 'vitest';
import { contrastFailures, contrastRatio, mixSrgb } from './contrast';
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

  it.each([
    [
      'unreadable button text',
      { buttonPrimaryBackground: '#cccccc' },
      [
        'buttonPrimaryBackground on colourBackground: 1.50:1',
        'buttonPrimaryBackground on colourSurface: 1.61:1',
        'buttonPrimaryText on buttonPrimaryBackground: 1.61:1',
      ],
    ],
    [
      "the old dark theme's error red on the dark page",
      { ...demo.theme.dark, colourDanger: '#b3261e', colourDangerText: '#ffffff' },
      ['colourDanger on colourBackground: 2.84:1', 'colourDanger on colourSurface: 2.54:1'],
    ],
    [
      'a pale accent used for links',
      { colourAccent: '#d6a6c9' },
      ['colourAccent on colourBackground: 1.93:1', 'colourAccent on colourSurface: 2.07:1'],
    ],
    [
      "muted text too light for a disabled control's faint fill",
      { colourTextMuted: '#717171' },
      ['colourTextMuted on colourFaint: 4.24:1'],
    ],
  ])('names each pair that fails AA: %s', (_case, change, failures) => {
    expect(contrastFailures({ ...passing, ...change })).toEqual(failures);
  });
});

describe('mixSrgb (color-mix in srgb)', () => {
  it.each([
    ['#000000', 0.5, '#ffffff', '#808080'],
    ['#1f1a14', 0.07, '#ffffff', '#efefef'],
    ['#ffffff', 1, '#000000', '#ffffff'],
  ])('%s at %f over %s is %s', (a, share, b, mixed) => {
    expect(mixSrgb(a, share, b)).toBe(mixed);
  });
});
