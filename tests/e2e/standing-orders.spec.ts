// Standing orders (spec 3 §2 'Standing orders', §4, §5, §8): a member with a card added on
// /account/addcard (no payment taken) makes a Monday and Wednesday pickup standing order by
// keyboard alone; with the server's clock past Monday's cut-off, the operator console runs the
// scheduler and exactly one paid order appears in the member's order history, charged its total.
// A delivery one shows its grid only once the store delivers to the address and a slot is chosen.
// Then the card is removed through the Billing page's own UI and the standing orders it pays are
// paused. axe on the list and on the new and edit screens. A server of this spec's own, with its
// own payment sandbox, its clock on Sunday 29 November 2026 at 10 am in Perth (the demo store's
// pickup cut-off is 5 pm the day before).
import { type Browser, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { createServer, type DocketServer } from '../../server/app';
import { startOperatorConsole, type OperatorConsole } from '../../server/operator/console';
import { startPaymentsForApp, type AppPayments } from '../../server/sandbox/forApp';
import { fillCard, toast } from './support/checkout';
import { holdSession, signedInMember } from './support/member';
import { seriousViolations } from './support/shell';

const SUNDAY_10AM = new Date('2026-11-29T02:00:00Z');
/** Sunday 5:05 pm in Perth: past Monday's pickup cut-off (5 pm the day before), before Wednesday's. */
const PAST_MONDAY_CUT_OFF = new Date('2026-11-29T09:05:00Z');
const MEMBER = { name: 'Sam Standing', email: 'sam@example.com', mobile: '+61412345679' };
const OPERATOR_TOKEN = 'standing-orders-e2e';

let clock = SUNDAY_10AM;
let server: DocketServer;
let payments: AppPayments;
let operator: OperatorConsole;
let origin: string;
let member: { sid: string; id: number };

test.beforeAll(async () => {
  payments = await startPaymentsForApp({
    appPort: 0,
    host: '127.0.0.1',
    env: {},
    now: () => clock,
  });
  server = await createServer({
    staticDir: process.env.E2E_DIST_DIR ?? 'dist',
    dataDir: 'memory://',
    logger: false,
    now: () => clock,
    // Only the operator console runs the scheduler here, when the journey says so.
    standingOrders: false,
    payments: {
      gateway: payments.payments.gateway,
      sandboxOrigin: payments.payments.sandboxOrigin,
    },
  });
  origin = await server.app.listen({ port: 0, host: '127.0.0.1' });
  payments.appListening(Number(new URL(origin).port));
  operator = await startOperatorConsole({
    db: server.db,
    now: server.now,
    port: 0,
    token: OPERATOR_TOKEN,
    standingOrders: server.standingOrders,
  });
  const brand = await server.db
    .selectFrom('brands')
    .select('id')
    .where('code', '=', 'demo')
    .executeTakeFirstOrThrow();
  member = await signedInMember(server, brand.id, MEMBER, clock);
});

test.afterAll(async () => {
  await operator?.close();
  await server?.close();
  await payments?.sandbox.close();
});

/** A page holding the member's session, its clock at the server's. */
async function memberPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: origin });
  const page = await context.newPage();
  await page.clock.install({ time: clock });
  await page.goto('/about');
  await holdSession(
    page,
    { ...member, ...MEMBER },
    new Date(clock.getTime() + 14 * 24 * 60 * 60 * 1000),
  );
  return page;
}

