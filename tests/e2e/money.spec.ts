// Stored credit and cards, as a member takes them (spec 3 §2 Top-up, Add card, Billing,
// Withdraw; §4 Top-up; §9): withdraw refused at zero transferable, a card added without paying
// and removed, a top-up of 30 by sandbox card, a keyboard-only top-up by the saved card, an order
// paid from the balance dropping it by exactly the total shown, auto top-up firing when a payment
// takes the balance under 5, a withdrawal above zero, PayPal and 3-D Secure there and back, and
// the money buttons offline. axe on each new screen.
//
// A server of this spec's own with its own payment sandbox (the vault and charges read back), on
// the store's noon clock, its brand's top-up switched on; the member and a session bound to it are
// made in its database and handed to the app as a sign-in would leave them.
import { type Browser, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { customerBalance, customerBalanceCents, debitBalance } from '../../server/accounts/balance';
import type { DocketServer } from '../../server/app';
import type { AppPayments } from '../../server/sandbox/forApp';
import { addTwoItems, agreeIfAsked, fillCard, startPickupAsap, toast } from './support/checkout';
import { startAppWithPayments } from './support/paymentsApp';
import { holdSession, signedInMember } from './support/member';
import { seriousViolations } from './support/shell';
import { installStoreClock, storeNow } from './support/storeClock';

const VISA = '4111 1111 1111 1111';
const THREE_D_SECURE = '4000 0000 0000 1091';
const MEMBER = { name: 'Tia Topup', email: 'tia@example.com', mobile: '+61412345679' };
const DAY_MS = 24 * 60 * 60 * 1000;

let server: DocketServer;
let payments: AppPayments;
let origin: string;
let member: { sid: string; id: number; brandId: number };

test.beforeAll(async () => {
  ({ server, payments, origin } = await startAppWithPayments());
  const brand = await server.db
    .updateTable('brands')
    .set({ topup_enabled: true })
    .where('code', '=', 'demo')
    .returning('id')
    .executeTakeFirstOrThrow();
  member = await signedInMember(server, brand.id, MEMBER, new Date(storeNow()));
});

test.afterAll(async () => {
  await server?.close();
  await payments?.sandbox.close();
});

/** A page on this spec's server, on the store's clock, holding the member's session. */
async function memberPage(browser: Browser, path: string): Promise<Page> {
  await server.db
    .deleteFrom('carts')
    .where('owner', '=', `customer:${member.id}`)
    .where('status', '=', 'open')
    .execute();
  const context = await browser.newContext({ baseURL: origin });
  const page = await context.newPage();
  await installStoreClock(page);
  await page.goto('/about');
  await holdSession(page, { ...member, ...MEMBER }, new Date(storeNow() + DAY_MS));
  await page.goto(path);
  return page;
}

const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;
const balanceRegion = (page: Page) => page.getByRole('region', { name: 'Account balance' });
const balanceNow = () => customerBalanceCents(server.db, member.id);
const savedCards = () =>
  server.db.selectFrom('customer_cards').selectAll().where('customer_id', '=', member.id).execute();

/** Taps an amount's chip (its radio is drawn by the chip) and sees it chosen. */
async function chooseAmount(page: Page, amount: string) {
  await page.locator('.money-amounts__chip').filter({ hasText: amount }).click();
  await expect(page.getByRole('radio', { name: amount })).toBeChecked();
}

async function expectBalanceShown(page: Page, cents: number) {
  await expect(balanceRegion(page).getByText(money(cents), { exact: true }).first()).toBeVisible();
}

test.describe.serial('stored credit and cards', () => {
  test('withdraw is disabled at zero transferable balance, with the refund notices', async ({
    browser,
  }) => {
    const page = await memberPage(browser, '/account/withdraw');
    await expect(page.getByRole('heading', { level: 1, name: 'Withdraw funds' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Withdraw $0.00' })).toBeDisabled();
    const main = page.locator('main');
    await expect(main).toContainText('past 60 days');
    await expect(main).toContainText('within 2 business days');
    await expect(main).toContainText('up to 10 days');
    await expect(main).toContainText('Store credits are non-transferable');
    const nav = page.getByRole('navigation', { name: 'Account' });
    await expect(nav.getByRole('link', { name: 'Billing' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Top-up' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });

  test('a card is added without paying, then removed after a confirmation', async ({ browser }) => {
    const chargesBefore = payments.sandbox.charges().length;
    const page = await memberPage(browser, '/account/addcard');
    await expect(page.getByRole('heading', { level: 1, name: 'Add card' })).toBeVisible();
    await fillCard(page, { number: VISA, expiry: '11/31' });
    await page.getByRole('textbox', { name: 'Name on card' }).fill('tia topup');
    await expect(page.getByRole('textbox', { name: 'Name on card' })).toHaveValue('TIA TOPUP');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Add Card' }).click();
    await expect(toast(page, 'Card added!')).toBeVisible();
    await expect(page).toHaveURL(/\/account\/managecard$/);
    await expect(page.getByText('Visa ending 1111')).toBeVisible();
    expect(payments.sandbox.charges()).toHaveLength(chargesBefore);
    expect(await savedCards()).toEqual([expect.objectContaining({ last_four: '1111' })]);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Remove card' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Remove your saved card?' });
    await expect(confirm).toContainText('standing orders');
    expect(await seriousViolations(page)).toEqual([]);
    await confirm.getByRole('button', { name: 'Remove card' }).click();
    await expect(page.getByText('No saved card.')).toBeVisible();
    expect(await savedCards()).toEqual([]);
    await page.context().close();
  });

  test('a top-up of 30 by sandbox card shows the new balance', async ({ browser }) => {
    const page = await memberPage(browser, '/account/topup');
    await expect(page.getByRole('heading', { level: 1, name: 'Top-up' })).toBeVisible();
    await expectBalanceShown(page, 0);
    // 'default 30.00 unless the customer has an auto top-up amount'.
    await expect(page.getByRole('radio', { name: '$30.00' })).toBeChecked();
    // No saved card: no Saved Card tab.
    await expect(page.getByRole('radio', { name: 'Saved Card' })).toHaveCount(0);
    await page.getByRole('radio', { name: 'Credit Card' }).check();
    await fillCard(page, { number: VISA, expiry: '11/31' });
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Pay $30.00' }).click();
    await expect(toast(page, 'Thank you for your payment')).toBeVisible();
    await expectBalanceShown(page, 3000);
    expect(await balanceNow()).toBe(3000);
    expect(payments.sandbox.charges().at(-1)).toMatchObject({
      approved: true,
      amountCents: 3000,
      lastFour: '1111',
    });
    await page.context().close();
  });

  test('keyboard only: a top-up of 40 by the saved card, offered first', async ({ browser }) => {
    const page = await memberPage(browser, '/account/topup');
    const thirty = page.getByRole('radio', { name: '$30.00' });
    await expect(thirty).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Saved Card' })).toBeChecked();
    await thirty.focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: '$40.00' })).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('radio', { name: 'Saved Card' })).toBeFocused();
    const pay = page.getByRole('button', { name: 'Pay $40.00' });
    for (let step = 0; step < 12; step += 1) {
      if (await pay.evaluate((button) => button === document.activeElement)) break;
      await page.keyboard.press('Tab');
    }
    await expect(pay).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(toast(page, 'Thank you for your payment')).toBeVisible();
    await expectBalanceShown(page, 7000);
    expect(await balanceNow()).toBe(7000);
    await page.context().close();
  });

  test('an order paid from the balance drops it by exactly the order total shown', async ({
    browser,
  }) => {
    const page = await memberPage(browser, '/');
    const before = await balanceNow();
    const total = await orderByBalance(page);
    expect(await balanceNow()).toBe(before - total);
    await page.goto('/account/managecard');
    await expectBalanceShown(page, before - total);
    await page.context().close();
  });

  test('auto top-up fires when a payment takes the balance under 5', async ({ browser }) => {
    const page = await memberPage(browser, '/account/managecard');
    await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('combobox', { name: 'Auto top-up amount' }).selectOption('$20.00');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
    await expect(page.getByRole('combobox', { name: 'Auto top-up amount' })).toHaveValue('2000');

    // The next order leaves 3.00: below the threshold of 5.
    await page.goto('/');
    await startPickupAsap(page);
    await addTwoItems(page);
    await toCheckout(page);
    const total = await balanceTotal(page);
    const balance = await balanceNow();
    await debitBalance(server.db, {
      brandId: member.brandId,
      customerId: member.id,
      amountCents: balance - (total + 300),
      reason: 'adjustment',
    });
    const chargesBefore = payments.sandbox.charges().length;
    await placeOrder(page);
    await expect.poll(balanceNow).toBe(300 + 2000);
    expect(payments.sandbox.charges().slice(chargesBefore)).toEqual([
      expect.objectContaining({ approved: true, amountCents: 2000, lastFour: '1111' }),
    ]);
    await page.goto('/account/topup');
    await expectBalanceShown(page, 2300);
    await page.context().close();
  });

  test('a withdrawal above zero asks for the transferable balance and holds it', async ({
    browser,
  }) => {
    const page = await memberPage(browser, '/account/withdraw');
    const { balance_transferable: transferable } = await customerBalance(
      server.db,
      member.id,
      new Date(storeNow()),
    );
    expect(transferable).toBeGreaterThan(0);
    const withdraw = page.getByRole('button', { name: `Withdraw ${money(transferable)}` });
    await expect(withdraw).toBeEnabled();
    await withdraw.click();
    await expect(toast(page, 'Your request has been sent')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Withdraw $0.00' })).toBeDisabled();
    const after = await customerBalance(server.db, member.id, new Date(storeNow()));
    expect(after).toMatchObject({ balance_held: transferable, balance_transferable: 0 });
    await page.context().close();
  });

  test('PayPal: a cancel comes back with its toast; an approval is credited once on the way back', async ({
    browser,
  }) => {
    const page = await memberPage(browser, '/account/topup');
    const before = await balanceNow();
    await page.getByRole('radio', { name: 'PayPal' }).check();
    await chooseAmount(page, '$20.00');
    await page.getByRole('button', { name: 'Pay $20.00' }).click();
    await expect(page.getByRole('heading', { name: 'PayPal (sandbox)' })).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/account\/topup$/);
    await expect(toast(page, 'Payment cancelled')).toBeVisible();
    expect(await balanceNow()).toBe(before);

    // The return's tab is PayPal again (s=pp).
    await expect(page.getByRole('radio', { name: 'PayPal' })).toBeChecked();
    await chooseAmount(page, '$20.00');
    await page.getByRole('button', { name: 'Pay $20.00' }).click();
    await expect(page.getByRole('heading', { name: 'PayPal (sandbox)' })).toBeVisible();
    await page.getByRole('button', { name: 'Approve' }).click();
    await expect(page).toHaveURL(/\/account\/topup$/);
    await expect(toast(page, 'Thank you for your payment')).toBeVisible();
    await expectBalanceShown(page, before + 2000);
    // A reload does not handle the return again.
    await page.reload();
    await expectBalanceShown(page, before + 2000);
    expect(await balanceNow()).toBe(before + 2000);
    await page.context().close();
  });

  test('a 3-D Secure card: the sandbox check, then back on the top-up, credited once', async ({
    browser,
  }) => {
    const page = await memberPage(browser, '/account/topup');
    const before = await balanceNow();
    await page.getByRole('radio', { name: 'Credit Card' }).check();
    await chooseAmount(page, '$10.00');
    await fillCard(page, { number: THREE_D_SECURE });
    await page.getByRole('button', { name: 'Pay $10.00' }).click();
    await expect(page.getByRole('heading', { name: '3-D Secure check (sandbox)' })).toBeVisible();
    await page.getByRole('button', { name: 'Approve' }).click();
    await expect(page).toHaveURL(/\/account\/topup$/);
    await expect(toast(page, 'Thank you for your payment')).toBeVisible();
    await expectBalanceShown(page, before + 1000);
    expect(await balanceNow()).toBe(before + 1000);
    await page.context().close();
  });

  test('offline, the money buttons are disabled with the app’s offline note', async ({
    browser,
  }) => {
    const page = await memberPage(browser, '/account/topup');
    await expect(page.getByRole('button', { name: /^Pay / })).toBeEnabled();
    await page.context().setOffline(true);
    await expect(page.getByText('An internet connection is required.')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Pay / })).toBeDisabled();
    await page.context().setOffline(false);
    await page.context().close();
  });
});

async function toCheckout(page: Page) {
  await page
    .getByRole('banner')
    .getByRole('link', { name: /^Cart, \d+ items?$/ })
    .click();
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
}

/** Chooses Account Balance and reads the order total the checkout shows once repriced. */
async function balanceTotal(page: Page): Promise<number> {
  await page.getByRole('radio', { name: 'Account Balance' }).check();
  await expect(page.locator('.checkout-totals')).not.toContainText('Surcharge');
  const text = (await page.locator('.checkout-totals__row--total dd').textContent()) ?? '';
  expect(text).toMatch(/^\$\d+\.\d{2}$/);
  return Math.round(Number(text.slice(1)) * 100);
}

async function placeOrder(page: Page) {
  await expect(page.getByRole('button', { name: 'Place Order' })).toBeVisible();
  await agreeIfAsked(page);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(toast(page, 'Thank you for your order')).toBeVisible();
}

async function orderByBalance(page: Page): Promise<number> {
  await startPickupAsap(page);
  await addTwoItems(page);
  await toCheckout(page);
  const total = await balanceTotal(page);
  await placeOrder(page);
  return total;
}
