// The account area's orders part: a member's order list and receipts (every field and
// button of spec 3 'Orders', the push prompt 3 s after an active order's receipt loads, Print
// Receipt and its print stylesheet), both opening offline once seen; Get Notified subscribing this
// browser and registering it with the server; a second customer refused
// another's receipt ('Order not found', then the order list); Feedback (the alert titled Feedback,
// keyboard-operable stars, 'Sending feedback...', 'Feedback sent, thank you!', the download
// prompt); Rewards ('My Rewards', a reward leads to its menu; 'Account required'); the account
// navigation; axe on every screen. A server of its own, its clock fixed at Tuesday 11 am in Perth.
import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { createServer, type DocketServer } from '../../server/app';
import { waitForServiceWorker } from './support/lifecycle';
import { createMember, holdSession, placeMemberOrder, type Member } from './support/member';
import { seriousViolations } from './support/shell';

const SLUG = 'fig-and-olive';
const NOW = '2026-11-24T03:00:00Z';
const EXPIRES = new Date('2026-12-04T00:00:00Z');
/** Where this server accepts subscriptions besides the real push services; nothing is sent to it. */
const PUSH_SANDBOX = 'http://push.sandbox.test';
/**
 * A subscription as the browser's push service would hand out (headless Chromium cannot reach
 * one: tests/e2e/push.spec.ts), its endpoint on the push sandbox's origin.
 */
const SUBSCRIPTION = {
  endpoint: `${PUSH_SANDBOX}/push/orders-spec`,
  keys: {
    p256dh:
      'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    auth: 'tBHItJI5svbpez7KI4CCXg',
  },
};

let server: DocketServer;
let origin: string;
let ada: Member;
let grace: Member;
let active: number;
let done: number;

function toast(page: Page, text: string | RegExp) {
  return page.locator('.toast').filter({ hasText: text });
}

async function signIn(page: Page, member: Member) {
  await page.goto(`${origin}/about`);
  await holdSession(page, member, EXPIRES);
}

test.beforeAll(async () => {
  server = await createServer({
    staticDir: process.env.E2E_DIST_DIR ?? 'dist',
    dataDir: 'memory://',
    now: () => new Date(NOW),
    // Nothing here moves an order, so nothing is pushed; were it, nothing would leave the machine.
    push: { sandboxOrigins: [PUSH_SANDBOX], fetch: async () => ({ status: 201 }) },
  });
  origin = await server.app.listen({ port: 0, host: '127.0.0.1' });
  ada = await createMember(server, { name: 'Ada', expiresAt: EXPIRES });
  grace = await createMember(server, { name: 'Grace', expiresAt: EXPIRES });
  done = await placeMemberOrder(server, ada, {
    slug: SLUG,
    lines: [{ name: 'Moussaka', quantity: 2 }],
    status: 'completed',
    createdAt: new Date('2026-11-20T04:00:00Z'),
  });
  active = await placeMemberOrder(server, ada, {
    slug: SLUG,
    lines: [
      { name: 'Garlic Pide', quantity: 1 },
      { name: 'Moussaka', quantity: 1 },
    ],
    createdAt: new Date('2026-11-24T02:50:00Z'),
    trackingUrl: 'https://track.example/driver/7',
    confirmation: 'We have your order and will text you when it is ready.',
    posOrderId: 'POS-4411',
  });
});

test.afterAll(async () => {
  await server?.close();
});

