// The staff order board: a staff tablet signs in and opens
// /staff/orders; a guest's order appears on it without a reload (the store's live channel);
// staff move it to ready and the customer's open receipt shows 'Ready' within 2 s (the order's
// live channel, not the 15 s refresh); a move made offline waits on the card and applies once
// when the network returns; the board passes axe. Cancel asks first, names the amount and what
// happens to the payment, and voids the card once confirmed. A staff device that takes no
// payments says so once and lands on the board, which the main menu offers. Runs on the checkout
// journeys' server, at noon in the store.
import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { DEMO_STAFF_DEVICES } from '../../server/db/seed/staffDevices';
import { signInByEmail, signOut } from './support/account';
import {
  fillCard,
  receiptId,
  sandboxCharges,
  serverCall,
  toast,
  toGuestCheckout,
} from './support/checkout';
import { seriousViolations } from './support/shell';
import { installStoreClock, storeNow } from './support/storeClock';

const STAFF = DEMO_STAFF_DEVICES.demo!.devices.find((device) => device.status === 8)!;

/** Today in the store (Perth, UTC+8, no daylight saving) as 'Fri 27 Nov'. */
function storeDay(): string {
  const perth = new Date(storeNow() + 8 * 60 * 60 * 1000);
  const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'][perth.getUTCDay()];
  const month = [
    'Jan',
    'Feb',
    'Mar',
    'Apr',
    'May',
    'Jun',
    'Jul',
    'Aug',
    'Sep',
    'Oct',
    'Nov',
    'Dec',
  ][perth.getUTCMonth()];
  return `${weekday} ${perth.getUTCDate()} ${month}`;
}

function orderCard(page: Page, orderNumber: string) {
  return page.getByRole('article', { name: `Order ${orderNumber}` });
}

async function history(customer: Page, id: number): Promise<string[]> {
  const answer = await serverCall(customer, 'OrderStatusDetailed', { order_id: String(id) });
  expect(answer.ResponseCode).toBe('SUCCESS');
  const { order } = answer.Response as { order: { history: { status: string }[] } };
  return order.history.map((entry) => entry.status);
}

