// Adding to the cart offline: items opened once online open again offline
// from IndexedDB; adds made offline wait in the outbox, show as pending and in the cart badge,
// and reach the server exactly once when the connection comes back.
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

const QUEUED = 'Saved. It will be added to your cart when you are back online.';

test('adds made offline are kept, shown as pending, and sent once back online', async ({
  page,
  context,
}) => {
  await page.goto(MENU_URL);
  await expect(productButton(page, 'Flat White')).toBeVisible();

  // Seen once online: their options are now in IndexedDB.
  for (const name of ['Flat White', 'Crispy Calamari']) {
    await openItem(page, name);
    await itemDialog(page, name).getByRole('button', { name: 'Close' }).click();
    await expect(itemDialog(page, name)).toBeHidden();
  }

  await context.setOffline(true);
  const offlinePill = page.getByRole('banner').getByRole('status').filter({ hasText: 'Offline' });
  await expect(offlinePill).toBeVisible();

  await openItem(page, 'Flat White');
  await itemDialog(page, 'Flat White').getByRole('radio', { name: 'Oat +$0.80' }).check();
  await addButton(page).click();
  await expect(page.getByRole('status').filter({ hasText: QUEUED })).toBeVisible();
  await expect(itemDialog(page, 'Flat White')).toBeHidden();

  await openItem(page, 'Crispy Calamari');
  await itemDialog(page, 'Crispy Calamari').getByRole('radio', { name: 'Tartare' }).check();
  await addButton(page).click();
  await expect(itemDialog(page, 'Crispy Calamari')).toBeHidden();

  const pending = page.getByRole('status').filter({ hasText: 'Waiting to send' });
  await expect(pending).toHaveText('Waiting to send: Flat White ×1, Crispy Calamari ×1');
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 2 items');

  // Back online: the page notices at once (online event → ping → the worker drains its outbox).
  // The outbox's own retry runs on the worker's timers, which Playwright's clock does not reach,
  // so that the online event and not that retry sends the queue is shown where time is the
  // test's: tests/unit/connectivityOnOnline.test.ts (the ping's onOnline) and
  // tests/unit/outbox.server.test.ts (the replay on reconnect).
  await context.setOffline(false);
  await expect(offlinePill).toBeHidden({ timeout: 5_000 });
  await expect(pending).toBeHidden({ timeout: 5_000 });
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 2 items');
  expect(await serverCartLines(page)).toEqual([
    { name: 'Flat White', quantity: 1, options: ['Regular', 'Oat'] },
    { name: 'Crispy Calamari', quantity: 1, options: ['Tartare'] },
  ]);

  // Sent once: a reload (which drains anything left) changes nothing on the server.
  await page.reload();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 2 items');
  expect(await serverCartLines(page)).toHaveLength(2);
});
