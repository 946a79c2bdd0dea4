/**
 * The total the customer confirms is the total charged. For pickup ASAP and
 * for an order for later (today at 3:00 pm, which carries the demo menu's $1.00 preorder fee), paid
 * by card (a guest, the payment sandbox's card frames), from the balance (a demo member) and on the
 * terminal (the demo kiosk, the Linkly Cloud simulator): every summary row and the Order total are
 * read from the checkout's screen just before Place Order, and then the amount charged (the
 * sandbox's ledger, the balance's fall, the simulator's purchase) is that Order total and the
 * receipt shows the same rows.
 *
 * The server, its database, the payment sandbox and the simulator run in this process on the
 * store's clock (noon in Perth, support/storeClock.ts), so the ledgers are read directly.
 */
import { type Browser, type Page } from '@playwright/test';
import { creditBalance, customerBalanceCents } from '../../server/accounts/balance';
import { createServer, type DocketServer } from '../../server/app';
import { newSid } from '../../server/protocol/session';
import { startPaymentsForApp, type AppPayments } from '../../server/sandbox/forApp';
import { addButton, itemDialog } from './support/cart';
import {
  addTwoItems,
  agreeIfAsked,
  fillCard,
  fillGuestDetails,
  fulfilmentPopup,
  toast,
} from './support/checkout';
import { KIOSK_VIEWPORT, kioskDevice } from './support/kioskDevice';
import { kioskReady, payOnPinpad } from './support/kioskTerminal';
import { appDatabaseReady, putRow } from './support/shell';
import { installStoreClock, storeNow } from './support/storeClock';
import { expect, test } from './support/test';

const VISA = '4111 1111 1111 1111';
const AMEX = '3782 822463 10005';
const THANK_YOU = 'Thank you for your order';
const MEMBER = { name: 'Mia Member', email: 'mia.money@example.com', mobile: '+61412345678' };
const OPENING_CENTS = 20_000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The store's date today ('yyyy-MM-dd', Perth is UTC+8 all year). */
const storeToday = () => new Date(storeNow() + 8 * 60 * 60 * 1000).toISOString().slice(0, 10);

const WHEN = [
  { when: 'pickup ASAP', later: false },
  { when: 'pickup today at 3:00 pm', later: true },
] as const;

let server: DocketServer;
let members = 0;
let payments: AppPayments;
let origin: string;

test.describe.configure({ timeout: 180_000 });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  const now = () => new Date(storeNow());
  payments = await startPaymentsForApp({
    appPort: 0,
    host: '127.0.0.1',
    now,
    env: { BRAND: 'demo' },
  });
  server = await createServer({
    staticDir: process.env.E2E_DIST_DIR ?? 'dist',
    dataDir: 'memory://',
    now,
    logger: false,
    payments: {
      gateway: payments.payments.gateway,
      sandboxOrigin: payments.payments.sandboxOrigin,
    },
  });
  origin = await server.app.listen({ port: 0, host: '127.0.0.1' });
  payments.appListening(Number(new URL(origin).port));
});

test.afterAll(async () => {
  await server?.close();
  await payments?.sandbox.close();
});

async function newPage(browser: Browser, kiosk = false): Promise<Page> {
  const context = await browser.newContext({
    baseURL: origin,
    ...(kiosk ? { viewport: KIOSK_VIEWPORT } : {}),
  });
  const page = await context.newPage();
  if (kiosk) {
    await kioskDevice(page);
    await page.addInitScript(() => {
      localStorage.setItem('docket:screensaver-ms', '600000');
      localStorage.setItem('docket:kiosk-idle-ms', '600000');
    });
  }
  await installStoreClock(page);
  return page;
}

/** Pickup in the open fulfilment popup: ASAP, or today at 3:00 pm. */
async function choosePickup(page: Page, later: boolean): Promise<void> {
  const popup = fulfilmentPopup(page);
  await expect(popup).toBeVisible();
  await popup.getByRole('tab', { name: 'Pickup' }).click();
  const asap = popup.getByRole('checkbox', { name: /ASAP/ });
  if (later) {
    await popup.getByRole('combobox', { name: 'Day' }).selectOption(storeToday());
    await popup.getByRole('combobox', { name: 'Time' }).selectOption({ label: '3:00 pm' });
    await expect(asap).not.toBeChecked();
  } else {
    await asap.check();
  }
  await popup.getByRole('button', { name: 'Set' }).click();
  await expect(popup).toBeHidden();
}

