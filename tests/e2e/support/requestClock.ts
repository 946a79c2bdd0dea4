/**
 * A clock the journey moves for the protocol client's request time-outs in the app's API worker
 * (15 s). Playwright's page.clock reaches pages, not a dedicated worker, so the journey puts
 * manual timers on the worker's global scope at the hook the worker reads
 * (worker/protocol/requestTimers.ts). A time-out fires only when the journey says so; the network
 * and everything else in the worker stay real.
 */
import { expect, type Page } from '@playwright/test';

/** The hook worker/protocol/requestTimers.ts reads (REQUEST_TIMERS_HOOK). */
const HOOK = '__docketRequestTimers';

type ManualTimers = {
  setTimeout(callback: () => void, ms: number): number;
  clearTimeout(handle: number): void;
  pending(): number;
  fireAll(): number;
};

export type RequestClock = {
  /** Waits (polling the worker, not sleeping) for a request out, then fires every time-out due. */
  expireRequestsOut(): Promise<void>;
};

export async function installRequestClock(page: Page): Promise<RequestClock> {
  const find = () => page.workers().find((worker) => /api\.worker/.test(worker.url()));
  await expect.poll(() => find() !== undefined).toBe(true);
  const worker = find()!;
  await worker.evaluate((hook) => {
    let next = 1;
    const timers = new Map<number, () => void>();
    const manual: ManualTimers = {
      setTimeout(callback) {
        const id = next++;
        timers.set(id, callback);
        return id;
      },
      clearTimeout(handle) {
        timers.delete(handle);
      },
      pending: () => timers.size,
      fireAll() {
        const due = [...timers.entries()];
        timers.clear();
        for (const [, callback] of due) callback();
        return due.length;
      },
    };
    (self as unknown as Record<string, unknown>)[hook] = manual;
  }, HOOK);
  const manual = `(self[${JSON.stringify(HOOK)}])`;
  return {
    async expireRequestsOut() {
      await expect
        .poll(() => worker.evaluate(`${manual}.pending()`) as Promise<number>, {
          message: 'a request is out',
        })
        .toBeGreaterThan(0);
      expect(await worker.evaluate(`${manual}.fireAll()`)).toBeGreaterThan(0);
    },
  };
}
