/**
 * A kiosk between customers (DESIGN 'Kiosk'), on the paired demo kiosk at 1080×1920 against the
 * Linkly Cloud simulator (support/kioskTerminal.ts, as kiosk-terminal.spec.ts): the idle reset
 * never runs while a payment or its outcome is on screen; what a walk-up customer is offered
 * (pickup or dine-in, the pinpad); and the attract screen, which shows after 30 s untouched, never
 * over a customer part-way through something, and whose dismissing tap reaches nothing beneath.
 * The page's clock (page.clock) moves the idle waits; nothing sleeps.
 */
import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { SLUG } from './support/cart';
import { fulfilmentPopup } from './support/checkout';
import { countResets, resetsSoFar } from './support/kiosk';
import { KIOSK_VIEWPORT, kioskDevice, kioskWaits } from './support/kioskDevice';
import {
  kioskCartPaysBy,
  kioskReady,
  orderToCheckout,
  padClock,
  pauseClock,
  payOnPinpad,
  scriptSimulator,
  terminalPopup,
  terminalWorldForFile,
} from './support/kioskTerminal';
import { readRow, seriousViolations } from './support/shell';
import { installStoreClock } from './support/storeClock';

test.use({ viewport: KIOSK_VIEWPORT, baseURL: undefined });
test.describe.configure({ timeout: 180_000 });

const world = terminalWorldForFile();

test.afterEach(async ({ request }) => {
  await padClock(request, world, { hold: false });
});

test.beforeEach(async ({ page }) => {
  await kioskDevice(page);
  // Each test sets the wait it is about; the other waits 10 minutes (a loaded machine can take
  // 30 s between two steps of a journey).
  await kioskWaits(page, 600_000);
  await installStoreClock(page);
});

/** Counts the idle resets begun on this page (src/app/lifecycle/kioskIdle.ts), from its start. */
async function countResetsBegun(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const kiosk = window as Window & { resetsBegun?: number };
    kiosk.resetsBegun = 0;
    window.addEventListener('docket:idle-reset-started', () => {
      kiosk.resetsBegun = (kiosk.resetsBegun ?? 0) + 1;
    });
  });
}

const resetsBegun = (page: Page): Promise<number> =>
  page.evaluate(() => (window as Window & { resetsBegun?: number }).resetsBegun ?? 0);

/** The open cart's item count as the app stored it (appState 'cartSummary'), or null when none. */
async function cartItems(page: Page): Promise<number | null> {
  const row = await readRow<{ value?: { num_items?: number } }>(page, 'appState', 'cartSummary');
  return row?.value?.num_items ?? null;
}

test("a declined payment's outcome stays on screen past the idle time, cart and all; once closed, the idle reset works again", async ({
  page,
  request,
}) => {
  const { origin } = world;
  // Two minutes untouched: long enough that a loaded machine's journey never idles by itself.
  const idleMs = 120_000;
  await page.addInitScript(
    (ms) => localStorage.setItem('docket:kiosk-idle-ms', ms),
    String(idleMs),
  );
  await countResets(page);
  await countResetsBegun(page);
  await kioskReady(page, origin);
  await orderToCheckout(page, origin);
  await scriptSimulator(request, world, {
    transactions: [{ outcome: 'decline', prompts: ['PRESENT CARD'] }],
  });
  await payOnPinpad(page);
  const popup = terminalPopup(page);
  await expect(popup.getByRole('alert')).toHaveText('Transaction Failed (MSG-CO2)');
  // The submission has settled (Place Order, under the popup, is ready again): from here only the
  // outcome on screen holds the reset off.
  await expect(page.getByRole('button', { name: 'Place Order' })).toBeEnabled();
  expect(await cartItems(page)).toBeGreaterThan(0);

  // The customer reads the decline at the pinpad, touching nothing, for longer than the idle time.
  await pauseClock(page);
  await page.clock.runFor(idleMs + 5_000);
  // The idle moment came and went (its timer ran within runFor) without beginning a reset.
  expect(await resetsBegun(page)).toBe(0);
  await expect(popup.getByRole('alert')).toHaveText('Transaction Failed (MSG-CO2)');
  expect(await resetsSoFar(page)).toBe(0);
  expect(new URL(page.url()).pathname).toBe('/checkout');
  expect(await cartItems(page)).toBeGreaterThan(0);

  // They close it and walk away: the next quiet spell resets the kiosk for the next customer,
  // who finds it behind its attract screen.
  await popup.getByRole('button', { name: 'Close' }).click();
  await expect(popup).toBeHidden();
  await page.clock.runFor(idleMs - 1_000);
  expect(await resetsBegun(page)).toBe(0);
  await page.clock.runFor(2_000);
  expect(await resetsBegun(page)).toBe(1);
  await expect.poll(() => resetsSoFar(page)).toBe(1);
  await expect(page).toHaveURL(`${origin}/menu/${SLUG}`);
  // The next customer's cart: none yet, or the new session's empty one.
  await expect.poll(async () => (await cartItems(page)) ?? 0).toBe(0);
  await page.clock.resume();
  await expect(page.getByRole('dialog', { name: 'Screensaver' })).toBeVisible();
});

