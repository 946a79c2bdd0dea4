/**
 * Main-thread long tasks on a kiosk while the API worker polls the pinpad for 30 s. The built app
 * and the Linkly Cloud simulator run as the kiosk e2e journeys run them
 * (tests/e2e/support/kioskTerminal.ts, the store's clock at noon so ASAP is open); the demo kiosk
 * signs in at 1080×1920, pairs, orders and pays on the terminal, whose pad shows a new prompt every
 * second for 30 s (Linkly's async notifications, relayed by the server) while the worker polls its
 * status each second, then approves. With the page's CPU throttled 4x (as the interaction rows), a
 * PerformanceObserver counts the page's long tasks (> 50 ms) from the pad's first prompt on the
 * popup to the approval (the order's placement and the receipt after it are other figures'
 * business). The popup must show every prompt as it comes (the figure is void otherwise), so the
 * measured page is doing its real work.
 */
import { request as playwrightRequest, type Browser } from '@playwright/test';
import { defineNameHelper, throttleCpu } from './browser';
import { offsetToStoreNoon } from '../tests/e2e/support/storeClock';
import { KIOSK_VIEWPORT } from '../tests/e2e/support/kioskDevice';
import {
  kioskReady,
  orderToCheckout,
  payOnPinpad,
  scriptSimulator,
  terminalWorld,
} from '../tests/e2e/support/kioskTerminal';

/** Prompts after the first, one a second: 30 s of polling at the spec's 1 s. */
export const POLLS = 30;

/** What a pad shows while a customer pays, one per answer (each differs from the one before). */
const PAD_PROMPTS = ['PRESENT CARD', 'CARD READ', 'KEY PIN', 'PIN OK', 'PROCESSING', 'PLEASE WAIT'];

export type TerminalPollFigures = {
  longTasks: number;
  longestTaskMs: number;
  /** From the pad's first prompt on the popup to the approval. */
  windowSeconds: number;
  promptsShown: number;
};

declare global {
  interface Window {
    __terminalBench?: {
      longTasks: { start: number; duration: number }[];
      /** Long animation frames (Chromium's LoAF): what ran in them, for the printout. */
      frames: { start: number; duration: number; scripts: string[] }[];
      prompts: { text: string; at: number }[];
    };
  }
}

export async function terminalPollFigures(
  browser: Browser,
  dist: string,
): Promise<TerminalPollFigures> {
  const clockOffsetMs = offsetToStoreNoon(Date.now());
  const world = await terminalWorld({ staticDir: dist, clockOffsetMs });
  const request = await playwrightRequest.newContext();
  const context = await browser.newContext({ viewport: KIOSK_VIEWPORT, deviceScaleFactor: 1 });
  try {
    // The journeys' helpers below (appDatabaseReady) name inner functions.
    await defineNameHelper(context);
    await context.addInitScript(() => {
      // A kiosk device (tests/e2e/support/kioskDevice.ts); no attract screen or idle reset meanwhile.
      localStorage.setItem('docket:app-mode', 'KIOSK');
      localStorage.setItem('docket:screensaver-ms', '600000');
      localStorage.setItem('docket:kiosk-idle-ms', '600000');
      const bench: NonNullable<Window['__terminalBench']> = {
        longTasks: [],
        prompts: [],
        frames: [],
      };
      window.__terminalBench = bench;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          bench.longTasks.push({ start: entry.startTime, duration: entry.duration });
      }).observe({ type: 'longtask', buffered: true });
      type Frame = PerformanceEntry & {
        scripts?: { invoker?: string; sourceURL?: string; duration: number }[];
      };
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Frame[])
          bench.frames.push({
            start: entry.startTime,
            duration: entry.duration,
            scripts: (entry.scripts ?? []).map(
              (script) =>
                `${script.invoker ?? '?'} (${(script.sourceURL ?? '').split('/').pop()}, ${Math.round(script.duration)} ms)`,
            ),
          });
      }).observe({ type: 'long-animation-frame', buffered: true });
      // Every text the popup's prompt line shows, with when it appeared.
      new MutationObserver(() => {
        const line = document.querySelector('.terminal-popup__prompt');
        const text = line?.textContent ?? null;
        if (text !== null && bench.prompts.at(-1)?.text !== text)
          bench.prompts.push({ text, at: performance.now() });
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    const page = await context.newPage();
    await page.clock.install({ time: Date.now() + clockOffsetMs });
    await kioskReady(page, world.origin);
    await orderToCheckout(page, world.origin);
    // One prompt a second on the pad's clock, sent to the kiosk as the pad shows it.
    const prompts = [
      PAD_PROMPTS[0]!,
      ...Array.from({ length: POLLS }, (_, index) => PAD_PROMPTS[index % PAD_PROMPTS.length]!),
    ];
    await scriptSimulator(request, world, {
      transactions: [{ outcome: 'approve', stepMs: 1_000, prompts }],
    });
    await throttleCpu(page, 4);
    await payOnPinpad(page);
    await page.waitForURL(/\/order\/\d+$/, { timeout: 120_000 });
    const bench = await page.evaluate(() => window.__terminalBench!);
    // The poll: from the pad's first prompt on the popup to the first text after its last one
    // (the approval); the order's placement and the receipt come after it and are not counted.
    const firstPrompt = bench.prompts.findIndex((prompt) => PAD_PROMPTS.includes(prompt.text));
    const lastPrompt = bench.prompts.findLastIndex((prompt) => PAD_PROMPTS.includes(prompt.text));
    const startedAt = bench.prompts[firstPrompt]?.at;
    const endedAt = bench.prompts[lastPrompt + 1]?.at;
    const shown = bench.prompts.slice(firstPrompt, lastPrompt + 1).map((prompt) => prompt.text);
    // Every prompt the pad showed reached the popup, in order: the page kept up while measured.
    const expected = prompts.filter((text, index) => text !== prompts[index - 1]);
    if (
      startedAt === undefined ||
      endedAt === undefined ||
      shown.join('|') !== expected.join('|')
    ) {
      throw new Error(
        `terminal bench: the popup showed ${shown.join(', ')}; the pad showed ${expected.join(', ')}`,
      );
    }
    const during = bench.longTasks.filter(
      (task) => task.start + task.duration > startedAt && task.start < endedAt,
    );
    for (const task of during) {
      const scripts = bench.frames
        .filter(
          (frame) =>
            frame.start <= task.start + task.duration && frame.start + frame.duration >= task.start,
        )
        .flatMap((frame) => frame.scripts);
      console.log(
        `terminal poll: long task ${Math.round(task.duration)} ms at ${((task.start - startedAt) / 1000).toFixed(1)} s; in its frame: ${scripts.join('; ') || 'no script attributed'}`,
      );
    }
    return {
      longTasks: during.length,
      longestTaskMs: Math.round(Math.max(0, ...during.map((task) => task.duration))),
      windowSeconds: Math.round((endedAt - startedAt) / 100) / 10,
      promptsShown: shown.length,
    };
  } finally {
    await context.close();
    await request.dispose();
    await world.close();
  }
}
