// The menu, the item sheet and the cart as each device should show them (DESIGN 'Layout',
// 'Kiosk'): on a 390×844 phone the first screen leads with food (the merchant card and notes fold
// to one line that opens, one row of tabs), a cart bar once the cart has something, 'Added to
// Cart' naming the item, destructive buttons not in the primary colour; the account navigation
// at 390 px; and at 1080×1920 on a kiosk a full-width grid whose card stepper stays inside its
// card, with the cart bar in view.
import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import type { DocketServer } from '../../server/app';
import { accountServer } from './support/account';
import { fulfilmentPopup } from './support/checkout';
import { KIOSK_VIEWPORT, kioskDevice } from './support/kioskDevice';
import { boxOf, dishesOnScreen, textContrast, within } from './support/layout';
import { createMember, holdSession } from './support/member';
import { installStoreClock } from './support/storeClock';

// Its journeys set pickup ASAP, so they run at noon in the store whatever the hour: the checkout
// journeys' server (playwright.config.ts) or a server of its own at noon, and the page on that clock.
test.beforeEach(async ({ page }) => installStoreClock(page));

const SLUG = 'fig-and-olive';
const MENU_PATH = `/menu/${SLUG}`;
const PHONE = { width: 390, height: 844 };

function productCards(page: Page) {
  return page.getByRole('main').getByRole('article');
}

function cartBar(page: Page) {
  return page.getByRole('link', { name: /^\d+ items? (· \$[\d,]+\.\d\d )?View cart$/ });
}

/** The first visit's sheet: Pickup, ASAP, Set. */
async function setPickupAsap(page: Page) {
  const popup = fulfilmentPopup(page);
  await popup.getByRole('tab', { name: 'Pickup' }).click();
  await popup.getByRole('checkbox', { name: /ASAP/ }).check();
  await popup.getByRole('button', { name: 'Set' }).click();
  await expect(popup).toBeHidden();
}

/** Adds the plain Moussaka ($32.00) from its card's stepper. */
async function addMoussaka(page: Page) {
  const add = page.getByRole('button', { name: 'Add Moussaka', exact: true });
  await add.scrollIntoViewIfNeeded();
  await add.click();
  await expect(page.getByRole('group', { name: 'Moussaka in cart' })).toBeVisible();
}

