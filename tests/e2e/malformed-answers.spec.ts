// Malformed answers in the browser (the worker-level suite is tests/unit/malformedAnswers.server
// .test.ts): one protocol call answered with a captive portal's page, truncated JSON, the wrong
// shape or null. The customer sees the spec's words for that call, the app's screen stays (never
// a blank page), and what was asked for is kept or can be asked again. Runs on the checkout
// journeys' server, at noon in the store.
import type { Page, Route } from '@playwright/test';
import { expect, test } from './support/test';
import { addButton, cartLink, itemDialog, MENU_URL, openItem, productButton } from './support/cart';
import { fillCard, toast, toGuestCheckout } from './support/checkout';
import { protocolForm, isPlacement, isSubAction, type Form } from './support/faults';
import { expectAScreen, mainNav, menuButton } from './support/shell';
import { installStoreClock } from './support/storeClock';

const RETRY = (code: string) =>
  `Error ${code}, please try again. If the problem continues, please log out and log back in again.`;
const QUEUED = 'Saved. It will be added to your cart when you are back online.';
const UNEXPECTED = 'Unexpected error: Check your order has not already gone through and try again';

const CAPTIVE_PORTAL =
  '<!DOCTYPE html><html><head><title>Airport Wi-Fi</title></head>' +
  '<body><h1>Welcome</h1><form action="/login"><input name="email"></form></body></html>';

type Answer = { status?: number; contentType: string; body: string };

/**
 * The first call `match` picks is answered with `answer` without reaching the server; later
 * calls go through. Returns how many it answered so.
 */
async function answerFirstWith(page: Page, match: (form: Form) => boolean, answer: Answer) {
  const answered = { count: 0 };
  await page.route('**/api', async (route: Route) => {
    const form = protocolForm(route);
    if (form === null || !match(form) || answered.count > 0) return route.fallback();
    answered.count += 1;
    return route.fulfill({
      status: answer.status ?? 200,
      contentType: answer.contentType,
      body: answer.body,
    });
  });
  return answered;
}

const isAction = (name: string) => (form: Form) => form.get('RequestAction') === name;

test.beforeEach(({ page }) => installStoreClock(page));

// A portal's login wall comes as a 200 page or a 401; neither is the server refusing the menu.
// The menu is opened from the sign-in page, whose HTML carries no menu, so the worker must ask for
// it. (A server-rendered menu page would not do: whether the worker asks again depends on the
// hour, as Playwright's clock moves the page and the server to the store's noon but not the
// worker, which then takes the page's menu as fresh only in the quarter hour after noon.)
for (const status of [200, 401]) {
  test(`the menu answered with a captive portal page (${status}): ME1, the screen stays`, async ({
    page,
  }) => {
    const answered = await answerFirstWith(page, isAction('Merchant'), {
      status,
      contentType: 'text/html',
      body: CAPTIVE_PORTAL,
    });
    await page.goto('/login');
    await menuButton(page).click();
    await mainNav(page).getByRole('link', { name: 'Order' }).click();
    await expect(toast(page, RETRY('ME1'))).toBeVisible();
    expect(answered.count).toBe(1);
    await expectAScreen(page);
    await expect(page.getByText('Welcome')).toHaveCount(0);
    await expect(page.getByText('The menu could not be loaded.')).toBeVisible();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(productButton(page, 'Flat White')).toBeVisible();
  });
}

test('an add answered with the wrong shape is kept and sent again: one line', async ({ page }) => {
  await page.goto(MENU_URL);
  await expect(productButton(page, 'Flat White')).toBeVisible();
  await answerFirstWith(page, isSubAction('add_to_order'), {
    contentType: 'application/json',
    body: JSON.stringify({ ResponseCode: 'SUCCESS', Response: { cart: [1, 2, 3] } }),
  });
  await openItem(page, 'Flat White');
  await addButton(page).click();
  await expect(itemDialog(page, 'Flat White')).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: QUEUED })).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
  // The outbox's own retry sends it again; the server's answer is the cart.
  await expect(page.getByRole('status').filter({ hasText: 'Waiting to send' })).toBeHidden();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
  await expectAScreen(page);
});

test('a placement answered with truncated JSON: the spec’s words, then one order', async ({
  page,
}) => {
  await toGuestCheckout(page);
  await fillCard(page, { number: '4111 1111 1111 1111' });
  const answered = await answerFirstWith(page, isPlacement, {
    contentType: 'application/json',
    body: '{"ResponseCode":"SUCCESS","Response":{"preorder":0,"order_id":',
  });
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(toast(page, UNEXPECTED)).toBeVisible();
  expect(answered.count).toBe(1);
  await expect(page).toHaveURL(/\/checkout$/);
  await expectAScreen(page);
  // Asked again, the kept placement goes with its request id: the order, once.
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByText('Thank you for your order')).toBeVisible();
});

test('sign-in answered with null: LI1, and the form stays to try again', async ({ page }) => {
  await page.goto('/login');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  const answered = await answerFirstWith(page, isAction('Login'), {
    contentType: 'application/json',
    body: 'null',
  });
  await main.getByLabel('Email').fill('nobody@example.com');
  await main.getByLabel('Password', { exact: true }).fill('secret-123');
  await main.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText(RETRY('LI1'))).toBeVisible();
  expect(answered.count).toBe(1);
  await expect(main.getByRole('button', { name: 'Sign In', exact: true })).toBeEnabled();
  await expectAScreen(page);
});
