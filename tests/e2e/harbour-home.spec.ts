// Harbour Street's home (spec 3 §2): a multi-store brand's blocks, an embed shown only as a link
// (nocontent), and an order button that opens the locations.
import { expect, test } from './support/test';
import { seriousViolations } from './support/shell';

test.describe('harbour home page', () => {
  test('shows its own blocks; the nocontent embed opens in its embedded view', async ({ page }) => {
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Harbour Street Noodle Bar' }),
    ).toBeVisible();
    const types = await page
      .locator('[data-block-type]')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-block-type')));
    expect(types).toEqual([
      'welcome',
      'place_order',
      'announcements',
      'embed_link',
      'account',
      'share',
      'google_review',
      'app_download',
    ]);
    await expect(page.getByRole('heading', { name: 'Fremantle is coming' })).toBeVisible();

    const embed = page.locator('[data-block-type="embed_link"]');
    await expect(embed.getByText('hand every morning')).toHaveCount(0);
    await embed.getByRole('link', { name: 'Open: About Harbour Street' }).click();
    await expect(page).toHaveURL(/\/home\/embed\/\d+$/);
    await expect(page.getByText('Our noodles are pulled by hand every morning')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Place an Order' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Back to Home' }).click();

    await page.getByRole('link', { name: 'Order now' }).click();
    await expect(page).toHaveURL(/\/(locations|menu\/harbour-[a-z-]+)$/);
  });
});