/** Presses Tab until `target` has the focus (keyboard only: nothing is clicked). */
async function tabTo(page: Page, target: ReturnType<Page['locator']>, most = 120) {
  for (let step = 0; step < most; step += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** Types into a focused quantity field, replacing what it held. */
async function typeQuantity(page: Page, name: string, quantity: string) {
  const field = page.getByRole('textbox', { name });
  await tabTo(page, field);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(quantity);
  await expect(field).toHaveValue(quantity);
}

const ordersOf = (customerId: number) =>
  server.db.selectFrom('orders').selectAll().where('customer_id', '=', customerId).execute();

test.describe.serial('standing orders', () => {
  // Keyboard journeys through a whole menu's grid and axe on it take longer than the default.
  test.describe.configure({ timeout: 120_000 });
  let standingOrderId = 0;

  test('a member adds a card without paying', async ({ browser }) => {
    const page = await memberPage(browser);
    await page.goto('/account/addcard');
    await fillCard(page, { number: '4111 1111 1111 1111' });
    const chargesBefore = payments.sandbox.charges().length;
    await page.getByRole('button', { name: 'Add Card' }).click();
    await expect(toast(page, 'Card added!')).toBeVisible();
    expect(payments.sandbox.charges()).toHaveLength(chargesBefore);
    await page.context().close();
  });

  test('makes a Monday and Wednesday pickup standing order by keyboard alone', async ({
    browser,
  }) => {
    const page = await memberPage(browser);
    await page.goto('/account/standingorders');
    await expect(page.getByRole('heading', { level: 1, name: 'Standing Orders' })).toBeVisible();
    await expect(page.getByText('No standing orders yet.')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    const create = page.getByRole('link', { name: 'New Standing Order' });
    await tabTo(page, create);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/account\/standingorder$/);
    await expect(page.getByRole('heading', { level: 1, name: 'New Standing Order' })).toBeVisible();
    // The product grid shows only once the fulfilment type is chosen (spec 3 §2).
    await expect(page.getByRole('heading', { name: 'Products' })).toHaveCount(0);
    const store = page.getByRole('combobox', { name: 'Store' });
    await expect(store).toBeEnabled();
    const pickup = page.getByRole('radio', { name: /^Pickup/ });
    await expect(page.locator('.standing-order__type').filter({ hasText: 'Pickup' })).toContainText(
      'Order by 5:00 pm the day before · 10% off',
    );
    await tabTo(page, page.getByRole('radio').first());
    while (!(await pickup.evaluate((element) => element === document.activeElement))) {
      await page.keyboard.press('ArrowDown');
    }
    await page.keyboard.press('Space');
    await expect(pickup).toBeChecked();
    const time = page.getByRole('combobox', { name: 'Pickup time' });
    await expect(time).toHaveValue('07:00');
    // The window is 7:00 to 14:00 in 5-minute steps.
    await expect(time.locator('option')).toHaveCount(85);
    await tabTo(page, time);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(time).toHaveValue('07:10');

    await expect(page.getByRole('heading', { name: 'Products' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    // Categories open on request.
    const smallPlates = page.locator('summary').filter({ hasText: 'Small Plates' });
    await tabTo(page, smallPlates);
    await page.keyboard.press('Enter');
    await typeQuantity(page, 'Marinated Olives, Monday', '2');
    await typeQuantity(page, 'Marinated Olives, Wednesday', '1');
    // Three digits at most (spec 3 §5): a fourth is not taken.
    await page.keyboard.type('0000');
    await expect(page.getByRole('textbox', { name: 'Marinated Olives, Wednesday' })).toHaveValue(
      '100',
    );
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Backspace');
    await expect(page.getByRole('textbox', { name: 'Marinated Olives, Wednesday' })).toHaveValue(
      '1',
    );

    await tabTo(page, page.getByRole('button', { name: 'Save' }));
    await page.keyboard.press('Enter');
    await expect(toast(page, 'Standing Order Saved (Active)')).toBeVisible();
    await expect(page).toHaveURL(/\/account\/standingorder\/\d+$/);
    standingOrderId = Number(new URL(page.url()).pathname.split('/').pop());
    await expect(
      page.getByRole('heading', { level: 1, name: 'Edit Standing Order' }),
    ).toBeVisible();
    // Edit mode: the store and the fulfilment type are fixed; the switch shows Active.
    await expect(page.getByRole('combobox', { name: 'Store' })).toBeDisabled();
    await expect(page.getByRole('radio', { name: /^Pickup/ })).toBeDisabled();
    await expect(page.getByRole('switch')).toBeChecked();
    await expect(page.getByRole('textbox', { name: 'Marinated Olives, Monday' })).toHaveValue('2');
    await expect(page.getByRole('combobox', { name: 'Pickup time' })).toHaveValue('07:10');
    expect(await seriousViolations(page)).toEqual([]);

    // The switch saves at once, both ways.
    await tabTo(page, page.getByRole('switch'));
    await page.keyboard.press('Space');
    await expect(toast(page, 'Standing Order Paused')).toBeVisible();
    await expect(page.getByRole('switch')).not.toBeChecked();
    await page.keyboard.press('Space');
    await expect(toast(page, 'Standing Order Active')).toBeVisible();
    await expect(page.getByRole('switch')).toBeChecked();

    await page.goto('/account/orders');
    const link = page
      .getByRole('region', { name: 'Standing Orders' })
      .getByRole('link', { name: /Fig & Olive/ });
    await expect(link).toContainText('Active');
    await expect(link).toHaveAttribute('href', `/account/standingorder/${standingOrderId}`);
    await page.context().close();
  });

  test("past Monday's cut-off exactly one paid order appears, charged its total", async ({
    browser,
    request,
  }) => {
    expect(await ordersOf(member.id)).toEqual([]);
    const chargesBefore = payments.sandbox.charges().length;
    clock = PAST_MONDAY_CUT_OFF;
    // Run twice as of the same instant: the second run finds Monday placed already.
    for (const placed of [1, 0]) {
      const ran = await request.post(`${operator.origin}/standing-orders/run`, {
        data: { at: PAST_MONDAY_CUT_OFF.toISOString() },
        headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
      });
      expect(await ran.json()).toMatchObject({ ok: true, placed, failed: 0 });
    }
    const orders = await ordersOf(member.id);
    expect(orders).toHaveLength(1);
    const [order] = orders;
    expect(order).toMatchObject({ standing_order_id: standingOrderId });
    const charges = payments.sandbox.charges().slice(chargesBefore);
    expect(charges).toEqual([
      expect.objectContaining({
        approved: true,
        amountCents: order!.total_cents,
        lastFour: '1111',
      }),
    ]);

    const page = await memberPage(browser);
    await page.goto('/account/orders');
    const history = page.getByRole('region', { name: 'Order History' });
    await expect(history.getByRole('link')).toHaveCount(1);
    await history.getByRole('link').click();
    await expect(page.getByRole('link', { name: 'Edit Standing Order' })).toHaveAttribute(
      'href',
      `/account/standingorder/${standingOrderId}`,
    );
    await page.context().close();
  });

  test('a delivery one: the grid shows once the store delivers to the address and a slot is chosen', async ({
    browser,
  }) => {
    const page = await memberPage(browser);
    await page.goto('/account/standingorder');
    await page.getByRole('radio', { name: /^Delivery/ }).check();
    const products = page.getByRole('heading', { name: 'Products' });
    await page.getByRole('button', { name: 'Enter address manually' }).click();
    await page.getByLabel('Address', { exact: true }).fill('1 High Street');
    await page.getByLabel('Suburb').fill('Fremantle');
    await page.getByLabel('State').fill('WA');
    await page.getByLabel('Postcode').fill('6160');
    await page.getByRole('button', { name: 'Use this address' }).click();
    await expect(page.locator('.address-current')).toContainText('1 High Street');
    const slot = page.getByRole('combobox', { name: 'Delivery slot' });
    await expect(slot).toHaveValue('0');
    await expect(products).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
    await slot.selectOption({ index: 1 });
    await expect(products).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.locator('summary').filter({ hasText: 'Small Plates' }).click();
    await page.getByRole('textbox', { name: 'Marinated Olives, Tuesday' }).fill('3');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Standing Order Saved (Active)')).toBeVisible();
    await expect(page).toHaveURL(/\/account\/standingorder\/\d+$/);
    await expect(page.locator('.address-current')).toContainText('1 High Street');
    await expect(page.getByRole('textbox', { name: 'Marinated Olives, Tuesday' })).toHaveValue('3');
    await page.context().close();
  });

  test('removing the card pauses the standing orders it pays', async ({ browser }) => {
    const page = await memberPage(browser);
    await page.goto('/account/managecard');
    await page.getByRole('button', { name: 'Remove card' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Remove card' }).click();
    await expect(page.getByRole('button', { name: 'Remove card' })).toHaveCount(0);
    await page.goto(`/account/standingorder/${standingOrderId}`);
    await expect(page.getByRole('switch')).not.toBeChecked();
    await page.goto('/account/standingorders');
    const listed = page.getByRole('main').getByRole('link', { name: /Fig & Olive/ });
    await expect(listed).toHaveCount(2);
    await expect(listed.filter({ hasNotText: 'Paused' })).toHaveCount(0);
    await page.context().close();
  });
});
