// Cart, checkout, sign-in and receipt as HTML (every customer route has its budget): a new
// visitor's first screen arrives in the HTML, the page hydrates it without an error or a layout
// shift, and a visitor who has local data still sees it. Runs on the checkout journeys' server, at
// noon in the store (the local-data cases fill a cart and place an order).
import type { Browser } from '@playwright/test';
import { expect, test } from './support/test';
import { fillCard, receiptId, startPickupAsap, addTwoItems, toast } from './support/checkout';
import { toGuestCheckout } from './support/checkout';
import { afterTakeOver, watchPage } from './support/hydrationWatch';
import { appDatabaseReady } from './support/shell';
import { installStoreClock } from './support/storeClock';

test.beforeEach(({ page }) => installStoreClock(page));

const BRAND_NAME = 'Fremantle Fig & Olive';

/** The data the page carries for its hydration (tests/e2e/ssr.spec.ts reads it the same way). */
function ssrData(html: string): Record<string, unknown> | null {
  const data = /<script type="application\/json" id="docket-ssr">([\s\S]*?)<\/script>/.exec(html);
  return data === null ? null : (JSON.parse(data[1]!) as Record<string, unknown>);
}

/** A page with scripts off, in a context of its own (no storage: a new visitor). */
async function withoutScripts(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  return { context, page: await context.newPage() };
}

