/**
 * The app installs, for whichever brand the project serves: Chromium reports no
 * installability errors, the manifest carries the brand's name, colours and icons, and the start
 * URL loads offline. tests/e2e/install.spec.ts runs it for demo, harbour-install.spec.ts for
 * harbour.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { expect, test } from './test';
import { CHROMIUM_FLAGS } from '../../../playwright.config';
import type { Brand } from '../../../src/brand/schema';
import { buildIdOf, installability, waitForServiceWorker } from './lifecycle';

type ManifestIcon = { src: string; sizes: string; type: string; purpose?: string };

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): string {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

export function installJourneys(brandId: string): void {
  const brand = JSON.parse(
    readFileSync(new URL(`../../../brands/${brandId}/brand.json`, import.meta.url), 'utf8'),
  ) as Brand;

  test(`${brandId}: Chromium reports no installability errors`, async ({ baseURL }) => {
    // Playwright's usual contexts are incognito, which Chromium never installs from
    // ('in-incognito'), so this one runs in a real (throwaway) profile.
    const profile = mkdtempSync(join(tmpdir(), 'docket-e2e-profile-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_FLAGS,
      baseURL,
      serviceWorkers: 'allow',
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto('/');
      await waitForServiceWorker(page);
      const verdict = await installability(page);
      expect(verdict.manifestUrl).toMatch(/\/manifest\.webmanifest$/);
      expect(verdict.manifestErrors).toEqual([]);
      expect(verdict.errors).toEqual([]);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });

  test(`${brandId}: the manifest carries the brand's name, colours and icons`, async ({
    page,
    request,
  }) => {
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBeTruthy();
    const manifest = (await (await request.get(href!)).json()) as Record<string, unknown>;
    expect(manifest).toMatchObject({
      id: '/',
      name: brand.name,
      short_name: brand.shortName,
      start_url: '/',
      scope: '/',
      theme_color: brand.theme.light.buttonPrimaryBackground,
      background_color: brand.theme.light.colourBackground,
      display: brand.appMode === 'KIOSK' ? 'fullscreen' : 'standalone',
    });
    const icons = manifest.icons as ManifestIcon[];
    const pngs = icons.filter((icon) => icon.type === 'image/png');
    expect(pngs.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`)).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    );
    expect(icons.some((icon) => icon.type === 'image/svg+xml' && icon.sizes === 'any')).toBe(true);
    for (const icon of icons) {
      const response = await request.get(icon.src);
      expect(response.status(), icon.src).toBe(200);
      expect(response.headers()['content-type']).toContain(icon.type);
      if (icon.type === 'image/png') expect(pngSize(await response.body())).toBe(icon.sizes);
    }
    // The page's own theme colour agrees with the manifest's.
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute(
      'content',
      brand.theme.light.buttonPrimaryBackground,
    );
  });

  test(`${brandId}: the start URL loads offline`, async ({ page, context }) => {
    await page.goto('/');
    await waitForServiceWorker(page);
    const build = await buildIdOf(page);
    expect(build).toBeTruthy();

    await context.setOffline(true);
    const response = await page.goto('/');
    // Answered by the service worker from its precache, not the browser's error page.
    expect(response?.fromServiceWorker()).toBe(true);
    expect(await buildIdOf(page)).toBe(build);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('banner')).toContainText(brand.name);
    await context.setOffline(false);
  });
}
