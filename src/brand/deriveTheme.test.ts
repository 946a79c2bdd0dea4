import { describe, expect, it } from 'vitest';
import { contrastFailures, contrastRatio, mixSrgb } from './contrast';
import { colourHints, deriveTheme, readableShade, type BrandColours } from './deriveTheme';

const failuresOf = (colours: BrandColours) => {
  const { light, dark } = deriveTheme(colours);
  return [...contrastFailures(light), ...contrastFailures({ ...light, ...dark })];
};

describe('readableShade', () => {
  it.each([
    ['a colour that already reads is kept', '#2f5d3a', ['#ffffff'], 'darker', '#2f5d3a'],
    ['grey on white darkens just enough', '#999999', ['#ffffff'], 'darker', '#767676'],
    ['grey on black lightens just enough', '#444444', ['#000000'], 'lighter', '#757575'],
    [
      'no lighter shade reads on mid grey and white both',
      '#808080',
      ['#777777', '#ffffff'],
      'lighter',
      null,
    ],
  ] as const)('%s', (_, colour, against, toward, expected) => {
    expect(readableShade(colour, against, toward)).toBe(expected);
  });

  it('stops at the first step that reads: one step less does not', () => {
    const shade = readableShade('#f4a261', ['#ffffff'], 'darker')!;
    expect(contrastRatio(shade, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    const step = [...Array(101).keys()].find(
      (n) => mixSrgb('#000000', n / 100, '#f4a261') === shade,
    )!;
    expect(contrastRatio(mixSrgb('#000000', (step - 1) / 100, '#f4a261'), '#ffffff')).toBeLessThan(
      4.5,
    );
  });
});

describe('deriveTheme', () => {
  it.each<[string, BrandColours]>([
    ["the demo's own colours", { primary: '#2f5d3a', background: '#faf7f2', text: '#1f1a14' }],
    [
      "harbour's",
      { primary: '#0b4f8a', background: '#f3f7fb', text: '#0d1b2a', accent: '#c2410c' },
    ],
    ['a red on white', { primary: '#c8102e', background: '#ffffff', text: '#111111' }],
    ['a deep purple on cream', { primary: '#4b2a6b', background: '#fff8ee', text: '#2a2230' }],
    ['a dark teal on grey', { primary: '#00545e', background: '#f0f0f0', text: '#202020' }],
    ['near black on white', { primary: '#111111', background: '#ffffff', text: '#000000' }],
  ])('%s make light and dark themes that pass every AA pair', (_, colours) => {
    expect(failuresOf(colours)).toEqual([]);
    expect(colourHints(colours)).toEqual([]);
  });

  it('keeps the chosen colours in the light theme and white text on the primary', () => {
    const { light } = deriveTheme({ primary: '#2f5d3a', background: '#faf7f2', text: '#1f1a14' });
    expect(light).toMatchObject({
      colourBackground: '#faf7f2',
      colourText: '#1f1a14',
      buttonPrimaryBackground: '#2f5d3a',
      buttonPrimaryText: '#ffffff',
      colourAccent: '#2f5d3a',
    });
  });

  it('gives the dark theme a dark page and a lighter primary with dark text on it', () => {
    const { dark } = deriveTheme({ primary: '#2f5d3a', background: '#faf7f2', text: '#1f1a14' });
    expect(contrastRatio(dark.colourBackground!, '#000000')).toBeLessThan(1.5);
    expect(
      contrastRatio(dark.buttonPrimaryBackground!, dark.colourBackground!),
    ).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(dark.buttonPrimaryText!, '#000000')).toBeLessThan(
      contrastRatio(dark.buttonPrimaryText!, '#ffffff'),
    );
  });
});

describe('colourHints', () => {
  it.each<[string, BrandColours, keyof BrandColours, RegExp]>([
    [
      'a light primary under white text',
      { primary: '#f4a261', background: '#ffffff', text: '#111111' },
      'primary',
      /^The primary colour #f4a261 is too light: white button text on it reads at 2\.\d\d:1, and it needs 4\.5:1\. Try a darker primary such as #[0-9a-f]{6}\.$/,
    ],
    [
      'pale text',
      { primary: '#2f5d3a', background: '#ffffff', text: '#aaaaaa' },
      'text',
      /^The text colour #aaaaaa is hard to read on the background #ffffff \(2\.32:1; it needs 4\.5:1\)\. Try a darker text colour such as #[0-9a-f]{6}\.$/,
    ],
    [
      'a light accent',
      { primary: '#2f5d3a', background: '#ffffff', text: '#111111', accent: '#ffcc00' },
      'accent',
      /^The accent colour #ffcc00 is too light for text on the background \(1\.\d\d:1; it needs 4\.5:1\)\. Try a darker accent such as #[0-9a-f]{6}\.$/,
    ],
  ])('%s: names the colour and suggests one that passes', (_, colours, colour, message) => {
    const hints = colourHints(colours);
    expect(hints).toHaveLength(1);
    expect(hints[0]!.colour).toBe(colour);
    expect(hints[0]!.message).toMatch(message);
    expect(failuresOf(colours)).not.toEqual([]);
    const suggested = hints[0]!.message.match(/such as (#[0-9a-f]{6})/)![1]!;
    const fixed = { ...colours, [hints[0]!.colour]: suggested };
    expect(colourHints(fixed)).toEqual([]);
    expect(failuresOf(fixed)).toEqual([]);
  });
});
