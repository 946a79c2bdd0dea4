/**
 * The kiosk's experience and routing on a kiosk device (the device setting
 * 'docket:app-mode', support/kioskDevice.ts): the kiosk route table, 'Kiosk or Merchant Sign In',
 * touch targets and the large layout at 1080×1920 portrait, and the kiosk receipt that returns to
 * the menu after 5 s unless touched. The pinpad, the payment and the demo kiosk account are in
 * kiosk-terminal.spec.ts.
 */
import { expect, test } from './support/test';
import type { DocketServer } from '../../server/app';
import { accountServer } from './support/account';
import { KIOSK_VIEWPORT, kioskDevice, smallTouchTargets } from './support/kioskDevice';
import { createMember, holdSession, placeMemberOrder, type Member } from './support/member';
import { seriousViolations } from './support/shell';

const SLUG = 'fig-and-olive';

test.describe('a kiosk device, signed out', () => {
  test.use({ viewport: KIOSK_VIEWPORT });

  test.beforeEach(async ({ page }) => {
    await kioskDevice(page);
  });

  test("starts at 'Kiosk or Merchant Sign In'; ordering needs a login; other paths show About", async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/signin$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Kiosk or Merchant Sign In' }),
    ).toBeVisible();

    // '/menu, /menu/{slug}, /cart, /checkout and /order/{slug} all require login'
    for (const path of [`/menu/${SLUG}`, '/cart', '/checkout', '/order/12']) {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`/login\\?next=${encodeURIComponent(path)}`));
    }
    // 'Fallback is About.'
    await page.goto('/account');
    await expect(page).toHaveURL(/\/about$/);
    // The kiosk has no account pages in its menu.
    await page.getByRole('banner').getByRole('button', { name: 'Main menu' }).click();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'About' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Account' })).toHaveCount(0);
  });

  test('sign-in at 1080×1920: large text, touch targets of 48 px or more, no axe violations', async ({
    page,
  }, testInfo) => {
    await page.goto('/signin');
    const heading = page.getByRole('heading', { level: 1, name: 'Kiosk or Merchant Sign In' });
    await expect(heading).toBeVisible();
    // The large-text layout: the root type is 150% on a large portrait screen.
    const rootSize = await page.evaluate(() =>
      Number.parseFloat(getComputedStyle(document.documentElement).fontSize),
    );
    expect(rootSize).toBe(24);
    expect(await smallTouchTargets(page)).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('kiosk-sign-in-1080x1920.png') });
  });

  test("a device sign-in: no 'Create an Account', no Apple or Google, on /signin and /signup", async ({
    page,
  }) => {
    for (const path of ['/signin', '/signup']) {
      await page.goto(path);
      const main = page.getByRole('main');
      await expect(
        main.getByRole('heading', { level: 1, name: 'Kiosk or Merchant Sign In' }),
      ).toBeVisible();
      // The device's account signs in: email and password (or mobile and PIN), and Forgot.
      await expect(main.getByRole('button', { name: 'Sign In', exact: true })).toBeEnabled();
      await expect(main.getByRole('link', { name: 'Forgot your password or PIN?' })).toBeVisible();
      await expect(main.getByRole('button', { name: /Create an Account/ })).toHaveCount(0);
      await expect(main.getByRole('button', { name: /Sign in with (Apple|Google)/ })).toHaveCount(
        0,
      );
      await expect(main.getByRole('heading', { name: 'Sign Up' })).toHaveCount(0);
    }
  });

  test('a personal device keeps the web table and the usual sign-in', async ({ browser }) => {
    const page = await browser.newPage();
    await page.goto('/signin');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(
      'Kiosk or Merchant Sign In',
    );
    // A customer's phone offers an account and Apple and Google (the demo brand has both).
    await expect(page.getByRole('button', { name: 'New here? Create an Account' })).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Sign in with Apple' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in with Google' })).toBeVisible();
    await page.close();
  });
});

