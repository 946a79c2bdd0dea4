/**
 * The 10,000-item menu figures, on a server seeded with bench/largeMenu.ts, in a kiosk
 * tablet's viewport (the grid's 4 columns):
 * - sync: Merchant fetch start → the menu committed to Dexie (the worker's 'docket:menu-committed'
 *   mark, made absolute with the worker's timeOrigin). A cold open's fetch is the page's own
 *   (index.html's 'docket:cold-menu-fetch' mark; src/app/coldStart.ts), adopted by the worker once
 *   it has started after the first screen; otherwise it is the worker's ('docket:menu-fetch').
 * - first items visible after data: the data's arrival → the first product card in the page's
 *   DOM. The data arrives in the page ('docket:cold-menu-answer') on a cold open, else with the
 *   worker's commit;
 * - scroll end to end: the window scrolled top to bottom one viewport per animation frame, long
 *   tasks (> 50 ms) counted while it scrolls;
 * - DOM: the page's element count sampled along that scroll, the largest;
 * - search: each keystroke of a query → the frame painted after the list last changed for it,
 *   the slowest keystroke.
 * Sync and first items are the median of three cold contexts; the rest is measured in the last.
 */
import type { Browser, BrowserContext, Page, Worker } from '@playwright/test';
import { defineNameHelper, median } from './browser';
import { LARGE_MENU_SLUG } from './largeMenu';

declare global {
  interface Window {
    __docketTenK?: {
      firstCardAt: number | null;
      longTasks: { start: number; duration: number }[];
      keys: { at: number; painted: number }[];
    };
  }
}

/** A real product card (the loading skeleton's placeholders are divs). */
const CARD = 'article.product-card';
const SEARCH = 'input[type="search"]';
/** Item 4242 of the seeded menu: 'Smoked eggplant 4242'. */
const QUERY = 'eggplant 4242';
const RUNS = 3;

export type TenKFigures = {
  syncMs: number;
  firstItemsMs: number;
  scrollLongTasks: number;
  scrollSeconds: number;
  domMax: number;
  searchMs: number;
  samples: { syncMs: number[]; firstItemsMs: number[]; searchMs: number[] };
};

/** In the page from document start: first card time (absolute), long tasks, search keystrokes. */
function instrument({ card, search }: { card: string; search: string }) {
  const bench = {
    firstCardAt: null as number | null,
    longTasks: [] as { start: number; duration: number }[],
    keys: [] as { at: number; painted: number }[],
  };
  window.__docketTenK = bench;
  new MutationObserver((_records, observer) => {
    if (!document.querySelector(card)) return;
    bench.firstCardAt = performance.timeOrigin + performance.now();
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      bench.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });

  // Keystroke → painted: from keydown to the frame after the last DOM change it caused (or the
  // next frame when it changed nothing).
  let watching: MutationObserver | null = null;
  const paintedAfter = (key: { at: number; painted: number }) =>
    requestAnimationFrame(() =>
      setTimeout(() => {
        key.painted = performance.now();
      }),
    );
  document.addEventListener(
    'keydown',
    (event) => {
      if (!(event.target instanceof Element) || !event.target.matches(search)) return;
      const key = { at: performance.now(), painted: Number.NaN };
      bench.keys.push(key);
      paintedAfter(key);
      if (watching !== null) return;
      watching = new MutationObserver(() => {
        const last = bench.keys.at(-1);
        if (last) paintedAfter(last);
      });
      watching.observe(document.body, { childList: true, subtree: true, characterData: true });
    },
    true,
  );
}

/** Absolute times (ms since epoch) of the menu's fetch start, its data's arrival, its commit. */
async function menuTiming(page: Page) {
  const inPage = await page.evaluate(() => {
    const at = (name: string) => {
      const mark = performance.getEntriesByName(name, 'mark').at(-1);
      return mark ? performance.timeOrigin + mark.startTime : null;
    };
    return { fetchAt: at('docket:cold-menu-fetch'), answerAt: at('docket:cold-menu-answer') };
  });
  // No named functions inside: tsx wraps them in a __name helper that workers do not have.
  const read = (worker: Worker) =>
    worker.evaluate(() => {
      const [committed, fetched] = ['docket:menu-committed', 'docket:menu-fetch'].map((name) =>
        performance.getEntriesByName(name, 'mark').at(-1),
      );
      if (!committed) return null;
      return {
        fetchAt: fetched ? performance.timeOrigin + fetched.startTime : null,
        committedAt: performance.timeOrigin + committed.startTime,
      };
    });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    for (const worker of page.workers()) {
      const timing = await read(worker).catch(() => null);
      if (!timing) continue;
      const fetchAt = inPage.fetchAt ?? timing.fetchAt;
      if (fetchAt === null) throw new Error('no Merchant fetch mark in the page or the worker');
      return {
        fetchAt,
        dataAt: inPage.answerAt ?? timing.committedAt,
        committedAt: timing.committedAt,
      };
    }
    await page.waitForTimeout(100);
  }
  throw new Error("no 'docket:menu-committed' mark in any worker");
}

