/**
 * Checkout interaction figures, measured as bench/interactions.ts measures the menu's (Event
 * Timing, 4x CPU, the slowest event of each interaction, median of five rounds): type a letter of
 * the name, switch the payment method, and press Place Order with the details incomplete (the
 * whole §5 check, the phone rules included, and its toast). The guest gets there as a customer does:
 * Home → Place an Order → pickup ASAP → add an item → cart → Proceed to Checkout → Continue as
 * Guest. The server's and the page's clocks run at noon in the store, so ASAP is open whatever
 * the hour (tests/e2e/support/storeClock.ts).
 */
import type { Browser, Page } from '@playwright/test';
import { CHECKOUT_FAILURE_TOAST_MS } from '../src/domain/checkoutAgreements';
import { newContext, throttleCpu } from './browser';
import {
  eventCount,
  medianOfRounds,
  recordEventTimings,
  slowestSince,
  tap,
  waitForSelector,
} from './interactions';

const ITEM = 'Flat White';
const OTHER_METHOD = 'PayPal';
const CARD_METHOD = 'Credit Card';

export type CheckoutInteractionFigures = {
  typeNameMs: number;
  switchPaymentMs: number;
  placeRefusedMs: number;
};

async function guestAtCheckout(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/`);
  await page.getByRole('link', { name: 'Place an Order' }).click();
  const popup = page.getByRole('dialog', { name: 'How would you like your order?' });
  await popup.getByRole('tab', { name: 'Pickup' }).click();
  await popup.getByRole('checkbox', { name: /ASAP/ }).check();
  await popup.getByRole('button', { name: 'Set' }).click();
  await popup.waitFor({ state: 'hidden' });
  await page.getByRole('button', { name: `Add ${ITEM}`, exact: true }).click();
  const item = page.getByRole('dialog', { name: ITEM });
  await item.getByRole('button', { name: /^Add (\d+ )?to cart · / }).click();
  await item.waitFor({ state: 'hidden' });
  await page
    .getByRole('banner')
    .getByRole('link', { name: /^Cart, \d+ items?$/ })
    .click();
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await page.getByRole('button', { name: 'Continue as Guest' }).click();
  await page.getByRole('heading', { name: 'Your Details' }).waitFor();
}

export async function checkoutInteractionFigures(
  browser: Browser,
  origin: string,
  clockOffsetMs: number,
): Promise<CheckoutInteractionFigures> {
  const context = await newContext(browser);
  await recordEventTimings(context);
  try {
    const page = await context.newPage();
    await page.clock.install({ time: Date.now() + clockOffsetMs });
    await guestAtCheckout(page, origin);
    await page.waitForTimeout(1_000);
    await throttleCpu(page, 4);
    return await medianOfRounds((round) => checkoutRound(page, round));
  } finally {
    await context.close();
  }
}

async function checkoutRound(page: Page, round: number): Promise<CheckoutInteractionFigures> {
  const name = page.getByRole('textbox', { name: 'Name' });
  await tap(page, name);
  let from = await eventCount(page);
  const letter = String.fromCharCode(65 + round);
  await page.keyboard.press(letter);
  await page.waitForFunction(
    (typed) => (document.activeElement as HTMLInputElement | null)?.value.endsWith(typed),
    letter,
    { polling: 'raf', timeout: 15_000 },
  );
  const typeNameMs = await slowestSince(page, from);

  const method = round % 2 === 0 ? OTHER_METHOD : CARD_METHOD;
  from = await eventCount(page);
  // The radio itself is visually hidden inside its tab: a finger taps the tab (its label).
  await tap(page, page.locator('.checkout-tabs label').filter({ hasText: method }));
  await page.waitForFunction(
    (label) =>
      [...document.querySelectorAll<HTMLInputElement>('.checkout-tabs input:checked')].some(
        (input) => input.parentElement?.textContent === label,
      ),
    method,
    { polling: 'raf', timeout: 15_000 },
  );
  const switchPaymentMs = await slowestSince(page, from);

  from = await eventCount(page);
  await tap(page, page.getByRole('button', { name: 'Place Order' }));
  await waitForSelector(page, '.toast');
  const placeRefusedMs = await slowestSince(page, from);
  // On to the toast's end (6 s on the page's clock), so the next round's is seen arriving.
  await page.clock.runFor(CHECKOUT_FAILURE_TOAST_MS);
  await page.locator('.toast').waitFor({ state: 'detached' });
  return { typeNameMs, switchPaymentMs, placeRefusedMs };
}
