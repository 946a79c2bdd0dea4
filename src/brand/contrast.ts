/**
 * WCAG 2.x contrast between brand tokens. The build refuses a brand whose text-on-colour pairs
 * fall below AA (4.5:1 for body text), so no brand can ship unreadable buttons.
 */
import type { ThemeTokens } from './schema';

export const AA_BODY_TEXT = 4.5;

function channel(hex: string, offset: number): number {
  const c = parseInt(hex.slice(offset, offset + 2), 16) / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

export function relativeLuminance(hex: string): number {
  return 0.2126 * channel(hex, 1) + 0.7152 * channel(hex, 3) + 0.0722 * channel(hex, 5);
}

export function contrastRatio(foreground: string, background: string): number {
  const [light, dark] = [relativeLuminance(foreground), relativeLuminance(background)].sort(
    (a, b) => b - a,
  ) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The shades src/styles/base.css mixes from the tokens, worked out the same way (color-mix in
 * srgb): a disabled control's text sits on colourFaint.
 */
export type DerivedTokens = { colourFaint: string };

const hex = (value: number) => Math.round(value).toString(16).padStart(2, '0');

/** color-mix(in srgb, a share%, b): each channel's gamma-encoded value, weighted. */
export function mixSrgb(a: string, share: number, b: string): string {
  return `#${[1, 3, 5]
    .map((at) => {
      const from = parseInt(a.slice(at, at + 2), 16);
      const to = parseInt(b.slice(at, at + 2), 16);
      return hex(from * share + to * (1 - share));
    })
    .join('')}`;
}

export function derivedTokens(tokens: ThemeTokens): DerivedTokens {
  return { colourFaint: mixSrgb(tokens.colourText, 0.07, tokens.colourSurface) };
}

type Token = keyof ThemeTokens | keyof DerivedTokens;

/**
 * The text/background pairs the app actually draws: body and muted text on the page and on cards,
 * error text (colourDanger), accent and primary-coloured links, text on the primary and danger
 * fills, and a disabled control's muted text on its faint fill.
 */
export const TEXT_PAIRS = [
  ['colourText', 'colourBackground'],
  ['colourText', 'colourSurface'],
  ['colourTextMuted', 'colourSurface'],
  ['colourTextMuted', 'colourBackground'],
  ['colourTextMuted', 'colourFaint'],
  ['colourDanger', 'colourBackground'],
  ['colourDanger', 'colourSurface'],
  ['colourAccent', 'colourBackground'],
  ['colourAccent', 'colourSurface'],
  ['buttonPrimaryBackground', 'colourBackground'],
  ['buttonPrimaryBackground', 'colourSurface'],
  ['buttonPrimaryText', 'buttonPrimaryBackground'],
  ['colourDangerText', 'colourDanger'],
] as const satisfies ReadonlyArray<readonly [Token, Token]>;

/** Lists each failing pair as 'fg on bg: 3.20:1'; empty when every pair meets AA. */
export function contrastFailures(tokens: ThemeTokens): string[] {
  const all: Record<Token, string> = { ...tokens, ...derivedTokens(tokens) };
  return TEXT_PAIRS.flatMap(([fg, bg]) => {
    const ratio = contrastRatio(all[fg], all[bg]);
    return ratio >= AA_BODY_TEXT ? [] : [`${fg} on ${bg}: ${ratio.toFixed(2)}:1`];
  });
}
