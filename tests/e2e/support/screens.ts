/**
 * Every screen a customer, a member, a kiosk or staff can reach, as tours: each tour walks one
 * page through its screens in order (a screen's set-up is the steps before it), and at each screen
 * hands it to `look`, which sees it at every size and colour scheme it is shown in. The screenshot
 * script (tests/screenshots/) photographs each look; the axe journey (tests/e2e/screens.spec.ts)
 * checks each. Controls are found by role and name, so a screen's layout can change under it.
 *
 * The tours run against the 'checkout' server (its clock at noon in the store, so ASAP is open)
 * and the harbour one (a multi-store brand's locations); the staff board shows what the tours
 * before it ordered.
 */
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { DEMO_PAD } from '../../../server/sandbox/linkly/pads';
import { expect } from './test';
import { signInByEmail } from './account';
import { addButton, itemIdByName, SLUG } from './cart';
import {
  agreeIfAsked,
  fillCard,
  fillGuestDetails,
  fulfilmentPopup,
  plainItemName,
} from './checkout';
import { KIOSK_VIEWPORT, kioskDevice } from './kioskDevice';
import { installStoreClock } from './storeClock';

export type Size = { name: 'phone' | 'kiosk'; width: number; height: number };
export const PHONE: Size = { name: 'phone', width: 390, height: 844 };
export const KIOSK: Size = { name: 'kiosk', ...KIOSK_VIEWPORT };
export const SCHEMES = ['light', 'dark'] as const;
export type Scheme = (typeof SCHEMES)[number];

/** Looks at the page as it stands, as screen `name`. */
export type Look = (name: string) => Promise<void>;

export type Tour = {
  name: string;
  server: 'checkout' | 'harbour';
  /** A kiosk tour runs in kiosk mode at the kiosk's size only; the others at both sizes. */
  device: 'personal' | 'kiosk';
  walk: (page: Page, look: Look, world: TourWorld) => Promise<void>;
};

export type TourWorld = { origin: string; context: BrowserContext; request: APIRequestContext };

/** The sizes a tour's screens are looked at. */
export const sizesOf = (tour: Tour): readonly Size[] =>
  tour.device === 'kiosk' ? [KIOSK] : [PHONE, KIOSK];

/** The e2e servers (playwright.config.ts): the checkout one, and harbour beside it. */
export function serverOrigin(server: Tour['server']): string {
  const harbour = Number(process.env.E2E_HARBOUR_PORT ?? 4174);
  const port =
    server === 'harbour' ? harbour : Number(process.env.E2E_CHECKOUT_PORT ?? harbour + 1);
  return `http://127.0.0.1:${port}`;
}

/** Opens a new page for the tour, as its device: kiosk mode, the store's clock. */
export async function tourPage(context: BrowserContext, tour: Tour): Promise<Page> {
  const page = await context.newPage();
  await page.setViewportSize(sizesOf(tour)[0]!);
  if (tour.device === 'kiosk') {
    await kioskDevice(page);
    // The attract screen and the idle reset wait 10 minutes: a tour looks at a screen for longer
    // than the kiosk's own periods on a loaded machine.
    await page.addInitScript(() => {
      localStorage.setItem('docket:screensaver-ms', '600000');
      localStorage.setItem('docket:kiosk-idle-ms', '600000');
    });
  }
  if (tour.server === 'checkout') await installStoreClock(page);
  return page;
}

/** Sees one screen at each size and scheme of its tour, then puts the page back as it was. */
export type Sight = (page: Page, screen: string, size: Size, scheme: Scheme) => Promise<void>;

/**
 * Walks `tour` on a page of its own (its own browser context, so no tour inherits another's
 * session), handing each screen to `sight` at every size and scheme.
 */
export async function runTour(
  browser: Browser,
  request: APIRequestContext,
  tour: Tour,
  sight: Sight,
): Promise<void> {
  const origin = serverOrigin(tour.server);
  const context = await browser.newContext({ baseURL: origin, serviceWorkers: 'allow' });
  try {
    const page = await tourPage(context, tour);
    const sizes = sizesOf(tour);
    const look: Look = async (screen) => {
      for (const size of sizes) {
        await page.setViewportSize(size);
        await page.waitForFunction((width) => window.innerWidth === width, size.width);
        for (const scheme of SCHEMES) {
          await page.emulateMedia({ colorScheme: scheme });
          await settle(page);
          await sight(page, screen, size, scheme);
        }
      }
      await page.setViewportSize(sizes[0]!);
      await page.emulateMedia({ colorScheme: 'light' });
    };
    await tour.walk(page, look, { origin, context, request });
  } finally {
    await context.close();
  }
}

