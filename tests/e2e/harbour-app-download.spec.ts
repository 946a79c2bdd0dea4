// The locations screen's download-app button (spec 1 §2.3 'A download-app button may show', §6
// 'the web on non-iOS shows an app-download button when one is available'): the harbour brand
// turns it on (features.locationsAppDownload) with its store listing in links.android.
import { expect, test } from './support/test';
import { seriousViolations } from './support/shell';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

test('the web on a non-iOS device links to the app store listing', async ({ page }) => {
  await page.goto('/locations');
  const download = page.getByRole('link', { name: 'Download the app (opens in a new tab)' });
  await expect(download).toHaveAttribute(
    'href',
    'https://play.google.com/store/apps/details?id=au.example.harbourstreet',
  );
  await expect(download).toHaveAttribute('target', '_blank');
  expect(await seriousViolations(page)).toEqual([]);
});

test('iOS is not offered it', async ({ browser }) => {
  const context = await browser.newContext({ userAgent: IPHONE });
  const page = await context.newPage();
  await page.goto('/locations');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Locations' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Download the app/ })).toHaveCount(0);
  await context.close();
});
