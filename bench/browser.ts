/**
 * Playwright driving Debian's chromium for the bench's browser figures. Each figure gets a fresh
 * context (its own service worker, cache and IndexedDB) on a server the bench started.
 */
import {
  chromium,
  type Browser,
  type BrowserContext,
  type CDPSession,
  type Page,
} from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium';

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
}

/** A slow phone's CPU (Lighthouse's mobile '4x CPU throttle'), through the DevTools protocol. */
export async function throttleCpu(page: Page, rate = 4): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return cdp;
}

/** Waits until the service worker controls the page (the app registers it after load). */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  });
}

/**
 * The bench runs under tsx, which keeps function names with a `__name` helper: a function passed to
 * page.evaluate (the journeys' own helpers too) that names an inner function calls it, and the
 * page has none. Defines it in every page of the context.
 */
export async function defineNameHelper(context: BrowserContext): Promise<void> {
  await context.addInitScript({ content: 'globalThis.__name ??= (target) => target;' });
}

export async function newContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1 });
}

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};
