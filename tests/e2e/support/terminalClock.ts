/**
 * A clock the journey moves for the terminal's waits in the app's API worker (its 1 s polls, its
 * backoff, its request time-outs). Playwright's page.clock reaches pages, not a dedicated worker,
 * so the journey puts manual timers on the worker's global scope at the hook the worker reads
 * (worker/linkly/terminalTimers.ts). Time there moves only when the journey fires a timer or
 * advances it; the network and everything else in the worker stay real.
 */
import { expect, type Page, type Worker } from '@playwright/test';

/** The hook worker/linkly/terminalTimers.ts reads (TERMINAL_TIMERS_HOOK). */
const HOOK = '__docketTerminalTimers';

export type TerminalClock = {
  /** Milliseconds the terminal's clock has moved since it was installed. */
  elapsed(): Promise<number>;
  /** Waits (polling the worker, not sleeping) until the terminal's only pending timer is a wait of `ms`. */
  idleOn(ms: number): Promise<void>;
  /**
   * Waits (polling the worker, not sleeping) until the terminal's only pending timer is a wait of
   * `ms` (a request out also has its time-out pending, so none is), then moves the clock to it and
   * fires it.
   */
  fire(ms: number): Promise<void>;
  /** Moves the clock by `ms`; there must be nothing due meanwhile. */
  advance(ms: number): Promise<void>;
};

type ManualTimers = {
  setTimeout(callback: () => void, ms: number): number;
  clearTimeout(handle: number): void;
  pending(): { ms: number; at: number }[];
  now(): number;
  fireOnly(ms: number): boolean;
  advance(ms: number): boolean;
};

/** The app's API worker (src/app/workerClient.ts, index.html), waited for if not yet started. */
async function apiWorker(page: Page): Promise<Worker> {
  const find = () => page.workers().find((worker) => /api\.worker/.test(worker.url()));
  await expect.poll(() => find() !== undefined).toBe(true);
  return find()!;
}

export async function installTerminalClock(page: Page): Promise<TerminalClock> {
  const worker = await apiWorker(page);
  await worker.evaluate((hook) => {
    let now = 0;
    let next = 1;
    const timers = new Map<number, { at: number; ms: number; callback: () => void }>();
    const manual: ManualTimers = {
      setTimeout(callback, ms) {
        const id = next++;
        timers.set(id, { at: now + ms, ms, callback });
        return id;
      },
      clearTimeout(handle) {
        timers.delete(handle);
      },
      pending: () => [...timers.values()].map(({ ms, at }) => ({ ms, at })),
      now: () => now,
      fireOnly(ms) {
        const entries = [...timers.entries()];
        const [entry] = entries;
        if (entries.length !== 1 || entry === undefined || entry[1].ms !== ms) return false;
        const [id, timer] = entry;
        timers.delete(id);
        now = timer.at;
        timer.callback();
        return true;
      },
      advance(ms) {
        if ([...timers.values()].some((timer) => timer.at <= now + ms)) return false;
        now += ms;
        return true;
      },
    };
    (self as unknown as Record<string, unknown>)[hook] = manual;
  }, HOOK);

  const manual = () => `(self[${JSON.stringify(HOOK)}])`;
  const idleOn = async (ms: number) => {
    const pending = () =>
      worker.evaluate(`${manual()}.pending().map((timer) => timer.ms)`) as Promise<number[]>;
    await expect.poll(pending, { message: `the terminal waits ${ms} ms` }).toEqual([ms]);
  };
  return {
    elapsed: () => worker.evaluate(`${manual()}.now()`) as Promise<number>,
    idleOn,
    async fire(ms) {
      await idleOn(ms);
      expect(await worker.evaluate(`${manual()}.fireOnly(${ms})`)).toBe(true);
    },
    async advance(ms) {
      expect(await worker.evaluate(`${manual()}.advance(${ms})`)).toBe(true);
    },
  };
}