/** The payment method of the cart the checkout shows (the app's Dexie 'cart' row). */
async function shownMethod(page: Page): Promise<string> {
  await appDatabaseReady(page);
  return page.evaluate(
    () =>
      new Promise<string>((resolve, reject) => {
        const open = indexedDB.open('docket');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const request = db.transaction('cart').objectStore('cart').get('current');
          request.onsuccess = () => {
            db.close();
            const row = request.result as { order?: { payment_method?: string } } | undefined;
            resolve(row?.order?.payment_method ?? '');
          };
          request.onerror = () => reject(request.error);
        };
      }),
  );
}

/** 'Label $x.xx' for each row of a summary list (the checkout's or the receipt's). */
async function rowsOf(page: Page, list: string): Promise<string[]> {
  const rows = await page
    .locator(`${list} > div`)
    .evaluateAll((divs) =>
      divs.map(
        (div) => `${div.querySelector('dt')?.textContent} ${div.querySelector('dd')?.textContent}`,
      ),
    );
  // The checkout leaves out a $0.00 delivery fee of a pickup order; the receipt shows it.
  return rows.filter((row) => row !== 'Delivery fee $0.00');
}

/**
 * The checkout's rows once the cart it shows is priced for `method` (the server's repricing has
 * come back), with the Order total in cents.
 */
async function confirmedRows(
  page: Page,
  method: string,
): Promise<{ rows: string[]; totalCents: number }> {
  await expect.poll(() => shownMethod(page)).toBe(method);
  const surcharge = page.locator('.checkout-totals').getByText('Surcharge', { exact: true });
  if (method === 'CC') await expect(surcharge).toBeVisible();
  else await expect(surcharge).toBeHidden();
  const rows = await rowsOf(page, '.checkout-totals');
  const total = rows.find((row) => row.startsWith('Order total '));
  expect(total).toMatch(/^Order total \$\d+\.\d{2}$/);
  return { rows, totalCents: Math.round(Number(total!.split('$')[1]) * 100) };
}

/** How many changes the app's outbox still holds (the checkout's choices on their way). */
async function pendingChanges(page: Page): Promise<number> {
  await appDatabaseReady(page);
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('docket');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const request = db.transaction('outbox').objectStore('outbox').count();
          request.onsuccess = () => {
            db.close();
            resolve(request.result);
          };
          request.onerror = () => reject(request.error);
        };
      }),
  );
}

/** The member, made in the database with a session and an opening balance, held by the page. */
async function memberPage(browser: Browser): Promise<{ page: Page; customerId: number }> {
  const brand = await server.db
    .selectFrom('brands')
    .select('id')
    .where('code', '=', 'demo')
    .executeTakeFirstOrThrow();
  const customer = await server.db
    .insertInto('customers')
    .values({
      brand_id: brand.id,
      ...MEMBER,
      email: `${(members += 1)}.${MEMBER.email}`,
      status: 1,
      password_hash: null,
    })
    .returning(['id', 'email'])
    .executeTakeFirstOrThrow();
  const sid = newSid();
  await server.db
    .insertInto('sessions')
    .values({
      sid,
      brand_id: brand.id,
      customer_id: customer.id,
      created_at: new Date(storeNow()),
      expires_at: new Date(storeNow() + 14 * DAY_MS),
    })
    .execute();
  await creditBalance(server.db, {
    brandId: brand.id,
    customerId: customer.id,
    amountCents: OPENING_CENTS,
    reason: 'topup',
    reference: `e2e-money-${customer.id}`,
  });
  const page = await newPage(browser);
  await page.goto('/about');
  await putRow(page, 'session', { key: 'current', sid, expiresAt: storeNow() + 14 * DAY_MS });
  await putRow(page, 'customer', {
    key: 'current',
    id: customer.id,
    status: 1,
    name: MEMBER.name,
    email: customer.email,
  });
  return { page, customerId: customer.id };
}

