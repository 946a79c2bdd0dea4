/**
 * The kiosk terminal journeys' world: a server of the built demo app
 * in this process, beside its payment sandbox with the Linkly Cloud simulator, both on the store's
 * clock (noon in Perth, support/storeClock.ts), so a test can read the database and the
 * simulator's ledger. The simulator is scripted through its control API (/__linkly/*), as any
 * client of it would.
 */
import { expect, type APIRequestContext, type Page, type Request } from '@playwright/test';
import { createServer, type DocketServer } from '../../../server/app';
import {
  DEMO_PAD,
  type LinklyScript,
  type LinklyTransaction,
} from '../../../server/sandbox/linkly/index';
import { startPaymentsForApp } from '../../../server/sandbox/forApp';
import { addButton, itemDialog, SLUG } from './cart';
import { agreeIfAsked, fulfilmentPopup, plainItemName } from './checkout';
import { appDatabaseReady } from './shell';
import { STORE_CLOCK_OFFSET_MS } from './storeClock';
import { test } from './test';

/** The demo kiosk (server/db/seed/staffDevices.ts; README 'Kiosk mode'). */
export const DEMO_KIOSK = { email: 'kiosk@figandolive.example', password: 'figandolive-kiosk' };
export { DEMO_PAD };

export type TerminalWorld = {
  server: DocketServer;
  origin: string;
  sandboxOrigin: string;
  close: () => Promise<void>;
};

/** The journeys' world; the bench's terminal row (bench/terminalPoll.ts) passes its own build and clock. */
export async function terminalWorld(
  options: { staticDir?: string; clockOffsetMs?: number } = {},
): Promise<TerminalWorld> {
  const offset = options.clockOffsetMs ?? STORE_CLOCK_OFFSET_MS;
  const now = () => new Date(Date.now() + offset);
  const { sandbox, payments, appListening } = await startPaymentsForApp({
    appPort: 0,
    host: '127.0.0.1',
    now,
    env: { BRAND: 'demo' },
  });
  const server = await createServer({
    staticDir: options.staticDir ?? process.env.E2E_DIST_DIR ?? 'dist',
    dataDir: 'memory://',
    now,
    logger: false,
    payments: { gateway: payments.gateway, sandboxOrigin: payments.sandboxOrigin },
  });
  const origin = await server.app.listen({ port: 0, host: '127.0.0.1' });
  appListening(Number(new URL(origin).port));
  return {
    server,
    origin,
    sandboxOrigin: sandbox.origin,
    close: async () => {
      await server.close();
      await sandbox.close();
    },
  };
}

/**
 * One terminal world for the spec file that calls this at its top: made before its first test
 * (`setupMs` allows for the build's server and the simulator starting on a loaded machine) and
 * closed after its last. The object is filled in by then, so tests use it as the world itself.
 */
export function terminalWorldForFile(setupMs = 240_000): TerminalWorld {
  const world = {} as TerminalWorld;
  test.beforeAll(async () => {
    test.setTimeout(setupMs);
    Object.assign(world, await terminalWorld());
  });
  test.afterAll(async () => {
    await world.close?.();
  });
  return world;
}

/** Stops the page's clock (the store's time, not the test's) half a second from now. */
export async function pauseClock(page: Page): Promise<void> {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 500);
}

/** Queues what the simulator does next (POST /__linkly/script). */
export async function scriptSimulator(
  request: APIRequestContext,
  world: TerminalWorld,
  script: LinklyScript,
): Promise<void> {
  await request.delete(`${world.sandboxOrigin}/__linkly/script`);
  const response = await request.post(`${world.sandboxOrigin}/__linkly/script`, { data: script });
  expect(response.ok()).toBe(true);
}

/**
 * Moves the pad's clock (POST /__linkly/clock): `hold` stops time passing on the pad by itself,
 * `advanceMs` moves it on; answers once the notifications that fell due have been sent.
 */
export async function padClock(
  request: APIRequestContext,
  world: TerminalWorld,
  change: { hold?: boolean; advanceMs?: number },
): Promise<void> {
  const response = await request.post(`${world.sandboxOrigin}/__linkly/clock`, { data: change });
  expect(response.ok()).toBe(true);
}

