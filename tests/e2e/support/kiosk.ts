/**
 * Helpers for the kiosk journeys. Both shipped brands are PERSONAL, so the journeys turn the idle
 * reset on with the device setting 'docket:kiosk-idle-ms' (the same code path a KIOSK build or a
 * kiosk login takes, with a short period) and play the customer with synthetic touches.
 */
import type { Page } from '@playwright/test';

const IDLE_SETTING = 'docket:kiosk-idle-ms';
/** Dispatched on window after each idle reset (src/app/lifecycle/kioskIdle.ts). */
export const IDLE_RESET_EVENT = 'docket:idle-reset';

/** Sets the kiosk's idle period before any page script runs. */
export async function kioskIdle(page: Page, ms: number): Promise<void> {
  await page.addInitScript(
    ([key, value]) => window.localStorage.setItem(key!, value!),
    [IDLE_SETTING, String(ms)],
  );
}

/** A customer using the kiosk: a touch every 300 ms while `using` is true. */
export async function customer(page: Page, using: boolean): Promise<void> {
  await page.evaluate((on) => {
    const kiosk = window as Window & { customerTouches?: number };
    window.clearInterval(kiosk.customerTouches);
    if (on) {
      kiosk.customerTouches = window.setInterval(
        () => window.dispatchEvent(new PointerEvent('pointerdown')),
        300,
      );
    }
  }, using);
}

/** Counts this page's idle resets from before any page script runs (see `resetsSoFar`). */
export async function countResets(page: Page): Promise<void> {
  await page.addInitScript((name) => {
    const kiosk = window as Window & { idleResets?: number };
    kiosk.idleResets = 0;
    window.addEventListener(name, () => (kiosk.idleResets = (kiosk.idleResets ?? 0) + 1));
  }, IDLE_RESET_EVENT);
}

export const resetsSoFar = (page: Page): Promise<number> =>
  page.evaluate(() => (window as Window & { idleResets?: number }).idleResets ?? 0);
