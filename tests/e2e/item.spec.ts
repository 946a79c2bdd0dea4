// The item options popup and adding to the cart (spec 1 §2.7, §4 'Add to cart', §5 item options):
// the demo store's Crispy Calamari has a mandatory single-choice group with no default
// ('Dipping sauce'), Flat White a multiselect limited to 3 ('Extras'), Shakshuka an option that
// takes money off ('No bread', −$2.00).
import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import {
  addButton,
  cartLink,
  itemDialog,
  itemIdByName,
  MENU_URL,
  openItem,
  productButton,
  serverCartLines,
  SLUG,
} from './support/cart';
import { appTakenOver } from './support/hydrationWatch';
import { seriousViolations } from './support/shell';

async function openMenu(page: Page) {
  await page.goto(MENU_URL);
  await expect(productButton(page, 'Crispy Calamari')).toBeVisible();
  // The card comes with the server's HTML; a key pressed on it before the app has taken over is
  // lost (CI once pressed Enter there and no popup opened).
  await appTakenOver(page);
}

function snackbar(page: Page, text: string) {
  return page.getByRole('status').filter({ hasText: text });
}

test.describe('item options popup', () => {
  test('a mandatory choice is required; once chosen the item is added', async ({ page }) => {
    await openMenu(page);
    await openItem(page, 'Crispy Calamari');
    const dialog = itemDialog(page, 'Crispy Calamari');
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/menu/${SLUG}/item/\\d+$`));
    await expect(dialog.getByText('Dipping sauce', { exact: true })).toBeVisible();
    await expect(dialog.getByRole('radio', { name: 'Harissa mayo +$0.50' })).not.toBeChecked();

    await addButton(page).click();
    await expect(page.getByText('Dipping sauce is required', { exact: true })).toBeVisible();
    await expect(dialog).toBeVisible();

    await dialog.getByRole('radio', { name: 'Harissa mayo +$0.50' }).check();
    await expect(addButton(page)).toHaveText('Add to cart · $19.50');
    await addButton(page).click();

    const added = snackbar(page, 'Added to Cart');
    await expect(added).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/menu\/fig-and-olive\?confirm=0$/);
    await expect(productButton(page, 'Crispy Calamari')).toBeFocused();
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
    expect(await serverCartLines(page)).toEqual([
      { name: 'Crispy Calamari', quantity: 1, options: ['Harissa mayo'] },
    ]);

    await added.getByRole('button', { name: 'Proceed to Cart' }).click();
    await expect(page).toHaveURL(/\/cart$/);
  });

  test('a multiselect over its limit says so; prices show add and sub', async ({ page }) => {
    await openMenu(page);
    await openItem(page, 'Flat White');
    const dialog = itemDialog(page, 'Flat White');
    // Defaults are preselected.
    await expect(dialog.getByRole('radio', { name: 'Regular' })).toBeChecked();
    await expect(dialog.getByRole('radio', { name: 'Full cream' })).toBeChecked();
    await expect(addButton(page)).toHaveText('Add to cart · $5.00');

    await expect(dialog.getByText('Optional, choose up to 3')).toBeVisible();
    for (const extra of ['Extra shot +$0.60', 'Vanilla syrup +$0.70', 'Honey +$0.50', 'Decaf']) {
      await dialog.getByRole('checkbox', { name: extra }).check();
    }
    await expect(addButton(page)).toHaveText('Add to cart · $6.80');
    await addButton(page).click();
    await expect(
      page.getByText('Choose up to 3 options for Extras', { exact: true }),
    ).toBeVisible();

    await dialog.getByRole('checkbox', { name: 'Decaf' }).uncheck();
    await dialog.getByRole('radio', { name: 'Large +$1.00' }).check();
    await dialog.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(dialog.getByLabel('Quantity', { exact: true })).toHaveValue('2');
    await expect(addButton(page)).toHaveText('Add 2 to cart · $15.60');
    await addButton(page).click();
    await expect(snackbar(page, 'Added to Cart')).toBeVisible();
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 2 items');
    expect(await serverCartLines(page)).toEqual([
      {
        name: 'Flat White',
        quantity: 2,
        options: ['Large', 'Full cream', 'Extra shot', 'Vanilla syrup', 'Honey'],
      },
    ]);

    // A price cut reads as a sub: Shakshuka's 'No bread'.
    await openItem(page, 'Shakshuka');
    const shakshuka = itemDialog(page, 'Shakshuka');
    await expect(shakshuka.getByRole('radio', { name: 'Sourdough' })).toBeChecked();
    await shakshuka.getByRole('radio', { name: 'No bread \u2212$2.00' }).check();
    await expect(addButton(page)).toHaveText('Add to cart · $22.50');
  });

  test('the quantity stays between 1 and 99', async ({ page }) => {
    await openMenu(page);
    await openItem(page, 'Crispy Calamari');
    const dialog = itemDialog(page, 'Crispy Calamari');
    const quantity = dialog.getByLabel('Quantity', { exact: true });
    const decrease = dialog.getByRole('button', { name: 'Decrease quantity' });
    await expect(decrease).toBeDisabled();
    // Still focusable at the bound (aria-disabled): pressing it changes nothing.
    await decrease.focus();
    await page.keyboard.press('Space');
    await expect(decrease).toBeFocused();
    await expect(quantity).toHaveValue('1');
    await quantity.fill('250');
    await quantity.blur();
    await expect(quantity).toHaveValue('99');
    await expect(dialog.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    await expect(addButton(page)).toHaveText('Add 99 to cart · $1,881.00');
  });

  test('one add at a time: a double press adds one line', async ({ page }) => {
    await openMenu(page);
    await openItem(page, 'Flat White');
    await addButton(page).dblclick();
    await expect(snackbar(page, 'Added to Cart')).toBeVisible();
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
    expect(await serverCartLines(page)).toHaveLength(1);
  });

  test('works by keyboard alone, with focus kept inside and returned', async ({ page }) => {
    await openMenu(page);
    const opener = productButton(page, 'Crispy Calamari');
    await opener.focus();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);
    await page.keyboard.press('Enter');
    const dialog = itemDialog(page, 'Crispy Calamari');
    await expect(addButton(page)).toBeVisible();

    // Escape closes and gives focus back, with the menu where it was.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);

    await page.keyboard.press('Enter');
    await expect(addButton(page)).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await page.keyboard.press('Tab');
    const garlic = dialog.getByRole('radio', { name: 'Garlic aioli' });
    await expect(garlic).toBeFocused();
    await page.keyboard.press('Space');
    await expect(garlic).toBeChecked();
    await page.keyboard.press('ArrowDown');
    await expect(dialog.getByRole('radio', { name: 'Lemon mayo' })).toBeChecked();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Increase quantity' })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(dialog.getByLabel('Quantity', { exact: true })).toHaveValue('2');
    await page.keyboard.press('Tab');
    await expect(addButton(page)).toBeFocused();
    // Focus is trapped: past the last control it wraps to the first, and back.
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(addButton(page)).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(snackbar(page, 'Added to Cart')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    expect(await serverCartLines(page)).toEqual([
      { name: 'Crispy Calamari', quantity: 2, options: ['Lemon mayo'] },
    ]);
  });

  test('the open popup has no serious or critical accessibility violations', async ({ page }) => {
    await openMenu(page);
    await openItem(page, 'Flat White');
    await expect(itemDialog(page, 'Flat White')).toHaveAttribute('aria-modal', 'true');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('an item link opened cold shows the popup over the menu', async ({ page, browser }) => {
    await openMenu(page);
    const id = await itemIdByName(page, 'Crispy Calamari');
    const unavailableId = await itemIdByName(page, 'Seafood Platter for Two');
    const origin = new URL(page.url()).origin;

    // A browser that has never seen the app.
    const cold = await browser.newPage();
    await cold.goto(`${origin}/menu/${SLUG}/item/${id}?confirm=0`);
    const dialog = itemDialog(cold, 'Crispy Calamari');
    await expect(dialog).toBeVisible();
    await expect(addButton(cold)).toHaveText('Add to cart · $19.00');
    await expect(cold.locator('article').first()).toBeAttached();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(cold).toHaveURL(`${origin}/menu/${SLUG}?confirm=0`);
    await expect(productButton(cold, 'Crispy Calamari')).toBeVisible();

    // An item that can't be ordered says why and offers no Add.
    await cold.goto(`${origin}/menu/${SLUG}/item/${unavailableId}?confirm=0`);
    const platter = itemDialog(cold, 'Seafood Platter for Two');
    await expect(platter.getByText('Back tomorrow')).toBeVisible();
    await expect(addButton(cold)).toHaveCount(0);
    await cold.close();
  });
});
