/**
 * An update deployed while the app is open, spec 1 §8's Upgrade rows, and the kiosk's 'a new build
 * is picked up at the next idle moment'. Two servers of the spec's own, started together (each
 * seeds a database, which takes seconds): one serves a copy of the harness's demo build and has a
 * second build (BUILD_ID=e2e-v2) deployed into it while the app is open; the other's app_releases
 * row requires a newer app than the build (DOCKET_MIN_APP_VERSION).
 */
import { rmSync } from 'node:fs';
import { expect, test } from './support/test';
import { REFRESH_NOW, UPDATE_AVAILABLE, UPDATE_REQUIRED_WEB } from '../../src/domain/messages';
import { countResets, customer, kioskIdle, resetsSoFar } from './support/kiosk';
import {
  buildDemoVersion,
  buildIdOf,
  checkForUpdate,
  copyBuild,
  DEMO_DIST,
  startSite,
  waitForServiceWorker,
  type Site,
} from './support/lifecycle';

const V2 = 'e2e-v2';
let v2Dir = '';
let deploying: Site;
let requiring: Site;

test.beforeAll(async () => {
  // A build and two servers seeding at once: minutes on a loaded machine (startSite waits 4).
  test.setTimeout(300_000);
  [v2Dir, deploying, requiring] = await Promise.all([
    buildDemoVersion(V2),
    startSite(copyBuild(DEMO_DIST)),
    startSite(DEMO_DIST, { DOCKET_MIN_APP_VERSION: '99.0.0' }),
  ]);
});

test.afterAll(async () => {
  await Promise.all([deploying?.stop(), requiring?.stop()]);
  for (const dir of [deploying?.dir, v2Dir]) if (dir) rmSync(dir, { recursive: true, force: true });
});

// Every journey on the deploying server starts from version 1 (a fresh context has no worker).
test.beforeEach(() => deploying.deploy(DEMO_DIST));

test('an update deployed while the app is open shows Refresh Now, and clicking it loads the new version', async ({
  page,
  context,
}) => {
  // The pages' clock (both tabs): the optional snackbar's 10 s run on it.
  await context.clock.install();
  await page.goto(`${deploying.url}/`);
  await waitForServiceWorker(page);
  const v1 = await buildIdOf(page);
  expect(v1).toBeTruthy();
  expect(v1).not.toBe(V2);

  deploying.deploy(v2Dir);
  await checkForUpdate(page);

  const snackbar = page.getByRole('status').filter({ hasText: UPDATE_AVAILABLE });
  await expect(snackbar).toBeVisible();
  // Nothing changes behind the customer's back: the old version runs until they choose.
  expect(await buildIdOf(page)).toBe(v1);

  // A second tab opened now finds the new version already waiting and offers it too.
  const other = await context.newPage();
  // When the snackbar comes and goes, on that page's clock (the test only sees it later).
  await other.addInitScript((text) => {
    const seen = window as Window & { offeredAt?: number; hiddenAt?: number };
    new MutationObserver(() => {
      const shown = document.body?.textContent?.includes(text) ?? false;
      if (shown) seen.offeredAt ??= performance.now();
      else if (seen.offeredAt !== undefined) seen.hiddenAt ??= performance.now();
    }).observe(document, { subtree: true, childList: true, characterData: true });
  }, UPDATE_AVAILABLE);
  await other.goto(`${deploying.url}/`);
  const otherSnackbar = other.getByRole('status').filter({ hasText: UPDATE_AVAILABLE });
  await expect(otherSnackbar).toBeVisible();
  // Let it settle: Chromium hands control to a new worker only once the old one has no requests
  // in flight, so a takeover asked for while another tab is still loading can be held up.
  await other.waitForLoadState('networkidle');

  await snackbar.getByRole('button', { name: REFRESH_NOW }).click();
  await expect(page.locator('html')).toHaveAttribute('data-build', V2);
  // The new version's service worker controls the page and nothing is waiting any more.
  expect(
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return {
        controlled: navigator.serviceWorker.controller !== null,
        waiting: registration?.waiting ?? null,
      };
    }),
  ).toEqual({ controlled: true, waiting: null });
  await expect(page.getByText(UPDATE_AVAILABLE)).toHaveCount(0);

  // The optional 'Update available...' snackbar hides by itself after 10 s (spec 1 §9).
  await other.clock.runFor(10_000);
  await expect(otherSnackbar).toBeHidden();
  const { offeredAt, hiddenAt } = await other.evaluate(() => {
    const seen = window as Window & { offeredAt?: number; hiddenAt?: number };
    return { offeredAt: seen.offeredAt ?? NaN, hiddenAt: seen.hiddenAt ?? NaN };
  });
  expect(hiddenAt - offeredAt).toBeGreaterThan(8_500);
});

test("the server's Upgrade Required stays with Refresh Now, which reloads", async ({ page }) => {
  await page.clock.install();
  await page.goto(`${requiring.url}/`);
  const snackbar = page.getByRole('alert').filter({ hasText: UPDATE_REQUIRED_WEB });
  await expect(snackbar).toBeVisible();
  await expect(snackbar.getByRole('button', { name: REFRESH_NOW })).toBeEnabled();
  // It is not the optional snackbar: no timer takes it away, not even in twice its 10 s.
  await page.clock.runFor(20_000);
  await expect(snackbar).toBeVisible();

  await page.evaluate(() => {
    (window as Window & { beforeRefresh?: boolean }).beforeRefresh = true;
  });
  await Promise.all([
    page.waitForEvent('load'),
    snackbar.getByRole('button', { name: REFRESH_NOW }).click(),
  ]);
  expect(
    await page.evaluate(() => (window as Window & { beforeRefresh?: boolean }).beforeRefresh),
  ).toBeUndefined();
  // The server still requires a newer app than this build, so it asks again.
  await expect(snackbar).toBeVisible();
});

test('a kiosk picks up a new build at the next idle moment, not while someone is ordering', async ({
  page,
}) => {
  await page.clock.install();
  await kioskIdle(page, 1_500);
  await countResets(page);
  await page.goto(`${deploying.url}/menu/fig-and-olive`);
  await customer(page, true);
  await waitForServiceWorker(page);
  const v1 = await buildIdOf(page);

  // A customer is ordering when the new build arrives.
  deploying.deploy(v2Dir);
  await checkForUpdate(page);
  await expect(page.getByRole('status').filter({ hasText: UPDATE_AVAILABLE })).toBeVisible();
  // Longer than the idle period, on the page's clock: the touches keep the reset away.
  await page.clock.runFor(2_500);
  expect(await buildIdOf(page)).toBe(v1);
  expect(await resetsSoFar(page)).toBe(0);

  // They leave: at the idle moment the guest state is cleared and the new build loads.
  await customer(page, false);
  await page.clock.runFor(1_500);
  await expect(page.locator('html')).toHaveAttribute('data-build', V2, { timeout: 20_000 });
});