test('a paired kiosk offers what a walk-up customer can use: pickup or dine-in, and the pinpad', async ({
  page,
}) => {
  const { origin } = world;
  await kioskReady(page, origin);
  // The demo store offers six fulfilment types; its kiosk, pickup and dine-in (brand.json kiosk).
  const popup = fulfilmentPopup(page);
  await expect(popup).toBeVisible();
  await expect(popup.getByRole('tab')).toHaveText([/Pickup/, /Dine-in/]);
  // The last customer left their cart on Credit Card: the kiosk's checkout starts on Eftpos all
  // the same, and offers no typed card, PayPal, Crypto or wallet.
  await orderToCheckout(page, origin, {
    beforeCheckout: () => kioskCartPaysBy(world, 'CC'),
  });
  const methods = page.getByRole('radiogroup', { name: 'Payment method' });
  await expect(methods.getByRole('radio', { name: 'Eftpos', exact: true })).toBeChecked();
  await expect(methods.getByRole('radio')).toHaveCount(1);
  for (const name of ['Credit Card', 'PayPal', 'Crypto', 'Apple Pay', 'Google Pay']) {
    await expect(page.getByRole('radio', { name })).toHaveCount(0);
  }
  expect(await seriousViolations(page)).toEqual([]);
});

test.describe('the attract screen (DESIGN: the brand image and Tap to order)', () => {
  test.beforeEach(async ({ page }) => {
    // The kiosk's own default, 30 s (the idle reset stays at 10 minutes).
    await page.addInitScript(() => localStorage.removeItem('docket:screensaver-ms'));
  });

  test('shows after 30 s over the untouched fulfilment chooser; the tap that hides it reaches nothing beneath', async ({
    page,
  }, testInfo) => {
    const { origin } = world;
    await kioskReady(page, origin);
    // A fresh kiosk asks how the order is wanted at once; nobody has touched the question.
    const popup = fulfilmentPopup(page);
    const dineIn = popup.getByRole('tab', { name: /Dine-in/ });
    await expect(dineIn).toHaveAttribute('aria-selected', 'false');
    await pauseClock(page);
    // The last touch (on the page, not in the chooser): 30 s from here.
    await page.evaluate(() => window.dispatchEvent(new PointerEvent('pointerdown')));
    const attract = page.getByRole('dialog', { name: 'Screensaver' });
    await page.clock.runFor(29_000);
    await expect(attract).toHaveCount(0);
    await page.clock.runFor(1_000);
    // Up: its first showing loads its code, which React puts on screen on the page's timers.
    await page.clock.resume();
    await expect(attract).toBeVisible();
    await expect(attract.locator('img')).toBeVisible();
    await expect(attract.getByText('Fremantle Fig & Olive')).toBeVisible();
    await expect(attract.getByText('Tap to order')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('kiosk-attract-1080x1920.png') });
    expect(await seriousViolations(page)).toEqual([]);

    // A tap right where Dine-in lies beneath: the attract screen goes, Dine-in is not chosen.
    const box = (await dineIn.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect(attract).toBeHidden();
    await expect(popup).toBeVisible();
    await expect(dineIn).toHaveAttribute('aria-selected', 'false');
  });

  test('waits while a popup is part-filled or a field has focus, and shows after the next quiet spell', async ({
    page,
  }) => {
    const { origin } = world;
    await kioskReady(page, origin);
    const popup = fulfilmentPopup(page);
    const attract = page.getByRole('dialog', { name: 'Screensaver' });
    // Part-way through the fulfilment chooser: two quiet spells and more pass.
    await popup.getByRole('tab', { name: 'Pickup' }).click();
    await pauseClock(page);
    await page.clock.runFor(65_000);
    await expect(popup).toBeVisible();
    await expect(attract).toHaveCount(0);
    await page.clock.resume();
    await popup.getByRole('checkbox', { name: /ASAP/ }).check();
    await popup.getByRole('button', { name: 'Set' }).click();
    await expect(popup).toBeHidden();

    // Typing in the menu's search, then leaving it focused.
    const search = page.getByRole('searchbox', { name: 'Search the menu' });
    await search.click();
    await page.keyboard.type('fig');
    await pauseClock(page);
    await page.clock.runFor(65_000);
    await expect(search).toBeFocused();
    await expect(attract).toHaveCount(0);
    // The field lets go of the focus (nothing touched): the next quiet spell shows it.
    await search.evaluate((element) => (element as HTMLElement).blur());
    await page.clock.runFor(30_000);
    await page.clock.resume();
    await expect(attract).toBeVisible();
    await attract.click();
    await expect(attract).toBeHidden();
  });
});