async function coldOpen(context: BrowserContext, url: string) {
  const page = await context.newPage();
  await page.goto(url);
  await page.locator(CARD).first().waitFor({ timeout: 60_000 });
  const timing = await menuTiming(page);
  const firstCardAt = await page.evaluate(() => window.__docketTenK?.firstCardAt ?? Number.NaN);
  return {
    page,
    syncMs: timing.committedAt - timing.fetchAt,
    firstItemsMs: firstCardAt - timing.dataAt,
  };
}

/** Scrolls to the end one viewport per frame; DOM size sampled along the way. */
async function scrollEndToEnd(page: Page) {
  return page.evaluate(async () => {
    const frame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));
    const count = () => document.getElementsByTagName('*').length;
    window.scrollTo(0, 0);
    await frame();
    await frame();
    const start = performance.now();
    let domMax = count();
    let still = 0;
    for (let step = 0; still < 10; step += 1) {
      const before = window.scrollY;
      window.scrollBy(0, window.innerHeight);
      await frame();
      // The end: the list has stopped growing under us for a few frames.
      still = window.scrollY === before ? still + 1 : 0;
      if (step % 10 === 0) domMax = Math.max(domMax, count());
    }
    domMax = Math.max(domMax, count());
    const end = performance.now();
    const longTasks = (window.__docketTenK?.longTasks ?? []).filter(
      (task) => task.start + task.duration >= start && task.start <= end,
    );
    return {
      longTasks: longTasks.length,
      seconds: (end - start) / 1000,
      domMax,
      atEnd: window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2,
    };
  });
}

async function searchKeystrokes(page: Page): Promise<number[]> {
  await page.evaluate(() => window.scrollTo(0, 0));
  const box = page.locator(SEARCH);
  await box.click();
  for (const key of QUERY) {
    await page.keyboard.type(key);
    await page.waitForTimeout(300);
  }
  await page.getByRole('heading', { name: 'Smoked eggplant 4242' }).waitFor();
  const keys = await page.evaluate(() => window.__docketTenK?.keys ?? []);
  return keys.map((key) => key.painted - key.at);
}

export async function tenKFigures(browser: Browser, origin: string): Promise<TenKFigures> {
  const url = `${origin}/menu/${LARGE_MENU_SLUG}?confirm=0`;
  const sync: number[] = [];
  const first: number[] = [];
  let last: { context: BrowserContext; page: Page } | null = null;
  try {
    for (let run = 0; run < RUNS; run += 1) {
      await last?.context.close();
      const context = await browser.newContext({
        viewport: { width: 1280, height: 800 },
        deviceScaleFactor: 1,
      });
      await defineNameHelper(context);
      await context.addInitScript(instrument, { card: CARD, search: SEARCH });
      const opened = await coldOpen(context, url);
      last = { context, page: opened.page };
      sync.push(opened.syncMs);
      first.push(opened.firstItemsMs);
    }
    const page = last!.page;
    await page.waitForTimeout(1_000);
    const scroll = await scrollEndToEnd(page);
    if (!scroll.atEnd) throw new Error('the scroll did not reach the end of the menu');
    const search = await searchKeystrokes(page);
    return {
      syncMs: Math.round(median(sync)),
      firstItemsMs: Math.round(median(first)),
      scrollLongTasks: scroll.longTasks,
      scrollSeconds: Math.round(scroll.seconds * 10) / 10,
      domMax: scroll.domMax,
      searchMs: Math.round(Math.max(...search)),
      samples: {
        syncMs: sync.map(Math.round),
        firstItemsMs: first.map(Math.round),
        searchMs: search.map(Math.round),
      },
    };
  } finally {
    await last?.context.close();
  }
}
