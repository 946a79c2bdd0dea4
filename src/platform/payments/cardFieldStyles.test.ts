import { describe, expect, it } from 'vitest';
import { themeTokensSchema, type ThemeTokens } from '@/brand/schema';
import { cardFieldStyles } from './cardFieldStyles';

const light: ThemeTokens = themeTokensSchema.parse({
  colourBackground: '#faf7f2',
  colourSurface: '#ffffff',
  colourText: '#1f1a14',
  colourTextMuted: '#5c5248',
  buttonPrimaryBackground: '#2f5d3a',
  buttonPrimaryText: '#ffffff',
  colourAccent: '#7a3b69',
  colourDanger: '#b3261e',
  colourDangerText: '#ffffff',
  colourBorder: '#e3dcd2',
  fontFamily: 'system-ui, sans-serif',
  radius: '12px',
});

const lightRules = {
  input: { color: '#1f1a14', 'font-size': '16px', 'font-family': 'system-ui, sans-serif' },
  '::placeholder': { color: '#5c5248' },
  '.invalid': { color: '#b3261e' },
};

describe('cardFieldStyles', () => {
  it.each([
    ['a light-only brand: light text in both modes', { light }, lightRules],
    [
      'a brand with dark tokens: its dark text, placeholder and error colours in dark mode',
      {
        light,
        dark: { colourText: '#f3eee7', colourTextMuted: '#bdb3a6', colourDanger: '#ffb4ab' },
      },
      {
        ...lightRules,
        '@media (prefers-color-scheme: dark)': {
          input: { color: '#f3eee7' },
          '::placeholder': { color: '#bdb3a6' },
          '.invalid': { color: '#ffb4ab' },
        },
      },
    ],
    [
      'dark tokens that leave the error colour alone keep the light one',
      { light, dark: { colourText: '#f3eee7' } },
      {
        ...lightRules,
        '@media (prefers-color-scheme: dark)': {
          input: { color: '#f3eee7' },
          '::placeholder': { color: '#5c5248' },
          '.invalid': { color: '#b3261e' },
        },
      },
    ],
  ])('%s', (_case, theme, expected) => {
    expect(cardFieldStyles(theme)).toEqual(expected);
  });
});
