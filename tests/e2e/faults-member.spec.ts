// Fault journeys of a member and of staff (docs/testing.md 'Fault journeys'): the site's storage
// wiped while the app is open, a top-up and a standing-order save whose answers are dropped, and a
// staff move made offline across a reload. A server of this spec's own with its own payment
// sandbox, on the store's noon clock, so each journey reads what the server stored.
import { type Browser, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { customerBalanceCents } from '../../server/accounts/balance';
import { hashSecret } from '../../server/accounts/secrets';
import type { DocketServer } from '../../server/app';
import { DEMO_STAFF_DEVICES } from '../../server/db/seed/staffDevices';
import { newSid } from '../../server/protocol/session';
import type { AppPayments } from '../../server/sandbox/forApp';
import { signInByEmail } from './support/account';
import { addButton, cartLink, itemDialog, MENU_URL, openItem, productButton } from './support/cart';
import { fillCard, toast } from './support/checkout';
import { dropFirstAnswer } from './support/faults';
import { placeMemberOrder } from './support/member';
import { startAppWithPayments } from './support/paymentsApp';
import { appDatabaseReady, putRow } from './support/shell';
import { installStoreClock, storeNow } from './support/storeClock';

const VISA = '4111 1111 1111 1111';
const PASSWORD = 'wiped-but-fine-42';
const ERROR_TRY_AGAIN = 'Error, please try again';
const DAY_MS = 24 * 60 * 60 * 1000;
const STAFF = DEMO_STAFF_DEVICES.demo!.devices.find((device) => device.status === 8)!;

let server: DocketServer;
let payments: AppPayments;
let origin: string;
let brandId: number;

test.beforeAll(async () => {
  ({ server, payments, origin } = await startAppWithPayments());
  ({ id: brandId } = await server.db
    .updateTable('brands')
    .set({ topup_enabled: true })
    .where('code', '=', 'demo')
    .returning('id')
    .executeTakeFirstOrThrow());
});

test.afterAll(async () => {
  await server?.close();
  await payments?.sandbox.close();
});

type Member = { id: number; sid: string; name: string; email: string };

/** A member of the demo brand with a password and a session of their own. */
async function newMember(name: string): Promise<Member> {
  const email = `${name.toLowerCase().replaceAll(' ', '.')}.${Date.now()}@example.com`;
  const { id } = await server.db
    .insertInto('customers')
    .values({
      brand_id: brandId,
      name,
      email,
      mobile: '+61412345679',
      status: 1,
      password_hash: await hashSecret(PASSWORD),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const sid = newSid();
  await server.db
    .insertInto('sessions')
    .values({
      sid,
      brand_id: brandId,
      customer_id: id,
      created_at: new Date(storeNow()),
      expires_at: new Date(storeNow() + 14 * DAY_MS),
    })
    .execute();
  return { id, sid, name, email };
}

/** A page on this spec's server, on the store's clock, holding the member's session. */
async function memberPage(browser: Browser, member: Member): Promise<Page> {
  const context = await browser.newContext({ baseURL: origin });
  const page = await context.newPage();
  await installStoreClock(page);
  await page.goto('/about');
  await putRow(page, 'session', {
    key: 'current',
    sid: member.sid,
    expiresAt: storeNow() + DAY_MS,
  });
  await putRow(page, 'customer', {
    key: 'current',
    id: member.id,
    status: 1,
    name: member.name,
    email: member.email,
  });
  return page;
}

const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

test("the site's storage is wiped while the app is open: signed in again, the orders and the cart come back", async ({
  browser,
}) => {
  const member = await newMember('Wren Wiped');
  const orderId = await placeMemberOrder(
    server,
    { ...member, brandId },
    {
      slug: 'fig-and-olive',
      lines: [{ name: 'Moussaka', quantity: 2 }],
      createdAt: new Date(storeNow()),
    },
  );
  const page = await memberPage(browser, member);
  await page.goto(MENU_URL);
  await expect(productButton(page, 'Flat White')).toBeVisible();
  await openItem(page, 'Flat White');
  await addButton(page).click();
  await expect(itemDialog(page, 'Flat White')).toBeHidden();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
  await appDatabaseReady(page);

  // What Safari does to a site unused for 7 days, here while the app is open.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Storage.clearDataForOrigin', {
    origin,
    storageTypes: 'indexeddb,local_storage,cache_storage,service_workers',
  });
  expect(await page.evaluate(() => indexedDB.databases())).toEqual([]);

  // The customer goes on: no error screen, signed out, and signing in brings everything back.
  await page.getByRole('banner').getByRole('button', { name: 'Main menu' }).click();
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: /Sign In|Account/ })
    .click();
  await expect(page.getByRole('alert').filter({ hasText: /error/i })).toHaveCount(0);
  if (!/\/login/.test(page.url())) await page.goto('/login');
  await signInByEmail(page, member.email, PASSWORD);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/account/orders');
  const history = page.getByRole('region', { name: 'Order History' });
  await expect(history.getByRole('link')).toHaveCount(1);
  await expect(history.getByRole('link')).toContainText(
    `Order ${String(orderId).padStart(5, '0')}`,
  );
  await history.getByRole('link').click();
  await expect(page.getByRole('region', { name: 'Items' })).toContainText('Moussaka');
  await page.goto(MENU_URL);
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
  await page.context().close();
});

