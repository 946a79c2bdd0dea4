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

/** The text/background pairs the app actually draws. */
export const TEXT_PAIRS = [
  ['colourText', 'colourBackground'],
  ['colourText', 'colourSurface'],
  ['colourTextMuted', 'colourSurface'],
  ['colourTextMuted', 'colourBackground'],
  ['buttonPrimaryText', 'buttonPrimaryBackground'],
  ['colourDangerText', 'colourDanger'],
] as const satisfies ReadonlyArray<readonly [keyof ThemeTokens, keyof ThemeTokens]>;

/** Lists each failing pair as 'fg on bg: 3.20:1'; empty when every pair meets AA. */
export function contrastFailures(tokens: ThemeTokens): string[] {
  return TEXT_PAIRS.flatMap(([fg, bg]) => {
    const ratio = contrastRatio(tokens[fg], tokens[bg]);
    return ratio >= AA_BODY_TEXT ? [] : [`${fg} on ${bg}: ${ratio.toFixed(2)}:1`];
  });
}
