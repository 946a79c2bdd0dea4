// An exception thrown in a route shows 'Something went wrong' (spec 3 §2
// Shell), never a blank screen, and Clear Session recovers. /__crash throws only while
// localStorage 'docket:crash-test' is '1' (src/features/info/CrashTest.tsx).
import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectAScreen, holdMember, readCustomerId, seriousViolations } from './support/shell';

const CRASH_TEST_KEY = 'docket:crash-test';

async function crash(page: Page) {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate((key) => localStorage.setItem(key, '1'), CRASH_TEST_KEY);
  await page.goto('/__crash?table=4');
  await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
}

test('without the test flag /__crash is just an unknown path', async ({ page }) => {
  await page.goto('/__crash');
  await expect(page).toHaveURL(/\/$/);
  await expectAScreen(page);
});

test('a route that throws shows the crash screen inside the shell', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await crash(page);

  // The header stays, so the customer can still navigate away.
  await expect(page.getByRole('banner').getByRole('button', { name: 'Main menu' })).toBeVisible();
  const main = page.getByRole('main');
  for (const name of ['Try again', 'Clear Session', 'Logout']) {
    await expect(main.getByRole('button', { name })).toBeEnabled();
  }
  const report = main.getByRole('link', { name: 'Report Problem' });
  const href = (await report.getAttribute('href')) ?? '';
  expect(href.startsWith('mailto:hello%40figandolive.example?')).toBe(true);
  const body = new URL(href).searchParams.get('body') ?? '';
  expect(body).toContain('Error: Crash test: thrown on purpose by /__crash');
  expect(body).toContain('Page: /__crash?table=4');
  expect(body).toContain('Version: 3.1.23');

  await main.getByText('Details').click();
  await expect(main.getByText('Page: /__crash?table=4')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  // The boundary caught it: nothing escaped to the window.
  expect(errors).toEqual([]);
});

test('Clear Session drops the session and recovers to a working page', async ({ page }) => {
  await page.goto('/about');
  await holdMember(page);
  await crash(page);
  expect(await readCustomerId(page)).toBe(42);

  await page.getByRole('button', { name: 'Clear Session' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expectAScreen(page);
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
  expect(await readCustomerId(page)).toBe(0);

  // The app works: the menu opens and navigation goes on.
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('Logout signs out locally and goes to sign in', async ({ page }) => {
  await page.goto('/about');
  await holdMember(page);
  await crash(page);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expectAScreen(page);
  expect(await readCustomerId(page)).toBe(0);
});

// React DOM's chunk failing to load (a dropped connection between the HTML and its scripts): the
// app cannot draw its crash screen, so the entry says the same in plain DOM (src/app/bootFailure.ts).
const REACT_DOM_CHUNK = /\/assets\/react-dom-client-[\w-]+\.js$/;

/** Opens `path` with React DOM's chunk refused; the page's notice, its heading at `level`. */
async function openWithoutReactDom(page: Page, path: string, level: 1 | 2) {
  await page.route(REACT_DOM_CHUNK, (route) => route.abort('connectionreset'));
  await page.goto(path);
  const alert = page.getByRole('alert').filter({ hasText: 'Something went wrong' });
  await expect(alert.getByRole('heading', { level, name: 'Something went wrong' })).toBeVisible();
  const retry = alert.getByRole('button', { name: 'Try again' });
  await expect(retry).toBeFocused();
  return { alert, retry };
}

test('React DOM not loading: the page says so, Try again loads it afresh', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const { alert, retry } = await openWithoutReactDom(page, '/about', 1);
  await expect(alert).toContainText('Sorry, this page did not finish loading.');
  expect(await seriousViolations(page)).toEqual([]);
  // Answered on the page, not thrown at the window as an unhandled rejection.
  expect(errors).toEqual([]);

  await page.unroute(REACT_DOM_CHUNK);
  await retry.click();
  await expect(page.locator('html')).toHaveAttribute('data-app', 'live');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
});

test('React DOM not loading on a server-rendered menu: the menu stays readable under the news', async ({
  page,
}) => {
  const { retry } = await openWithoutReactDom(page, '/menu/fig-and-olive', 2);
  // Above the fulfilment sheet's scrim the server drew: a tap reaches it.
  await retry.click({ trial: true, timeout: 2_000 });
  await expect(page.getByRole('navigation', { name: 'Menu categories' })).toContainText('Desserts');
});
