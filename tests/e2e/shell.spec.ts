// The app shell and route table of spec 3 §2: header, hamburger menu, utility pages, redirects
// and fallbacks, cookie and frame notices, pull-to-refresh, accessibility.
import { readFileSync } from 'node:fs';
import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import type { Brand } from '../../src/brand/schema';
import { ALL_FUNCTIONS_CALLED_ON_LOAD } from '../../scripts/compileHints';
import {
  expectAScreen,
  holdMember,
  mainNav,
  menuButton,
  putRow,
  seriousViolations,
} from './support/shell';

const demo = JSON.parse(
  readFileSync(new URL('../../brands/demo/brand.json', import.meta.url), 'utf8'),
) as Brand;
const MENU_PATH = `/menu/${demo.menuSlug}`;

test.describe('hamburger menu', () => {
  test('works by keyboard: opens on Enter, arrows move, Escape closes and returns focus', async ({
    page,
  }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: demo.name })).toBeVisible();
    const button = menuButton(page);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(mainNav(page)).toBeHidden();

    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const links = mainNav(page).getByRole('link');
    // 'Hamburger menu: Home (unless hidden), Cart or Order, Account, About.'
    await expect(links).toHaveText(['Home', 'Order', 'Account', 'About']);
    await expect(links.nth(0)).toBeFocused();
    await expect(mainNav(page).getByRole('link', { name: 'About' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await page.keyboard.press('ArrowDown');
    await expect(links.nth(1)).toBeFocused();
    await page.keyboard.press('End');
    await expect(links.nth(3)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(links.nth(0)).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(mainNav(page)).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();

    // Space opens it too; Enter on a link follows it and closes the menu.
    await page.keyboard.press('Space');
    await expect(links.nth(0)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/$/);
    await expect(mainNav(page)).toBeHidden();
  });

  test('Home and About links; clicking away closes it', async ({ page }) => {
    // confirm=0 keeps the fulfilment popup (a modal) from covering the header (spec 1 §2.4).
    await page.goto(`${MENU_PATH}?confirm=0`);
    await menuButton(page).click();
    await mainNav(page).getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { level: 1, name: demo.name })).toBeVisible();

    await menuButton(page).click();
    await expect(mainNav(page)).toBeVisible();
    await page.getByRole('main').click({ position: { x: 5, y: 5 } });
    await expect(mainNav(page)).toBeHidden();

    await menuButton(page).click();
    await mainNav(page).getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expectAScreen(page);
  });

  test('Order starts an order at the store menu', async ({ page }) => {
    await page.goto('/about');
    await menuButton(page).click();
    await mainNav(page).getByRole('link', { name: 'Order' }).click();
    await expect(page).toHaveURL(new RegExp(`${MENU_PATH}$`));
  });
});

test.describe('cart button', () => {
  test('hidden while the order is empty; a badge counts the items and the menu offers Cart', async ({
    page,
  }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: /^Cart/ })).toHaveCount(0);

    await putRow(page, 'appState', {
      key: 'cartSummary',
      value: { slug: demo.menuSlug, num_items: 2, coupon_code: '' },
    });
    // Written behind Dexie's back (as no cart screen exists yet), so the live query needs a load.
    await page.reload();
    const cart = banner.getByRole('link', { name: 'Cart, 2 items' });
    await expect(cart).toBeVisible();
    await expect(cart).toHaveAttribute('href', '/cart');
    await expect(cart).toContainText('2');

    await menuButton(page).click();
    await expect(mainNav(page).getByRole('link')).toHaveText(['Home', 'Cart', 'Account', 'About']);

    await putRow(page, 'appState', {
      key: 'cartSummary',
      value: { slug: demo.menuSlug, num_items: 1, coupon_code: '' },
    });
    await page.reload();
    await expect(banner.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  });
});

