/**
 * Menu interaction figures, measured in the page with the Event Timing API (the same numbers as
 * INP) under a 4x CPU slowdown: open an item, change an option, add to cart, switch category.
 * Each figure is the slowest event of that interaction (input delay + handlers + next paint),
 * the median of five rounds.
 * Also the add-to-cart round trip (tap → 'Added to Cart' on screen, loopback, no slowdown) and
 * the JS heap growth over 500 menu/item/cart interactions in one page.
 */
import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { median, newContext, throttleCpu } from './browser';

declare global {
  interface Window {
    __docketEvents?: { name: string; duration: number; interactionId: number }[];
  }
}

const ITEM = 'Crispy Calamari';
const OPTION = /^Harissa mayo/;

async function openMenu(page: Page, origin: string, slug: string) {
  await page.goto(`${origin}/menu/${slug}?confirm=0`);
  await page.getByRole('button', { name: `Add ${ITEM}`, exact: true }).waitFor();
}

/** Every Event Timing entry with an interaction id, from the first script on, in window.__docketEvents. */
export async function recordEventTimings(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const events: { name: string; duration: number; interactionId: number }[] = [];
    window.__docketEvents = events;
    new PerformanceObserver((list) => {
      // interactionId is in every Chromium the bench runs, not yet in TypeScript's DOM types.
      for (const entry of list.getEntries() as (PerformanceEventTiming & {
        interactionId: number;
      })[]) {
        if (entry.interactionId > 0)
          events.push({
            name: entry.name,
            duration: entry.duration,
            interactionId: entry.interactionId,
          });
      }
      // durationThreshold 16: the smallest the API allows, so fast interactions are seen too.
    }).observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
  });
}

/** Slowest Event Timing entry with an interaction id recorded since `from`. */
export async function slowestSince(page: Page, from: number): Promise<number> {
  await page.waitForTimeout(400);
  return page.evaluate(
    (start) =>
      Math.max(0, ...(window.__docketEvents ?? []).slice(start).map((entry) => entry.duration)),
    from,
  );
}

export const eventCount = (page: Page) => page.evaluate(() => window.__docketEvents?.length ?? 0);

/**
 * Taps a target the way a finger does: a mouse press and release at its centre. The target is
 * found (and scrolled into view) before the measured window opens, because Playwright's role
 * queries run on the page's main thread: under a 4x slowdown one query of this menu takes about
 * 150 ms, which the Event Timing entry would count as input delay the app did not cause.
 */
export async function tap(page: Page, target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  // Let the scroll's own work settle first (the section observer, lazy images, and the category
  // bar gliding its active link to the middle), until the target stays put.
  let box = await target.boundingBox();
  for (let check = 0; check < 20; check += 1) {
    await page.waitForTimeout(250);
    const now = await target.boundingBox();
    const still = box && now && Math.abs(now.x - box.x) < 1 && Math.abs(now.y - box.y) < 1;
    box = now;
    if (still) break;
  }
  if (!box) throw new Error('the target is not on screen');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/** Waits for a CSS selector with a plain querySelector each frame (cheap, unlike role queries). */
export async function waitForSelector(page: Page, selector: string): Promise<void> {
  await page.waitForFunction((css) => document.querySelector(css) !== null, selector, {
    polling: 'raf',
    timeout: 15_000,
  });
}

export type InteractionFigures = {
  openItemMs: number;
  changeOptionMs: number;
  addToCartMs: number;
  switchCategoryMs: number;
};

export async function interactionFigures(
  browser: Browser,
  origin: string,
  slug: string,
): Promise<InteractionFigures> {
  const context = await newContext(browser);
  await recordEventTimings(context);
  try {
    const page = await context.newPage();
    await openMenu(page, origin, slug);
    await page.waitForTimeout(1_000);
    await throttleCpu(page, 4);
    return await medianOfRounds((round) => interactionRound(page, round));
  } finally {
    await context.close();
  }
}

/** Each figure is the median of this many rounds, as Lighthouse takes the median of its runs. */
const ROUNDS = 5;

/** Runs ROUNDS rounds one after another; each figure is its median over them, rounded. */
export async function medianOfRounds<F extends Record<string, number>>(
  measure: (round: number) => Promise<F>,
): Promise<F> {
  const rounds: F[] = [];
  for (let round = 0; round < ROUNDS; round += 1) rounds.push(await measure(round));
  const keys = Object.keys(rounds[0]!) as (keyof F)[];
  return Object.fromEntries(
    keys.map((key) => [key, Math.round(median(rounds.map((measured) => measured[key])))]),
  ) as F;
}

/** One of each interaction: switch category, open the item, change its option, add it. */
async function interactionRound(page: Page, round: number): Promise<InteractionFigures> {
  const dialog = page.getByRole('dialog', { name: ITEM });
  // The last round's 'Added to Cart' snackbar sits over the category bar until it goes. Each
  // round jumps one category further on, the link next to the one the bar keeps in view.
  await page.waitForFunction(
    () => !document.body.textContent?.includes('Added to Cart'),
    undefined,
    {
      timeout: 15_000,
    },
  );
  const category = page
    .getByRole('navigation', { name: 'Menu categories' })
    .getByRole('link')
    .nth(1 + round);
  const href = await category.getAttribute('href');
  let from = await eventCount(page);
  await tap(page, category);
  // The jump moves focus to the section it scrolls to.
  await page.waitForFunction((id) => document.activeElement?.id === id, href?.slice(1), {
    polling: 'raf',
    timeout: 15_000,
  });
  const switchCategoryMs = await slowestSince(page, from);

  from = await eventCount(page);
  await tap(page, page.getByRole('button', { name: `Add ${ITEM}`, exact: true }));
  await waitForSelector(page, '[role=dialog] input[type=radio]');
  const openItemMs = await slowestSince(page, from);

  from = await eventCount(page);
  await tap(page, dialog.getByRole('radio', { name: OPTION }));
  await waitForSelector(page, '[role=dialog] input[type=radio]:checked');
  const changeOptionMs = await slowestSince(page, from);

  from = await eventCount(page);
  await tap(page, dialog.getByRole('button', { name: /^Add (\d+ )?to cart · / }));
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('[role=status]')].some((status) =>
        status.textContent?.includes('Added to Cart'),
      ),
    undefined,
    { polling: 'raf', timeout: 15_000 },
  );
  const addToCartMs = await slowestSince(page, from);
  await dialog.waitFor({ state: 'detached' });
  return { openItemMs, changeOptionMs, addToCartMs, switchCategoryMs };
}

