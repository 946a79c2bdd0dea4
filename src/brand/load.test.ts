import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadBrand, themeCss } from './load';

const repo = resolve(import.meta.dirname, '../..');
const demo = JSON.parse(readFileSync(join(repo, 'brands/demo/brand.json'), 'utf8')) as Record<
  string,
  unknown
>;

function brandRoot(id: string, brand: unknown): string {
  const root = mkdtempSync(join(tmpdir(), 'docket-brand-'));
  mkdirSync(join(root, 'brands', id), { recursive: true });
  writeFileSync(join(root, 'brands', id, 'brand.json'), JSON.stringify(brand));
  return root;
}

describe('loadBrand', () => {
  it.each(['demo', 'harbour'])('accepts the shipped brand %s', (id) => {
    expect(loadBrand(repo, id).id).toBe(id);
  });

  it.each([
    ['a missing setting', { ...demo, menuSlug: undefined }, 'menuSlug'],
    [
      'a bad colour',
      {
        ...demo,
        theme: { light: { ...(demo.theme as { light: object }).light, colourText: 'black' } },
      },
      'theme.light.colourText: must be a colour like #1a2b3c',
    ],
    ['an API version other than 7', { ...demo, apiVersion: '6' }, 'apiVersion'],
    [
      'a relative asset path',
      { ...demo, assets: { logo: 'logo.svg', icon: '/i.svg', hero: '/h.svg' } },
      'assets.logo: must be a same-origin path',
    ],
    [
      'a Linkly environment it does not know (only "", "sandbox" or "production")',
      { ...demo, providers: { ...(demo.providers as object), linklyCloudUrl: 'https://x.test' } },
      'providers.linklyCloudUrl',
    ],
    [
      'an id that is not the folder',
      { ...demo, id: 'other' },
      "id: must equal the folder name 'demo'",
    ],
  ])('rejects %s, naming the field', (_case, brand, message) => {
    expect(() => loadBrand(brandRoot('demo', brand), 'demo')).toThrow(message);
  });

  it.each(['', 'sandbox', 'production'])('accepts the Linkly environment %o', (environment) => {
    const brand = {
      ...demo,
      providers: { ...(demo.providers as object), linklyCloudUrl: environment },
    };
    expect(loadBrand(brandRoot('demo', brand), 'demo').providers.linklyCloudUrl).toBe(environment);
  });

  it('refuses unreadable button text', () => {
    const light = {
      ...(demo.theme as { light: object }).light,
      buttonPrimaryBackground: '#cccccc',
    };
    expect(() => loadBrand(brandRoot('demo', { ...demo, theme: { light } }), 'demo')).toThrow(
      /fails WCAG AA contrast[\s\S]*buttonPrimaryText on buttonPrimaryBackground/,
    );
  });

  it('refuses a dark theme whose error text is unreadable on the dark page', () => {
    const theme = demo.theme as { light: object; dark: object };
    const dark = { ...theme.dark, colourDanger: '#b3261e', colourDangerText: '#ffffff' };
    expect(() =>
      loadBrand(brandRoot('demo', { ...demo, theme: { ...theme, dark } }), 'demo'),
    ).toThrow(/fails WCAG AA contrast[\s\S]*theme\.dark colourDanger on colourBackground: 2\.84:1/);
  });

  it('names a missing brand folder', () => {
    expect(() => loadBrand(repo, 'nope')).toThrow(/Cannot read brand 'nope'/);
  });
});

describe('themeCss', () => {
  it('emits kebab-case variables and a dark block', () => {
    const css = themeCss(loadBrand(repo, 'demo'));
    expect(css).toContain('--button-primary-background:#2f5d3a;');
    expect(css).toContain('@media (prefers-color-scheme: dark)');
  });
});