test('a member sees their orders, opens a receipt with every field and button, offline too', async ({
  page,
  context,
}) => {
  await page.clock.install({ time: new Date(NOW) });
  await signIn(page, ada);
  await page.goto(`${origin}/account/orders`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  const list = page.getByRole('region', { name: 'Order History' });
  const rows = list.getByRole('link');
  await expect(rows).toHaveCount(2);
  // Newest first, each with its status label (spec 3 §4 codes), store, total and items.
  await expect(rows.nth(0)).toContainText(`Order ${String(active).padStart(5, '0')}`);
  await expect(rows.nth(0)).toContainText('Submitted');
  await expect(rows.nth(0)).toContainText('1 x Garlic Pide, 1 x Moussaka');
  await expect(rows.nth(1)).toContainText('Complete');
  await expect(rows.nth(1)).toContainText('2 x Moussaka');
  // The demo brand takes standing orders: the section is there, empty for this member.
  await expect(page.getByRole('region', { name: 'Standing Orders' })).toContainText(
    'No standing orders yet.',
  );
  await expect(main.getByRole('link', { name: 'Create Order' })).toHaveAttribute(
    'href',
    `/menu/${SLUG}`,
  );
  const nav = page.getByRole('navigation', { name: 'Account' });
  await expect(nav.getByRole('link')).toHaveText([
    'Home',
    'Account',
    'Orders',
    'Rewards',
    // No Billing or Top-up: they follow the account's is_topup_enabled (CustomerAccount), which a
    // sign-in loads; this session was handed to the device instead (tests/e2e/money.spec.ts).
    'Feedback',
    'Change Password',
    'Logout',
  ]);
  await expect(nav.getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
  expect(await seriousViolations(page)).toEqual([]);

  // The active order's receipt, the page's clock paused so that only runFor moves it.
  await page.clock.pauseAt(new Date(Date.parse(NOW) + 60_000));
  await rows.nth(0).click();
  await expect(page).toHaveURL(`${origin}/account/orders/${active}`);
  const heading = main.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(`Order ${String(active).padStart(5, '0')} · Submitted`);
  await expect(page.locator('.receipt__status')).toHaveText('Order received');
  await expect(main).toContainText('Fremantle Fig & Olive');
  await expect(main).toContainText('POS order POS-4411');
  await expect(main).toContainText('For Ada');
  await expect(main).toContainText('We have your order and will text you when it is ready.');
  await expect(page.getByRole('region', { name: 'Items' })).toContainText('Garlic Pide');
  await expect(main).toContainText('reward points earned');
  await expect(main.getByRole('button', { name: 'Get Notified' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Track Your Driver' })).toHaveAttribute(
    'href',
    'https://track.example/driver/7',
  );
  await expect(main.getByRole('link', { name: 'Leave Feedback' })).toHaveAttribute(
    'href',
    '/account/feedback',
  );
  await expect(main.getByRole('link', { name: 'Place another Order' })).toHaveAttribute(
    'href',
    `/menu/${SLUG}`,
  );
  const share = page.getByRole('region', { name: 'Share' });
  await expect(share.getByRole('link')).toHaveText([
    'WhatsApp',
    'Messenger',
    'Facebook',
    'Twitter',
    'Email',
  ]);
  await expect(share.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/\?text=/,
  );

  // The push prompt comes 3 s after the active order's receipt loads, not before.
  const prompt = page.getByRole('dialog', { name: 'Get notified?' });
  // A fresh browser profile has not been asked yet.
  expect(await page.evaluate(() => Notification.permission)).toBe('default');
  await expect(prompt).toHaveCount(0);
  await page.clock.runFor(3000);
  await expect(prompt).toBeVisible();
  await page.clock.resume(); // axe waits on timers of its own
  expect(await seriousViolations(page)).toEqual([]);
  await prompt.getByRole('button', { name: 'Not now' }).click();
  await expect(prompt).toHaveCount(0);

  // Print Receipt prints, and the print stylesheet leaves out the buttons and navigation.
  await page.evaluate(() => {
    window.print = () => document.body.setAttribute('data-printed', '');
  });
  await main.getByRole('button', { name: 'Print Receipt' }).click();
  await expect(page.locator('body')).toHaveAttribute('data-printed', '');
  await page.emulateMedia({ media: 'print' });
  await expect(main.getByRole('button', { name: 'Print Receipt' })).toBeHidden();
  await expect(share).toBeHidden();
  await expect(page.getByRole('region', { name: 'Items' })).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  // A completed order: no confirmation, Get Notified, tracking or prompt.
  await page.goto(`${origin}/account/orders/${done}`);
  await expect(heading).toHaveText(`Order ${String(done).padStart(5, '0')} · Complete`);
  await expect(main.getByRole('button', { name: 'Print Receipt' })).toBeVisible();
  await page.clock.runFor(3000);
  await expect(main.getByRole('button', { name: 'Get Notified' })).toHaveCount(0);
  await expect(main.getByRole('link', { name: 'Track Your Driver' })).toHaveCount(0);
  await expect(prompt).toHaveCount(0);

  // Seen once, the list and both receipts open offline.
  await waitForServiceWorker(page);
  await context.setOffline(true);
  await page.goto(`${origin}/account/orders`);
  await expect(rows).toHaveCount(2);
  await rows.nth(0).click();
  await expect(heading).toHaveText(`Order ${String(active).padStart(5, '0')} · Submitted`);
  await context.setOffline(false);
});

test("a second customer cannot open the first one's receipt: 'Order not found', then the list", async ({
  page,
}) => {
  await signIn(page, grace);
  await page.goto(`${origin}/account/orders/${active}`);
  await expect(toast(page, 'Order not found')).toBeVisible();
  await expect(page).toHaveURL(`${origin}/account/orders`);
  await expect(page.getByRole('region', { name: 'Order History' })).toContainText('No orders yet.');
  await expect(page.getByRole('main')).not.toContainText('Garlic Pide');
});

test("from a receipt, Place another Order, then Repeat on the menu's History tab fills the cart", async ({
  page,
}) => {
  await signIn(page, ada);
  await page.goto(`${origin}/account/orders/${done}`);
  await page.getByRole('main').getByRole('link', { name: 'Place another Order' }).click();
  await expect(page).toHaveURL(new RegExp(`/menu/${SLUG}`));
  // confirm=0 keeps the fulfilment chooser away (spec 1 §2.4), which is not this journey.
  await page.goto(`${origin}/menu/${SLUG}?confirm=0`);
  const history = page
    .getByRole('group', { name: 'Store options' })
    .getByRole('button', { name: 'History', exact: true });
  await history.click();
  const panel = page.getByRole('region', { name: 'History' });
  await expect(panel.getByText(`Order #${done}`)).toBeVisible();
  await panel.getByRole('button', { name: `Repeat order #${done}` }).click();
  await expect(page).toHaveURL(`${origin}/checkout`);
  const lines = await server.db
    .selectFrom('cart_items')
    .innerJoin('carts', 'carts.id', 'cart_items.cart_id')
    .select(['cart_items.name', 'cart_items.quantity'])
    .where('carts.owner', '=', `customer:${ada.id}`)
    .where('carts.status', '=', 'open')
    .execute();
  expect(lines).toEqual([{ name: 'Moussaka', quantity: 2 }]);
});

/**
 * The PushManager double (tests/e2e/push.spec.ts): subscribe() hands out SUBSCRIPTION, as the
 * browser's push service would.
 */
async function installPushManagerDouble(page: Page) {
  await page.addInitScript((json) => {
    let held: PushSubscription | null = null;
    PushManager.prototype.subscribe = async function () {
      held = {
        endpoint: json.endpoint,
        expirationTime: null,
        options: { userVisibleOnly: true, applicationServerKey: null },
        getKey: () => null,
        toJSON: () => ({ endpoint: json.endpoint, expirationTime: null, keys: json.keys }),
        unsubscribe: async () => {
          held = null;
          return true;
        },
      } as unknown as PushSubscription;
      return held;
    };
    PushManager.prototype.getSubscription = async function () {
      return held;
    };
  }, SUBSCRIPTION);
}

async function storedSubscriptions(endpoint: string) {
  return server.db
    .selectFrom('push_subscriptions')
    .select(['customer_id', 'device_state'])
    .where('endpoint', '=', endpoint)
    .execute();
}

test('Get Notified subscribes this browser and registers it for the member', async ({
  page,
  context,
}) => {
  await installPushManagerDouble(page);
  await signIn(page, ada);
  // Subscribing waits for the service worker, which registers once the first screen is up.
  await waitForServiceWorker(page);
  // Then the clock stops: the push prompt's 3 s never come, so only the button registers.
  await page.clock.install({ time: new Date(NOW) });
  await page.clock.pauseAt(new Date(Date.parse(NOW) + 60_000));
  await page.goto(`${origin}/account/orders/${active}`);
  const button = page.getByRole('main').getByRole('button', { name: 'Get Notified' });
  await expect(button).toBeVisible();
  expect(await storedSubscriptions(SUBSCRIPTION.endpoint)).toEqual([]);
  // The customer allows notifications when the browser asks.
  await context.grantPermissions(['notifications'], { origin });
  await button.click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'You will be notified when this order’s status changes.' }),
  ).toBeVisible();
  expect(await storedSubscriptions(SUBSCRIPTION.endpoint)).toEqual([
    { customer_id: ada.id, device_state: 'enabled' },
  ]);
});

test('feedback: the stars by keyboard, the alert titled Feedback, sending, sent, the download prompt', async ({
  page,
}) => {
  await signIn(page, ada);
  await page.goto(`${origin}/account/feedback`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Feedback' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Ease of use and speed rated, overall not: the alert (all three are checked).
  const ease = main.getByRole('group', { name: 'Ease of use' });
  await ease.getByRole('radio', { name: '4 stars' }).check();
  // The keyboard moves within a rating: Speed from 1 star to 3 with the arrow keys.
  const speed = main.getByRole('group', { name: 'Speed' });
  await speed.getByRole('radio', { name: '1 star' }).focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(speed.getByRole('radio', { name: '3 stars' })).toBeChecked();
  await main.getByRole('button', { name: 'Send Feedback' }).click();
  const alert = page.getByRole('alertdialog', { name: 'Feedback' });
  await expect(alert).toContainText(
    'Tap on the stars to rate your experiences between 1 (poor) and 5 (excellent)',
  );
  expect(await seriousViolations(page)).toEqual([]);
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(alert).toHaveCount(0);

  await main
    .getByRole('group', { name: 'Overall' })
    .getByRole('radio', { name: '5 stars' })
    .check();
  await main.getByLabel('Comments/Suggestions').fill('The figs were perfect.');
  await main.getByRole('button', { name: 'Send Feedback' }).click();
  await expect(toast(page, 'Feedback sent, thank you!')).toBeVisible();
  const promptDialog = page.getByRole('dialog', { name: /app/ });
  await expect(promptDialog.getByRole('link', { name: 'Download' })).toHaveAttribute(
    'href',
    /^https:\/\//,
  );
  await promptDialog.getByRole('button', { name: 'Not now' }).click();
  const rows = await server.db
    .selectFrom('feedback')
    .select(['ease_of_use', 'speed', 'overall', 'comments'])
    .where('customer_id', '=', ada.id)
    .execute();
  expect(rows).toEqual([
    { ease_of_use: 4, speed: 3, overall: 5, comments: 'The figs were perfect.' },
  ]);
});

test("feedback: 'Sending feedback...' while the answer is on its way, 'Error, please try again' when it fails", async ({
  page,
  context,
}) => {
  await signIn(page, ada);
  await page.goto(`${origin}/account/feedback`);
  const main = page.getByRole('main');
  for (const name of ['Ease of use', 'Speed', 'Overall']) {
    await main.getByRole('group', { name }).getByRole('radio', { name: '3 stars' }).check();
  }
  // The answer is held until the sending toast has shown, then the network fails it.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await context.route('**/api', async (route) => {
    if (route.request().postData()?.includes('RequestAction=Feedback')) {
      await held;
      await route.abort('failed');
    } else await route.continue();
  });
  await main.getByRole('button', { name: 'Send Feedback' }).click();
  await expect(toast(page, 'Sending feedback...')).toBeVisible();
  release();
  await expect(toast(page, 'Error, please try again')).toBeVisible();
  await context.unroute('**/api');
});

test("rewards: 'My Rewards' with the member's points; a reward leads to its menu", async ({
  page,
}) => {
  await signIn(page, ada);
  await page.goto(`${origin}/account/rewards`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'My Rewards' })).toBeVisible();
  // Ada's two orders ($64 and $39) earned 103 points at the demo's 1 point per dollar.
  const reward = main.getByRole('link', { name: /Free Iced Mint Tea/ });
  await expect(reward).toContainText('Ready to redeem · 103 points');
  await expect(main.getByRole('link', { name: /\$10 off your order/ })).toContainText(
    '103 of 150 points',
  );
  expect(await seriousViolations(page)).toEqual([]);
  await reward.click();
  await expect(page).toHaveURL(new RegExp(`/menu/${SLUG}`));
});

test("rewards: 'Account required' when the server says the session is not a member's", async ({
  page,
}) => {
  // The device believes it is signed in, but its session is a guest's on the server.
  await page.goto(`${origin}/about`);
  await holdSession(page, { ...ada, sid: 'not-a-session' }, EXPIRES);
  await page.goto(`${origin}/account/rewards`);
  await expect(
    page.getByRole('main').getByRole('heading', { level: 1, name: 'Account required' }),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
