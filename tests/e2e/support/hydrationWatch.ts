import type { Page } from '@playwright/test';
import { expect } from './test';

type Served = {
  __shifts?: number[];
  /** Each shift's moved elements and their rects before → after, to say what moved. */
  __shiftSources?: string[];
  __serverNode?: Element | null;
  __serverDialog?: Element | null;
};

/**
 * Console errors and the page's layout shifts, recorded from the document's start, and the
 * server's nodes (`node`, by default the first element of #root, and its dialog), to see after
 * the take-over whether hydration kept them. Call before `page.goto`.
 */
export async function watchPage(page: Page, node = '#root > *') {
  const errors: string[] = [];
  page.on('console', (message) => {
    // src/main.tsx reports what hydration recovered from; React's own errors name themselves.
    if (/hydrat|React error/i.test(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript((selector) => {
    const served = window as Served;
    const shifts: number[] = [];
    const sources: string[] = [];
    served.__shifts = shifts;
    served.__shiftSources = sources;
    type Rect = { x: number; y: number; width: number; height: number };
    const rect = (r: Rect) => `${r.x},${r.y} ${r.width}×${r.height}`;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node: Node | null; previousRect: Rect; currentRect: Rect }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        shifts.push(entry.value);
        for (const source of entry.sources ?? []) {
          const node = source.node instanceof Element ? source.node : null;
          const name = node ? `${node.tagName.toLowerCase()}.${node.className}` : 'a text node';
          sources.push(
            `${Math.round(entry.startTime)} ms: ${name} ${rect(source.previousRect)} → ${rect(source.currentRect)}`,
          );
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
    document.addEventListener('DOMContentLoaded', () => {
      served.__serverNode = document.querySelector(selector);
      served.__serverDialog = document.querySelector('#root [role="dialog"]');
    });
  }, node);
  return errors;
}

/**
 * The shifts seen so far (`shiftSources` says what moved, for a failure's message), and whether
 * the server's nodes are still the page's.
 */
export async function afterTakeOver(page: Page) {
  return page.evaluate(() => {
    const served = window as Served;
    return {
      shifts: served.__shifts ?? [],
      shiftSources: (served.__shiftSources ?? []).join('; '),
      kept: served.__serverNode?.isConnected ?? false,
      dialogKept: served.__serverDialog?.isConnected ?? false,
    };
  });
}

/**
 * The page's layout shifts so far add up to nothing; a failure names what moved. Returns the rest
 * of afterTakeOver's answer (whether the server's nodes were kept).
 */
export async function expectNoLayoutShift(page: Page) {
  const taken = await afterTakeOver(page);
  expect(
    taken.shifts.reduce((sum, value) => sum + value, 0),
    taken.shiftSources,
  ).toBe(0);
  return taken;
}

/**
 * The app has taken over the page (src/main.tsx marks `<html data-app="live">`): before that a
 * server-rendered page's buttons do nothing, and a key pressed on one is lost.
 */
export async function appTakenOver(page: Page): Promise<void> {
  await page.locator('html[data-app="live"]').waitFor({ state: 'attached' });
}

/**
 * Holds the app's entry script until `release()`: the page shows the server's HTML and no code
 * runs it, as on a slow phone before the script has arrived. Call before `page.goto`,
 * and go with `waitUntil: 'commit'`: the page's load events wait for the script.
 */
export async function holdAppScript(page: Page): Promise<{ release: () => void }> {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await released;
    return route.fallback();
  });
  return { release: () => release() };
}
