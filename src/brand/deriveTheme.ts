/**
 * A whole theme, light and dark, from the few colours a restaurant knows: its primary colour, its
 * page background and its text colour (npm run brand:new). Shades the restaurant did not choose
 * are moved toward black or white just until they read at WCAG AA (contrast.ts), so the derived
 * tokens pass the build's own checks whenever the chosen colours do.
 */
import { AA_BODY_TEXT, contrastRatio, mixSrgb } from './contrast';
import type { ThemeTokens } from './schema';

export type BrandColours = {
  primary: string;
  background: string;
  text: string;
  /** Links and highlights; the primary colour when not given. */
  accent?: string;
};

const WHITE = '#ffffff';
const BLACK = '#000000';
const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";

/** The danger colours every brand shares: tested reds, not a restaurant's choice. */
const DANGER = {
  light: { colourDanger: '#b3261e', colourDangerText: '#ffffff' },
  dark: { colourDanger: '#ffb4ab', colourDangerText: '#690005' },
} as const;

/**
 * The colour itself when it reads at `min` against every colour in `against`, else the first
 * step (1 % at a time) toward black or white that does; null when even black or white does not.
 */
export function readableShade(
  colour: string,
  against: readonly string[],
  toward: 'darker' | 'lighter',
  min = AA_BODY_TEXT,
): string | null {
  const end = toward === 'darker' ? BLACK : WHITE;
  for (let step = 0; step <= 100; step++) {
    const shade = step === 0 ? colour.toLowerCase() : mixSrgb(end, step / 100, colour);
    if (against.every((other) => contrastRatio(shade, other) >= min)) return shade;
  }
  return null;
}

/** White on the colour when it reads, else the darkest of the two given text colours that does. */
function textOn(fill: string, dark: string): string {
  if (contrastRatio(WHITE, fill) >= AA_BODY_TEXT) return WHITE;
  return contrastRatio(dark, fill) >= AA_BODY_TEXT ? dark : BLACK;
}

function lightTheme(colours: BrandColours): ThemeTokens {
  const { primary, background, text } = colours;
  const surface = WHITE;
  const faint = mixSrgb(text, 0.07, surface);
  const muted =
    readableShade(mixSrgb(text, 0.7, background), [background, surface, faint], 'darker') ?? text;
  return {
    colourBackground: background,
    colourSurface: surface,
    colourText: text,
    colourTextMuted: muted,
    buttonPrimaryBackground: primary,
    buttonPrimaryText: textOn(primary, text),
    colourAccent: colours.accent ?? primary,
    ...DANGER.light,
    colourBorder: mixSrgb(text, 0.14, background),
    fontFamily: FONT,
    radius: '12px',
  };
}

/** The dark theme's overrides: a near-black page tinted by the primary, lightened brand colours. */
function darkTheme(colours: BrandColours): Partial<ThemeTokens> {
  const background = mixSrgb(colours.primary, 0.06, '#141414');
  const surface = mixSrgb(WHITE, 0.07, background);
  const text = readableShade(colours.background, [background, surface], 'lighter') ?? WHITE;
  const faint = mixSrgb(text, 0.07, surface);
  const lift = (colour: string) => readableShade(colour, [background, surface], 'lighter') ?? text;
  const primary = lift(colours.primary);
  const primaryText =
    readableShade(mixSrgb(colours.primary, 0.25, '#101010'), [primary], 'darker') ?? BLACK;
  return {
    colourBackground: background,
    colourSurface: surface,
    colourText: text,
    colourTextMuted:
      readableShade(mixSrgb(text, 0.72, background), [background, surface, faint], 'lighter') ??
      text,
    buttonPrimaryBackground: primary,
    buttonPrimaryText: primaryText,
    colourAccent: lift(colours.accent ?? colours.primary),
    ...DANGER.dark,
    colourBorder: mixSrgb(text, 0.16, background),
  };
}

export function deriveTheme(colours: BrandColours): {
  light: ThemeTokens;
  dark: Partial<ThemeTokens>;
} {
  return { light: lightTheme(colours), dark: darkTheme(colours) };
}

export type ColourHint = { colour: keyof BrandColours; message: string };

const ratio = (a: string, b: string) => contrastRatio(a, b).toFixed(2);

/**
 * What to change when the chosen colours cannot make a readable light theme, in the words a
 * restaurant would use, each with a shade that would pass. Empty when they can.
 */
export function colourHints(colours: BrandColours): ColourHint[] {
  const { primary, background, text } = colours;
  const hints: ColourHint[] = [];
  const surfaces = [background, WHITE];
  if (contrastRatio(text, background) < AA_BODY_TEXT) {
    const better = readableShade(text, surfaces, 'darker');
    hints.push({
      colour: 'text',
      message: `The text colour ${text} is hard to read on the background ${background} (${ratio(text, background)}:1; it needs 4.5:1).${better ? ` Try a darker text colour such as ${better}.` : ' Choose a lighter background.'}`,
    });
  }
  const primaryReads = (colour: string) =>
    contrastRatio(WHITE, colour) >= AA_BODY_TEXT &&
    surfaces.every((surface) => contrastRatio(colour, surface) >= AA_BODY_TEXT);
  if (!primaryReads(primary)) {
    const better = readableShade(primary, [WHITE, ...surfaces], 'darker');
    const why =
      contrastRatio(WHITE, primary) < AA_BODY_TEXT
        ? `white button text on it reads at ${ratio(WHITE, primary)}:1`
        : `as link text on the background it reads at ${ratio(primary, background)}:1`;
    hints.push({
      colour: 'primary',
      message: `The primary colour ${primary} is too light: ${why}, and it needs 4.5:1.${better ? ` Try a darker primary such as ${better}.` : ''}`,
    });
  }
  const accent = colours.accent;
  // An accent left to follow the primary is fixed with it.
  if (
    accent &&
    accent !== primary &&
    surfaces.some((surface) => contrastRatio(accent, surface) < AA_BODY_TEXT)
  ) {
    const better = readableShade(accent, surfaces, 'darker');
    hints.push({
      colour: 'accent',
      message: `The accent colour ${accent} is too light for text on the background (${ratio(accent, background)}:1; it needs 4.5:1).${better ? ` Try a darker accent such as ${better}.` : ''}`,
    });
  }
  return hints;
}
