/**
 * The cart and checkout journeys order ASAP, so they need the demo store open (Perth, 07:00–21:00;
 * closed on Christmas Day) whatever the hour of the run. Their server (playwright.config.ts,
 * project 'checkout') runs its clock shifted by STORE_CLOCK_OFFSET_MS to noon in Perth, and each
 * page's clock starts at the same instant and flows from there, so the page, its fulfilment picker
 * and the server agree on the time.
 */
import type { Page } from '@playwright/test';

const HOUR_MS = 60 * 60 * 1000;
const PERTH_OFFSET_MS = 8 * HOUR_MS; // AWST, no daylight saving.

/** From `now` to noon in Perth on the same Perth date (the day before, on Christmas Day). */
export function offsetToStoreNoon(now: number): number {
  const perthWallClock = now + PERTH_OFFSET_MS;
  const perthDate = new Date(perthWallClock);
  const christmas = perthDate.getUTCMonth() === 11 && perthDate.getUTCDate() === 25;
  const noon =
    Date.UTC(perthDate.getUTCFullYear(), perthDate.getUTCMonth(), perthDate.getUTCDate(), 12) -
    (christmas ? 24 * HOUR_MS : 0);
  return noon - perthWallClock;
}

/** Set once by playwright.config.ts for the whole run (the runner and its workers share it). */
export const STORE_CLOCK_OFFSET_MS = Number(process.env.E2E_STORE_CLOCK_OFFSET_MS ?? 0);

/** Now, on the store's clock. */
export const storeNow = () => Date.now() + STORE_CLOCK_OFFSET_MS;

/** The page's clock starts at the store's now and flows from there. */
export async function installStoreClock(page: Page): Promise<void> {
  await page.clock.install({ time: storeNow() });
}