test.describe('without JavaScript, a new visitor', () => {
  test('gets the empty cart with the store and its notes', async ({ browser, baseURL }) => {
    const { context, page } = await withoutScripts(browser, baseURL!);
    await page.goto('/cart');
    await expect(page.getByRole('heading', { name: BRAND_NAME }).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Menu' })).toHaveAttribute(
      'href',
      '/menu/fig-and-olive',
    );
    await expect(page.getByRole('list', { name: 'Store notes' })).toBeVisible();
    await expect(page).toHaveTitle(`Cart · ${BRAND_NAME}`);
    await context.close();
  });

  test("gets no session in the cart's HTML", async ({ request }) => {
    const html = await (await request.get('/cart')).text();
    const data = ssrData(html) as { menu: { text: string } } | null;
    expect(data).not.toBeNull();
    const envelope = JSON.parse(data!.menu.text) as Record<string, unknown>;
    expect(envelope.ResponseCode).toBe('SUCCESS');
    expect(envelope).not.toHaveProperty('SID');
    expect(html).not.toMatch(/\\?"SID\\?"|"sid"|sid=/);
  });

  test('gets the checkout of an empty cart', async ({ browser, baseURL }) => {
    const { context, page } = await withoutScripts(browser, baseURL!);
    await page.goto('/checkout');
    await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Menu' })).toBeVisible();
    await expect(page).toHaveTitle(`Checkout · ${BRAND_NAME}`);
    await context.close();
  });

  test('gets the sign-in form, its query kept for the page', async ({ browser, baseURL }) => {
    const { context, page } = await withoutScripts(browser, baseURL!);
    await page.goto('/login?next=%2Fcart');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
    // Not usable until the page has hydrated it: typing would be lost, a press would submit it bare.
    await expect(page.getByRole('textbox', { name: 'Email' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeDisabled();
    await context.close();
  });
});

test('a link carrying a session is not rendered: the page signs in as before', async ({
  request,
}) => {
  const html = await (await request.get('/login?sid=x&userid=5&usertoken=t')).text();
  expect(html).not.toMatch(/<html data-docket-ssr/);
  expect(html).not.toContain('id="docket-ssr"');
  expect(html).toContain('<div id="root"></div>');
});

for (const { path, shows } of [
  { path: '/cart', shows: 'Your cart is empty' },
  { path: '/checkout', shows: 'Your cart is empty' },
  { path: '/login', shows: 'Sign In' },
]) {
  test(`${path} hydrates: no error, the server's nodes kept, no layout shift`, async ({ page }) => {
    const errors = await watchPage(page, '#root main');
    await page.goto(path);
    await expect(page.getByRole('heading', { name: shows }).first()).toBeVisible();
    await appDatabaseReady(page);
    if (path !== '/login') {
      // The worker has loaded the cart (load_checkout: 'No order present') and the page still
      // shows the same screen.
      await expect
        .poll(() => page.evaluate(() => document.querySelector('.page-skeleton') === null))
        .toBe(true);
      await expect(page.getByRole('heading', { name: shows })).toBeVisible();
    } else {
      await expect(page.getByRole('textbox', { name: 'Email' })).toBeEnabled();
    }
    const { shifts, shiftSources, kept } = await afterTakeOver(page);
    expect(kept).toBe(true);
    expect(
      shifts.reduce((sum, value) => sum + value, 0),
      shiftSources,
    ).toBe(0);
    expect(errors).toEqual([]);
  });
}

test("a cart held on the device shows after hydration, not the server's empty cart", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  // No service worker: the next open is answered by the server, which renders a new visitor's
  // empty cart; the page must show this visitor's own cart.
  const context = await browser.newContext({ serviceWorkers: 'block', baseURL });
  const page = await context.newPage();
  await installStoreClock(page);
  await startPickupAsap(page);
  await addTwoItems(page);
  for (const forgetWarmMark of [false, true]) {
    // Also when the page takes the open as cold (storage cleared but the database kept): it
    // hydrates the server's empty cart, then the worker's reads bring the cart in.
    if (forgetWarmMark) await page.evaluate(() => localStorage.clear());
    await page.goto('/cart');
    await expect(page.getByRole('heading', { name: 'Your cart' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Items in your cart' })).toContainText(
      'Flat White',
    );
    await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeHidden();
  }
  await context.close();
});

test("the receipt: a new visitor gets 'Order not found' as HTML, never the order; its guest sees it", async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(90_000);
  await toGuestCheckout(page);
  await fillCard(page, { number: '4111 1111 1111 1111' });
  // The guest's own receipt never says 'Order not found', not even for a frame while its row
  // arrives (the worker's answer and the live read race).
  await page.evaluate(() => {
    const seen = { notFound: false };
    (window as { __receiptSeen?: typeof seen }).__receiptSeen = seen;
    new MutationObserver(() => {
      const texts = [...document.querySelectorAll('h1')].map((h1) => h1.textContent);
      if (texts.includes('Order not found')) seen.notFound = true;
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(toast(page, 'Thank you for your order')).toBeVisible();
  const id = await receiptId(page);
  const heading = page.getByRole('heading', { level: 1, name: /^Order (?!not found$)\S+/ });
  const orderHeading = (await heading.textContent()) ?? '';
  expect(orderHeading).toMatch(/^Order (?!not found$)\S+/);
  expect(
    await page.evaluate(
      () => (window as { __receiptSeen?: { notFound: boolean } }).__receiptSeen?.notFound,
    ),
  ).toBe(false);

  // Someone else opening the link: the server's HTML is 'Order not found' and carries nothing
  // of the order or of any session.
  const answer = await request.get(`/order/${id}`);
  const html = await answer.text();
  expect(html).toContain('Order not found');
  expect(html).not.toContain(orderHeading);
  expect(html).not.toContain('Jo Citizen');
  expect(html).not.toContain('jo@example.com');
  expect(html).not.toMatch(/"sid"|sid=/);
  expect(ssrData(html)).toEqual({
    path: `/order/${id}`,
    now: expect.any(Number),
    orderNotFound: id,
  });

  const other = await browser.newContext({ baseURL });
  const stranger = await other.newPage();
  const errors = await watchPage(stranger, '#root main');
  await stranger.goto(`/order/${id}`);
  await expect(stranger.getByRole('heading', { name: 'Order not found' })).toBeVisible();
  await appDatabaseReady(stranger);
  const { shifts, shiftSources, kept } = await afterTakeOver(stranger);
  expect(kept).toBe(true);
  expect(
    shifts.reduce((sum, value) => sum + value, 0),
    shiftSources,
  ).toBe(0);
  expect(errors).toEqual([]);
  await other.close();

  // The guest who placed it opens the link again: their receipt.
  await page.goto(`/order/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: orderHeading })).toBeVisible();
});
