// A member's checkout (spec 2 §5.2, §5.3, §6 Member; spec 3 Card entry): 'Welcome back', a card
// that fails verification refused when saved, a pickup order paid by a sandbox card with Save card
// (vaulted in the sandbox: the server keeps only its token), a second order by the saved card, a
// third from the account balance (the balance drops by the total), and the insufficient-balance
// refusal; axe on the member checkout.
//
// Sign-in has journeys of its own (account.spec.ts), so the member and a session bound to it are
// made in the database of a server of this spec's own (with its own payment sandbox, on the store's
// noon clock), and the app is handed that session as a sign-in would leave it.
import AxeBuilder from '@axe-core/playwright';
import { type Browser, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { creditBalance, customerBalanceCents, debitBalance } from '../../server/accounts/balance';
import type { DocketServer } from '../../server/app';
import type { AppPayments } from '../../server/sandbox/forApp';
import { addTwoItems, agreeIfAsked, fillCard, startPickupAsap, toast } from './support/checkout';
import { insertSavedAddress } from '../support/memberRows';
import { startAppWithPayments } from './support/paymentsApp';
import { holdSession, signedInMember } from './support/member';
import { installStoreClock, storeNow } from './support/storeClock';

const VISA = '4111 1111 1111 1111';
/** Braintree's sandbox declines a verification of this card, not a sale. */
const FAILS_VERIFICATION = '4000 1111 1111 1115';
const THANK_YOU = 'Thank you for your order';
const MEMBER = { name: 'Mia Member', email: 'mia@example.com', mobile: '+61412345678' };
const OPENING_CENTS = 5000;

let server: DocketServer;
let payments: AppPayments;
let origin: string;
let member: { sid: string; id: number; brandId: number };

test.beforeAll(async () => {
  ({ server, payments, origin } = await startAppWithPayments());
  const brand = await server.db
    .selectFrom('brands')
    .select('id')
    .where('code', '=', 'demo')
    .executeTakeFirstOrThrow();
  member = await signedInMember(server, brand.id, MEMBER, new Date(storeNow()));
  await creditBalance(server.db, {
    brandId: brand.id,
    customerId: member.id,
    amountCents: OPENING_CENTS,
    reason: 'topup',
    reference: 'e2e-opening',
  });
});

test.afterAll(async () => {
  await server?.close();
  await payments?.sandbox.close();
});

/**
 * A page on this spec's server, on the store's clock, holding the member's session, with no open
 * cart left by an earlier test (a member's cart follows them from device to device).
 */
async function memberPage(browser: Browser): Promise<Page> {
  await server.db
    .deleteFrom('carts')
    .where('owner', '=', `customer:${member.id}`)
    .where('status', '=', 'open')
    .execute();
  const context = await browser.newContext({ baseURL: origin });
  const page = await context.newPage();
  await installStoreClock(page);
  await page.goto('/about');
  await holdSession(
    page,
    { ...member, ...MEMBER },
    new Date(storeNow() + 14 * 24 * 60 * 60 * 1000),
  );
  return page;
}

/** Home → pickup ASAP → two items → cart → Proceed to Checkout (no sign-in popup for a member). */
async function toMemberCheckout(page: Page) {
  await startPickupAsap(page);
  await addTwoItems(page);
  await page
    .getByRole('banner')
    .getByRole('link', { name: /^Cart, \d+ items?$/ })
    .click();
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await expect(page.getByText(`${MEMBER.name} · ${MEMBER.email}`)).toBeVisible();
  await agreeIfAsked(page);
}

/** The order total in cents, as the checkout shows it. */
async function totalCents(page: Page): Promise<number> {
  const text = (await page.locator('.checkout-totals__row--total dd').textContent()) ?? '';
  expect(text).toMatch(/^\$\d+\.\d{2}$/);
  return Math.round(Number(text.slice(1)) * 100);
}

async function placed(page: Page): Promise<number> {
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(toast(page, THANK_YOU)).toBeVisible();
  await expect(page).toHaveURL(/\/account\/orders\/\d+$/);
  return Number(new URL(page.url()).pathname.split('/').pop());
}

const orderRow = (id: number) =>
  server.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

test.describe.serial('member checkout', () => {
  test('a card that fails verification, with Save card: the refusal, nothing charged or kept', async ({
    browser,
  }) => {
    const page = await memberPage(browser);
    await toMemberCheckout(page);
    await page.getByRole('radio', { name: 'Credit Card' }).check();
    await expect(page.getByRole('checkbox', { name: 'Save card for next time' })).toBeChecked();
    await fillCard(page, { number: FAILS_VERIFICATION, expiry: '11/31' });
    const chargesBefore = payments.sandbox.charges().length;
    await page.getByRole('button', { name: 'Place Order' }).click();
    // Saving the card verifies it first (Braintree's vaultPaymentMethod), which declines it.
    await expect(toast(page, 'Processor Declined: Do Not Honor')).toBeVisible();
    await expect(page).toHaveURL(/\/checkout$/);
    expect(payments.sandbox.charges()).toHaveLength(chargesBefore);
    expect(payments.sandbox.ledger.vaulted()).toEqual([]);
    const orders = await server.db
      .selectFrom('orders')
      .select('id')
      .where('customer_id', '=', member.id)
      .execute();
    expect(orders).toEqual([]);
    await page.context().close();
  });

  test('a new card with Save card: charged, and kept in the sandbox vault as a token', async ({
    browser,
  }) => {
    const page = await memberPage(browser);
    await toMemberCheckout(page);
    // No saved card yet: the card tab, with Save card on by default (spec 3 Card entry).
    await expect(page.getByRole('radio', { name: 'Saved Card' })).toHaveCount(0);
    await page.getByRole('radio', { name: 'Credit Card' }).check();
    const save = page.getByRole('checkbox', { name: 'Save card for next time' });
    await expect(save).toBeChecked();
    await fillCard(page, { number: VISA, expiry: '11/31' });
    const total = await totalCents(page);
    const id = await placed(page);

    const order = await orderRow(id);
    expect(order).toMatchObject({
      payment_method: 'CC',
      card_type: 'Visa',
      card_last_four: '1111',
      total_cents: total,
    });
    const card = await server.db
      .selectFrom('customer_cards')
      .selectAll()
      .where('customer_id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(card).toMatchObject({
      provider: 'sandbox',
      card_type: 'Visa',
      last_four: '1111',
      expiry_month: 11,
      expiry_year: 2031,
    });
    const vaulted = payments.sandbox.ledger.vaulted();
    expect(vaulted).toEqual([
      expect.objectContaining({ token: card.token, lastFour: '1111', email: MEMBER.email }),
    ]);
    const charge = payments.sandbox.charges().at(-1);
    expect(charge).toMatchObject({ approved: true, amountCents: total, lastFour: '1111' });
    await page.context().close();
  });

  test('the second order goes on the saved card, offered first', async ({ browser }) => {
    const page = await memberPage(browser);
    await toMemberCheckout(page);
    const saved = page.getByRole('radio', { name: 'Saved Card' });
    await expect(saved).toBeChecked();
    await expect(page.getByText('Pay with your saved card: Visa ending 1111')).toBeVisible();
    // No card frames for the saved card: nothing to type.
    await expect(page.locator('iframe[title="Card number"]')).toHaveCount(0);
    expect(
      (await new AxeBuilder({ page }).analyze()).violations.filter((violation) =>
        ['serious', 'critical'].includes(violation.impact ?? ''),
      ),
    ).toEqual([]);
    // The saved card is surcharged as a card: wait for the server's repricing.
    await expect(page.locator('.checkout-totals')).toContainText('Surcharge');
    const chargesBefore = payments.sandbox.charges().length;
    const total = await totalCents(page);
    const id = await placed(page);
    expect(await orderRow(id)).toMatchObject({
      payment_method: 'SAVED',
      card_last_four: '1111',
      total_cents: total,
    });
    expect(payments.sandbox.charges().slice(chargesBefore)).toEqual([
      expect.objectContaining({ approved: true, amountCents: total, lastFour: '1111' }),
    ]);
    await page.context().close();
  });

  test('the third order comes from the account balance, which drops by the total', async ({
    browser,
  }) => {
    const page = await memberPage(browser);
    await toMemberCheckout(page);
    const balance = await customerBalanceCents(server.db, member.id);
    expect(balance).toBe(OPENING_CENTS);
    await page.getByRole('radio', { name: 'Account Balance' }).check();
    await expect(page.getByText(`Your account balance: ${money(balance)}`)).toBeVisible();
    // No surcharge on the balance: wait for the server's repricing before reading the total.
    await expect(page.locator('.checkout-totals')).not.toContainText('Surcharge');
    const chargesBefore = payments.sandbox.charges().length;
    const total = await totalCents(page);
    const id = await placed(page);
    expect(await orderRow(id)).toMatchObject({ payment_method: 'ACCOUNT', total_cents: total });
    expect(await customerBalanceCents(server.db, member.id)).toBe(balance - total);
    expect(payments.sandbox.charges()).toHaveLength(chargesBefore);

    await page.context().close();
  });

  test('a balance short of the total is refused with the spec’s message, and nothing placed', async ({
    browser,
  }) => {
    const balance = await customerBalanceCents(server.db, member.id);
    await debitBalance(server.db, {
      brandId: member.brandId,
      customerId: member.id,
      amountCents: balance - 100,
      reason: 'adjustment',
    });
    const page = await memberPage(browser);
    await toMemberCheckout(page);
    await page.getByRole('radio', { name: 'Account Balance' }).check();
    await expect(page.getByText('Your account balance: $1.00')).toBeVisible();
    const ordersBefore = await server.db
      .selectFrom('orders')
      .select('id')
      .where('customer_id', '=', member.id)
      .execute();
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(
      toast(page, 'Your account balance is not enough to pay for this order'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/checkout$/);
    const ordersAfter = await server.db
      .selectFrom('orders')
      .select('id')
      .where('customer_id', '=', member.id)
      .execute();
    expect(ordersAfter).toHaveLength(ordersBefore.length);
    expect(await customerBalanceCents(server.db, member.id)).toBe(100);
    await page.context().close();
  });

  test("the cart's address step offers the member's saved address, and takes it", async ({
    browser,
  }) => {
    const savedId = await insertSavedAddress(server.db, {
      brandId: member.brandId,
      customerId: member.id,
    });
    const page = await memberPage(browser);
    await page.goto('/menu/fig-and-olive');
    const dialog = page.getByRole('dialog', { name: 'How would you like your order?' });
    await dialog.getByRole('tab', { name: 'Delivery' }).click();
    await dialog.getByRole('button', { name: 'Set' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Skip Address' }).click();
    await addTwoItems(page);
    await page
      .getByRole('banner')
      .getByRole('link', { name: /^Cart, \d+ items?$/ })
      .click();
    await expect(page).toHaveURL(/\/cart$/);

    const saved = page.getByRole('group', { name: 'Saved addresses' });
    const choice = saved.getByRole('button', { name: '3 Market Street, Fremantle, WA, 6160, AU' });
    await expect(choice).toBeVisible();
    expect(
      (await new AxeBuilder({ page }).analyze()).violations.filter((violation) =>
        ['serious', 'critical'].includes(violation.impact ?? ''),
      ),
    ).toEqual([]);
    await choice.click();
    await expect(page.getByRole('button', { name: 'Change address' })).toBeVisible();
    // The server took the saved address for the member's cart, and knows the store delivers there.
    await expect
      .poll(async () => {
        const checkout = await server.db
          .selectFrom('checkouts')
          .innerJoin('carts', 'carts.id', 'checkouts.cart_id')
          .select(['checkouts.delivery_address_id', 'checkouts.delivery_postcode_id'])
          .where('carts.owner', '=', `customer:${member.id}`)
          .where('carts.status', '=', 'open')
          .executeTakeFirst();
        return checkout?.delivery_address_id === savedId && checkout.delivery_postcode_id !== null;
      })
      .toBe(true);
    await page.context().close();
  });
});
