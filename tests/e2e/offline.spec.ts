// Offline is a state, not an error: a menu seen once opens with no connection (Dexie holds the
// data, the service worker the shell); a menu never seen says the connection is needed.
import { expect, test } from './support/test';

/** The demo brand's one store (brands/demo/brand.json menuSlug). */
const MENU_PATH = '/menu/fig-and-olive';

test('a visited menu opens offline, an unseen one asks for a connection', async ({
  page,
  context,
}) => {
  await page.goto(MENU_PATH);
  const items = page.getByRole('main').getByRole('article');
  await expect(items.first()).toBeVisible();
  const onlineCount = await items.count();

  // The first visit installs the service worker; a reload puts the page under its control.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
  await expect(items.first()).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(items).toHaveCount(onlineCount);
  await expect(page.getByRole('status').filter({ hasText: 'Offline' })).toBeVisible();
  // A working cached menu carries no 'connection required' note.
  await expect(page.getByText('An internet connection is required.')).toHaveCount(0);

  await page.goto('/menu/never-visited');
  await expect(page.getByText('An internet connection is required.')).toBeVisible();
  await expect(items).toHaveCount(0);

  await context.setOffline(false);
});
