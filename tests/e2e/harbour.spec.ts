// The white-label path: the harbour build carries harbour's name, colours, icons and manifest.
import { expect, test } from './support/test';
import { readFileSync } from 'node:fs';
import type { Brand } from '../../src/brand/schema';

const readBrand = (id: string) =>
  JSON.parse(
    readFileSync(new URL(`../../brands/${id}/brand.json`, import.meta.url), 'utf8'),
  ) as Brand;
const harbour = readBrand('harbour');
const demo = readBrand('demo');

test('the harbour build shows harbour, not the demo restaurant', async ({ page }) => {
  await page.goto(`/menu/${harbour.menuSlug}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Harbour Street');
  await expect(page).toHaveTitle(/Online Menu/);
  await expect(page.locator('body')).not.toContainText(demo.name);

  const tokens = await page.evaluate(() => {
    const style = getComputedStyle(document.documentElement);
    return {
      primary: style.getPropertyValue('--button-primary-background').trim(),
      background: style.getPropertyValue('--colour-background').trim(),
      themeColour: document.querySelector('meta[name="theme-color"]')?.getAttribute('content'),
      bodyBackground: getComputedStyle(document.body).backgroundColor,
    };
  });
  expect(tokens.primary).toBe(harbour.theme.light.buttonPrimaryBackground);
  expect(tokens.background).toBe(harbour.theme.light.colourBackground);
  expect(tokens.themeColour).toBe(harbour.theme.light.buttonPrimaryBackground);
  expect(tokens.bodyBackground).toBe('rgb(243, 247, 251)');
});

test('the harbour manifest names harbour with its colours and icons', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const manifest = await (await request.get(href!)).json();
  expect(manifest).toMatchObject({
    name: harbour.name,
    short_name: harbour.shortName,
    theme_color: harbour.theme.light.buttonPrimaryBackground,
    background_color: harbour.theme.light.colourBackground,
    display: 'standalone',
    start_url: '/',
  });
  const icons = manifest.icons as Array<{ src: string; sizes: string; type: string }>;
  expect(icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  for (const icon of icons) {
    const response = await request.get(icon.src);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain(icon.type);
    // Every icon is drawn from harbour's own icon.svg, in harbour's colour.
    if (icon.type === 'image/svg+xml') expect(await response.text()).toContain('#0b4f8a');
  }
});
