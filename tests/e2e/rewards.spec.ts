// A member pays with reward points (brand.json rewards on the demo brand: every 100 points take
// $5.00 off, at most 50 % of the products total): 'Use my rewards points' at checkout, by
// keyboard, prices the Rewards discount row; the card is charged the Order total the screen
// shows; the order records the points spent and earned, and /account/rewards shows what is left.
// The member and their session are made in the database of this spec's own server (with its own
// payment sandbox, on the store's noon clock), as member-checkout.spec.ts does.
import { type Browser, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { formatMoney } from '../../src/domain/money';
import { redeemPoints } from '../../src/domain/rewardsRedemption';
import type { DocketServer } from '../../server/app';
import { pointsBalance } from '../../server/rewards/points';
import type { AppPayments } from '../../server/sandbox/forApp';
import { addTwoItems, agreeIfAsked, fillCard, startPickupAsap, toast } from './support/checkout';
import { startAppWithPayments } from './support/paymentsApp';
import { holdSession, signedInMember } from './support/member';
import { seriousViolations } from './support/shell';
import { installStoreClock, storeNow } from './support/storeClock';

const MEMBER = { name: 'Rae Rewards', email: 'rae@example.com', mobile: '+61412345679' };
const POINTS = 300;
const DEMO_REDEMPTION = { stepPoints: 100, stepCents: 500, maxPercent: 50 };

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
  await server.db
    .insertInto('reward_points')
    .values({
      brand_id: brand.id,
      customer_id: member.id,
      points: POINTS,
      reason: 'adjusted',
      note: 'e2e',
    })
    .execute();
});

test.afterAll(async () => {
  await server?.close();
  await payments?.sandbox.close();
});

async function memberPage(browser: Browser): Promise<Page> {
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

/** A money row of the checkout's Order summary, in cents. */
async function rowCents(page: Page, label: string): Promise<number> {
  const row = page.locator('.checkout-totals__row').filter({ hasText: label });
  const text = (await row.locator('dd').textContent()) ?? '';
  expect(text).toMatch(/^-?\$\d+\.\d{2}$/);
  return Math.round(Number(text.replace('$', '')) * 100);
}

test('a member uses their points: the Rewards discount row, and the total shown is charged', async ({
  browser,
}) => {
  const page = await memberPage(browser);
  await startPickupAsap(page);
  await addTwoItems(page);
  await page
    .getByRole('banner')
    .getByRole('link', { name: /^Cart, \d+ items?$/ })
    .click();
  await page.getByRole('button', { name: 'Increase quantity of Flat White' }).click();
  await expect(page.getByRole('group', { name: 'Quantity of Flat White' })).toContainText('2');
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await agreeIfAsked(page);
  await page.getByRole('radio', { name: 'Credit Card' }).check();
  await expect(page.locator('.checkout-totals')).toContainText('Surcharge');
  await expect(page.locator('.checkout-totals')).not.toContainText('Rewards discount');

  const use = page.getByRole('checkbox', { name: 'Use my rewards points' });
  await expect(use).not.toBeChecked();
  await expect(page.getByText(`You have ${POINTS} points`)).toBeVisible();
  await use.focus();
  await page.keyboard.press('Space');
  await expect(use).toBeChecked();
  await expect(page.locator('.checkout-totals')).toContainText('Rewards discount');
  const products = await rowCents(page, 'Products total');
  const expected = redeemPoints({ balance: POINTS, subTotal: products, scheme: DEMO_REDEMPTION });
  expect(expected.discount).toBeGreaterThan(0);
  await expect(
    page.locator('.checkout-totals__row').filter({ hasText: 'Rewards discount' }),
  ).toContainText(formatMoney(-expected.discount, '$'));
  await expect(use).toBeEnabled();
  expect(await seriousViolations(page)).toEqual([]);
  for (const [name, size] of [
    ['phone', { width: 390, height: 844 }],
    ['kiosk', { width: 1080, height: 1920 }],
  ] as const) {
    await page.setViewportSize(size);
    await use.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/rewards-checkout-${name}.png` });
  }

  await fillCard(page, { number: '4111 1111 1111 1111', expiry: '11/31' });
  const total = await rowCents(page, 'Order total');
  const chargesBefore = payments.sandbox.charges().length;
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(toast(page, 'Thank you for your order')).toBeVisible();
  await expect(page).toHaveURL(/\/account\/orders\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split('/').pop());

  const order = await server.db
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  expect(order).toMatchObject({
    rewards_discount_cents: expected.discount,
    total_cents: total,
    payment_amount_cents: total,
  });
  expect(payments.sandbox.charges().slice(chargesBefore)).toEqual([
    expect.objectContaining({ approved: true, amountCents: total }),
  ]);
  await expect(page.getByText(`${expected.points} reward points used`)).toBeVisible();
  await expect(page.getByText(`${Math.floor(total / 100)} reward points earned`)).toBeVisible();
  const left = POINTS - expected.points + Math.floor(total / 100);
  expect(await pointsBalance(server.db, member.id)).toBe(left);

  await page.goto('/account/rewards');
  await expect(page.getByRole('heading', { name: 'My Rewards' })).toBeVisible();
  await expect(page.getByText(`You have ${left} points`)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.context().close();
});