test.describe('utility pages', () => {
  test('/about: name, description, payment and software credits, version, terms and privacy', async ({
    page,
  }) => {
    await page.goto('/about');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(demo.name);
    await expect(main).toContainText(demo.description);
    await expect(main).toContainText('Braintree');
    await expect(main).toContainText('Online ordering by Docket');
    await expect(main).toContainText('Version3.1.23');
    await expect(page).toHaveTitle(`About · ${demo.name}`);

    await main.getByRole('link', { name: 'Terms and Conditions' }).click();
    await expect(page).toHaveURL(/\/terms$/);
    await page.goBack();
    await main.getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/privacy$/);
  });

  test('/terms: the trading terms of spec 3 §1 in their sections', async ({ page }) => {
    await page.goto('/terms');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Terms and Conditions');
    for (const section of [
      'Definitions',
      'The contract',
      'Your account',
      'Price and payment',
      'Refunds',
      'Disclaimers',
      'Security',
      'Intellectual property',
      'Email',
      'Indemnity',
      'Miscellaneous',
    ]) {
      await expect(main.getByRole('heading', { level: 2, name: section })).toBeVisible();
    }
    await expect(main).toContainText('18 years or over');
    await expect(main).toContainText('laws of Western Australia');
    await expect(main).toContainText('never exceeds the cost to us of processing the payment');
    await expect(main).toContainText('Australian dollars (AUD)');
    // The demo brand's own text (brands/demo/pages/terms.md).
    await expect(main).toContainText('Fremantle Fig & Olive Pty Ltd');
  });

  test('/privacy: last updated 1 May 2021, requests answered within 30 days', async ({ page }) => {
    await page.goto('/privacy');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
    await expect(main).toContainText('Last updated: 1 May 2021');
    await expect(main).toContainText('within 30 days');
    await expect(
      main.getByRole('link', { name: demo.pages!.contactEmail! }).first(),
    ).toHaveAttribute('href', `mailto:${demo.pages!.contactEmail!}`);
  });

  test('/logs and /tests are not enabled', async ({ page }) => {
    await page.goto('/logs');
    await expect(page.getByRole('main')).toContainText('Logs not enabled');
    await page.goto('/tests');
    await expect(page.getByRole('main')).toContainText('Tests not enabled');
  });

  test("account pages the spec leaves out say 'Currently unavailable' (signed in)", async ({
    page,
  }) => {
    await page.goto('/about');
    await holdMember(page);
    for (const [path, heading] of [
      ['/account/settings', 'Settings'],
      ['/account/notifications', 'Notifications'],
      ['/account/deliveries', 'Deliveries'],
      ['/account/invoices', 'Invoices'],
    ] as const) {
      await page.goto(path);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(main).toContainText('Currently unavailable');
    }
  });
});

test.describe('route table', () => {
  test("'/' is the home page; a menu parameter goes to that menu", async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/$/);
    await expectAScreen(page);
    await page.goto(`/?menu=${demo.menuSlug}&table=12`);
    await expect(page).toHaveURL(new RegExp(`${MENU_PATH}\\?table=12$`));
  });

  test('/account/billing → /account/managecard → /login remembering next (signed out)', async ({
    page,
  }) => {
    await page.goto('/account/billing');
    await expect(page).toHaveURL(/\/login\?next=%2Faccount%2Fmanagecard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
  });

  test('a protected page reached from another remembers where the visitor came from', async ({
    page,
  }) => {
    await page.goto('/about');
    await menuButton(page).click();
    await mainNav(page).getByRole('link', { name: 'Account' }).click();
    await expect(page).toHaveURL(/\/login\?next=%2Faccount&from=%2Fabout$/);
  });

  test('an unknown path goes to the home page, keeping its query', async ({ page }) => {
    await page.goto('/no-such-page?table=3');
    await expect(page).toHaveURL(/\/\?table=3$/);
    await expectAScreen(page);
  });

  test('/locations goes to the single store menu', async ({ page }) => {
    await page.goto('/locations?table=5');
    await expect(page).toHaveURL(new RegExp(`${MENU_PATH}\\?table=5$`));
  });
});

test.describe('shell notices', () => {
  test('cookies switched off: a message says they must be enabled', async ({ page }) => {
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'cookieEnabled', { get: () => false }),
    );
    await page.goto('/about');
    await expect(page.getByRole('alert')).toContainText('Cookies must be enabled');
  });

  test("inside another site's frame: 'Open in new Window'", async ({ page, baseURL }) => {
    await page.goto('/about');
    await expect(page.getByRole('link', { name: 'Open in new Window' })).toHaveCount(0);
    await page.setContent(
      `<iframe title="Order" src="${baseURL}/terms" style="width:390px;height:700px"></iframe>`,
    );
    const frame = page.frameLocator('iframe');
    const open = frame.getByRole('link', { name: 'Open in new Window' });
    await expect(open).toBeVisible();
    await expect(open).toHaveAttribute('href', `${baseURL}/terms`);
    await expect(open).toHaveAttribute('target', '_blank');
  });
});

