/**
 * A real user's load beside Lighthouse's simulated one: the page opened cold in Chromium with
 * applied throttling (the DevTools protocol slows the network and the CPU as the page loads:
 * 150 ms round trip, 1.6 Mbps down, 750 Kbps up, 4x CPU), where Lighthouse only models them.
 * Three times from navigation start: first contentful paint, largest contentful paint (the last
 * candidate once the app has taken over), and when the app has taken over the server's HTML
 * (`html[data-app="live"]`): from then a tap on Add works. Median and range of `runs`, round-robin.
 */
import type { Browser, Page } from '@playwright/test';
import { defineNameHelper } from './browser';
import type { CustomerRoute as RealUserRoute } from './routeLighthouse';
import { roundRobin, spreadOf, type Spread } from './spread';

export type RealUserFigures = {
  route: RealUserRoute;
  fcpMs: Spread;
  lcpMs: Spread;
  liveMs: Spread;
};

/** Lighthouse's mobile throttling, applied rather than simulated. */
const KBPS = 1024 / 8;
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: 1.6 * 1024 * KBPS,
  uploadThroughput: 750 * KBPS,
};
const CPU_SLOWDOWN = 4;

type Timings = { fcp: number; lcp: number; live: number };

declare global {
  interface Window {
    __realUser?: { lcp: number; live: number };
  }
}

async function openOnce(browser: Browser, url: string): Promise<Timings> {
  const context = await browser.newContext();
  try {
    await defineNameHelper(context);
    await context.addInitScript(() => {
      const seen = { lcp: 0, live: 0 };
      window.__realUser = seen;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) seen.lcp = entry.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
      // The document, not its root: when an init script runs, the parser has not made <html> yet.
      new MutationObserver((_records, observer) => {
        if (document.documentElement?.dataset.app !== 'live') return;
        seen.live = performance.now();
        observer.disconnect();
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-app'] });
    });
    const page: Page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await page.locator('html[data-app="live"]').waitFor({ state: 'attached', timeout: 60_000 });
    return await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0];
      const seen = window.__realUser!;
      // A time never seen is NaN, which spreadOf refuses: no row reads 0 ms by mistake.
      const when = (ms: number | undefined) => (ms ? ms : Number.NaN);
      return { fcp: when(paint?.startTime), lcp: when(seen.lcp), live: when(seen.live) };
    });
  } finally {
    await context.close();
  }
}

/** `runs` cold opens of each route, round-robin; each route's median and range. */
export async function realUserFigures(
  browser: Browser,
  origin: string,
  routes: RealUserRoute[],
  runs: number,
): Promise<RealUserFigures[]> {
  const timings = await roundRobin(routes, runs, (route) => openOnce(browser, origin + route.path));
  return routes.map((route) => {
    const taken = timings.get(route)!;
    const ms = (pick: (timing: Timings) => number) =>
      spreadOf(taken.map((t) => Math.round(pick(t))));
    return { route, fcpMs: ms((t) => t.fcp), lcpMs: ms((t) => t.lcp), liveMs: ms((t) => t.live) };
  });
}
