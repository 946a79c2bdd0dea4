// The 10,000-item menu (spec 1 §9 'Menu page chunk: 10000 items') on a server of its
// own seeded with bench/largeMenu.ts (100 categories 'Section 1'…'Section 100' of 100 items; item
// n is '<word> <dish> n', every tenth has a mandatory Size group): the product list is windowed,
// so the page stays under 3,000 elements wherever it is scrolled, while the category bar, folding
// groups, search, opening items, the keyboard and axe work as on a small menu.
import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { LARGE_MENU_SLUG, seedLargeMenu } from '../../bench/largeMenu';
import { createServer, type DocketServer } from '../../server/app';
import { seriousViolations } from './support/shell';

/** The page's element count while scrolled anywhere. */
const DOM_BUDGET = 3_000;

const WORDS = ['Roast', 'Smoked', 'Charred', 'Crispy', 'Slow-cooked', 'Grilled', 'Spiced', 'Fresh'];
const DISHES = ['lamb', 'halloumi', 'eggplant', 'snapper', 'chicken', 'mushrooms', 'figs', 'beets'];

/** The seeded name of item `number` (1…10,000), as bench/largeMenu.ts writes it. */
function itemName(number: number): string {
  const n = number - 1;
  return `${WORDS[n % WORDS.length]} ${DISHES[(n >> 3) % DISHES.length]} ${number}`;
}

let server: DocketServer;
let origin: string;

test.beforeAll(async () => {
  server = await createServer({
    staticDir: process.env.E2E_DIST_DIR ?? 'dist',
    dataDir: 'memory://',
    now: () => new Date('2026-11-24T03:00:00Z'), // Tuesday 11 am in Perth: the store is open
  });
  await seedLargeMenu(server.db);
  origin = await server.app.listen({ port: 0, host: '127.0.0.1' });
});

test.afterAll(async () => {
  await server?.close();
});

// Loading and writing 10,000 items takes a few seconds on a busy machine.
test.setTimeout(90_000);

function productCards(page: Page) {
  return page.getByRole('main').getByRole('article');
}

function categoryBar(page: Page) {
  return page.getByRole('navigation', { name: 'Menu categories' });
}

async function openMenu(page: Page) {
  await page.goto(`${origin}/menu/${LARGE_MENU_SLUG}?confirm=0`);
  await expect(page.getByRole('heading', { name: itemName(1), exact: true })).toBeVisible({
    timeout: 30_000,
  });
}

const elementCount = (page: Page) => page.evaluate(() => document.getElementsByTagName('*').length);

/** Scrolls the window to a fraction of the page and waits for the rows there to render. */
async function scrollToFraction(page: Page, fraction: number) {
  // The list's height settles as rows are measured: scroll until the position holds across two
  // painted frames (the scroll's rows rendered, measured and rendered again).
  for (let attempt = 0; attempt < 30; attempt += 1) {
    const before = await page.evaluate((f) => {
      const max = document.documentElement.scrollHeight - window.innerHeight;
      window.scrollTo(0, Math.round(max * f));
      return window.scrollY;
    }, fraction);
    await page.evaluate(
      () =>
        new Promise<void>((painted) =>
          requestAnimationFrame(() => requestAnimationFrame(() => painted())),
        ),
    );
    const after = await page.evaluate((f) => {
      const max = document.documentElement.scrollHeight - window.innerHeight;
      return Math.abs(window.scrollY - Math.round(max * f));
    }, fraction);
    if (after < 2 && before === (await page.evaluate(() => window.scrollY))) break;
  }
}