/**
 * The page has settled for a look: fonts loaded, no finite animation running (a dialog fading in
 * would be measured mid-fade).
 */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  // A new size can restart an animation a frame after the resize is applied (the sheet slides up
  // on a phone and fades in on a kiosk), so look again after each frame until none is running.
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
    for (;;) {
      await frame();
      await frame();
      const running = document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .filter((animation) => animation.playState === 'running' || animation.pending);
      if (running.length === 0) return;
      await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
    }
  });
}

/** Opens `path` and waits for its screen: a level-1 heading in <main>. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
}

const DEMO_MEMBER = { email: 'demo@figandolive.example', password: 'figandolive' };
const DEMO_KIOSK = { email: 'kiosk@figandolive.example', password: 'figandolive-kiosk' };
const DEMO_STAFF = { email: 'staff@figandolive.example', password: 'figandolive-staff' };
const VISA = '4111 1111 1111 1111';
const MENU = `/menu/${SLUG}`;

/** The payment sandbox (and its Linkly simulator) beside a server, on its port + 10. */
function sandboxOf(origin: string): string {
  return `http://127.0.0.1:${Number(new URL(origin).port) + 10}`;
}

/** Pickup, ASAP, in the open fulfilment sheet. */
async function pickupAsap(page: Page) {
  const sheet = fulfilmentPopup(page);
  await expect(sheet).toBeVisible();
  await sheet.getByRole('tab', { name: /Pickup/ }).click();
  await sheet.getByRole('checkbox', { name: /ASAP/ }).check();
  await sheet.getByRole('button', { name: 'Set' }).click();
  await expect(sheet).toBeHidden();
}

/** An item's options popup, opened by its link. */
async function openItemByLink(page: Page, name: string) {
  const id = await itemIdByName(page, name);
  await page.goto(`${MENU}/item/${id}`);
  await expect(addButton(page)).toBeVisible();
}

/** Adds an item through its popup; returns once the popup has closed. */
async function addFromPopup(page: Page) {
  const dialog = page.getByRole('dialog');
  await addButton(page).click();
  await expect(dialog).toBeHidden();
}

/** The page is controlled by the service worker, so its screens open offline. */
async function underServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
}

/** Opens `path` with no connection and waits for what it shows. */
async function openOffline(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('main')).toBeVisible();
}

/** The checkout's payment methods, by their names on the tabs. */
function paymentMethods(page: Page) {
  return page.getByRole('radiogroup', { name: 'Payment method' }).getByRole('radio');
}

const fileName = (label: string) =>
  label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Signs in on the sign-in screen already open ('Email and Password' where there is a choice). */
async function signInWith(page: Page, account: { email: string; password: string }) {
  const form = page.getByRole('main');
  const choice = form.getByRole('button', { name: 'Email and Password' });
  await expect(choice.or(form.getByLabel('Email')).first()).toBeVisible();
  if (await choice.isVisible()) await choice.click();
  await form.getByLabel('Email').fill(account.email);
  await form.getByLabel('Password', { exact: true }).fill(account.password);
  await form.getByRole('button', { name: 'Sign In', exact: true }).click();
}

async function pairDemoPad(page: Page) {
  const form = page.getByRole('main');
  await form.getByRole('textbox', { name: 'Username' }).fill(DEMO_PAD.username);
  await form.getByLabel('Password', { exact: true }).fill(DEMO_PAD.password);
  await form.getByRole('textbox', { name: 'Pair code' }).fill(DEMO_PAD.pairCode);
  await form.getByRole('button', { name: 'Pair Pinpad' }).click();
}

