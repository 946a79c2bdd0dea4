// A first visit to a menu link (src/app/coldStart.ts): index.html fetches the menu itself, the
// menu shows from that answer, and the API worker loads only after the first screen, then adopts
// the answer instead of fetching it again, so the first screen does not wait for its code.
import { type Page, type Request } from '@playwright/test';
import { expect, test } from './support/test';
import { addButton, cartLink, MENU_URL, openItem, productButton } from './support/cart';
import { withoutServerRender } from './support/serverRender';
import { appDatabaseReady } from './support/shell';

const WORKER_SCRIPT = /\/assets\/api\.worker-[^/]+\.js$/;

/** When the first product card appeared (page clock), recorded from document start. */
async function recordFirstCard(page: Page) {
  await page.addInitScript(() => {
    new MutationObserver((_records, observer) => {
      if (!document.querySelector('article.product-card')) return;
      (window as { __firstCardAt?: number }).__firstCardAt = performance.now();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
}

/** The Merchant calls the page and its worker send. */
function merchantCalls(page: Page): Request[] {
  const calls: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.postData()?.includes('RequestAction=Merchant'))
      calls.push(request);
  });
  return calls;
}

async function workerScriptStart(page: Page): Promise<number | null> {
  return page.evaluate((pattern) => {
    const entry = performance
      .getEntriesByType('resource')
      .find((resource) => new RegExp(pattern).test(new URL(resource.name).pathname));
    return entry?.startTime ?? null;
  }, WORKER_SCRIPT.source);
}

test('a first visit shows the menu before the API worker loads, and the worker takes over', async ({
  page,
}) => {
  await recordFirstCard(page);
  const calls = merchantCalls(page);
  await page.goto(MENU_URL);
  await expect(productButton(page, 'Crispy Calamari')).toBeVisible();
  await appDatabaseReady(page);

  const firstCardAt = await page.evaluate(
    () => (window as { __firstCardAt?: number }).__firstCardAt,
  );
  const workerAt = await workerScriptStart(page);
  expect(firstCardAt).toBeGreaterThan(0);
  expect(workerAt).not.toBeNull();
  expect(workerAt!).toBeGreaterThan(firstCardAt!);
  // No Merchant call: the server rendered the menu and sent its answer with it, and
  // the worker adopted that answer.
  expect(calls).toHaveLength(0);

  // The worker now owns the data: an add reaches the server and the cart.
  await openItem(page, 'Flat White');
  await addButton(page).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added to Cart' })).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
  expect(calls).toHaveLength(0);
});

/** The plain index.html on menu links: its boot script fetches the menu itself. */
const withoutMenuRender = (page: Page) =>
  withoutServerRender(page, (pathname) => pathname.startsWith('/menu/'));

test('a first visit without the server render fetches the menu itself, once', async ({ page }) => {
  await withoutMenuRender(page);
  const calls = merchantCalls(page);
  await page.goto(MENU_URL);
  await expect(productButton(page, 'Crispy Calamari')).toBeVisible();
  await appDatabaseReady(page);
  // One Merchant call, the page's own: the worker adopted its answer.
  expect(calls).toHaveLength(1);
});

test('a first visit whose own menu fetch fails still shows the menu, loaded by the worker', async ({
  page,
}) => {
  await withoutMenuRender(page);
  let refused = 0;
  await page.route('**/api', async (route) => {
    if (refused === 0 && route.request().postData()?.includes('RequestAction=Merchant')) {
      refused += 1;
      return route.abort('connectionreset');
    }
    return route.continue();
  });
  const calls = merchantCalls(page);
  await page.goto(MENU_URL);
  await expect(productButton(page, 'Crispy Calamari')).toBeVisible();
  expect(refused).toBe(1);
  expect(calls).toHaveLength(2);
});

test('the next open reads the database first: no fetch from index.html', async ({ page }) => {
  await page.goto(MENU_URL);
  await expect(productButton(page, 'Crispy Calamari')).toBeVisible();
  await appDatabaseReady(page);

  await page.reload();
  await expect(productButton(page, 'Crispy Calamari')).toBeVisible();
  const coldFetches = await page.evaluate(
    () => performance.getEntriesByName('docket:cold-menu-fetch').length,
  );
  expect(coldFetches).toBe(0);
});

test("product photos follow the menu's text: none is asked for before the first card shows", async ({
  page,
}) => {
  await recordFirstCard(page);
  await page.goto(MENU_URL);
  const photo = page.locator('article.product-card img.product-card__media').first();
  await expect(photo).toBeVisible();
  await expect
    .poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);

  const { firstCardAt, photosAt } = await page.evaluate(() => ({
    firstCardAt: (window as { __firstCardAt?: number }).__firstCardAt ?? 0,
    photosAt: performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.startsWith('/media/'))
      .map((entry) => entry.startTime),
  }));
  expect(firstCardAt).toBeGreaterThan(0);
  expect(photosAt.length).toBeGreaterThan(0);
  expect(Math.min(...photosAt)).toBeGreaterThan(firstCardAt);
});