test.describe("the kiosk receipt (spec 3 §4 'auto-redirects to the menu after 5 s')", () => {
  test.use({ viewport: KIOSK_VIEWPORT, baseURL: undefined });
  test.setTimeout(120_000);

  let server: DocketServer;
  let origin: string;
  let kiosk: Member;
  let orderId: number;
  const expiresAt = new Date(Date.now() + 7 * 86_400_000);

  test.beforeAll(async () => {
    ({ server, origin } = await accountServer());
    kiosk = await createMember(server, { name: 'Counter Kiosk', expiresAt, status: 3 });
    orderId = await placeMemberOrder(server, kiosk, {
      slug: SLUG,
      lines: [{ name: 'Moussaka', quantity: 1 }],
      createdAt: new Date(),
    });
  });

  test.afterAll(async () => {
    await server?.close();
  });

  test.beforeEach(async ({ page }) => {
    await kioskDevice(page);
    await page.clock.install();
    await page.goto(`${origin}/about`);
    await holdSession(page, kiosk, expiresAt, 3);
  });

  test('returns to the menu after 5 s; Print Receipt, Start New Order, no Leave Feedback', async ({
    page,
  }) => {
    await page.goto(`${origin}/order/${orderId}`);
    await expect(page.getByRole('heading', { level: 1, name: /^Order / })).toBeVisible();
    // The clock runs until the receipt shows; from here it moves only when told, so the checks
    // below take no time on it. The receipt's 5 s began at most about a second ago.
    await page.clock.pauseAt(Date.now() + 500);
    await expect(page.getByRole('button', { name: 'Print Receipt' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Start New Order' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Leave Feedback' })).toHaveCount(0);
    // No eftpos on this login: no eftpos receipt to print.
    await expect(page.getByRole('button', { name: 'Print Eftpos Receipt' })).toHaveCount(0);

    await page.clock.runFor(2_900);
    expect(new URL(page.url()).pathname).toBe(`/order/${orderId}`);
    await expect(page.getByText('Returning to the menu shortly')).toBeVisible();
    await page.clock.runFor(2_100);
    await expect(page).toHaveURL(`${origin}/menu/${SLUG}`);
    // Leave the menu to settle on a running clock (a page left paused mid-load can hold up the
    // browser's IndexedDB for the next test's page).
    await page.clock.resume();
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  });

  test('leads with a large order number and what to do next, then the details', async ({
    page,
  }, testInfo) => {
    await page.goto(`${origin}/order/${orderId}`);
    const heading = page.getByRole('heading', { level: 1, name: /^Order / });
    await expect(heading).toBeVisible();
    await page.clock.pauseAt(Date.now() + 500);
    const lead = page.getByRole('region', { name: 'Your order number' });
    const number = String(orderId).padStart(5, '0');
    await expect(lead.getByText(number, { exact: true })).toBeVisible();
    // A pickup order (support/member.ts placeMemberOrder).
    await expect(lead).toContainText('Collect at the counter when your number is called');
    const leadBox = (await lead.boundingBox())!;
    expect(leadBox.y).toBeLessThan((await heading.boundingBox())!.y);
    const numberSize = await lead
      .getByText(number, { exact: true })
      .evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize));
    expect(numberSize).toBeGreaterThanOrEqual(96);
    await page.screenshot({ path: testInfo.outputPath('kiosk-receipt-1080x1920.png') });
    // A touch keeps the receipt while axe looks (axe waits on timers: the clock runs again).
    await heading.click();
    await page.clock.resume();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('a touch keeps it on screen', async ({ page }) => {
    await page.goto(`${origin}/order/${orderId}`);
    await expect(page.getByRole('heading', { level: 1, name: /^Order / })).toBeVisible();
    await page.clock.pauseAt(Date.now() + 500);
    await page.clock.runFor(1_000);
    await page.getByRole('heading', { level: 1 }).click();
    await page.clock.runFor(25_000);
    expect(new URL(page.url()).pathname).toBe(`/order/${orderId}`);
    await expect(page.getByText('Returning to the menu shortly')).toHaveCount(0);
    expect(await smallTouchTargets(page)).toEqual([]);
    // axe waits on timers: the clock runs again.
    await page.clock.resume();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe('the kiosk menu at 1080×1920', () => {
  test.use({ viewport: KIOSK_VIEWPORT, baseURL: undefined });
  test.setTimeout(120_000);

  let server: DocketServer;
  let origin: string;
  let kiosk: Member;
  const expiresAt = new Date(Date.now() + 7 * 86_400_000);

  test.beforeAll(async () => {
    ({ server, origin } = await accountServer());
    kiosk = await createMember(server, { name: 'Menu Kiosk', expiresAt, status: 3 });
  });

  test.afterAll(async () => {
    await server?.close();
  });

  test('large text and touch targets of 48 px or more on the menu and its fulfilment popup', async ({
    page,
  }, testInfo) => {
    await kioskDevice(page);
    await page.goto(`${origin}/about`);
    await holdSession(page, kiosk, expiresAt, 3);
    await page.goto(`${origin}/`);
    await expect(page).toHaveURL(`${origin}/menu/${SLUG}`);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('kiosk-menu-1080x1920.png') });
    expect(await smallTouchTargets(page)).toEqual([]);
  });
});