/** Tap on the popup's Add → 'Added to Cart' in the DOM, loopback, median of five adds. */
export async function addToCartRoundTripMs(browser: Browser, origin: string, slug: string) {
  const context = await newContext(browser);
  try {
    const page = await context.newPage();
    await openMenu(page, origin, slug);
    const samples: number[] = [];
    for (let run = 0; run < 5; run += 1) {
      await page.getByRole('button', { name: `Add ${ITEM}`, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: ITEM });
      await dialog.getByRole('radio', { name: OPTION }).check();
      const add = dialog.getByRole('button', { name: /^Add (\d+ )?to cart · / });
      await add.waitFor();
      // The observer stores its answer on window: a returned promise would make evaluate wait
      // for an add that has not been tapped yet.
      await page.evaluate(() => {
        const state = window as unknown as { __docketRoundTrip?: number | null };
        state.__docketRoundTrip = null;
        let tappedAt = 0;
        const button = [...document.querySelectorAll('[role=dialog] button')].find((b) =>
          /^Add (\d+ )?to cart/.test(b.textContent ?? ''),
        );
        button?.addEventListener('click', () => (tappedAt = performance.now()), {
          capture: true,
          once: true,
        });
        new MutationObserver((_records, observer) => {
          if (tappedAt === 0 || !document.body.textContent?.includes('Added to Cart')) return;
          observer.disconnect();
          state.__docketRoundTrip = performance.now() - tappedAt;
        }).observe(document.body, { childList: true, subtree: true, characterData: true });
      });
      await add.click();
      const ms = await page.waitForFunction(
        () =>
          (window as unknown as { __docketRoundTrip?: number | null }).__docketRoundTrip ?? null,
      );
      samples.push((await ms.jsonValue()) as number);
      await page.getByRole('status').filter({ hasText: 'Added to Cart' }).waitFor();
      // Let the snackbar go so the next add's appearance is seen.
      await page.waitForFunction(
        () => !document.body.textContent?.includes('Added to Cart'),
        undefined,
        { timeout: 15_000 },
      );
    }
    return { ms: Math.round(median(samples)), samples: samples.map(Math.round) };
  } finally {
    await context.close();
  }
}

/** 500 interactions (open an item, change its option, close; every tenth adds) in one page. */
export async function heapGrowthMb(browser: Browser, origin: string, slug: string) {
  const context = await newContext(browser);
  try {
    const page = await context.newPage();
    await openMenu(page, origin, slug);
    const cdp = await context.newCDPSession(page);
    const heap = async () => {
      await cdp.send('HeapProfiler.collectGarbage');
      const usage = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
      return usage.usedSize;
    };
    const before = await heap();
    let interactions = 0;
    for (let round = 0; interactions < 500; round += 1) {
      await page.getByRole('button', { name: `Add ${ITEM}`, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: ITEM });
      await dialog.getByRole('radio', { name: OPTION }).check();
      interactions += 2;
      if (round % 10 === 0) {
        await dialog.getByRole('button', { name: /^Add (\d+ )?to cart · / }).click();
      } else {
        await page.keyboard.press('Escape');
      }
      await dialog.waitFor({ state: 'hidden' });
      interactions += 1;
    }
    const after = await heap();
    return { mb: Math.round(((after - before) / 1024 / 1024) * 10) / 10, interactions };
  } finally {
    await context.close();
  }
}