/** The simulator's ledger: every purchase session and how often its card was charged. */
export async function simulatorLedger(
  request: APIRequestContext,
  world: TerminalWorld,
): Promise<LinklyTransaction[]> {
  const response = await request.get(`${world.sandboxOrigin}/__linkly/transactions`);
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { transactions: LinklyTransaction[] };
  return body.transactions;
}

/** The orders the database holds for a terminal session (kept as 32 hex digits). */
export async function ordersForSession(world: TerminalWorld, sessionId: string) {
  return world.server.db
    .selectFrom('orders')
    .select(['id', 'terminal_txn_ref', 'terminal_session_id', 'total_cents'])
    .where('terminal_session_id', '=', sessionId.toLowerCase().replaceAll('-', ''))
    .execute();
}

/**
 * The demo kiosk's open server cart takes `method` as its payment method, as the last customer's
 * choice leaves it (a declined order's cart keeps its items and its method).
 */
export async function kioskCartPaysBy(world: TerminalWorld, method: string): Promise<void> {
  const kiosk = await world.server.db
    .selectFrom('customers')
    .select('id')
    .where('email', '=', DEMO_KIOSK.email)
    .executeTakeFirstOrThrow();
  const updated = await world.server.db
    .updateTable('carts')
    .set({ payment_method: method })
    .where('customer_id', '=', kiosk.id)
    .where('status', '=', 'open')
    .executeTakeFirst();
  expect(Number(updated.numUpdatedRows)).toBeGreaterThan(0);
}

/**
 * Holds the answer to the checkout's next load (ManageCart load_checkout) until `release()`:
 * meanwhile the checkout shows the cart it stored, not yet the server's.
 */
export async function holdCheckoutLoad(page: Page): Promise<{ release: () => void }> {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = false;
  await page.route('**/api', async (route) => {
    const body = new URLSearchParams(route.request().postData() ?? '');
    if (held || body.get('sub_action') !== 'load_checkout') return route.fallback();
    held = true;
    await released;
    return route.fallback();
  });
  return { release: () => release() };
}

/**
 * The app's protocol calls from now on (all from its API worker): how many, the payment methods
 * it asked the server to price the cart for (ManageCart update_checkout payment_method), in order,
 * and how many checkout loads (load_checkout) have been answered. `calls` shows the worker's
 * requests are seen at all.
 */
export function protocolCalls(page: Page): {
  calls: number;
  methodsPriced: string[];
  checkoutLoadsAnswered: number;
} {
  const seen = { calls: 0, methodsPriced: [] as string[], checkoutLoadsAnswered: 0 };
  const form = (request: Request) =>
    request.method() === 'POST' ? new URLSearchParams(request.postData() ?? '') : null;
  page.on('request', (request) => {
    const body = form(request);
    if (body === null || !body.has('RequestAction')) return;
    seen.calls += 1;
    if (body.get('sub_action') !== 'update_checkout') return;
    const options = JSON.parse(body.get('checkout_options') ?? '{}') as { payment_method?: string };
    if (options.payment_method !== undefined) seen.methodsPriced.push(options.payment_method);
  });
  page.on('requestfinished', (request) => {
    if (form(request)?.get('sub_action') === 'load_checkout') seen.checkoutLoadsAnswered += 1;
  });
  return seen;
}

/** Every order of the demo kiosk, newest last. */
export async function kioskOrders(world: TerminalWorld) {
  return world.server.db
    .selectFrom('orders')
    .innerJoin('customers', 'customers.id', 'orders.customer_id')
    .select(['orders.id', 'orders.terminal_session_id'])
    .where('customers.email', '=', DEMO_KIOSK.email)
    .orderBy('orders.id')
    .execute();
}

/** The terminal transaction the app keeps (Dexie 'terminalTransaction'), read past the app. */
export async function keptTransaction(
  page: Page,
): Promise<{ sessionId: string; state: string; orderId?: number } | null> {
  await appDatabaseReady(page);
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('docket');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const request = db
            .transaction('terminalTransaction')
            .objectStore('terminalTransaction')
            .get('current');
          request.onsuccess = () => {
            db.close();
            resolve(request.result ?? null);
          };
          request.onerror = () => reject(request.error);
        };
      }),
  );
}

