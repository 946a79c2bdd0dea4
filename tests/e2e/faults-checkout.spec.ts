// Fault journeys at the checkout (docs/testing.md 'Fault journeys'): the placement's answer held
// while the page reloads, the network cut after the server has the placement, a 500 on the
// checkout's update, and a double tap on a slow network. Each ends with what the customer sees
// and what the server and the payment sandbox stored: one order, one approved charge of the total
// the checkout showed. Runs on the checkout journeys' server, at noon in the store.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import {
  approvedCharges,
  fillCard,
  orderExists,
  receiptId,
  sandboxCharges,
  serverCartCount,
  toast,
  toGuestCheckout,
} from './support/checkout';
import { failFirstWith500, holdFirstAnswer, isPlacement, isSubAction } from './support/faults';
import { installStoreClock } from './support/storeClock';

const VISA = '4111 1111 1111 1111';
const THANK_YOU = 'Thank you for your order';
const UNEXPECTED = 'Unexpected error: Check your order has not already gone through and try again';
const ERROR_CH2 =
  'Error CH2, please try again. If the problem continues, please log out and log back in again.';

const orderTotal = async (page: Page) =>
  (await page.locator('.checkout-totals__row--total dd').textContent()) ?? '';
const cents = (money: string) => Math.round(Number(money.replace(/[^\d.]/g, '')) * 100);

/** The approved charges the sandbox made since `before` (a count of them taken earlier). */
async function newCharges(request: APIRequestContext, baseURL: string, before: number) {
  return approvedCharges(await sandboxCharges(request, baseURL)).slice(before);
}

/** The receipt is this session's only order: neither neighbour's id is one of its orders. */
async function expectOnlyOrder(page: Page, id: number) {
  expect(await orderExists(page, id)).toBe(true);
  expect(await orderExists(page, id - 1)).toBe(false);
  expect(await orderExists(page, id + 1)).toBe(false);
}

/** A guest at the checkout with the approved test card entered: charges so far, the total shown. */
async function readyToPlace(page: Page, request: APIRequestContext, baseURL: string) {
  const before = approvedCharges(await sandboxCharges(request, baseURL)).length;
  await toGuestCheckout(page);
  await fillCard(page, { number: VISA });
  return { before, total: await orderTotal(page) };
}

test.beforeEach(({ page }) => installStoreClock(page));

test('the page reloads while the placement is in flight: one order, one charge, the total shown', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const { before, total } = await readyToPlace(page, request, baseURL!);
  const placement = await holdFirstAnswer(context, isPlacement);
  await page.getByRole('button', { name: 'Place Order' }).click();
  // The server has placed it; its answer has not reached the app.
  await placement.arrived;
  await page.reload();

  await expect(toast(page, THANK_YOU)).toBeVisible();
  const id = await receiptId(page);
  placement.release();
  await expect(page.getByRole('region', { name: 'Items' })).toContainText(total);
  expect(placement.sent).toEqual([placement.sent[0], placement.sent[0]]);
  const charges = await newCharges(request, baseURL!, before);
  expect(charges.map((charge) => charge.amountCents)).toEqual([cents(total)]);
  await expectOnlyOrder(page, id);
});

test('the network is cut after the server has the placement: back online, the same order', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const { before, total } = await readyToPlace(page, request, baseURL!);
  const sent: string[] = [];
  let cut = false;
  await context.route('**/api', async (route) => {
    const form = new URLSearchParams(route.request().postData() ?? '');
    if (!isPlacement(form)) return route.fallback();
    sent.push(form.get('request_id') ?? '');
    if (cut) return route.fallback();
    cut = true;
    await route.fetch();
    // The Wi-Fi drops with the answer on its way back.
    await context.setOffline(true);
    return route.abort('internetdisconnected');
  });
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(toast(page, UNEXPECTED)).toBeVisible();
  const offline = page.getByRole('banner').getByRole('status').filter({ hasText: 'Offline' });
  await expect(offline).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);

  // Back online the checkout reads the cart again and finds it gone (the server placed the
  // order): it asks about the placement itself, with its request id, and shows the receipt.
  await context.setOffline(false);
  await expect(offline).toBeHidden();
  await expect(toast(page, THANK_YOU)).toBeVisible();
  const id = await receiptId(page);
  expect(sent).toEqual([sent[0], sent[0]]);
  const charges = await newCharges(request, baseURL!, before);
  expect(charges.map((charge) => charge.amountCents)).toEqual([cents(total)]);
  await expectOnlyOrder(page, id);
});

test("a 500 on the checkout's update shows CH2, keeps the order, and choosing again works", async ({
  page,
  context,
}) => {
  await toGuestCheckout(page);
  const cardTotal = await orderTotal(page);
  const pricings = await failFirstWith500(
    context,
    (form) =>
      isSubAction('update_checkout')(form) &&
      (form.get('checkout_options') ?? '').includes('"payment_method"'),
  );
  await page.getByRole('radio', { name: 'PayPal' }).check();
  await expect(toast(page, ERROR_CH2)).toBeVisible();
  expect(pricings).toHaveLength(1);
  // Nothing lost: the cart on the server, the details typed.
  expect(await serverCartCount(page)).toBe(3);
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Jo Citizen');
  expect(await orderTotal(page)).toBe(cardTotal);

  // The customer tries again: the card, then PayPal once more.
  const paypal = page.getByRole('radio', { name: 'PayPal' });
  await expect(paypal).toBeChecked();
  await page.getByRole('radio', { name: 'Credit Card' }).check();
  await paypal.check();
  await expect(page.getByRole('button', { name: 'Place Order' })).toBeEnabled();
  await expect.poll(() => orderTotal(page)).not.toBe(cardTotal);
  expect(pricings.length).toBeGreaterThan(1);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('heading', { name: 'PayPal (sandbox)' })).toBeVisible();
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(toast(page, THANK_YOU)).toBeVisible();
  await expectOnlyOrder(page, await receiptId(page));
});

test('a double tap on Place Order over a slow network places one order', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const { before, total } = await readyToPlace(page, request, baseURL!);
  // Slow: the validation's answer waits until both taps have landed.
  const validation = await holdFirstAnswer(
    context,
    (form) => form.get('RequestAction') === 'SubmitOrder' && form.get('preorder') === '1',
  );
  const placements: string[] = [];
  page.on('request', (request) => {
    const form = new URLSearchParams(request.postData() ?? '');
    if (request.method() === 'POST' && isPlacement(form)) {
      placements.push(form.get('request_id') ?? '');
    }
  });
  await page.getByRole('button', { name: 'Place Order' }).dblclick();
  await validation.arrived;
  validation.release();

  await expect(toast(page, THANK_YOU)).toBeVisible();
  const id = await receiptId(page);
  expect(validation.sent).toHaveLength(1);
  expect(new Set(placements).size).toBe(1);
  const charges = await newCharges(request, baseURL!, before);
  expect(charges.map((charge) => charge.amountCents)).toEqual([cents(total)]);
  await expectOnlyOrder(page, id);
});
