// The account area end to end, tried as a new customer would, one page throughout: sign up; order
// pickup by sandbox card with Save card; sign out; sign in by email; set a PIN; sign out; sign in
// by mobile + PIN on the numpad; the orders list and the first order's receipt with its status
// label; a second order by the saved card; a top-up written to the server's ledger as staff would
// (creditBalance; money.spec.ts tops up by card); a third order by account balance, the balance
// dropping by exactly its total (profile and ledger); change the password, sign out, the old one
// refused and the new one taking. axe on every screen reached.
//
// Its own server (its payment sandbox beside it, on the store's noon clock) so the test can read
// the database and credit the ledger; every customer step is the UI's.
import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { creditBalance, customerBalanceCents } from '../../server/accounts/balance';
import type { DocketServer } from '../../server/app';
import type { AppPayments } from '../../server/sandbox/forApp';
import { signInByEmail, signInByPin, signOut } from './support/account';
import { addTwoItems, agreeIfAsked, fillCard, startPickupAsap, toast } from './support/checkout';
import { startAppWithPayments } from './support/paymentsApp';
import { readCustomerId, seriousViolations } from './support/shell';
import { installStoreClock } from './support/storeClock';

const VISA = '4111 1111 1111 1111';
const THANK_YOU = 'Thank you for your order';
const NOVA = {
  name: 'Nova Journey',
  email: `nova-${Date.now()}@example.com`,
  mobile: '0412 555 027',
  password: 'first-pass',
  newPassword: 'second-pass',
  pin: '031415',
};
const TOP_UP_CENTS = 6000;

let server: DocketServer;
let payments: AppPayments;
let origin: string;
let page: Page;
let customerId: number;
const orders: { id: number; total: number }[] = [];

test.beforeAll(async ({ browser }) => {
  ({ server, payments, origin } = await startAppWithPayments());
  const context = await browser.newContext({ baseURL: origin });
  page = await context.newPage();
  await installStoreClock(page);
});

test.afterAll(async () => {
  await page?.context().close();
  await server?.close();
  await payments?.sandbox.close();
});

const main = () => page.getByRole('main');
const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

async function noSeriousViolations() {
  expect(await seriousViolations(page)).toEqual([]);
}

/** Home → pickup ASAP → two items → cart → Proceed to Checkout: 'Welcome back', no guest popup. */
async function toMemberCheckout() {
  await startPickupAsap(page);
  await addTwoItems(page);
  await page
    .getByRole('banner')
    .getByRole('link', { name: /^Cart, \d+ items?$/ })
    .click();
  await expect(page).toHaveURL(/\/cart$/);
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await expect(page.getByText(`${NOVA.name} · ${NOVA.email}`)).toBeVisible();
  await agreeIfAsked(page);
}

/** The order total in cents, as the checkout shows it. */
async function totalCents(): Promise<number> {
  const text = (await page.locator('.checkout-totals__row--total dd').textContent()) ?? '';
  expect(text).toMatch(/^\$\d+\.\d{2}$/);
  return Math.round(Number(text.slice(1)) * 100);
}

/** Place Order → 'Thank you for your order' → the member's receipt; the order's id and total. */
async function placed(): Promise<{ id: number; total: number }> {
  const total = await totalCents();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(toast(page, THANK_YOU)).toBeVisible();
  await expect(page).toHaveURL(/\/account\/orders\/\d+$/);
  const order = { id: Number(new URL(page.url()).pathname.split('/').pop()), total };
  orders.push(order);
  return order;
}

const orderRow = (id: number) =>
  server.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

