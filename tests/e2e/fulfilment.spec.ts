// Choosing how and when an order is fulfilled (spec 1 §2.4–§2.6, §4, §5): the fulfilment popup,
// the delivery address with the sandbox maps provider, slots and the preparation view.
import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { expect, test } from './support/test';

const MENU_PATH = '/menu/fig-and-olive';
const STORE_ZONE = 'Australia/Perth';

/** The store's date `days` from today, as the app shows days: 'Wed 26 Nov'. */
function storeDay(days: number): string {
  const at = new Date(Date.now() + days * 86_400_000);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-AU', {
      timeZone: STORE_ZONE,
      weekday: 'short',
      day: 'numeric',
      month: 'short',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.weekday} ${parts.day} ${parts.month}`;
}

async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  const results = await (include ? builder.include(include) : builder).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

function popup(page: Page) {
  return page.getByRole('dialog', { name: 'How would you like your order?' });
}

function summary(page: Page) {
  return page.getByRole('region', { name: 'Your order' });
}

test.describe('fulfilment', () => {
  test('a table link opens the popup on dine-in with that table', async ({ page }) => {
    await page.goto(`${MENU_PATH}?table=12`);
    const dialog = popup(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('tab', { name: 'Dine-in' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(dialog.getByRole('textbox', { name: 'Table' })).toHaveValue('12');
    await dialog.getByRole('button', { name: 'Set' }).click();
    await expect(dialog).toBeHidden();
    await expect(summary(page)).toContainText('Dine-in · Table 12');
  });

  test('a fresh link with a new table reopens the popup on that table', async ({ page }) => {
    await page.goto(`${MENU_PATH}?table=12`);
    const dialog = popup(page);
    await dialog.getByRole('button', { name: 'Set' }).click();
    await expect(summary(page)).toContainText('Dine-in · Table 12');
    // A table code scanned or followed in the app: a new link to the same menu.
    await page.evaluate(() => {
      history.pushState(
        { key: 'scanned-14', usr: null, idx: 1 },
        '',
        '/menu/fig-and-olive?table=14',
      );
      dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
    });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Table' })).toHaveValue('14');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(summary(page)).toContainText('Dine-in · Table 14');
  });

  test('delivery: address from suggestions, then a slot, then the menu', async ({ page }) => {
    await page.goto(MENU_PATH);
    const dialog = popup(page);
    await dialog.getByRole('tab', { name: 'Delivery' }).click();
    await expect(
      dialog.getByText('Specify your delivery address to see available delivery slots.'),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Set' }).click();
    await expect(dialog).toBeHidden();

    // The preparation view: the address first.
    await expect(page.getByRole('heading', { name: 'Delivery', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Delivery Slot' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Skip Address' })).toBeVisible();
    const search = page.getByRole('combobox', { name: 'Search for your address' });

    await search.fill('12 South T');
    await expect(page.getByRole('option', { name: /12 South Terrace Fremantle/ })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // Outside the delivery area: the server says no.
    await search.fill('5 Rokeby Rd');
    await page.getByRole('option', { name: /5 Rokeby Road Subiaco/ }).click();
    await expect(page.getByRole('alert')).toContainText('we don’t deliver to Subiaco 6008');

    // No street number: manual entry with the spec's words.
    await search.fill('South Terrace');
    await page.getByRole('option', { name: /^South Terrace Fremantle/ }).click();
    await expect(
      page.getByText('Error confirming street address, please enter it manually'),
    ).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Postcode' })).toHaveValue('6160');
    await page.getByRole('button', { name: 'Search instead' }).click();

    await page.getByRole('combobox', { name: 'Search for your address' }).fill('12 South Tce');
    await page.getByRole('option', { name: /12 South Terrace Fremantle/ }).click();
    await expect(page.getByText('12 South Terrace, Fremantle, WA, 6160, Australia')).toBeVisible();

    // Slots for the address: tomorrow's 12:00 slot is almost full in the seed.
    const tomorrow = storeDay(1);
    await page.getByRole('radio', { name: tomorrow }).check();
    const noon = page.getByRole('radio', { name: /^12:00 pm – 12:30 pm/ });
    await expect(noon).toBeVisible();
    await expect(page.locator('.fulfilment-entry', { has: noon })).toContainText('Almost full');
    await noon.check();
    await page.getByRole('button', { name: 'Proceed to Menu' }).click();

    await expect(summary(page)).toContainText(`Delivery · ${tomorrow} · 12:00 pm – 12:30 pm`);
    await expect(page.getByRole('button', { name: 'Proceed to Menu' })).toBeHidden();
  });

  test('pickup for tomorrow at 12:05 clears ASAP', async ({ page }) => {
    await page.goto(MENU_PATH);
    const dialog = popup(page);
    await dialog.getByRole('tab', { name: 'Pickup' }).click();
    const asap = dialog.getByRole('checkbox', { name: /ASAP/ });
    // ASAP is offered only while the store can still make an order today.
    if (await asap.isEnabled()) {
      await asap.check();
      await expect(asap).toBeChecked();
      await expect(asap.locator('..')).toContainText(/Approx \d{1,2}:\d{2} [ap]m/);
    } else {
      await expect(asap.locator('..')).toContainText('Unavailable today');
    }
    await expect(dialog.getByRole('group', { name: 'Choose a day/time' })).toBeVisible();
    const tomorrow = storeDay(1);
    await dialog.getByRole('combobox', { name: 'Day' }).selectOption({ label: tomorrow });
    await dialog.getByRole('combobox', { name: 'Time' }).selectOption({ label: '12:05 pm' });
    await expect(asap).not.toBeChecked();
    await dialog.getByRole('button', { name: 'Set' }).click();
    await expect(dialog).toBeHidden();
    await expect(summary(page)).toContainText(`Pickup · ${tomorrow}, 12:05 pm`);
  });

  test('closing without a type says it is required and reopens', async ({ page }) => {
    await page.goto(MENU_PATH);
    const dialog = popup(page);
    await expect(
      dialog.getByText(/^Choose a fulfilment type above: Pickup, Delivery, .* or Kerbside$/),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByText('Fulfilment type is required')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(dialog).toBeVisible();
    // Tapping outside does not close it.
    await page.mouse.click(5, 5);
    await expect(dialog).toBeVisible();
  });

  test('the popup has no serious accessibility problems', async ({ page }) => {
    await page.goto(MENU_PATH);
    const dialog = popup(page);
    await dialog.getByRole('tab', { name: 'Booking' }).click();
    await expect(dialog.getByRole('group', { name: 'Booking Date & Time' })).toBeVisible();
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await dialog.getByRole('tab', { name: 'Catering' }).click();
    await expect(dialog.getByRole('group', { name: 'Delivery Location' })).toBeVisible();
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  });

  test('tabs and Set work by keyboard alone', async ({ page }) => {
    await page.goto(MENU_PATH);
    const dialog = popup(page);
    await expect(dialog).toBeVisible();
    // Tab to the first type, then arrows move along the tabs.
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Tab');
      if (
        await dialog
          .getByRole('tab', { name: 'Pickup' })
          .evaluate((el) => el === document.activeElement)
      )
        break;
    }
    await expect(dialog.getByRole('tab', { name: 'Pickup' })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    const dineIn = dialog.getByRole('tab', { name: 'Dine-in' });
    await expect(dineIn).toBeFocused();
    await expect(dineIn).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('textbox', { name: 'Table' })).toBeFocused();
    await page.keyboard.type(' 7b ');
    const set = dialog.getByRole('button', { name: 'Set' });
    for (let i = 0; i < 6 && !(await set.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('Tab');
    }
    await expect(set).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(summary(page)).toContainText('Dine-in · Table 7B');
  });
});