test.describe('the menu on a 390×844 phone', () => {
  test.use({ viewport: PHONE });

  test('a first visit shows dishes above the fulfilment sheet; once it is set, four dishes and their prices fill the first screen', async ({
    page,
  }) => {
    await page.goto(MENU_PATH);
    const sheet = fulfilmentPopup(page);
    await expect(sheet).toBeVisible();
    await expect(productCards(page).first()).toBeVisible();
    // The sheet is a modal dialog: its box, not the backdrop, is what hides the page. Above it a
    // dish shows with its name and price.
    const above = await dishesOnScreen(page, { cover: await boxOf(sheet), whole: false });
    expect(above.length, `dishes whole above the sheet: ${above.join(', ')}`).toBeGreaterThan(0);

    await setPickupAsap(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    const shown = await dishesOnScreen(page);
    expect(
      shown.length,
      `dishes whole on the first screen: ${shown.join(', ')}`,
    ).toBeGreaterThanOrEqual(4);
  });

  test('the store line opens the address, phone and notes from the keyboard, and closes again', async ({
    page,
  }) => {
    await page.goto(`${MENU_PATH}?confirm=0`);
    const store = page.getByRole('region', { name: /Fig & Olive/ });
    const line = store.getByRole('button', { name: /Fig & Olive/ });
    await expect(store.getByRole('heading', { level: 1 })).toContainText('Fig & Olive');
    await expect(line).toHaveAttribute('aria-expanded', 'false');
    await expect(store.getByRole('link', { name: /^\+?[\d ]+$/ })).toBeHidden();
    // One line: the heading's row is no taller than a touch target and its border.
    expect((await boxOf(store)).bottom - (await boxOf(store)).top).toBeLessThanOrEqual(52);

    await line.focus();
    await page.keyboard.press('Enter');
    await expect(line).toHaveAttribute('aria-expanded', 'true');
    await expect(store.getByRole('link')).toHaveAttribute('href', /^tel:\+?\d+$/);
    await expect(store.getByRole('list', { name: 'Store notes' })).toBeVisible();
    await page.keyboard.press('Space');
    await expect(line).toHaveAttribute('aria-expanded', 'false');
    await expect(store.getByRole('list', { name: 'Store notes' })).toBeHidden();
  });

  test('the tabs are one row; any tab the row cuts off is reached by scrolling it, with the cue shown', async ({
    page,
  }) => {
    await page.goto(`${MENU_PATH}?confirm=0`);
    const row = page.getByRole('group', { name: 'Store options' });
    const tabs = row.getByRole('button');
    await expect(tabs).toHaveCount(4);
    const tops = await tabs.evaluateAll((buttons) =>
      buttons.map((button) => Math.round(button.getBoundingClientRect().top)),
    );
    expect(new Set(tops).size, `tab tops ${tops.join(', ')}`).toBe(1);

    const frame = await boxOf(row);
    for (const tab of await tabs.all()) {
      if (within(await boxOf(tab), frame)) continue;
      // Cut off: the row shows the cue at the edge that hides it, and scrolls to it.
      await expect(page.locator('.menu-tabs-frame .scroll-cue')).not.toHaveCount(0);
      await tab.scrollIntoViewIfNeeded();
      expect(within(await boxOf(tab), frame), await tab.innerText()).toBe(true);
    }
  });

  test("after an add: 'Added to Cart' names the dish, the cart bar gives the count and total and opens the cart, and it covers no dish", async ({
    page,
  }) => {
    await page.goto(`${MENU_PATH}?confirm=0`);
    await expect(productCards(page).first()).toBeVisible();
    await expect(cartBar(page)).toHaveCount(0);

    await addMoussaka(page);
    const added = page.getByRole('status').filter({ hasText: 'Added to Cart' });
    await expect(added).toBeVisible();
    await expect(added.getByText('Added to Cart', { exact: true })).toBeVisible();
    await expect(added.getByText('Moussaka', { exact: true })).toBeVisible();

    const bar = cartBar(page);
    await expect(bar).toHaveAccessibleName('1 item · $32.00 View cart');
    const barBox = await boxOf(bar);
    expect(barBox.bottom).toBeLessThanOrEqual(PHONE.height);
    expect(barBox.top).toBeGreaterThan(PHONE.height - 100);

    // At the end of the menu the last dish sits above the bar, not under it.
    await page.evaluate(() =>
      window.scrollTo(0, document.querySelector('main')!.getBoundingClientRect().bottom + scrollY),
    );
    const last = productCards(page).last();
    await last.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 10_000));
    await expect(bar).toBeInViewport();
    expect((await boxOf(last)).bottom).toBeLessThanOrEqual((await boxOf(bar)).top);

    await bar.click();
    await expect(page).toHaveURL(/\/cart$/);
  });

  test('Remove and Cancel Order are not the primary button, and their text meets 4.5:1', async ({
    page,
  }) => {
    // The fulfilment is set, so the cart opens without its sheet.
    await page.goto(MENU_PATH);
    await setPickupAsap(page);
    await addMoussaka(page);
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto(MENU_PATH);
      const stepper = page.getByRole('group', { name: 'Moussaka in cart' });
      await stepper.scrollIntoViewIfNeeded();
      const primary = await textContrast(stepper.getByRole('button', { name: /^Add one more/ }));
      await stepper.getByRole('button', { name: 'Remove one Moussaka' }).click();
      const removeDialog = page.getByRole('dialog', { name: 'Remove Moussaka from your cart?' });
      const remove = await textContrast(removeDialog.getByRole('button', { name: 'Remove' }));
      expect(remove.background, scheme).not.toBe(primary.background);
      expect(
        remove.ratio,
        `${scheme} ${remove.text} on ${remove.background}`,
      ).toBeGreaterThanOrEqual(4.5);
      await removeDialog.getByRole('button', { name: 'Keep' }).click();

      await page.goto('/cart');
      await page.getByRole('button', { name: 'Cancel Order' }).click();
      const cancelDialog = page.getByRole('dialog');
      const cancel = await textContrast(cancelDialog.getByRole('button', { name: 'Cancel Order' }));
      expect(cancel.background, scheme).not.toBe(primary.background);
      expect(
        cancel.ratio,
        `${scheme} ${cancel.text} on ${cancel.background}`,
      ).toBeGreaterThanOrEqual(4.5);
      await cancelDialog.getByRole('button', { name: 'Keep Order' }).click();
      const onCart = await textContrast(page.getByRole('button', { name: 'Cancel Order' }));
      expect(onCart.background, scheme).not.toBe(primary.background);
      expect(onCart.ratio, scheme).toBeGreaterThanOrEqual(4.5);
    }
  });
});