/** A guest: information pages, sign-in screens, an order paid by card, then offline. */
const guest: Tour = {
  name: 'guest',
  server: 'checkout',
  device: 'personal',
  async walk(page, look, { context }) {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Place an Order' })).toBeVisible();
    await look('home');
    for (const [path, name] of [
      ['/about', 'about'],
      ['/terms', 'terms'],
      ['/privacy', 'privacy'],
      ['/login', 'sign-in'],
      ['/signup', 'sign-up'],
      ['/forgot', 'forgot-password'],
    ] as const) {
      await open(page, path);
      await look(name);
    }

    await page.goto(MENU);
    await expect(fulfilmentPopup(page)).toBeVisible();
    await look('menu-first-visit');
    await pickupAsap(page);
    await look('menu');

    await openItemByLink(page, 'Flat White');
    await look('item');
    await addFromPopup(page);
    await openItemByLink(page, await plainItemName(page));
    await addFromPopup(page);
    // The cart bar's code loads with the first add.
    await expect(page.getByRole('link', { name: /View cart$/ })).toBeVisible();
    await look('menu-with-cart');

    await open(page, '/cart');
    await look('cart');
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await page.getByRole('button', { name: 'Continue as Guest' }).click();
    await expect(page.getByRole('heading', { name: 'Your Details' })).toBeVisible();
    await fillGuestDetails(page);
    await agreeIfAsked(page);
    await look('checkout');
    // Each payment method's panel; the card's last, as it pays.
    const methods = await paymentMethods(page).all();
    const labels: string[] = [];
    for (const method of methods) labels.push((await method.getAttribute('value')) ?? '');
    const card = labels.find((code) => code === 'CC' || code === '3DS') ?? 'CC';
    for (const code of [...labels.filter((code) => code !== card), card]) {
      const method = paymentMethods(page).and(page.locator(`[value="${code}"]`));
      await method.check();
      await expect(method).toBeChecked();
      if (code === card) {
        await expect(
          page.frameLocator('iframe[title="Card number"]').locator('input'),
        ).toBeVisible();
      }
      await look(`checkout-${fileName(code)}`);
    }
    await fillCard(page, { number: VISA });
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page).toHaveURL(/\/order\/\d+$/);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
    await look('receipt');

    await underServiceWorker(page);
    const receipt = new URL(page.url()).pathname;
    await context.setOffline(true);
    try {
      for (const [path, name] of [
        [receipt, 'receipt-offline'],
        ['/', 'home-offline'],
        [MENU, 'menu-offline'],
        ['/cart', 'cart-offline'],
        ['/about', 'about-offline'],
      ] as const) {
        await openOffline(page, path);
        await look(name);
      }
    } finally {
      await context.setOffline(false);
    }
  },
};

/** The demo member: the account area, the money screens and standing orders, then offline. */
const member: Tour = {
  name: 'member',
  server: 'checkout',
  device: 'personal',
  async walk(page, look, { context }) {
    await open(page, '/login');
    await signInByEmail(page, DEMO_MEMBER.email, DEMO_MEMBER.password);
    await expect(page).not.toHaveURL(/\/login/);
    const screens = [
      ['/account', 'account-profile'],
      ['/account/orders', 'account-orders'],
      ['/account/rewards', 'account-rewards'],
      ['/account/password', 'account-change-password'],
      ['/account/pin', 'account-change-pin'],
      ['/account/feedback', 'account-feedback'],
      ['/account/topup', 'account-top-up'],
      ['/account/managecard', 'account-cards'],
      ['/account/withdraw', 'account-withdraw'],
      ['/account/standingorders', 'account-standing-orders'],
      ['/account/standingorder', 'account-standing-order-new'],
    ] as const;
    for (const [path, name] of screens) {
      await open(page, path);
      await look(name);
    }
    await open(page, '/account/addcard');
    await expect(page.frameLocator('iframe[title="Card number"]').locator('input')).toBeVisible();
    await look('account-add-card');

    await underServiceWorker(page);
    await context.setOffline(true);
    try {
      for (const [path, name] of [
        ['/account', 'account-profile-offline'],
        ['/account/orders', 'account-orders-offline'],
        ['/account/rewards', 'account-rewards-offline'],
      ] as const) {
        await openOffline(page, path);
        await look(name);
      }
    } finally {
      await context.setOffline(false);
    }
  },
};