test('a top-up whose answer is dropped: told to try again, and the retry is the same charge', async ({
  browser,
}) => {
  const member = await newMember('Tam Topup');
  const page = await memberPage(browser, member);
  await page.goto('/account/topup');
  await expect(page.getByRole('heading', { level: 1, name: 'Top-up' })).toBeVisible();
  await expect(page.getByRole('radio', { name: '$30.00' })).toBeChecked();
  await page.getByRole('radio', { name: 'Credit Card' }).check();
  await fillCard(page, { number: VISA, expiry: '11/31' });
  const chargesBefore = payments.sandbox.charges().length;
  const sent = await dropFirstAnswer(page.context(), (form) =>
    (form.get('RequestAction') ?? '').startsWith('Topup'),
  );
  await page.getByRole('button', { name: 'Pay $30.00' }).click();
  await expect(toast(page, ERROR_TRY_AGAIN)).toBeVisible();
  // The server took it: charged once, credited once.
  expect(await customerBalanceCents(server.db, member.id)).toBe(3000);

  await page.getByRole('button', { name: 'Pay $30.00' }).click();
  await expect(toast(page, 'Thank you for your payment')).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'Account balance' })
      .getByText(money(3000), { exact: true })
      .first(),
  ).toBeVisible();
  expect(sent).toEqual([sent[0], sent[0]]);
  expect(await customerBalanceCents(server.db, member.id)).toBe(3000);
  const charges = payments.sandbox.charges().slice(chargesBefore);
  expect(charges.filter((charge) => charge.approved).map((charge) => charge.amountCents)).toEqual([
    3000,
  ]);
  await page.context().close();
});

test('a standing-order save whose answer is dropped: saving again keeps one standing order', async ({
  browser,
}) => {
  const member = await newMember('Stel Standing');
  const page = await memberPage(browser, member);
  await page.goto('/account/addcard');
  await fillCard(page, { number: VISA });
  await page.getByRole('button', { name: 'Add Card' }).click();
  await expect(toast(page, 'Card added!')).toBeVisible();

  await page.goto('/account/standingorder');
  await expect(page.getByRole('heading', { level: 1, name: 'New Standing Order' })).toBeVisible();
  await page.getByRole('radio', { name: /^Pickup/ }).check();
  await page.locator('summary').filter({ hasText: 'Small Plates' }).click();
  await page.getByRole('textbox', { name: 'Marinated Olives, Monday' }).fill('2');
  const sent = await dropFirstAnswer(
    page.context(),
    (form) => form.get('RequestAction') === 'StandingOrders' && form.get('sub_action') === 'save',
  );
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, ERROR_TRY_AGAIN)).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Standing Order Saved (Active)')).toBeVisible();
  await expect(page).toHaveURL(/\/account\/standingorder\/\d+$/);
  const stored = await server.db
    .selectFrom('standing_orders')
    .select('id')
    .where('customer_id', '=', member.id)
    .execute();
  expect(stored.map((row) => row.id)).toEqual([
    Number(new URL(page.url()).pathname.split('/').pop()),
  ]);
  expect(sent).toEqual([sent[0], sent[0]]);
  await page.context().close();
});

test('a staff move made offline survives a reload and is applied once back online', async ({
  browser,
}) => {
  const customer = await newMember('Olly Order');
  const orderId = await placeMemberOrder(
    server,
    { ...customer, brandId },
    {
      slug: 'fig-and-olive',
      lines: [{ name: 'Moussaka', quantity: 1 }],
      createdAt: new Date(storeNow()),
    },
  );
  const orderNumber = String(orderId).padStart(5, '0');
  const context = await browser.newContext({ baseURL: origin });
  const staff = await context.newPage();
  await installStoreClock(staff);
  await staff.goto('/login');
  await signInByEmail(staff, STAFF.email, STAFF.password);
  await expect(staff).not.toHaveURL(/\/login/);
  await staff.goto('/staff/orders');
  const card = staff.getByRole('article', { name: `Order ${orderNumber}` });
  await expect(card).toContainText('Submitted');

  // Offline emulation can reach the worker a reload starts a moment after its first request, so
  // the API is also refused by route for as long as the context is offline.
  let offline = true;
  await context.route('**/api', (route) =>
    offline ? route.abort('internetdisconnected') : route.fallback(),
  );
  await context.setOffline(true);
  await card.getByRole('button', { name: `Accept: order ${orderNumber}` }).click();
  await expect(card.getByRole('status')).toHaveText('Waiting to send: Confirmed');
  await staff.reload();
  await expect(card.getByRole('status')).toHaveText('Waiting to send: Confirmed');
  const statuses = () =>
    server.db
      .selectFrom('order_status_history')
      .select('status')
      .where('order_id', '=', orderId)
      .orderBy('id')
      .execute()
      .then((rows) => rows.map((row) => row.status));
  expect(await statuses()).toEqual(['placed']);

  offline = false;
  await context.setOffline(false);
  await expect(card.getByRole('status')).toHaveCount(0);
  await expect(card).toContainText('Confirmed');
  expect(await statuses()).toEqual(['placed', 'accepted']);
  await staff.reload();
  await expect(card).toContainText('Confirmed');
  expect(await statuses()).toEqual(['placed', 'accepted']);
  await context.close();
});
