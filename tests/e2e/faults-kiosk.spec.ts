// Fault journeys on a kiosk (docs/testing.md 'Fault journeys'), at 1080×1920 with the kiosk
// device setting: half an hour offline on the kiosk's own clock, browsing and building a cart
// that reaches the server in order once the network is back; and a pinpad payment whose answer is
// lost and whose recovery is cut by the network, ending in one approved purchase and one order.
// The server, its database and the Linkly simulator run in this process
// (support/kioskTerminal.ts); the journeys assert outcomes, not the pad's prompts.
import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { addButton, cartLink, itemDialog, openItem, serverCartLines, SLUG } from './support/cart';
import { fulfilmentPopup } from './support/checkout';
import { KIOSK_VIEWPORT, kioskDevice, kioskWaits } from './support/kioskDevice';
import {
  keptTransaction,
  kioskOrders,
  kioskReady,
  orderToCheckout,
  ordersForSession,
  payOnPinpad,
  scriptSimulator,
  simulatorLedger,
  terminalPopup,
  terminalWorldForFile,
} from './support/kioskTerminal';
import { createMember, holdSession } from './support/member';
import { storeNow } from './support/storeClock';

test.use({ viewport: KIOSK_VIEWPORT, baseURL: undefined });
test.describe.configure({ timeout: 90_000 });

const HALF_AN_HOUR_MS = 30 * 60 * 1000;

const world = terminalWorldForFile(180_000);

test.beforeEach(async ({ page }) => {
  await kioskDevice(page);
  // The attract screen and the idle reset wait longer than these journeys' clocks move: the
  // reset's own journeys are kiosk.spec.ts and kiosk-mode.spec.ts.
  await kioskWaits(page, 7_200_000);
  await page.clock.install({ time: storeNow() });
});

/** Finds an item with the menu's search (the grid renders only the rows near the screen). */
async function search(page: Page, name: string) {
  await page.getByRole('searchbox', { name: 'Search the menu' }).fill(name);
}

async function addWithOption(page: Page, name: string, option: string) {
  await search(page, name);
  await openItem(page, name);
  await itemDialog(page, name).getByRole('radio', { name: option }).check();
  await addButton(page).click();
  await expect(itemDialog(page, name)).toBeHidden();
}

test('half an hour offline: the kiosk browses and builds a cart; back online it is sent in order, once', async ({
  page,
  context,
}) => {
  const expiresAt = new Date(storeNow() + 7 * 86_400_000);
  const kiosk = await createMember(world.server, { name: 'Offline Kiosk', expiresAt, status: 3 });
  await page.goto(`${world.origin}/about`);
  await holdSession(page, kiosk, expiresAt, 3);
  await page.goto(`${world.origin}/menu/${SLUG}`);
  const popup = fulfilmentPopup(page);
  await popup.getByRole('tab', { name: 'Pickup' }).click();
  await popup.getByRole('checkbox', { name: /ASAP/ }).check();
  await popup.getByRole('button', { name: 'Set' }).click();
  await expect(popup).toBeHidden();
  // Seen once online: their options are in IndexedDB.
  for (const name of ['Flat White', 'Crispy Calamari']) {
    await search(page, name);
    await openItem(page, name);
    await itemDialog(page, name).getByRole('button', { name: 'Close' }).click();
  }
  await search(page, '');

  await context.setOffline(true);
  const offline = page.getByRole('banner').getByRole('status').filter({ hasText: 'Offline' });
  await expect(offline).toBeVisible();
  await page.clock.fastForward(HALF_AN_HOUR_MS);
  await expect(offline).toBeVisible();

  // Browsing: a category, an item's options, the search.
  const categories = page.getByRole('navigation', { name: 'Menu categories' });
  const desserts = categories.getByRole('link', { name: 'Desserts', exact: true });
  await desserts.click();
  await expect(desserts).toHaveAttribute('aria-current', 'true');
  await expect(
    page.getByRole('heading', { level: 2, name: 'Desserts', exact: true }),
  ).toBeVisible();

  await addWithOption(page, 'Flat White', 'Oat +$0.80');
  await page.clock.fastForward(60_000);
  await addWithOption(page, 'Crispy Calamari', 'Tartare');
  await addWithOption(page, 'Flat White', 'Soy +$0.70');
  const pending = page.getByRole('status').filter({ hasText: 'Waiting to send' });
  await expect(pending).toHaveText(
    'Waiting to send: Flat White ×1, Crispy Calamari ×1, Flat White ×1',
  );
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 3 items');

  await context.setOffline(false);
  await expect(offline).toBeHidden();
  await expect(pending).toBeHidden();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 3 items');
  expect(await serverCartLines(page)).toEqual([
    { name: 'Flat White', quantity: 1, options: ['Regular', 'Oat'] },
    { name: 'Crispy Calamari', quantity: 1, options: ['Tartare'] },
    { name: 'Flat White', quantity: 1, options: ['Regular', 'Soy'] },
  ]);
});

test('the approval is lost and the network drops while the kiosk asks about it: one purchase, one order', async ({
  page,
  context,
  request,
}) => {
  await kioskReady(page, world.origin);
  await orderToCheckout(page, world.origin);
  const before = await kioskOrders(world);
  // The pad approves, and its answer to the purchase never reaches the kiosk.
  await scriptSimulator(request, world, {
    transactions: [{ outcome: 'approve' }],
    responses: [{ match: 'transaction', drop: true }],
  });
  // The kiosk's first question about the purchase goes out as the Wi-Fi drops.
  let cut = false;
  await context.route('**/linkly/rest/v1/sessions/*/transaction*', async (route) => {
    if (cut || route.request().method() !== 'GET') return route.fallback();
    cut = true;
    await context.setOffline(true);
    return route.abort('internetdisconnected');
  });
  await payOnPinpad(page);
  await expect(terminalPopup(page)).toBeVisible();
  await expect.poll(() => cut).toBe(true);
  const kept = await keptTransaction(page);
  expect(kept?.state).not.toBe('placed');
  await context.setOffline(false);

  await expect(page).toHaveURL(/\/order\/\d+$/);
  const orderId = Number(new URL(page.url()).pathname.split('/').pop());
  const sessionId = kept!.sessionId;
  const sameSession = (txn: { sessionId: string }) =>
    txn.sessionId.replaceAll('-', '') === sessionId.replaceAll('-', '');
  const ledger = await simulatorLedger(request, world);
  expect(ledger.filter(sameSession)).toEqual([
    expect.objectContaining({ state: 'approved', charged: 1 }),
  ]);
  expect(await ordersForSession(world, sessionId)).toEqual([
    expect.objectContaining({ id: orderId }),
  ]);
  expect(await kioskOrders(world)).toHaveLength(before.length + 1);
});
