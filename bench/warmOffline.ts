/**
 * 'Warm open offline': the service worker and Dexie are warm (the menu was opened online once),
 * the network is off, and a new navigation to the menu is timed from navigation start until the
 * first product card is on screen. Median of five opens.
 */
import type { Browser } from '@playwright/test';
import { median, newContext, waitForServiceWorker } from './browser';

declare global {
  interface Window {
    __docketBench?: { firstCardAt: number | null };
  }
}

const CARD = '.product-card';

export async function warmOfflineOpenMs(browser: Browser, origin: string, slug: string) {
  const context = await newContext(browser);
  // From document start, note when the first product card enters the DOM (ms since navigation).
  await context.addInitScript((selector: string) => {
    const bench = { firstCardAt: null as number | null };
    (window as unknown as { __docketBench: typeof bench }).__docketBench = bench;
    new MutationObserver((_records, observer) => {
      if (!document.querySelector(selector)) return;
      bench.firstCardAt = performance.now();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  }, CARD);
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/menu/${slug}?confirm=0`);
    await page.locator(CARD).first().waitFor();
    await waitForServiceWorker(page);
    // Let the worker finish writing the menu (Dexie) and the SW finish precaching.
    await page.waitForTimeout(1_000);
    await context.setOffline(true);
    const samples: number[] = [];
    for (let run = 0; run < 5; run += 1) {
      await page.goto(`${origin}/menu/${slug}?confirm=0`);
      const ms = await page.waitForFunction(() => window.__docketBench?.firstCardAt ?? null);
      samples.push((await ms.jsonValue()) as number);
    }
    return { ms: Math.round(median(samples)), samples: samples.map(Math.round) };
  } finally {
    await context.close();
  }
}
