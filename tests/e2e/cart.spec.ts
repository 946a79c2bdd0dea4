// The cart screen (spec 2 §2.1): reached from the header's cart badge, quantity
// editors with the removal confirmation, the summary, the proceed popup by keyboard, the cart
// offline as last seen, Cancel Order, and axe.
import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { addButton, cartLink, itemDialog, openItem } from './support/cart';
import { seriousViolations } from './support/shell';
import { installStoreClock } from './support/storeClock';

// Dine-in ordering needs the store open: the page and the server run at noon in the store.
test.beforeEach(({ page }) => installStoreClock(page));

/** A table link gives a complete choice (dine-in, table 12) once the popup's Set is pressed. */
const MENU_WITH_TABLE = '/menu/fig-and-olive?table=12';

function line(page: Page, name: string) {
  return page
    .getByRole('list', { name: 'Items in your cart' })
    .getByRole('listitem')
    .filter({ has: page.getByText(name, { exact: true }) });
}

function quantityOf(page: Page, name: string) {
  return line(page, name).locator('output');
}

async function add(page: Page, name: string, option?: string) {
  await openItem(page, name);
  if (option !== undefined)
    await itemDialog(page, name).getByRole('radio', { name: option }).check();
  await addButton(page).click();
  await expect(itemDialog(page, name)).toBeHidden();
}

test('from the badge to the cart: quantities, removal, offline, Cancel Order', async ({
  page,
  context,
}) => {
  // A long journey (two adds, four cart changes, a reload offline): 30 s is too tight on a
  // loaded machine.
  test.setTimeout(90_000);
  await page.goto(MENU_WITH_TABLE);
  const popup = page.getByRole('dialog', { name: 'How would you like your order?' });
  await popup.getByRole('button', { name: 'Set' }).click();
  await expect(popup).toBeHidden();

  await add(page, 'Flat White');
  await add(page, 'Crispy Calamari', 'Tartare');
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 2 items');

  // The badge opens the cart, not Home.
  await cartLink(page).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('heading', { name: 'Your cart' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your order' })).toContainText('Table 12');
  await expect(quantityOf(page, 'Flat White')).toHaveText('1');
  await expect(page.getByText('Products total')).toBeVisible();
  const total = page.locator('.cart-summary__row--total dd');
  const before = await total.textContent();

  await line(page, 'Flat White')
    .getByRole('button', { name: /^Increase/ })
    .click();
  await expect(quantityOf(page, 'Flat White')).toHaveText('2');
  await expect(total).not.toHaveText(before ?? '');

  // 0 asks first; Keep leaves the line, Remove takes it out.
  const decrease = line(page, 'Crispy Calamari').getByRole('button', { name: /^Decrease/ });
  await decrease.click();
  const confirm = page.getByRole('dialog', { name: 'Remove Crispy Calamari from your cart?' });
  await confirm.getByRole('button', { name: 'Keep' }).click();
  await expect(confirm).toBeHidden();
  await expect(quantityOf(page, 'Crispy Calamari')).toHaveText('1');
  await decrease.click();
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(line(page, 'Crispy Calamari')).toHaveCount(0);
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 2 items');

  expect(await seriousViolations(page)).toEqual([]);

  // Keyboard: Tab reaches Proceed to Checkout; Enter opens the proceed popup; Escape closes it.
  const proceed = page.getByRole('button', { name: 'Proceed to Checkout' });
  await page.locator('body').focus();
  for (let i = 0; i < 60 && !(await proceed.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(proceed).toBeFocused();
  await page.keyboard.press('Enter');
  const signin = page.getByRole('dialog', { name: 'Account Signin' });
  await expect(signin.getByRole('button', { name: 'Continue as Guest' })).toBeVisible();
  await expect(signin.getByRole('button', { name: 'Sign in with Apple' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(signin).toBeHidden();

  // Offline, the cart opens from what was last known under the shell's one offline notice: no
  // 'connection required' box in the middle of it.
  await context.setOffline(true);
  await page.reload();
  await expect(quantityOf(page, 'Flat White')).toHaveText('2');
  await expect(
    page.getByRole('banner').getByRole('status').filter({ hasText: 'Offline' }),
  ).toBeVisible();
  await expect(page.getByText('An internet connection is required.')).toHaveCount(0);
  await context.setOffline(false);

  // Cancel Order asks, then empties the cart.
  await page.getByRole('button', { name: 'Cancel Order' }).click();
  const cancel = page.getByRole('dialog', { name: /Cancel this order\?/ });
  await cancel.getByRole('button', { name: 'Cancel Order' }).click();
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: /^Cart, / })).toHaveCount(0);
});