test('staff move a new order to ready; the open receipt shows it at once', async ({
  browser,
  baseURL,
}) => {
  const staffContext = await browser.newContext({ baseURL });
  const staff = await staffContext.newPage();
  await installStoreClock(staff);
  await staff.goto('/login');
  await signInByEmail(staff, STAFF.email, STAFF.password);
  await expect(staff).not.toHaveURL(/\/login/);
  // Staff reach the board from the account's navigation (members have no such entry).
  await staff.goto('/account');
  await staff
    .getByRole('navigation', { name: 'Account' })
    .getByRole('link', { name: "Today's orders" })
    .click();
  await expect(staff).toHaveURL(/\/staff\/orders$/);
  await expect(staff.getByRole('heading', { level: 1, name: "Today's orders" })).toBeVisible();
  // The store's day in words (DESIGN 'Words': 'Mon 24 Nov'), not an ISO date.
  await expect(staff.locator('.staff-board__store')).toHaveText(
    `Fremantle Fig & Olive · ${storeDay()}`,
  );
  expect(await seriousViolations(staff)).toEqual([]);

  const customerContext = await browser.newContext({ baseURL });
  const customer = await customerContext.newPage();
  await installStoreClock(customer);
  await customer.goto('/');
  await toGuestCheckout(customer);
  await fillCard(customer, { number: '4111 1111 1111 1111' });
  await customer.getByRole('button', { name: 'Place Order' }).click();
  await expect(toast(customer, 'Thank you for your order')).toBeVisible();
  const id = await receiptId(customer);
  const orderNumber = String(id).padStart(5, '0');
  const statusLine = customer.locator('.receipt__status');
  await expect(statusLine).toHaveText('Order received');
  // The receipt's timers stand still from here: its 15 s refresh cannot run, so only the order's
  // live channel (in the API worker, whose clock this is not) can bring the staff's moves.
  await customer.clock.pauseAt((await customer.evaluate(() => Date.now())) + 1000);

  // New on the board without a reload.
  const card = orderCard(staff, orderNumber);
  await expect(card).toBeVisible();
  await expect(card).toContainText('Submitted');
  await expect(card).toContainText('Jo Citizen');
  await expect(card).toContainText('Pickup ASAP');
  expect(await seriousViolations(staff)).toEqual([]);

  await card.getByRole('button', { name: `Accept: order ${orderNumber}` }).click();
  await expect(card).toContainText('Confirmed');
  // By keyboard, as on a tablet with a keyboard case.
  await card.getByRole('button', { name: `Start preparing: order ${orderNumber}` }).focus();
  await staff.keyboard.press('Enter');
  await expect(card).toContainText('In progress');
  const ready = card.getByRole('button', { name: `Mark ready: order ${orderNumber}` });
  // The button comes with the move's answer: boundingBox() does not wait for it.
  await expect(ready).toBeVisible();
  const box = await ready.boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(48);
  await ready.click();
  await expect(statusLine).toHaveText('Ready for pickup', { timeout: 2000 });
  await expect(customer.locator('.receipt__code')).toHaveText(' · Ready', { timeout: 2000 });
  await expect(card).toContainText('Ready');

  // Offline: the move waits on the card, then applies once.
  await staffContext.setOffline(true);
  await card.getByRole('button', { name: `Collected: order ${orderNumber}` }).click();
  await expect(card.getByRole('status')).toHaveText('Waiting to send: Complete');
  expect(await history(customer, id)).toEqual(['placed', 'accepted', 'preparing', 'ready']);
  await staffContext.setOffline(false);
  await expect(card.getByRole('status')).toHaveCount(0);
  await expect(card).toContainText('Complete');
  await expect(statusLine).toHaveText('Completed', { timeout: 2000 });
  expect(await history(customer, id)).toEqual([
    'placed',
    'accepted',
    'preparing',
    'ready',
    'completed',
  ]);
  expect(await seriousViolations(staff)).toEqual([]);

  await customerContext.close();
  await staffContext.close();
});

/** A guest's card order placed on its own page: its id, number and the amount charged. */
async function guestCardOrder(customer: Page, baseURL: string) {
  await installStoreClock(customer);
  await customer.goto('/');
  await toGuestCheckout(customer);
  await fillCard(customer, { number: '4111 1111 1111 1111' });
  await customer.getByRole('button', { name: 'Place Order' }).click();
  await expect(toast(customer, 'Thank you for your order')).toBeVisible();
  const id = await receiptId(customer);
  const orderNumber = String(id).padStart(5, '0');
  const charges = await sandboxCharges(customer.request, baseURL);
  const charge = charges.find((c) => c.approved && c.orderRef.endsWith(orderNumber));
  expect(charge, JSON.stringify(charges.slice(-3))).toBeDefined();
  return { id, orderNumber, charge: charge!, paid: `$${(charge!.amountCents / 100).toFixed(2)}` };
}