test.describe('scroll position', () => {
  const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

  test('a new screen opens at the top; Back, Forward and a reload bring its place back', async ({
    page,
  }) => {
    await page.goto('/about');
    await page.getByRole('main').getByRole('link', { name: 'Terms and Conditions' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Terms and Conditions' }),
    ).toBeVisible();
    expect(await scrollY(page)).toBe(0);

    await page.evaluate(() => window.scrollTo(0, 800));
    await expect.poll(() => scrollY(page)).toBe(800);
    await page.goBack();
    await expect(page).toHaveURL(/\/about$/);
    await expect.poll(() => scrollY(page)).toBe(0);

    await page.goForward();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Terms and Conditions' }),
    ).toBeVisible();
    await expect.poll(() => scrollY(page)).toBe(800);

    await page.evaluate(() => window.scrollTo(0, 500));
    await page.reload();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Terms and Conditions' }),
    ).toBeVisible();
    await expect.poll(() => scrollY(page)).toBe(500);

    // Opened afresh (a link or a typed address, not a reload, Back or Forward), an address starts
    // at the top, as a browser's own restoration does, though a page load there was scrolled.
    const terms = page.url();
    const openTerms = async () => {
      await page.goto(terms);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Terms and Conditions' }),
      ).toBeVisible();
    };
    await page.goto('/about');
    await openTerms();
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect.poll(() => scrollY(page)).toBe(600);
    await page.goto('/about');
    await openTerms();
    // A restored place would be there by now: it is applied as the screen commits.
    expect(await scrollY(page)).toBe(0);
  });
});

test.describe('pull-to-refresh', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

  async function pull(page: Page, distance: number) {
    const cdp = await page.context().newCDPSession(page);
    const at = (y: number) => [{ x: 200, y, id: 1 }];
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(150) });
    for (let step = 1; step <= 10; step += 1) {
      await cdp.send('Input.dispatchTouchEvent', {
        type: 'touchMove',
        touchPoints: at(150 + (distance * step) / 10),
      });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  }

  test('a pull of 100 px or more reloads the page; a shorter one does not', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // A reload starts in the touchend handler itself, and unloading marks the tab's storage: once
    // the last touch event has been dispatched, a pull that reloaded has left the mark.
    await page.evaluate(() =>
      window.addEventListener('beforeunload', () => sessionStorage.setItem('unloaded', 'yes')),
    );
    const unloaded = () => page.evaluate(() => sessionStorage.getItem('unloaded'));

    await pull(page, 60);
    expect(await unloaded()).toBeNull();

    const reloaded = page.waitForEvent('load');
    await pull(page, 140);
    await reloaded;
    expect(await unloaded()).toBe('yes');
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test.describe('accessibility', () => {
  test('no serious or critical violations on /about', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('no serious or critical violations in the shell with the menu open', async ({ page }) => {
    await page.goto('/terms');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await putRow(page, 'appState', {
      key: 'cartSummary',
      value: { slug: demo.menuSlug, num_items: 3, coupon_code: '' },
    });
    await page.reload();
    await expect(page.getByRole('link', { name: 'Cart, 3 items' })).toBeVisible();
    await menuButton(page).click();
    await expect(mainNav(page)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test('the files every brand shares (public/) are in the build: robots.txt keeps crawlers off the API', async ({
  request,
}) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toBe(
    readFileSync(new URL('../../public/robots.txt', import.meta.url), 'utf8'),
  );
});

test("the page's entry script and React DOM's chunk start with V8's compile hint, as sent in every encoding, and the HTML preloads both", async ({
  request,
}) => {
  const html = await (await request.get('/login')).text();
  const entry = /<script type="module"[^>]* src="(\/assets\/index-[\w-]+\.js)"/.exec(html)?.[1];
  // Loaded by the entry with import() (its evaluation is a task apart), asked for by the HTML.
  const reactDom =
    /<link rel="modulepreload"[^>]* href="(\/assets\/react-dom-client-[\w-]+\.js)"/.exec(html)?.[1];
  expect(entry).toBeDefined();
  expect(reactDom).toBeDefined();
  for (const file of [entry!, reactDom!]) {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const response = await request.get(file, { headers: { 'accept-encoding': encoding } });
      expect(response.status()).toBe(200);
      expect(response.headers()['content-encoding'] ?? 'identity').toBe(encoding);
      // Playwright decodes the body; the hint must be the file's first line to count.
      expect((await response.text()).startsWith(ALL_FUNCTIONS_CALLED_ON_LOAD)).toBe(true);
    }
  }
  // The entry does not carry React DOM's client itself: that is a chunk of its own.
  const entryCode = await (await request.get(entry!)).text();
  expect(entryCode).not.toContain('react.dev/errors/');
});
