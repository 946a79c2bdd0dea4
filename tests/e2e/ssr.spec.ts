// Home and Menu as HTML: the server sends them with their content, the
// menu with its schema.org JSON-LD, and the page hydrates that markup instead of rendering again:
// no hydration error, the server's nodes kept, no layout shift.
import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoLayoutShift, watchPage } from './support/hydrationWatch';
import { appDatabaseReady } from './support/shell';
import { splitDocument } from './support/splitDocument';
import { jsonLdProblems } from '../support/schemaOrg';

const BRAND_NAME = 'Fremantle Fig & Olive';
const MENU_PATH = '/menu/fig-and-olive';
const FULFILMENT_SHEET = 'How would you like your order?';

type Node = Record<string, unknown>;

/** The JSON-LD documents of the page (read from the DOM, so this works without JavaScript). */
async function jsonLd(page: Page): Promise<unknown[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text) as unknown);
}

/** Items in the order the JSON-LD lists them, sections depth first. */
function menuItems(node: Node): { name: string; price: string }[] {
  const fromSection = (section: Node): { name: string; price: string }[] => [
    ...((section.hasMenuItem as Node[] | undefined) ?? []).map((item) => ({
      name: item.name as string,
      price: (item.offers as Node).price as string,
    })),
    ...((section.hasMenuSection as Node[] | undefined) ?? []).flatMap(fromSection),
  ];
  return ((node.hasMenu as Node).hasMenuSection as Node[]).flatMap(fromSection);
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the menu arrives with the brand, its categories and its items with prices', async ({
    page,
  }) => {
    await page.goto(MENU_PATH);
    await expect(page.getByRole('heading', { name: BRAND_NAME }).first()).toBeVisible();
    for (const category of ['Breakfast', 'Small Plates', 'Pasta', 'Drinks']) {
      await expect(page.getByRole('heading', { name: category, exact: true })).toBeVisible();
    }
    const cards = page.locator('article.product-card');
    expect(await cards.count()).toBeGreaterThanOrEqual(10);
    // Every category arrives 'until-seen': the first paint lays out only what is on screen.
    const sections = page.locator('section.category-section:not(.category-section--child)');
    expect(await sections.count()).toBeGreaterThan(1);
    await expect(sections.and(page.locator('.category-section--until-seen'))).toHaveCount(
      await sections.count(),
    );
    const [document] = await jsonLd(page);
    const items = menuItems(document as Node);
    for (const [index, item] of items.slice(0, 10).entries()) {
      const card = cards.nth(index);
      await expect(card).toContainText(item.name);
      await expect(card).toContainText(`$${item.price}`);
    }
  });

  test("the menu's JSON-LD parses and validates as schema.org Restaurant, Menu, MenuItem", async ({
    page,
  }) => {
    await page.goto(MENU_PATH);
    const documents = await jsonLd(page);
    expect(documents).toHaveLength(1);
    expect(jsonLdProblems(documents[0])).toEqual([]);
    const restaurant = documents[0] as Node;
    expect(restaurant.name).toBe(BRAND_NAME);
    expect(menuItems(restaurant).length).toBeGreaterThanOrEqual(10);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`${MENU_PATH}$`),
    );
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /Menu/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Breakfast/);
  });

  test('a cold menu arrives with the fulfilment sheet open, as the page opens it on load', async ({
    page,
  }) => {
    await page.goto(MENU_PATH);
    const sheet = page.getByRole('dialog', { name: FULFILMENT_SHEET });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole('button', { name: 'Set' })).toBeVisible();
  });

  test('the item link arrives as the menu, its canonical the menu page', async ({ page }) => {
    await page.goto(`${MENU_PATH}/item/1`);
    expect(await page.locator('article.product-card').count()).toBeGreaterThanOrEqual(10);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`${MENU_PATH}$`),
    );
  });

  test('the home arrives with the brand and its blocks', async ({ page }) => {
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: `Welcome to ${BRAND_NAME}` }),
    ).toBeVisible();
    await expect(page.locator('section.home-block--announcements')).toBeVisible();
    await expect(page.locator('.home-announcement').first()).toBeVisible();
    // The embed_link blocks' pages, read by the server from itself and sanitised.
    await expect(page.getByText('Fremantle Fig & Olive opened on South Terrace')).toBeVisible();
    await expect(page.getByText('Our wood-fired oven is back from its service')).toBeVisible();
    await expect(page.locator('.home-embed script, .home-embed [onerror]')).toHaveCount(0);
    await expect(page.locator('meta[property="og:site_name"]')).toHaveAttribute(
      'content',
      BRAND_NAME,
    );
  });
});