/** Home → Place an Order → pickup → two items → cart → Proceed to Checkout. */
async function webOrderToCheckout(page: Page, later: boolean): Promise<void> {
  await page.goto('/');
  await page.getByRole('link', { name: 'Place an Order' }).click();
  await choosePickup(page, later);
  await addTwoItems(page);
  await page
    .getByRole('banner')
    .getByRole('link', { name: /^Cart, \d+ items?$/ })
    .click();
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
}

/** The receipt's rows, once the order's page shows them. */
async function receiptRows(page: Page): Promise<string[]> {
  await expect(page.locator('.cart-summary__row--total')).toBeVisible();
  return rowsOf(page, '.cart-summary');
}

for (const { when, later } of WHEN) {
  test(`${when} by card: the sandbox charges the Order total the checkout showed`, async ({
    browser,
  }) => {
    const page = await newPage(browser);
    await webOrderToCheckout(page, later);
    await page.getByRole('button', { name: 'Continue as Guest' }).click();
    await expect(page.getByRole('heading', { name: 'Your Details' })).toBeVisible();
    await fillGuestDetails(page);
    await agreeIfAsked(page);
    await fillCard(page, { number: VISA });
    const shown = await confirmedRows(page, 'CC');
    const chargesBefore = payments.sandbox.charges().length;

    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(toast(page, THANK_YOU)).toBeVisible();
    expect(payments.sandbox.charges().slice(chargesBefore)).toEqual([
      expect.objectContaining({ approved: true, amountCents: shown.totalCents }),
    ]);
    await expect(page).toHaveURL(/\/order\/\d+$/);
    expect(await receiptRows(page)).toEqual(shown.rows);
    // Spec 2 §2.1: the preorder fee shows (as a negative line) exactly when it is charged.
    expect(shown.rows.includes('Preorder fee -$1.00')).toBe(later);
    await page.context().close();
  });

  test(`${when} from the balance: it falls by the Order total the checkout showed`, async ({
    browser,
  }) => {
    const { page, customerId } = await memberPage(browser);
    await webOrderToCheckout(page, later);
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await agreeIfAsked(page);
    await page.getByRole('radio', { name: 'Account Balance' }).check();
    const shown = await confirmedRows(page, 'ACCOUNT');
    const balance = await customerBalanceCents(server.db, customerId);
    const chargesBefore = payments.sandbox.charges().length;

    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(toast(page, THANK_YOU)).toBeVisible();
    await expect(page).toHaveURL(/\/account\/orders\/\d+$/);
    expect(balance - (await customerBalanceCents(server.db, customerId))).toBe(shown.totalCents);
    expect(payments.sandbox.charges()).toHaveLength(chargesBefore);
    expect(await receiptRows(page)).toEqual(shown.rows);
    // Spec 2 §2.1: the preorder fee shows (as a negative line) exactly when it is charged.
    expect(shown.rows.includes('Preorder fee -$1.00')).toBe(later);
    await page.context().close();
  });

  test(`${when} on the terminal: the pad is asked for the Order total the checkout showed`, async ({
    browser,
  }) => {
    const page = await newPage(browser, true);
    await kioskReady(page, origin);
    await choosePickup(page, later);
    // Found by the menu's search: the product grid only renders the rows near the screen.
    const search = page.getByRole('searchbox', { name: 'Search the menu' });
    await search.fill('Flat White');
    await page.getByRole('button', { name: 'Add Flat White', exact: true }).click();
    await addButton(page).click();
    await expect(itemDialog(page, 'Flat White')).toBeHidden();
    await page
      .getByRole('banner')
      .getByRole('link', { name: /^Cart, \d+ items?$/ })
      .click();
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await expect(page.getByRole('heading', { name: 'Your Details' })).toBeVisible();
    await page.getByRole('radio', { name: 'Eftpos', exact: true }).check();
    const shown = await confirmedRows(page, 'eftpos');
    const purchasesBefore = payments.sandbox.linkly.transactions().length;

    await payOnPinpad(page);
    await expect(page).toHaveURL(/\/order\/\d+$/);
    expect(
      payments.sandbox.linkly
        .transactions()
        .slice(purchasesBefore)
        .map(({ amountCents, state, charged }) => ({ amountCents, state, charged })),
    ).toEqual([{ amountCents: shown.totalCents, state: 'approved', charged: 1 }]);
    expect(await receiptRows(page)).toEqual(shown.rows);
    // Spec 2 §2.1: the preorder fee shows (as a negative line) exactly when it is charged.
    expect(shown.rows.includes('Preorder fee -$1.00')).toBe(later);
    await page.context().close();
  });
}

