// The locations screen of a multi-store brand (spec 1 §2.3, §4 'Location card button' and
// 'Location filter states'), and scanning a table's QR code from an image in the app (§2.2, §2.5).
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import type { MerchantSummary } from '../../src/api/merchants';
import { locationButton } from '../../src/domain/locationButton';
import { VERIFYING_LINK_TOAST_MS } from '../../src/domain/messages';
import { CHROMIUM_FLAGS } from '../../playwright.config';
import { holdMember, seriousViolations } from './support/shell';

const GEOLOCATION_OFF =
  'Geolocation not enabled or unavailable. Allow access to your location to display stores that are nearest to you.';

/** Near each store (seeded in server/db/seed/harbour.ts), and far from all of them. */
const AT = {
  northbridge: { latitude: -31.947, longitude: 115.857 },
  fremantle: { latitude: -32.056, longitude: 115.746 },
  sydney: { latitude: -33.8688, longitude: 151.2093 },
};

const NAMES = {
  cbd: 'Harbour Street Noodle Bar – Perth CBD',
  northbridge: 'Harbour Street Noodle Bar – Northbridge',
  fremantle: 'Harbour Street Noodle Bar – Fremantle',
};

const results = (page: Page) => page.getByRole('region', { name: 'Locations' });
const cards = (page: Page) => results(page).getByRole('article');
const card = (page: Page, name: string) =>
  cards(page).filter({ has: page.getByRole('heading', { name }) });
const filter = (page: Page, name: 'Nearby' | 'Search' | 'History') =>
  page.getByRole('radio', { name });
const placeBox = (page: Page) => page.getByRole('combobox', { name: 'City or suburb' });

async function cardNames(page: Page): Promise<string[]> {
  return cards(page).getByRole('heading', { level: 2 }).allTextContents();
}

async function atPosition(context: BrowserContext, where: keyof typeof AT) {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(AT[where]);
}

/** The server's own answer, to hold each card's button to the §4 rule whatever the time of day. */
async function merchantsAnswer(page: Page): Promise<MerchantSummary[]> {
  const response = await page.request.post('/api', {
    form: {
      RequestAction: 'Merchants',
      app_token: 'harbour-app-token',
      api_version: '7',
      app_id: 'docket-e2e',
      app_version: '3.1.23',
      app_mode: 'PERSONAL',
      local_ts: String(Math.floor(Date.now() / 1000)),
      set: 'ALL',
    },
  });
  const body = (await response.json()) as { Response: { merchants: MerchantSummary[] } };
  return body.Response.merchants;
}