/** The demo kiosk: device sign-in, pairing, an order paid on the simulated pinpad. */
const kiosk: Tour = {
  name: 'kiosk',
  server: 'checkout',
  device: 'kiosk',
  async walk(page, look, { origin, request }) {
    await page.goto('/');
    await expect(page).toHaveURL(/\/signin$/);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await look('kiosk-sign-in');
    await signInWith(page, DEMO_KIOSK);
    await expect(page).toHaveURL(/\/eftpos\/linkly$/);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await look('kiosk-pairing');
    await pairDemoPad(page);
    await expect(page).toHaveURL(new RegExp(`${MENU}$`));

    await expect(fulfilmentPopup(page)).toBeVisible();
    await look('kiosk-menu-first-visit');
    await pickupAsap(page);
    await look('kiosk-menu');
    await openItemByLink(page, 'Flat White');
    await look('kiosk-item');
    await addFromPopup(page);
    await openItemByLink(page, await plainItemName(page));
    await addFromPopup(page);
    await look('kiosk-menu-with-cart');
    await open(page, '/cart');
    await look('kiosk-cart');
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await expect(page.getByRole('heading', { name: 'Your Details' })).toBeVisible();
    const eftpos = page.getByRole('radio', { name: 'Eftpos', exact: true });
    await eftpos.check();
    await expect(eftpos).toBeChecked();
    await page.getByRole('textbox', { name: 'Name' }).fill('Kim Walk-in');
    await agreeIfAsked(page);
    await look('kiosk-checkout');

    // The pad holds its first prompt until told to move on, so the popup can be looked at.
    const sandbox = sandboxOf(origin);
    const clock = (change: object) => request.post(`${sandbox}/__linkly/clock`, { data: change });
    await request.delete(`${sandbox}/__linkly/script`);
    expect((await clock({ hold: true })).ok()).toBe(true);
    try {
      const script = await request.post(`${sandbox}/__linkly/script`, {
        data: {
          transactions: [
            { outcome: 'approve', stepMs: 60_000, prompts: ['PRESENT CARD', 'PROCESSING'] },
          ],
        },
      });
      expect(script.ok()).toBe(true);
      await page.getByRole('button', { name: 'Place Order' }).click();
      const popup = page.getByRole('dialog', { name: 'Eftpos Payment' });
      await expect(popup.getByRole('status')).toHaveText('PRESENT CARD');
      await look('kiosk-terminal');
      await clock({ advanceMs: 60_000 });
      await clock({ advanceMs: 60_000 });
    } finally {
      await clock({ hold: false });
    }
    await expect(page).toHaveURL(/\/order\/\d+$/);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
    // The kiosk's receipt returns to the menu after 5 s unless the customer touches the screen:
    // the clock stops until the touch has cancelled it (axe itself needs the clock running).
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 500);
    await expect(page.getByText('Touch the screen to stay.')).toBeVisible();
    await page.evaluate(() => window.dispatchEvent(new PointerEvent('pointerdown')));
    await expect(page.getByText('Touch the screen to stay.')).toBeHidden();
    await page.clock.resume();
    await look('kiosk-receipt');
  },
};

/** The demo store's staff device: sign-in, the pinpad pairing it may ask for, the board, the Menu tab. */
const staff: Tour = {
  name: 'staff',
  server: 'checkout',
  device: 'personal',
  async walk(page, look) {
    await open(page, '/login');
    await signInWith(page, DEMO_STAFF);
    await expect(page).toHaveURL(/\/(eftpos\/linkly|staff\/orders)$/);
    if (page.url().endsWith('/eftpos/linkly')) {
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      await look('staff-pairing');
      await pairDemoPad(page);
      await expect(page).not.toHaveURL(/\/eftpos\/linkly$/);
    }
    await open(page, '/staff/orders');
    // The orders the tours before placed today.
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    await look('staff-board');
    // The Menu tab beside it: the store's items, its fulfilment types and the changes list.
    await page
      .getByRole('navigation', { name: 'Staff' })
      .getByRole('link', { name: 'Menu' })
      .click();
    await expect(page.getByRole('searchbox', { name: 'Search items' })).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Items' }).getByRole('listitem').first(),
    ).toBeVisible();
    await look('staff-menu');
  },
};

/** A multi-store brand: its home and the locations. */
const harbour: Tour = {
  name: 'harbour',
  server: 'harbour',
  device: 'personal',
  async walk(page, look) {
    await open(page, '/');
    await look('harbour-home');
    await open(page, '/locations');
    await look('harbour-locations');
  },
};

export const TOURS: readonly Tour[] = [guest, member, kiosk, staff, harbour];
