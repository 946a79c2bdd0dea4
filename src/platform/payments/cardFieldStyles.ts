/**
 * The text inside the card frames, in the brand's colours, light and dark. The frames come from the
 * provider's origin and cannot read the page's CSS variables, so the colours are handed over in
 * braintree-web hosted-fields' `styles` shape (selectors → properties, and media queries, which
 * apply inside the frame); the payment sandbox's frames take the same shape.
 */
import type { ThemeTokens } from '@/brand/schema';
import type { CardFieldStyles } from './types';

type Theme = { light: ThemeTokens; dark?: Partial<ThemeTokens> };

const DARK = '@media (prefers-color-scheme: dark)';

function textRules(tokens: Pick<ThemeTokens, 'colourText' | 'colourTextMuted' | 'colourDanger'>) {
  return {
    input: { color: tokens.colourText },
    '::placeholder': { color: tokens.colourTextMuted },
    '.invalid': { color: tokens.colourDanger },
  };
}

export function cardFieldStyles(theme: Theme): CardFieldStyles {
  const { light, dark } = theme;
  const base = textRules(light);
  const styles: CardFieldStyles = {
    ...base,
    input: { ...base.input, 'font-size': '16px', 'font-family': light.fontFamily },
  };
  // A brand without dark tokens is drawn light in both modes (src/brand/load.ts themeCss).
  if (dark !== undefined) styles[DARK] = textRules({ ...light, ...dark });
  return styles;
}
