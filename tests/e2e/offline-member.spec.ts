// Offline is a state, not an error (DESIGN 'Feel'): a signed-in member who has seen Home, the
// cart, a receipt, Orders and Rewards online opens each of them offline with what was last seen,
// under one quiet offline notice at the top (the header's), with no 'An internet connection is
// required.' box, no Error HO1/CA1/ME1 toast and no advice to log out: signing out cannot bring the
// network back. The cart keeps working as far as the outbox allows. A server of its own, its clock
// fixed at Tuesday 11 am in Perth (the store is open for ASAP pickup).
import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { createServer, type DocketServer } from '../../server/app';
import { addButton, itemDialog, openItem } from './support/cart';
import { fulfilmentPopup } from './support/checkout';
import { waitForServiceWorker } from './support/lifecycle';
import { createMember, holdSession, placeMemberOrder, type Member } from './support/member';

const SLUG = 'fig-and-olive';
const NOW = '2026-11-24T03:00:00Z';
const EXPIRES = new Date('2026-12-04T00:00:00Z');

let server: DocketServer;
let origin: string;
let ada: Member;
let order: number;

test.beforeAll(async () => {
  server = await createServer({
    staticDir: process.env.E2E_DIST_DIR ?? 'dist',
    dataDir: 'memory://',
    now: () => new Date(NOW),
  });
  origin = await server.app.listen({ port: 0, host: '127.0.0.1' });
  ada = await createMember(server, { name: 'Ada', expiresAt: EXPIRES });
  order = await placeMemberOrder(server, ada, {
    slug: SLUG,
    lines: [{ name: 'Moussaka', quantity: 2 }],
    createdAt: new Date('2026-11-24T02:50:00Z'),
  });
});

test.afterAll(async () => {
  await server?.close();
});

/** What must never show offline: the box, the spec's failure toasts and the sign-out advice. */
async function expectCalmOffline(page: Page) {
  const notices = page.getByRole('status').filter({ hasText: /offline/i });
  await expect(notices).toHaveCount(1);
  await expect(page.getByRole('banner').getByRole('status')).toHaveText('Offline');
  await expect(page.getByText('An internet connection is required.')).toHaveCount(0);
  await expect(page.getByText(/Error (HO1|CA1|CH1|ME1)/)).toHaveCount(0);
  await expect(page.getByText(/log out and log back in/)).toHaveCount(0);
}

test('screens seen online open offline as last seen, under one calm notice', async ({
  page,
  context,
}) => {
  await page.clock.install({ time: new Date(NOW) });
  await page.goto(`${origin}/about`);
  await holdSession(page, ada, EXPIRES);
  const main = page.getByRole('main');

  // Online: Home, the menu (pickup, ASAP, one Flat White), the cart, the receipt, Orders, Rewards.
  await page.goto(`${origin}/`);
  const welcome = main.getByRole('heading', { name: 'Welcome to Fremantle Fig & Olive' });
  await expect(welcome).toBeVisible();
  await page.goto(`${origin}/menu/${SLUG}`);
  const popup = fulfilmentPopup(page);
  await expect(popup).toBeVisible();
  await popup.getByRole('tab', { name: 'Pickup' }).click();
  await popup.getByRole('checkbox', { name: /ASAP/ }).check();
  await popup.getByRole('button', { name: 'Set' }).click();
  await expect(popup).toBeHidden();
  await openItem(page, 'Flat White');
  await addButton(page).click();
  await expect(itemDialog(page, 'Flat White')).toBeHidden();
  await page.goto(`${origin}/cart`);
  const quantity = page.getByRole('group', { name: 'Quantity of Flat White' });
  await expect(quantity).toContainText('1');
  await page.goto(`${origin}/account/orders/${order}`);
  const receiptHeading = main.getByRole('heading', {
    level: 1,
    name: new RegExp(`^Order ${String(order).padStart(5, '0')}`),
  });
  await expect(receiptHeading).toBeVisible();
  await page.goto(`${origin}/account/orders`);
  const rows = page.getByRole('region', { name: 'Order History' }).getByRole('link');
  await expect(rows).toHaveCount(1);
  await page.goto(`${origin}/account/rewards`);
  await expect(main.getByRole('heading', { level: 1, name: 'My Rewards' })).toBeVisible();
  const reward = main.getByRole('link', { name: /Free Iced Mint Tea/ });
  await expect(reward).toContainText('Ready to redeem · 64 points');
  await waitForServiceWorker(page);

  await context.setOffline(true);

  await page.goto(`${origin}/`);
  await expect(welcome).toBeVisible();
  await expect(main.getByRole('link', { name: 'Place an Order' })).toBeVisible();
  await expectCalmOffline(page);

  await page.goto(`${origin}/cart`);
  await expect(quantity).toContainText('1');
  await expectCalmOffline(page);
  // The cart keeps working: a change waits in the outbox, marked pending, until the network is back.
  await page.getByRole('button', { name: 'Increase quantity of Flat White' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Waiting to send' })).toContainText(
    'Flat White',
  );
  await expect(page.getByText(/Error CA\d/)).toHaveCount(0);

  await page.goto(`${origin}/account/orders/${order}`);
  await expect(receiptHeading).toBeVisible();
  await expect(page.getByRole('region', { name: 'Items' })).toContainText('Moussaka');
  await expectCalmOffline(page);

  await page.goto(`${origin}/account/orders`);
  await expect(rows).toHaveCount(1);
  await expectCalmOffline(page);

  await page.goto(`${origin}/account/rewards`);
  await expect(main.getByRole('heading', { level: 1, name: 'My Rewards' })).toBeVisible();
  await expect(main.getByText('Loading...')).toHaveCount(0);
  await expect(reward).toContainText('Ready to redeem · 64 points');
  await expectCalmOffline(page);

  await context.setOffline(false);
});
