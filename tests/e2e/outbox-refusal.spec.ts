// A change refused after it was queued is never dropped in silence: it is toasted,
// listed under the header with the server's reason, Retry and Remove, and the badge stops
// counting it. Retry sends it again; Remove gives it up.
import { type Page } from '@playwright/test';
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

const REFUSAL = 'Product unavailable';

/** Answers the next add_to_order the worker sends with the server's refusal envelope. */
async function refuseNextAdd(page: Page) {
  let refused = false;
  await page.route('**/api', async (route) => {
    const body = route.request().postData() ?? '';
    if (refused || !body.includes('sub_action=add_to_order')) return route.fallback();
    refused = true;
    await route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ ResponseCode: 'ERROR', Response: [REFUSAL] }),
    });
  });
}

async function queueFlatWhiteOffline(page: Page) {
  await page.context().setOffline(true);
  await expect(
    page.getByRole('banner').getByRole('status').filter({ hasText: 'Offline' }),
  ).toBeVisible();
  await openItem(page, 'Flat White');
  await addButton(page).click();
  await expect(itemDialog(page, 'Flat White')).toBeHidden();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
}

test.beforeEach(async ({ page }) => {
  await page.goto(MENU_URL);
  await expect(productButton(page, 'Flat White')).toBeVisible();
  // Its options are now in IndexedDB, so the popup opens offline.
  await openItem(page, 'Flat White');
  await itemDialog(page, 'Flat White').getByRole('button', { name: 'Close' }).click();
});

test('a refused queued add is listed with Retry, and Retry sends it', async ({ page }) => {
  await queueFlatWhiteOffline(page);
  await refuseNextAdd(page);
  await page.context().setOffline(false);

  const failed = page.getByRole('region', { name: 'Cart changes not sent' });
  await expect(failed.getByRole('listitem')).toHaveText(/Flat White ×1\s+Product unavailable/);
  await expect(
    page.locator('.toast-host .toast--error').filter({ hasText: REFUSAL }),
  ).toBeVisible();
  await expect(cartLink(page)).toHaveCount(0);

  await failed.getByRole('button', { name: 'Retry' }).click();
  await expect(failed).toBeHidden();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
  expect(await serverCartLines(page)).toEqual([
    { name: 'Flat White', quantity: 1, options: expect.any(Array) as unknown as string[] },
  ]);
});

test('Remove gives a refused add up', async ({ page }) => {
  await queueFlatWhiteOffline(page);
  await refuseNextAdd(page);
  await page.context().setOffline(false);

  const failed = page.getByRole('region', { name: 'Cart changes not sent' });
  await failed.getByRole('button', { name: 'Remove' }).click();
  await expect(failed).toBeHidden();
  await expect(cartLink(page)).toHaveCount(0);
  expect(await serverCartLines(page)).toEqual([]);
});
