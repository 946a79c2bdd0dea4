/**
 * What the first-load figure rests on (bench/bundle.ts): on a cold open of a menu link the API
 * worker's script is requested only after the menu shows (src/app/coldStart.ts). Times the first
 * product card and the worker script's request start on the page's clock, in fresh contexts at
 * 4x CPU; the figure is the smallest lead of the card over the worker, which must not be negative.
 */
import type { Browser } from '@playwright/test';
import { newContext, throttleCpu } from './browser';

const CARD = '.product-card';
const WORKER_SCRIPT = /\/assets\/api\.worker-[^/]+\.js$/;
const RUNS = 3;

export async function coldOpenWorkerLeadMs(browser: Browser, origin: string, slug: string) {
  const samples: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const context = await newContext(browser);
    try {
      await context.addInitScript((selector: string) => {
        new MutationObserver((_records, observer) => {
          if (!document.querySelector(selector)) return;
          (window as unknown as { __benchCardAt: number }).__benchCardAt = performance.now();
          observer.disconnect();
        }).observe(document, { childList: true, subtree: true });
      }, CARD);
      const page = await context.newPage();
      await throttleCpu(page);
      await page.goto(`${origin}/menu/${slug}?confirm=0`);
      await page.locator(CARD).first().waitFor();
      const workerStart = await page.waitForFunction((pattern) => {
        const entry = performance
          .getEntriesByType('resource')
          .find((resource) => new RegExp(pattern).test(new URL(resource.name).pathname));
        return entry?.startTime ?? null;
      }, WORKER_SCRIPT.source);
      const cardAt = await page.evaluate(
        () => (window as unknown as { __benchCardAt: number }).__benchCardAt,
      );
      samples.push(((await workerStart.jsonValue()) as number) - cardAt);
    } finally {
      await context.close();
    }
  }
  return { ms: Math.round(Math.min(...samples)), samples: samples.map(Math.round) };
}
