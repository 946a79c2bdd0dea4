// Fault journeys on the cart's outbox (docs/testing.md 'Fault journeys'): a 500 on an add, an
// add whose answer comes after the worker's time-out, and a browser closed with adds still queued.
// Each ends with what the customer sees and the lines the server holds: in the order they were
// added, each once. Runs on the checkout journeys' server.
import { chromium, type Page } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_FLAGS } from '../../playwright.config';
import { expect, test } from './support/test';
import {
  addButton,
  cartLink,
  itemDialog,
  MENU_URL,
  openItem,
  productButton,
  serverCartLines,
} from './support/cart';
import { failFirstWith500, holdFirstAnswer, isSubAction } from './support/faults';
import { installRequestClock } from './support/requestClock';

const QUEUED = 'Saved. It will be added to your cart when you are back online.';
const ADDED = 'Added to Cart';

const pendingLine = (page: Page) => page.getByRole('status').filter({ hasText: 'Waiting to send' });

/** The menu, with these items' options seen once (so their popups open offline too). */
async function menuWithItemsSeen(page: Page, names: string[]) {
  await page.goto(MENU_URL);
  await expect(productButton(page, names[0]!)).toBeVisible();
  for (const name of names) {
    await openItem(page, name);
    await itemDialog(page, name).getByRole('button', { name: 'Close' }).click();
    await expect(itemDialog(page, name)).toBeHidden();
  }
}

async function addFlatWhite(page: Page) {
  await openItem(page, 'Flat White');
  await addButton(page).click();
  await expect(itemDialog(page, 'Flat White')).toBeHidden();
}

test('a 500 on an add keeps it waiting; the outbox sends it again and the cart has it once', async ({
  page,
}) => {
  await menuWithItemsSeen(page, ['Flat White']);
  const adds = await failFirstWith500(page, isSubAction('add_to_order'));
  await addFlatWhite(page);
  // Kept, not lost: saved and counted, then sent again by the outbox's own retry.
  await expect(page.getByRole('status').filter({ hasText: QUEUED })).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
  await expect(pendingLine(page)).toBeHidden();
  expect(adds).toEqual([adds[0], adds[0]]);
  expect(await serverCartLines(page)).toEqual([
    { name: 'Flat White', quantity: 1, options: expect.any(Array) as unknown as string[] },
  ]);
});

test("an add answered after the worker's time-out is one line, not two", async ({ page }) => {
  await menuWithItemsSeen(page, ['Flat White']);
  const clock = await installRequestClock(page);
  const add = await holdFirstAnswer(page, isSubAction('add_to_order'));
  await openItem(page, 'Flat White');
  await addButton(page).click();
  // The server has the add; its answer is on its way when the worker gives up on it (15 s).
  await add.arrived;
  await clock.expireRequestsOut();
  await expect(itemDialog(page, 'Flat White')).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: QUEUED })).toBeVisible();
  add.release();
  await expect(pendingLine(page)).toBeHidden();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
  expect(add.sent).toEqual([add.sent[0], add.sent[0]]);
  expect(await serverCartLines(page)).toHaveLength(1);

  // The next add goes through at once and lands behind it.
  await openItem(page, 'Flat White');
  await itemDialog(page, 'Flat White').getByRole('radio', { name: 'Oat +$0.80' }).check();
  await addButton(page).click();
  await expect(page.getByRole('status').filter({ hasText: ADDED })).toBeVisible();
  expect((await serverCartLines(page)).map((line) => line.options.includes('Oat'))).toEqual([
    false,
    true,
  ]);
});

test('the browser is closed with adds queued offline; reopened online, each is sent once', async ({
  baseURL,
  watchCsp,
}) => {
  const profile = mkdtempSync(join(tmpdir(), 'docket-faults-profile-'));
  const launch = async () => {
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_FLAGS,
      baseURL,
      serviceWorkers: 'allow',
    });
    await watchCsp(context);
    return { context, page: context.pages()[0] ?? (await context.newPage()) };
  };
  try {
    const first = await launch();
    await menuWithItemsSeen(first.page, ['Flat White', 'Crispy Calamari']);
    await first.context.setOffline(true);
    await expect(
      first.page.getByRole('banner').getByRole('status').filter({ hasText: 'Offline' }),
    ).toBeVisible();
    await openItem(first.page, 'Flat White');
    await itemDialog(first.page, 'Flat White').getByRole('radio', { name: 'Oat +$0.80' }).check();
    await addButton(first.page).click();
    await expect(itemDialog(first.page, 'Flat White')).toBeHidden();
    await openItem(first.page, 'Crispy Calamari');
    await itemDialog(first.page, 'Crispy Calamari').getByRole('radio', { name: 'Tartare' }).check();
    await addButton(first.page).click();
    await expect(pendingLine(first.page)).toHaveText(
      'Waiting to send: Flat White ×1, Crispy Calamari ×1',
    );
    await first.context.close();

    const second = await launch();
    await second.page.goto(MENU_URL);
    await expect(cartLink(second.page)).toHaveAccessibleName('Cart, 2 items');
    await expect(pendingLine(second.page)).toBeHidden();
    expect(await serverCartLines(second.page)).toEqual([
      { name: 'Flat White', quantity: 1, options: ['Regular', 'Oat'] },
      { name: 'Crispy Calamari', quantity: 1, options: ['Tartare'] },
    ]);
    // Once: a reload, which drains anything left, changes nothing on the server.
    await second.page.reload();
    await expect(cartLink(second.page)).toHaveAccessibleName('Cart, 2 items');
    expect(await serverCartLines(second.page)).toHaveLength(2);
    await second.context.close();
  } finally {
    rmSync(profile, { recursive: true, force: true });
  }
});