test.describe('locations screen', () => {
  test('lists the groups and the location cards, nearest first', async ({ page, context }) => {
    await atPosition(context, 'northbridge');
    await page.goto('/locations');
    await expect(page).toHaveURL(/\/locations$/);
    await expect(page).toHaveTitle(/^Locations/);
    await expect(filter(page, 'Nearby')).toBeChecked();

    // Groups: hero, logo, title and subtitle; each group is active with merchants, so a link.
    const groups = page.getByRole('navigation', { name: 'Location groups' });
    await expect(groups.getByRole('link', { name: 'All locations' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(
      groups.getByRole('link', { name: /Perth City.*CBD and Northbridge/ }),
    ).toBeVisible();
    await expect(groups.getByRole('link', { name: /Port.*Fremantle/ })).toBeVisible();

    // Nearby from Northbridge: nearest first, each with its distance to one decimal.
    await expect(cards(page)).toHaveCount(3);
    expect(await cardNames(page)).toEqual([NAMES.northbridge, NAMES.cbd, NAMES.fremantle]);
    await expect(card(page, NAMES.northbridge).getByText(/^Distance: 0\.\d km$/)).toBeVisible();
    await expect(card(page, NAMES.fremantle).getByText(/^Distance: 1[67]\.\d km$/)).toBeVisible();

    // A card: address and suburb, fulfilment and payment icons, and its button (§4).
    const cbd = card(page, NAMES.cbd);
    await expect(cbd).toContainText('140 William Street, Perth');
    const ways = cbd.getByRole('list', { name: 'Ways to order' });
    for (const verb of ['Pickup', 'Delivery'])
      await expect(ways.getByRole('img', { name: verb })).toBeVisible();
    await expect(
      cbd.getByRole('list', { name: 'Payment methods' }).getByRole('img', { name: 'Visa' }),
    ).toBeVisible();

    const answer = await merchantsAnswer(page);
    for (const merchant of answer) {
      const button = locationButton(merchant);
      const shown = card(page, merchant.name);
      if (button.open) {
        await expect(shown.getByRole('link', { name: button.label, exact: true })).toHaveAttribute(
          'href',
          `/menu/${merchant.menus[0]?.name}`,
        );
      } else {
        // Fremantle is coming soon: its custom text (cstext) stands where the button would be.
        expect(button.label).toBe('Opening on the Fishing Boat Harbour in autumn 2027');
        await expect(shown).toContainText(button.label);
        await expect(shown.getByRole('link')).toHaveCount(0);
      }
    }
    expect(answer.map((merchant) => locationButton(merchant).label)).toContainEqual(
      expect.stringMatching(/^(Order Now|Order for Later)$/),
    );

    // The location notes of the brand's settings.
    await expect(page.getByRole('list', { name: 'Notes' })).toContainText(
      'New: Chilli Oil Wontons at every Harbour Street.',
    );

    // A group narrows the list; its card is marked current.
    await groups.getByRole('link', { name: /Port/ }).click();
    await expect(page).toHaveURL(/\/locations\/port$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Port');
    await expect(cards(page)).toHaveCount(1);
    await expect(groups.getByRole('link', { name: /Port/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await groups.getByRole('link', { name: /Perth City/ }).click();
    await expect(page).toHaveURL(/\/locations\/perth-city$/);
    // The address bar moves at once; the screen follows when the route is decided.
    await expect.poll(() => cardNames(page)).toEqual([NAMES.northbridge, NAMES.cbd]);

    // The button opens the location's first menu.
    await card(page, NAMES.cbd).getByRole('link').click();
    await expect(page).toHaveURL(/\/menu\/harbour-cbd$/);
  });

  test('Nearby follows the position: from Fremantle, Fremantle comes first', async ({
    page,
    context,
  }) => {
    await atPosition(context, 'fremantle');
    await page.goto('/locations');
    await expect(cards(page)).toHaveCount(3);
    expect(await cardNames(page)).toEqual([NAMES.fremantle, NAMES.cbd, NAMES.northbridge]);
    await expect(card(page, NAMES.fremantle).getByText(/^Distance: 0\.\d km$/)).toBeVisible();
  });

  test('Nearby with nothing near falls back to Search', async ({ page, context }) => {
    await atPosition(context, 'sydney');
    await page.goto('/locations');
    await expect(
      page.getByRole('status').filter({ hasText: 'No results nearby :(' }),
    ).toBeVisible();
    await expect(filter(page, 'Search')).toBeChecked();
    await expect(placeBox(page)).toBeVisible();
    await expect(cards(page)).toHaveCount(3);
  });

  test('geolocation refused: the message, then Search with its hints', async ({ page }) => {
    await page.goto('/locations');
    await expect(page.getByText(GEOLOCATION_OFF)).toBeVisible();
    await expect(filter(page, 'Search')).toBeChecked();
    // Until a place is chosen every location is listed (no distances without a position).
    await expect(cards(page)).toHaveCount(3);
    await expect(
      cards(page)
        .first()
        .getByText(/^Distance:/),
    ).toHaveCount(0);

    const box = placeBox(page);
    const hint = page.locator(`#${await box.getAttribute('aria-describedby')}`);
    await expect(hint).toHaveText('(start typing)');
    await box.fill('Fre');
    await expect(hint).toHaveText('(keep typing)');
    // 'suggestions start after more than 3 characters'
    await expect(page.getByRole('listbox', { name: 'Places' })).toBeHidden();
    await box.fill('Frem');
    await expect(hint).toHaveText('(keep typing)');
    await expect(page.getByRole('option', { name: /^Fremantle WA/ })).toBeVisible();
    await box.fill('Freman');
    await expect(hint).toHaveText('(select a location)');
    const options = page.getByRole('listbox', { name: 'Places' }).getByRole('option');
    await expect(options.first()).toBeVisible();
    for (const text of await options.allTextContents())
      expect(text).toMatch(/Australia|New Zealand/);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('option', { name: /^Fremantle WA/ }).click();
    await expect(box).toHaveValue('Fremantle');
    await expect(hint).toHaveText('Showing locations nearest Fremantle');
    // Set COORDS at the place: nearest first, within the nearby radius.
    await expect
      .poll(() => cardNames(page))
      .toEqual([NAMES.fremantle, NAMES.cbd, NAMES.northbridge]);
    await expect(card(page, NAMES.fremantle).getByText(/^Distance: 0\.\d km$/)).toBeVisible();

    // A place far from every store: 'No results :('
    await box.fill('Melbourne');
    await page.getByRole('option', { name: /^Melbourne VIC/ }).click();
    await expect(results(page).getByRole('status')).toHaveText('No results :(');
  });

  test('History: a guest is asked to sign in, a member without orders has none', async ({
    page,
    context,
  }) => {
    await atPosition(context, 'northbridge');
    await page.goto('/locations');
    await expect(cards(page)).toHaveCount(3);
    await filter(page, 'History').check();
    await expect(results(page)).toContainText('Sign in to view your history');
    await expect(results(page).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/locations/login',
    );
    expect(await seriousViolations(page)).toEqual([]);

    await holdMember(page);
    await page.reload();
    await filter(page, 'History').check();
    await expect(results(page).getByRole('status')).toHaveText('No history found :(');
  });

  test('works by keyboard alone, with no serious accessibility violations', async ({
    page,
    context,
  }) => {
    await atPosition(context, 'northbridge');
    await page.goto('/locations');
    await expect(cards(page)).toHaveCount(3);
    expect(await seriousViolations(page)).toEqual([]);

    // Radio group: focus it, arrows move between Nearby, Search and History.
    await filter(page, 'Nearby').focus();
    await page.keyboard.press('ArrowRight');
    await expect(filter(page, 'Search')).toBeChecked();
    await expect(filter(page, 'Search')).toBeFocused();

    await page.keyboard.press('Tab');
    await expect(placeBox(page)).toBeFocused();
    await page.keyboard.type('Northbr');
    await expect(page.getByRole('option', { name: /^Northbridge WA/ })).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(placeBox(page)).toHaveAttribute('aria-activedescendant', /.+/);
    await page.keyboard.press('Enter');
    await expect(placeBox(page)).toHaveValue('Northbridge');
    await expect
      .poll(() => cardNames(page))
      .toEqual([NAMES.northbridge, NAMES.cbd, NAMES.fremantle]);

    // Tab on to the first card's button and open the menu with Enter.
    const first = card(page, NAMES.northbridge).getByRole('link');
    for (
      let step = 0;
      step < 20 && !(await first.evaluate((el) => el === document.activeElement));
      step += 1
    ) {
      await page.keyboard.press('Tab');
    }
    await expect(first).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/menu\/harbour-northbridge$/);
  });
});

/**
 * Runs the page as the installed app: the browser reports display-mode standalone. Chromium
 * cannot be made to say so here: CDP's Emulation.setEmulatedMedia ignores the display-mode
 * feature, and an app installed and launched with CDP's PWA.install / PWA.launch still reports
 * 'browser' in headless mode. So the browser's answer to display-mode queries (and only those)
 * is replaced before any page script runs; the app's own code (useDisplayMode, canScanCodes)
 * runs unchanged.
 */
async function asInstalledApp(page: Page) {
  await page.addInitScript(() => {
    const real = window.matchMedia.bind(window);
    window.matchMedia = (query: string) => {
      const mode = /^\(display-mode:\s*([a-z-]+)\)$/.exec(query.trim())?.[1];
      if (mode === undefined) return real(query);
      const list = real(query);
      Object.defineProperty(list, 'matches', { value: mode === 'standalone' });
      return list;
    };
  });
}

test.describe('scanning a table code in the app', () => {
  /** The text of every script the page has loaded so far. */
  async function loadedScripts(page: Page): Promise<string[]> {
    const urls = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => name.endsWith('.js')),
    );
    return Promise.all(urls.map(async (url) => (await page.request.get(url)).text()));
  }
  const holdsScanner = (scripts: string[]) => scripts.some((text) => text.includes('QRCodeWriter'));

  test('on the web there is no scanner on the locations screen', async ({ page }) => {
    await page.goto('/locations');
    await expect(cards(page)).toHaveCount(3);
    expect(await page.evaluate(() => matchMedia('(display-mode: browser)').matches)).toBe(true);
    await expect(page.getByRole('button', { name: 'Scan a table code' })).toHaveCount(0);
  });

  test('an image of the QR code opens that store with the table', async ({ page }) => {
    await asInstalledApp(page);
    await page.goto('/locations');
    expect(await page.evaluate(() => matchMedia('(display-mode: standalone)').matches)).toBe(true);
    await expect(cards(page)).toHaveCount(3);

    // The scanner's code loads only now, when the customer asks for it.
    const before = await page.evaluate(
      () =>
        performance.getEntriesByType('resource').filter((entry) => /html5-qrcode/i.test(entry.name))
          .length,
    );
    expect(before).toBe(0);

    await page.getByRole('button', { name: 'Scan a table code' }).click();
    const dialog = page.getByRole('dialog', { name: 'Scan a table code' });
    await expect(dialog).toBeVisible();
    // Headless Chromium has no camera: the scanner says so and offers an image instead.
    await expect(dialog.getByRole('alert')).toHaveText(/^Scan failed: /);
    expect(holdsScanner(await loadedScripts(page))).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);

    const image = dialog.getByLabel('Choose an image of the code');
    await image.setInputFiles(new URL('./scan-fixtures/no-code.png', import.meta.url).pathname);
    await expect(dialog.getByRole('alert')).toHaveText('Code not recognised');

    await image.setInputFiles(
      new URL('./scan-fixtures/table-12-harbour-cbd.png', import.meta.url).pathname,
    );
    await expect(page).toHaveURL(/\/menu\/harbour-cbd\?table=12$/);
    await expect(dialog).toBeHidden();
  });

  test('closing the scanner without a code says the code was not recognised', async ({ page }) => {
    await asInstalledApp(page);
    await page.goto('/locations');
    await page.getByRole('button', { name: 'Scan a table code' }).click();
    const dialog = page.getByRole('dialog', { name: 'Scan a table code' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'Code not recognised' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Scan a table code' })).toBeFocused();
  });
});

test.describe('scanning with the camera in the app', () => {
  test('the camera reads the table code and opens that store with the table', async ({
    baseURL,
    watchCsp,
  }) => {
    // Chromium's fake camera plays a picture of Northbridge's table 7 code as its video. The
    // camera flags need a browser of their own (test.use cannot change launch options per group).
    const video = new URL('./scan-fixtures/table-7-harbour-northbridge.y4m', import.meta.url);
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        ...CHROMIUM_FLAGS,
        '--use-fake-device-for-media-stream',
        `--use-file-for-fake-video-capture=${video.pathname}`,
      ],
    });
    try {
      const context = await browser.newContext({ baseURL, permissions: ['camera'] });
      await watchCsp(context);
      const page = await context.newPage();
      await asInstalledApp(page);
      await page.goto('/locations');
      await expect(cards(page)).toHaveCount(3);
      await page.getByRole('button', { name: 'Scan a table code' }).click();
      const dialog = page.getByRole('dialog', { name: 'Scan a table code' });
      await expect(dialog).toBeVisible();
      await expect(page).toHaveURL(/\/menu\/harbour-northbridge\?table=7$/, { timeout: 15_000 });
      await expect(dialog).toBeHidden();
    } finally {
      await browser.close();
    }
  });
});

test.describe('followed deep links (spec 1 §2.2)', () => {
  test('an act link goes to its target, replacing the link', async ({ page }) => {
    await page.goto('/locations');
    await expect(cards(page)).toHaveCount(3);
    await holdMember(page);
    await page.goto('/locations?act=hist&table=4');
    await expect(page).toHaveURL(/\/account\/orders\?table=4$/);
    // The link itself is not left behind in the history.
    await page.goBack();
    await expect(page).toHaveURL(/\/locations$/);
  });

  test("a link to the screen already shown refreshes it with 'Verifying link...'", async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/locations');
    await expect(cards(page)).toHaveCount(3);
    await holdMember(page);
    await page.goto('/account/rewards?act=rewards');
    const toast = page.getByRole('status').filter({ hasText: 'Verifying link...' });
    await expect(toast).toBeVisible();
    await expect(page).toHaveURL(/\/account\/rewards$/);
    // It goes by itself after VERIFYING_LINK_TOAST_MS (2 s) on the page's clock.
    await page.clock.runFor(VERIFYING_LINK_TOAST_MS);
    await expect(toast).toBeHidden();
  });

  test("a link that maps to nothing logs 'no deeplink found'", async ({ page }) => {
    const logged: string[] = [];
    page.on('console', (message) => logged.push(message.text()));
    await page.goto('/locations?act=nowhere');
    await expect(page).toHaveURL(/\/locations$/);
    await expect(cards(page)).toHaveCount(3);
    expect(logged.some((text) => text.startsWith('no deeplink found'))).toBe(true);
  });
});