async function toSignIn() {
  await page.goto('/login');
  await expect(main().getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
}

/** The profile's Account Balance block: its Credit figure. */
async function profileCredit() {
  await page.goto('/account');
  await expect(main().getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
  return page.getByRole('region', { name: 'Account Balance' }).locator('dd').first();
}

test.describe.serial('a new customer’s account journey', () => {
  test('sign up, then a pickup order paid by a sandbox card with Save card', async () => {
    test.setTimeout(60_000);
    await page.goto('/signup');
    await expect(main().getByRole('heading', { level: 1, name: 'Sign Up' })).toBeVisible();
    await noSeriousViolations();
    await main().getByLabel('Name').fill(NOVA.name);
    await main().getByLabel('Email').fill(NOVA.email);
    await main().getByRole('textbox', { name: 'Mobile (optional)' }).fill(NOVA.mobile);
    await main().getByLabel('Password', { exact: true }).fill(NOVA.password);
    await main().getByLabel('Confirm Password').fill(NOVA.password);
    await main().getByRole('button', { name: 'Create Account' }).click();
    await expect(page).toHaveURL(`${origin}/`);
    customerId = (await readCustomerId(page)) ?? 0;
    expect(customerId).toBeGreaterThan(0);

    await toMemberCheckout();
    await noSeriousViolations();
    // A new member has no saved card: the card tab, with Save card ticked.
    await expect(page.getByRole('radio', { name: 'Saved Card' })).toHaveCount(0);
    await page.getByRole('radio', { name: 'Credit Card' }).check();
    const save = page.getByRole('checkbox', { name: 'Save card for next time' });
    await save.check();
    await expect(save).toBeChecked();
    await fillCard(page, { number: VISA, expiry: '11/31' });
    const { id, total } = await placed();
    await noSeriousViolations();

    expect(await orderRow(id)).toMatchObject({
      customer_id: customerId,
      payment_method: 'CC',
      card_last_four: '1111',
      total_cents: total,
    });
    const card = await server.db
      .selectFrom('customer_cards')
      .selectAll()
      .where('customer_id', '=', customerId)
      .executeTakeFirstOrThrow();
    expect(card).toMatchObject({ provider: 'sandbox', last_four: '1111', expiry_year: 2031 });
    expect(payments.sandbox.ledger.vaulted()).toEqual([
      expect.objectContaining({ token: card.token, lastFour: '1111', email: NOVA.email }),
    ]);
  });

  test('sign out, sign in by email, set a PIN, sign out, sign in by mobile + PIN', async () => {
    test.setTimeout(60_000);
    await signOut(page, origin);
    expect(await readCustomerId(page)).toBe(0);

    await toSignIn();
    await noSeriousViolations();
    await signInByEmail(page, NOVA.email, NOVA.password);
    await expect(page).toHaveURL(`${origin}/`);
    expect(await readCustomerId(page)).toBe(customerId);

    await page.goto('/account/pin');
    await expect(main().getByRole('heading', { level: 1, name: 'Change PIN' })).toBeVisible();
    await noSeriousViolations();
    // No PIN yet: no current PIN asked for.
    await expect(main().getByLabel('Current PIN')).toHaveCount(0);
    await main().getByLabel('New PIN', { exact: true }).fill(NOVA.pin);
    await main().getByLabel('Confirm New PIN').fill(NOVA.pin);
    await main().getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('PIN updated')).toBeVisible();

    await signOut(page, origin);
    expect(await readCustomerId(page)).toBe(0);
    await toSignIn();
    await signInByPin(page, NOVA.mobile, NOVA.pin);
    await expect(page).toHaveURL(`${origin}/`);
    expect(await readCustomerId(page)).toBe(customerId);
  });

  test('the orders list, and the first order’s receipt with its status label', async () => {
    await page.goto('/account/orders');
    await expect(main().getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    const rows = page.getByRole('region', { name: 'Order History' }).getByRole('link');
    await expect(rows).toHaveCount(1);
    const [first] = orders;
    if (!first) throw new Error('the first order was not placed');
    const number = String(first.id).padStart(5, '0');
    await expect(rows.first()).toContainText(`Order ${number}`);
    await expect(rows.first()).toContainText('Submitted');
    await expect(rows.first()).toContainText(money(first.total));
    await noSeriousViolations();

    await rows.first().click();
    await expect(page).toHaveURL(`${origin}/account/orders/${first.id}`);
    await expect(main().getByRole('heading', { level: 1 })).toHaveText(
      `Order ${number} · Submitted`,
    );
    await expect(page.locator('.receipt__status')).toHaveText('Order received');
    await noSeriousViolations();
  });

  test('a second order on the saved card', async () => {
    test.setTimeout(45_000);
    await toMemberCheckout();
    const saved = page.getByRole('radio', { name: 'Saved Card' });
    await expect(saved).toBeChecked();
    await expect(page.getByText('Pay with your saved card: Visa ending 1111')).toBeVisible();
    await expect(page.locator('iframe[title="Card number"]')).toHaveCount(0);
    // The saved card is surcharged as a card: wait for the server's repricing.
    await expect(page.locator('.checkout-totals')).toContainText('Surcharge');
    const chargesBefore = payments.sandbox.charges().length;
    const { id, total } = await placed();
    expect(await orderRow(id)).toMatchObject({
      payment_method: 'SAVED',
      card_last_four: '1111',
      total_cents: total,
    });
    expect(payments.sandbox.charges().slice(chargesBefore)).toEqual([
      expect.objectContaining({ approved: true, amountCents: total, lastFour: '1111' }),
    ]);
  });

  test('a top-up on the ledger, then a third order by balance: it drops by the total', async () => {
    test.setTimeout(45_000);
    await expect(await profileCredit()).toHaveText(money(0));
    await noSeriousViolations();
    // Staff credit the balance on the server's ledger (money.spec.ts tops up by card).
    const brand = await server.db
      .selectFrom('customers')
      .select('brand_id')
      .where('id', '=', customerId)
      .executeTakeFirstOrThrow();
    await creditBalance(server.db, {
      brandId: brand.brand_id,
      customerId,
      amountCents: TOP_UP_CENTS,
      reason: 'topup',
      reference: 'journey-topup-1',
    });
    await expect(await profileCredit()).toHaveText(money(TOP_UP_CENTS));

    await toMemberCheckout();
    await page.getByRole('radio', { name: 'Account Balance' }).check();
    await expect(page.getByText(`Your account balance: ${money(TOP_UP_CENTS)}`)).toBeVisible();
    // No surcharge on the balance: wait for the server's repricing before reading the total.
    await expect(page.locator('.checkout-totals')).not.toContainText('Surcharge');
    const chargesBefore = payments.sandbox.charges().length;
    const { id, total } = await placed();
    expect(total).toBeGreaterThan(0);
    expect(await orderRow(id)).toMatchObject({ payment_method: 'ACCOUNT', total_cents: total });
    expect(payments.sandbox.charges()).toHaveLength(chargesBefore);

    await expect(await profileCredit()).toHaveText(money(TOP_UP_CENTS - total));
    expect(await customerBalanceCents(server.db, customerId)).toBe(TOP_UP_CENTS - total);
    const ledger = await server.db
      .selectFrom('customer_balance_entries')
      .select(['amount_cents', 'reason', 'order_id'])
      .where('customer_id', '=', customerId)
      .orderBy('id')
      .execute();
    expect(ledger).toEqual([
      { amount_cents: TOP_UP_CENTS, reason: 'topup', order_id: null },
      { amount_cents: -total, reason: 'order', order_id: id },
    ]);
  });

  test('change the password, sign out: the old one refused, the new one signs in', async () => {
    test.setTimeout(45_000);
    await page.goto('/account/password');
    await expect(main().getByRole('heading', { level: 1, name: 'Change Password' })).toBeVisible();
    await noSeriousViolations();
    await main().getByLabel('Current Password').fill(NOVA.password);
    await main().getByLabel('New Password', { exact: true }).fill(NOVA.newPassword);
    await main().getByLabel('Confirm New Password').fill(NOVA.newPassword);
    await main().getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Password updated')).toBeVisible();

    await signOut(page, origin);
    expect(await readCustomerId(page)).toBe(0);
    await toSignIn();
    await signInByEmail(page, NOVA.email, NOVA.password);
    await expect(page.getByText('Incorrect email address or password')).toBeVisible();
    expect(await readCustomerId(page)).toBe(0);
    await signInByEmail(page, NOVA.email, NOVA.newPassword);
    await expect(page).toHaveURL(`${origin}/`);
    expect(await readCustomerId(page)).toBe(customerId);
  });
});