test('the plain request gets the HTML, never cached, with the data inert to the parser', async ({
  request,
}) => {
  const answer = await request.get(MENU_PATH);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['cache-control']).toBe('no-cache');
  const html = await answer.text();
  expect(html).toContain('data-docket-ssr');
  const data = /<script type="application\/json" id="docket-ssr">([\s\S]*?)<\/script>/.exec(html);
  expect(data).not.toBeNull();
  expect(data![1]).not.toContain('<');
  expect((JSON.parse(data![1]!) as { path: string }).path).toBe(MENU_PATH);
});

test('the home hydrates: no error, the same nodes, no layout shift', async ({ page }) => {
  const errors = await watchPage(page);
  await page.goto('/');
  await expect(page.locator('section.home-block--announcements')).toBeVisible();
  await appDatabaseReady(page);
  // The worker's own home answer is in the database, and the page shows it.
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const open = indexedDB.open('docket');
        const db = await new Promise<IDBDatabase>(
          (resolve) => (open.onsuccess = () => resolve(open.result)),
        );
        const row = await new Promise((resolve) => {
          const request = db.transaction('home').objectStore('home').get('current');
          request.onsuccess = () => resolve(request.result);
        });
        db.close();
        return row !== undefined;
      }),
    )
    .toBe(true);
  const { kept } = await expectNoLayoutShift(page);
  expect(kept).toBe(true);
  expect(errors).toEqual([]);
});

test("a cold home never loads DOMPurify: its HTML and its embeds' pages come sanitised", async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => scripts.push(new URL(request.url()).pathname));
  await page.goto('/');
  await expect(page.getByText('Fremantle Fig & Olive opened on South Terrace')).toBeVisible();
  await appDatabaseReady(page);
  await expect(page.locator('html')).toHaveAttribute('data-app', 'live');
  // Before the embeds came with the page (and before blank HTML was let through unsanitised),
  // the page loaded DOMPurify here for them.
  expect(scripts.filter((path) => /\/purify[.-]/.test(path))).toEqual([]);
  await expect(page.locator('.home-embed[aria-busy="true"]')).toHaveCount(0);
});

test('the menu hydrates: no error, the same nodes, no layout shift, no second menu fetch', async ({
  page,
}) => {
  const errors = await watchPage(page);
  const merchantCalls: string[] = [];
  page.on('request', (request) => {
    if (request.postData()?.includes('RequestAction=Merchant')) merchantCalls.push(request.url());
  });
  await page.goto(MENU_PATH);
  await expect(page.locator('article.product-card').first()).toBeVisible();
  await appDatabaseReady(page);
  const { kept } = await expectNoLayoutShift(page);
  expect(kept).toBe(true);
  // The page carried the answer and the worker adopted it: nobody fetched the menu again.
  expect(merchantCalls).toEqual([]);
  expect(errors).toEqual([]);
});

// A table's QR code (?table=4) and ?confirm=0 (spec 1 §2.4) decide whether the sheet opens and
// on what: the server renders the link as the page will, or hydration finds another page.
for (const [query, sheetOpen] of [
  ['?table=4', true],
  ['?confirm=0', false],
] as const) {
  test(`a menu link with ${query} hydrates as it arrived: no error, the same nodes, no layout shift`, async ({
    page,
  }) => {
    const errors = await watchPage(page);
    const response = await page.goto(MENU_PATH + query);
    const html = (await response?.text()) ?? '';
    expect(html.includes('class="modal-dialog')).toBe(sheetOpen);
    await expect(page.locator('article.product-card').first()).toBeVisible();
    await appDatabaseReady(page);
    await expect(page.getByRole('dialog', { name: FULFILMENT_SHEET })).toHaveCount(
      sheetOpen ? 1 : 0,
    );
    const { kept } = await expectNoLayoutShift(page);
    expect(kept).toBe(true);
    expect(errors).toEqual([]);
  });
}