test.describe('on a server of its own: the account navigation and the kiosk', () => {
  test.use({ baseURL: undefined });
  test.setTimeout(90_000);

  let server: DocketServer;
  let origin: string;
  const expiresAt = new Date(Date.now() + 7 * 86_400_000);

  test.beforeAll(async () => {
    ({ server, origin } = await accountServer({ storeNoon: true }));
  });

  test.afterAll(async () => {
    await server?.close();
  });

  test('at 390 px every account entry is whole on screen or reached by scrolling, with the cue shown', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    const member = await createMember(server, { name: 'Nav Member', expiresAt });
    await page.goto(`${origin}/about`);
    await holdSession(page, member, expiresAt);
    await page.goto(`${origin}/account`);
    const nav = page.getByRole('navigation', { name: 'Account' });
    const links = nav.getByRole('link');
    await expect(links.first()).toBeVisible();
    expect(await links.count()).toBeGreaterThanOrEqual(4);
    const screen = { top: 0, bottom: PHONE.height, left: 0, right: PHONE.width };
    let cut = 0;
    for (const link of await links.all()) {
      const box = await boxOf(link);
      if (within(box, screen)) continue;
      cut++;
      await expect(nav.locator('.scroll-cue')).not.toHaveCount(0);
      await link.scrollIntoViewIfNeeded();
      expect(within(await boxOf(link), screen), await link.innerText()).toBe(true);
    }
    // The demo account's entries do not fit 390 px: the cue is what says there are more.
    expect(cut).toBeGreaterThan(0);
  });

  test('a kiosk at 1080×1920: a full-width grid of large cards, the stepper inside its card, the cart bar in view', async ({
    page,
  }) => {
    await page.setViewportSize(KIOSK_VIEWPORT);
    const kiosk = await createMember(server, { name: 'Layout Kiosk', expiresAt, status: 3 });
    await kioskDevice(page);
    await page.goto(`${origin}/about`);
    await holdSession(page, kiosk, expiresAt, 3);
    await page.goto(`${origin}/`);
    await expect(page).toHaveURL(`${origin}${MENU_PATH}`);
    // A first visit opens the sheet, as on a phone.
    await expect(fulfilmentPopup(page)).toBeVisible();
    await setPickupAsap(page);

    const grid = await boxOf(page.locator('.product-grid').first());
    expect(grid.right - grid.left, 'grid width').toBeGreaterThanOrEqual(KIOSK_VIEWPORT.width * 0.9);
    const card = await boxOf(productCards(page).first());
    expect(card.right - card.left, 'card width').toBeGreaterThanOrEqual(300);

    await addMoussaka(page);
    const stepper = page.getByRole('group', { name: 'Moussaka in cart' });
    const moussaka = productCards(page).filter({ has: stepper });
    const plus = stepper.getByRole('button', { name: 'Add one more Moussaka' });
    expect(within(await boxOf(plus), await boxOf(moussaka)), 'the + inside its card').toBe(true);
    expect((await boxOf(plus)).bottom - (await boxOf(plus)).top).toBeGreaterThanOrEqual(64);

    const bar = cartBar(page);
    await expect(bar).toBeInViewport();
    expect((await boxOf(bar)).bottom - (await boxOf(bar)).top).toBeGreaterThanOrEqual(64);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(bar).toBeInViewport();
  });
});