test('a cart changed behind the screen: nothing is taken until the new total is shown and confirmed', async ({
  browser,
}) => {
  const { page, customerId } = await memberPage(browser);
  await webOrderToCheckout(page, false);
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await agreeIfAsked(page);
  await page.getByRole('radio', { name: 'Account Balance' }).check();
  const shown = await confirmedRows(page, 'ACCOUNT');
  // Every choice made on the screen has reached the server: an answer still on its way would
  // read the changed cart and show its total before Place Order, which is then no change at all.
  await expect.poll(() => pendingChanges(page)).toBe(0);
  const balance = await customerBalanceCents(server.db, customerId);
  // Another device of the member's adds one more of the first line: the screen has not heard.
  const cart = await server.db
    .selectFrom('carts')
    .select('id')
    .where('owner', '=', `customer:${customerId}`)
    .where('status', '=', 'open')
    .executeTakeFirstOrThrow();
  const line = await server.db
    .selectFrom('cart_items')
    .select(['id', 'quantity', 'unit_price_cents'])
    .where('cart_id', '=', cart.id)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  await server.db
    .updateTable('cart_items')
    .set({ quantity: line.quantity + 1 })
    .where('id', '=', line.id)
    .execute();
  const newTotal = `$${((shown.totalCents + line.unit_price_cents) / 100).toFixed(2)}`;
  // The screen still shows what the customer is confirming.
  await expect(page.locator('.checkout-totals__row--total dd')).toHaveText(
    `$${(shown.totalCents / 100).toFixed(2)}`,
  );

  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(
    toast(
      page,
      `Your order total has changed to ${newTotal}. Please check your order and try again.`,
    ),
  ).toBeVisible();
  // The screen reads the cart again and shows what would be taken; nothing was taken.
  await expect(page.locator('.checkout-totals__row--total dd')).toHaveText(newTotal);
  expect(await customerBalanceCents(server.db, customerId)).toBe(balance);
  expect(
    await server.db.selectFrom('orders').select('id').where('cart_id', '=', cart.id).execute(),
  ).toEqual([]);

  // Confirmed again at the total now on the screen: placed, and that is what the balance pays.
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(toast(page, THANK_YOU)).toBeVisible();
  expect(balance - (await customerBalanceCents(server.db, customerId))).toBe(
    shown.totalCents + line.unit_price_cents,
  );
  await page.context().close();
});

test('an AMEX card: its own surcharge is shown and confirmed before it is charged', async ({
  browser,
}) => {
  const page = await newPage(browser);
  await webOrderToCheckout(page, false);
  await page.getByRole('button', { name: 'Continue as Guest' }).click();
  await expect(page.getByRole('heading', { name: 'Your Details' })).toBeVisible();
  await fillGuestDetails(page);
  await agreeIfAsked(page);
  await fillCard(page, { number: AMEX, cvv: '1234' });
  const card = await confirmedRows(page, 'CC');
  const chargesBefore = payments.sandbox.charges().length;

  // The screen priced a card at 1.5 %; the tokenised card is an AMEX (2.5 %): nothing is charged,
  // and the checkout now shows the AMEX's surcharge.
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(toast(page, /^Your order total has changed to \$\d+\.\d{2}\./)).toBeVisible();
  const totalRow = page.locator('.checkout-totals__row--total dd');
  await expect(totalRow).not.toHaveText(`$${(card.totalCents / 100).toFixed(2)}`);
  expect(payments.sandbox.charges()).toHaveLength(chargesBefore);
  const amex = await confirmedRows(page, 'CC');
  expect(amex.totalCents).toBeGreaterThan(card.totalCents);

  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(toast(page, THANK_YOU)).toBeVisible();
  expect(payments.sandbox.charges().slice(chargesBefore)).toEqual([
    expect.objectContaining({ approved: true, amountCents: amex.totalCents }),
  ]);
  await expect(page).toHaveURL(/\/order\/\d+$/);
  expect(await receiptRows(page)).toEqual(amex.rows);
  await page.context().close();
});
