// The menu screen as a customer first sees it (spec 1 §2.4): the demo brand's one store.
import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { expect, test } from './support/test';

/** The demo brand's one store (brands/demo/brand.json menuSlug). */
const MENU_PATH = '/menu/fig-and-olive';
/** confirm=0 keeps the fulfilment popup from covering the menu (spec 1 §2.4). */
const MENU_URL = `${MENU_PATH}?confirm=0`;
/** A price as the spec shows it: currency sign and 2 decimals. */
const PRICE = /^\$\d{1,3}(,\d{3})*\.\d{2}$/;

function categoryBar(page: Page) {
  return page.getByRole('navigation', { name: 'Menu categories' });
}

function productCards(page: Page) {
  return page.getByRole('main').getByRole('article');
}

test.describe('menu screen', () => {
  test('the demo store menu shows its merchant card', async ({ page }) => {
    // '/' is the home page now (spec 3 §2); its menu parameter, or /locations, opens the menu.
    await page.goto('/?menu=fig-and-olive');
    await expect(page).toHaveURL(new RegExp(`${MENU_PATH}$`));

    // Merchant card: logo and name on one line that opens the address and a phone link.
    const merchantCard = page.getByRole('region', { name: /Fig & Olive/ });
    await expect(merchantCard.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(merchantCard.getByRole('img')).toHaveAttribute('alt', /logo$/);
    await merchantCard.getByRole('button', { name: /Fig & Olive/ }).click();
    await expect(merchantCard.getByText('12 South Terrace, Fremantle')).toBeVisible();
    await expect(merchantCard.getByRole('link')).toHaveAttribute('href', /^tel:\+?\d+$/);

    await expect(page).toHaveTitle(/^.+ Online Menu$/);
  });

  test('lists the seeded categories and items with prices and dietary tags', async ({ page }) => {
    await page.goto(MENU_URL);
    await expect(productCards(page).first()).toBeVisible();

    const categories = categoryBar(page).getByRole('link');
    expect(await categories.count()).toBeGreaterThanOrEqual(8);
    for (const name of ['Breakfast', 'Small Plates', 'Desserts']) {
      await expect(categoryBar(page).getByRole('link', { name, exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeAttached();
    }

    expect(await productCards(page).count()).toBeGreaterThanOrEqual(30);
    const prices = page.getByRole('main').getByText(PRICE);
    expect(await prices.count()).toBe(await productCards(page).count());

    await expect(page.getByTitle('Gluten free').first()).toBeAttached();
    await expect(page.getByTitle('Vegan').first()).toBeAttached();

    // An unavailable item says so and can't be opened.
    const unavailable = productCards(page).filter({ hasText: 'Product unavailable' }).first();
    await unavailable.scrollIntoViewIfNeeded();
    await expect(unavailable).toBeVisible();
    await expect(unavailable.getByRole('button', { name: /^Add / })).toBeDisabled();
  });

  test('the footer shows the store, its phone and opening times', async ({ page }) => {
    await page.goto(MENU_URL);
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('heading', { name: 'Opening Times' })).toBeAttached();
    await expect(footer.getByRole('link')).toHaveAttribute('href', /^tel:/);
    await expect(footer).toContainText('Online ordering by Docket');
  });

  test('tapping a category jumps to it and highlights it', async ({ page }) => {
    await page.goto(MENU_URL);
    // Sections off screen skip rendering by then (content-visibility): the jump must still land.
    await expect(page.locator('.category-section--skip-offscreen').first()).toBeAttached();
    // Every section has been laid out in full once by then (the first paint lays out only what is
    // on screen).
    await expect(page.locator('.category-section--until-seen')).toHaveCount(0);
    // A skipped section keeps its real height, so the page does not change length under a jump.
    const heights = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('.category-section--skip-offscreen')].map(
        (section) => {
          const skipped = section.getBoundingClientRect().height;
          section.classList.remove('category-section--skip-offscreen');
          const rendered = section.getBoundingClientRect().height;
          section.classList.add('category-section--skip-offscreen');
          return Math.abs(skipped - rendered);
        },
      ),
    );
    expect(Math.max(...heights)).toBeLessThan(1);
    const desserts = categoryBar(page).getByRole('link', { name: 'Desserts', exact: true });
    await desserts.click();
    await expect(desserts).toHaveAttribute('aria-current', 'true');
    const heading = page.getByRole('heading', { level: 2, name: 'Desserts', exact: true });
    await expect(heading).toBeInViewport();
    // The sticky bar stays on screen above the section.
    await expect(categoryBar(page)).toBeInViewport();
    // The scroll ends with the section 60 px down, just under the bar (it stopped 116 px down, with
    // the section above still under the scroll-spy's line: the bar went back to 'Kids').
    const section = heading.locator('xpath=ancestor::section[1]');
    await expect
      .poll(() => section.evaluate((element) => element.getBoundingClientRect().top))
      .toBeCloseTo(60, 0);
    await expect(desserts).toHaveAttribute('aria-current', 'true');
  });

  test('an available item opens from its Add button', async ({ page }) => {
    await page.goto(MENU_URL);
    await productCards(page).getByRole('button', { name: /^Add / }).first().click();
    await expect(page).toHaveURL(new RegExp(`${MENU_PATH}/item/\\d+$`));
  });

  test('tidy URLs land on the menu, unknown ones on the home page', async ({ page }) => {
    await page.goto(`${MENU_PATH}.`);
    await expect(page).toHaveURL(new RegExp(`${MENU_PATH}$`));
    await page.goto(`${MENU_PATH},?table=12`);
    await expect(page).toHaveURL(new RegExp(`${MENU_PATH}\\?table=12$`));
    await page.goto('/menu');
    await expect(page).toHaveURL(new RegExp(`${MENU_PATH}$`));
    await page.goto('/locations');
    await expect(page).toHaveURL(new RegExp(`${MENU_PATH}$`));
    await page.goto('/no-such-page');
    await expect(page).toHaveURL(/\/$/);
  });

  test('has no serious or critical accessibility violations', async ({ page }) => {
    await page.goto(MENU_URL);
    await expect(productCards(page).first()).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) =>
          `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      );
    expect(serious).toEqual([]);
  });
});