/** Signs the demo kiosk in on the kiosk's sign-in screen ('Kiosk or Merchant Sign In'). */
export async function kioskSignsIn(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/`);
  await expect(page).toHaveURL(`${origin}/signin`);
  const form = page.getByRole('main');
  await expect(
    form.getByRole('heading', { level: 1, name: 'Kiosk or Merchant Sign In' }),
  ).toBeVisible();
  await form.getByRole('button', { name: 'Email and Password' }).click();
  await form.getByLabel('Email').fill(DEMO_KIOSK.email);
  await form.getByLabel('Password', { exact: true }).fill(DEMO_KIOSK.password);
  await form.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** Pairs on /eftpos/linkly with the simulator's demo pad. */
export async function pairDemoPad(page: Page): Promise<void> {
  const form = page.getByRole('main');
  await form.getByRole('textbox', { name: 'Username' }).fill(DEMO_PAD.username);
  await form.getByLabel('Password', { exact: true }).fill(DEMO_PAD.password);
  await form.getByRole('textbox', { name: 'Pair code' }).fill(DEMO_PAD.pairCode);
  await form.getByRole('button', { name: 'Pair Pinpad' }).click();
}

/** Signed in and paired, on the menu. */
export async function kioskReady(page: Page, origin: string): Promise<void> {
  await kioskSignsIn(page, origin);
  await expect(page).toHaveURL(`${origin}/eftpos/linkly`);
  await pairDemoPad(page);
  await expect(page).toHaveURL(`${origin}/menu/${SLUG}`);
}

/**
 * On the menu of a fresh device: pickup ASAP, a Flat White and an item without options, to the
 * kiosk's checkout. `beforeCheckout` runs on the cart screen, just before Proceed to Checkout.
 */
export async function orderToCheckout(
  page: Page,
  origin: string,
  options: { beforeCheckout?: () => Promise<void> } = {},
): Promise<void> {
  // A device with no fulfilment chosen yet: the menu asks at once (spec 1 §4 'Menu load').
  const popup = fulfilmentPopup(page);
  await expect(popup).toBeVisible();
  await popup.getByRole('tab', { name: 'Pickup' }).click();
  await popup.getByRole('checkbox', { name: /ASAP/ }).check();
  await popup.getByRole('button', { name: 'Set' }).click();
  await expect(popup).toBeHidden();
  // Found by the menu's search: the product grid only renders the rows near the screen.
  const search = page.getByRole('searchbox', { name: 'Search the menu' });
  await search.fill('Flat White');
  await page.getByRole('button', { name: 'Add Flat White', exact: true }).click();
  await addButton(page).click();
  await expect(itemDialog(page, 'Flat White')).toBeHidden();
  const plain = await plainItemName(page);
  await search.fill(plain);
  // The kiosk's account keeps its server cart between visits: a declined order's items stay.
  const add = page.getByRole('button', { name: `Add ${plain}`, exact: true });
  const inCart = page.getByRole('group', { name: `${plain} in cart` });
  await expect(add.or(inCart)).toBeVisible();
  if (await add.isVisible()) await add.click();
  await expect(inCart).toBeVisible();
  await page
    .getByRole('banner')
    .getByRole('link', { name: /^Cart, \d+ items?$/ })
    .click();
  await options.beforeCheckout?.();
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(`${origin}/checkout`);
  await expect(page.getByRole('heading', { name: 'Your Details' })).toBeVisible();
}

/**
 * The kiosk's details, the eftpos tab and Place Order. Every seed names the tab 'Eftpos'
 * (server/db/seed/staffDevices.ts EFTPOS_METHOD).
 */
export async function payOnPinpad(page: Page): Promise<void> {
  await page.getByRole('radio', { name: 'Eftpos', exact: true }).check();
  await page.getByRole('textbox', { name: 'Name' }).fill('Kim Walk-in');
  await agreeIfAsked(page);
  for (const box of await page.getByRole('checkbox', { name: /terms of use|age/i }).all()) {
    await expect(box).toBeChecked();
  }
  await page.getByRole('button', { name: 'Place Order' }).click();
}

export function terminalPopup(page: Page) {
  return page.getByRole('dialog', { name: 'Eftpos Payment' });
}
