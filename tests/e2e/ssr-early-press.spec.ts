// A press on a server-rendered page before its code has run: index.html's early-press
// script keeps it, and the app presses it again once it has taken over the page
// (src/app/ssr/replayEarlyPress.ts). The app's entry script is held back so the press surely
// comes first, as on a slow phone. The home is the page for it: a cold menu arrives with its
// fulfilment sheet over the cards, its controls disabled until the page has hydrated.
import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { holdAppScript, watchPage } from './support/hydrationWatch';

const WELCOME = 'Welcome to Fremantle Fig & Olive';

/** The home as the server sends it, its code held back until `release()`. */
async function openHomeWithoutCode(page: Page) {
  const app = await holdAppScript(page);
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1, name: WELCOME })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.dataset.app)).toBeUndefined();
  return app;
}

const shareBlock = (page: Page) => page.locator('[data-block-type="share"]');
const mainMenu = (page: Page) => page.getByRole('button', { name: 'Main menu' });

test.beforeEach(async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // A browser without a share sheet, whatever this one has (as home.spec.ts): Copy link.
  await page.addInitScript(() => {
    Reflect.deleteProperty(Navigator.prototype, 'share');
    Reflect.deleteProperty(Navigator.prototype, 'canShare');
  });
});

test('Copy link pressed before the app runs copies the link once the app takes over', async ({
  page,
}) => {
  const errors = await watchPage(page);
  const app = await openHomeWithoutCode(page);
  await shareBlock(page).getByRole('button', { name: 'Copy link' }).click();

  app.release();
  await expect(shareBlock(page).getByRole('status')).toHaveText('Link copied');
  const origin = new URL(page.url()).origin;
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${origin}/`);
  expect(errors).toEqual([]);
});

test('Enter on the focused main menu button before the app runs opens the menu, as the keyboard does', async ({
  page,
}) => {
  const app = await openHomeWithoutCode(page);
  await mainMenu(page).focus();
  await page.keyboard.press('Enter');

  app.release();
  // Opened from the keyboard: focus on its first link; Escape gives it back to the button.
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link').first()).toBeFocused();
  await expect(mainMenu(page)).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(nav).toBeHidden();
  await expect(mainMenu(page)).toBeFocused();
});