test("the menu's fulfilment sheet from the HTML is the one the page keeps: hydrated, not remade", async ({
  page,
}) => {
  const errors = await watchPage(page);
  await page.goto(MENU_PATH);
  const sheet = page.getByRole('dialog', { name: FULFILMENT_SHEET });
  await expect(sheet).toBeVisible();
  await appDatabaseReady(page);
  // Hydrated: the sheet answers (Pickup is offered by the demo store), and it is the server's node.
  await sheet.getByRole('tab', { name: /Pickup/ }).click();
  await expect(sheet.getByRole('tab', { name: /Pickup/ })).toHaveAttribute('aria-selected', 'true');
  const { kept, dialogKept } = await expectNoLayoutShift(page);
  expect(kept).toBe(true);
  expect(dialogKept).toBe(true);
  expect(errors).toEqual([]);
});

test('a page the browser has read half of is not painted: nothing moves when the rest arrives', async ({
  page,
  baseURL,
}) => {
  // Painted early, a category tab would show without its name, then widen as the rest arrived.
  const split = await splitDocument(baseURL ?? '', `${MENU_PATH}/item/1`, 'Pizza</a>');
  try {
    const errors = await watchPage(page);
    await page.addInitScript(() => {
      new MutationObserver((_records, observer) => {
        if (document.getElementById('docket-parsed') === null) return;
        (window as { __parsedAt?: number }).__parsedAt = performance.now();
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(`${split.origin}${MENU_PATH}/item/1`, { waitUntil: 'commit' });
    await page.locator('a[href="#category-4"]').waitFor({ state: 'attached' });
    split.release();
    await expect(page.getByRole('dialog', { name: FULFILMENT_SHEET })).toBeVisible();
    await appDatabaseReady(page);
    // The first paint came after the whole render was read.
    const { firstPaint, parsedAt } = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1,
      parsedAt: (window as { __parsedAt?: number }).__parsedAt ?? Infinity,
    }));
    expect(firstPaint).toBeGreaterThanOrEqual(parsedAt);
    await expectNoLayoutShift(page);
    expect(errors).toEqual([]);
  } finally {
    await split.close();
  }
});

test('without the render block, a half-read sheet stays hidden: nothing moves when the rest arrives', async ({
  page,
  baseURL,
}) => {
  // Painted early, the sheet would show its header and tabs only, then grow and move up.
  const split = await splitDocument(baseURL ?? '', MENU_PATH, 'sheet__footer', {
    withoutRenderBlock: true,
  });
  try {
    const errors = await watchPage(page);
    await page.goto(`${split.origin}${MENU_PATH}`, { waitUntil: 'commit' });
    const sheet = page.locator('.fulfilment-dialog');
    await sheet.waitFor({ state: 'attached' });
    // A frame has been painted with the half-read page.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) =>
          requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
        ),
    );
    await expect(sheet).toBeHidden();
    split.release();
    await expect(page.getByRole('dialog', { name: FULFILMENT_SHEET })).toBeVisible();
    await appDatabaseReady(page);
    await expectNoLayoutShift(page);
    expect(errors).toEqual([]);
  } finally {
    await split.close();
  }
});

test('the item link hydrates: no error, no layout shift', async ({ page }) => {
  const errors = await watchPage(page);
  await page.goto(`${MENU_PATH}/item/1`);
  await expect(page.getByRole('dialog', { name: FULFILMENT_SHEET })).toBeVisible();
  await appDatabaseReady(page);
  const { kept } = await expectNoLayoutShift(page);
  expect(kept).toBe(true);
  expect(errors).toEqual([]);
});