test('the page stays under 3,000 elements at the top, the middle and the bottom', async ({
  page,
}) => {
  await openMenu(page);
  expect(await productCards(page).count()).toBeGreaterThan(0);
  expect(await productCards(page).count()).toBeLessThan(100);
  expect(await elementCount(page)).toBeLessThanOrEqual(DOM_BUDGET);

  await scrollToFraction(page, 0.5);
  await expect(productCards(page).first()).toBeAttached();
  // Half way down the menu: items of the middle sections, not the first ones.
  await expect(page.getByRole('heading', { name: itemName(1), exact: true })).toHaveCount(0);
  const middle = await productCards(page).first().getByRole('heading').textContent();
  const middleNumber = Number(middle?.split(' ').at(-1));
  expect(middleNumber).toBeGreaterThan(3_000);
  expect(middleNumber).toBeLessThan(7_000);
  expect(await elementCount(page)).toBeLessThanOrEqual(DOM_BUDGET);

  await scrollToFraction(page, 1);
  await expect(page.getByRole('heading', { name: itemName(10_000), exact: true })).toBeInViewport();
  await expect(
    categoryBar(page).getByRole('link', { name: 'Section 100', exact: true }),
  ).toHaveAttribute('aria-current', 'true');
  expect(await elementCount(page)).toBeLessThanOrEqual(DOM_BUDGET);
});

test('the category bar jumps to Section 80 and shows its first item; a folded group opens', async ({
  page,
}) => {
  await openMenu(page);
  const link = categoryBar(page).getByRole('link', { name: 'Section 80', exact: true });
  await link.click();
  const heading = page.getByRole('heading', { name: 'Section 80', level: 2 });
  await expect(heading).toBeInViewport();
  await expect(page.getByRole('heading', { name: itemName(7_901), exact: true })).toBeInViewport();
  await expect(link).toHaveAttribute('aria-current', 'true');
  // Focus moved with the view, so the keyboard carries on from the section.
  await expect(page.locator(':focus')).toHaveAttribute('id', /^category-\d+$/);
  await expect(page.locator(':focus')).toContainText('Section 80');

  // Fold Section 80 away: its products go; the category bar opens it again.
  const toggle = heading.getByRole('button', { name: 'Section 80' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('heading', { name: itemName(7_901), exact: true })).toHaveCount(0);
  await categoryBar(page).getByRole('link', { name: 'Section 1', exact: true }).click();
  await expect(page.getByRole('heading', { name: itemName(1), exact: true })).toBeInViewport();
  await link.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('heading', { name: itemName(7_901), exact: true })).toBeInViewport();
});

test('search finds one item among 10,000 and opens it', async ({ page }) => {
  await openMenu(page);
  const search = page.getByRole('searchbox', { name: 'Search the menu' });
  await search.fill('eggplant 4242');
  await expect(productCards(page)).toHaveCount(1);
  await expect(productCards(page).first()).toContainText(itemName(4_242));
  await expect(page.getByRole('status').filter({ hasText: '1 product found' })).toBeAttached();

  // Item 4241 is a tenth item: it has a Size group, so Add opens its options.
  await search.fill('eggplant 4241');
  await expect(productCards(page)).toHaveCount(1);
  await page.getByRole('button', { name: `Add ${itemName(4_241)}`, exact: true }).click();
  await expect(page.getByRole('dialog', { name: itemName(4_241) })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  await search.fill('');
  await expect(page.getByRole('heading', { name: itemName(1), exact: true })).toBeVisible();
});

test('Tab moves from card to card down the windowed list', async ({ page }) => {
  await openMenu(page);
  await page.getByRole('button', { name: `Add ${itemName(1)}`, exact: true }).focus();
  const seen = new Set<string>();
  for (let press = 0; press < 110; press += 1) {
    await page.keyboard.press('Tab');
    const name = await page.evaluate(() => {
      const card = document.activeElement?.closest('article');
      return card?.querySelector('h3, h4')?.textContent ?? document.activeElement?.textContent;
    });
    seen.add(name ?? '');
  }
  // Each press reaches the next thing in the list: the rest of Section 1's hundred cards, far
  // past the first screen, then Section 2's heading (its fold button) and its first cards.
  expect(seen.size).toBe(110);
  expect(seen).toContain(itemName(100));
  expect(seen).toContain('Section 2');
  expect(seen).toContain(itemName(110));
  await expect(page.locator(':focus')).toBeInViewport();
  expect(await elementCount(page)).toBeLessThanOrEqual(DOM_BUDGET);
});

test('axe finds no serious or critical violations on the windowed list', async ({ page }) => {
  await openMenu(page);
  expect(await seriousViolations(page)).toEqual([]);
  await scrollToFraction(page, 0.5);
  expect(await seriousViolations(page)).toEqual([]);
});