test('Cancel asks first, names the amount, and voids the card payment once confirmed', async ({
  browser,
  baseURL,
}) => {
  const customerContext = await browser.newContext({ baseURL });
  const customer = await customerContext.newPage();
  const { id, orderNumber, charge, paid } = await guestCardOrder(customer, baseURL!);

  const staffContext = await browser.newContext({ baseURL });
  const staff = await staffContext.newPage();
  await installStoreClock(staff);
  // A counter tablet that said it takes no payments lands on the board.
  await staff.addInitScript(() => localStorage.setItem('docket:device-payments', 'none'));
  await staff.goto('/login');
  await signInByEmail(staff, STAFF.email, STAFF.password);
  await expect(staff).toHaveURL(/\/staff\/orders$/);
  const card = orderCard(staff, orderNumber);
  const cancel = card.getByRole('button', { name: `Cancel: order ${orderNumber}` });
  await cancel.click();

  const dialog = staff.getByRole('dialog', { name: `Cancel order ${orderNumber}?` });
  await expect(dialog).toContainText(`Paid ${paid}`);
  await expect(dialog).toContainText(
    `The ${paid} card payment is voided or refunded through the card provider, and the refund is recorded on the order.`,
  );
  const keep = dialog.getByRole('button', { name: 'Keep order' });
  const confirm = dialog.getByRole('button', { name: 'Cancel order' });
  await expect(keep).toBeFocused();
  // Measured once the dialog has scaled in (its entry animation).
  await dialog.evaluate((element) =>
    Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)),
  );
  for (const button of [keep, confirm])
    expect((await button.boundingBox())?.height).toBeGreaterThanOrEqual(48);
  expect(await seriousViolations(staff)).toEqual([]);

  // 'Keep order' (an Enter by habit lands on it) and Escape change nothing; focus goes back.
  await staff.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(cancel).toBeFocused();
  await staff.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await staff.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(card).toContainText('Submitted');
  expect(await history(customer, id)).toEqual(['placed']);
  const untouched = (await sandboxCharges(staff.request, baseURL!)).find(
    (c) => c.transactionId === charge.transactionId,
  );
  expect(untouched?.status).toBe('submitted_for_settlement');

  await cancel.click();
  await confirm.click();
  await expect(card).toContainText('Cancelled');
  await expect(card).toContainText(`${paid} refunded to card`);
  await expect(customer.locator('.receipt__status')).toContainText('Cancelled');
  expect(await history(customer, id)).toEqual(['placed', 'cancelled']);
  const after = await sandboxCharges(staff.request, baseURL!);
  expect(after.filter((c) => c.transactionId === charge.transactionId)).toMatchObject([
    { status: 'voided', approved: false },
  ]);
  expect(await seriousViolations(staff)).toEqual([]);

  await customerContext.close();
  await staffContext.close();
});

test('a staff device that takes no payments says so once and lands on the board after', async ({
  page,
  baseURL,
}) => {
  await installStoreClock(page);
  await page.goto('/login');
  await signInByEmail(page, STAFF.email, STAFF.password);
  // Not yet told: staff with the store's Linkly pinpad pair first, and still can.
  await expect(page).toHaveURL(/\/eftpos\/linkly$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('textbox', { name: 'Pair code' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  const noPayments = main.getByRole('button', { name: 'This device takes no payments' });
  expect((await noPayments.boundingBox())?.height).toBeGreaterThanOrEqual(48);
  await noPayments.click();
  await expect(page).toHaveURL(/\/staff\/orders$/);
  await expect(toast(page, 'This device takes no payments')).toHaveCount(1);

  // The main menu takes staff to the board and to pairing.
  await page.getByRole('button', { name: 'Main menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Main' });
  await expect(menu.getByRole('link', { name: "Today's orders" })).toBeVisible();
  await menu.getByRole('link', { name: 'Pinpad pairing' }).click();
  await expect(page).toHaveURL(/\/eftpos\/linkly$/);
  await expect(main.getByRole('heading', { name: 'This device takes no payments' })).toBeVisible();
  await expect(main.getByRole('button', { name: 'Pair Pinpad' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Main menu' }).click();
  await menu.getByRole('link', { name: "Today's orders" }).click();
  await expect(page.getByRole('heading', { level: 1, name: "Today's orders" })).toBeVisible();

  // Remembered on the device: the next sign-in goes straight to the board, with no notice.
  await signOut(page, new URL(baseURL!).origin);
  await page.goto('/login');
  await signInByEmail(page, STAFF.email, STAFF.password);
  await expect(page).toHaveURL(/\/staff\/orders$/);
  await expect(toast(page, 'This device takes no payments')).toHaveCount(0);
});

test('the board is for staff only: a guest is sent to sign in', async ({ page }) => {
  await installStoreClock(page);
  await page.goto('/staff/orders');
  await expect(page).toHaveURL(/\/login\?next=%2Fstaff%2Forders$/);
});
