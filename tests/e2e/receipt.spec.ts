// The receipt after a guest's order: axe, its live
// status following the kitchen's moves while the page is open (the operator console beside the
// e2e server, server/operator/console.ts; the order's live channel brings the move), and the
// receipt opening offline from the same device once seen. Runs on the checkout journeys' server,
// at noon in the store.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/test';
import { RECEIPT_REFRESH_MS } from '../../src/domain/cartMessages';
import { fillCard, receiptId, toast, toGuestCheckout } from './support/checkout';
import { waitForServiceWorker } from './support/lifecycle';
import { operatorHeaders, operatorOrigin } from './support/operator';
import { installStoreClock } from './support/storeClock';

test.beforeEach(({ page }) => installStoreClock(page));

test('the receipt follows the kitchen, passes axe and opens offline once seen', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await toGuestCheckout(page);
  await fillCard(page, { number: '4111 1111 1111 1111' });
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(toast(page, 'Thank you for your order')).toBeVisible();
  const id = await receiptId(page);
  const statusLine = page.locator('.receipt__status');
  const heading = page.getByRole('heading', { level: 1, name: /^Order (?!not found$)\S+/ });
  await expect(heading).toBeVisible();
  await expect(statusLine).not.toBeEmpty();
  const placedLabel = (await statusLine.textContent()) ?? '';
  expect(placedLabel).not.toBe('');

  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(serious).toEqual([]);

  const moved = await request.post(`${operatorOrigin(baseURL!)}/orders/${id}/status`, {
    data: { status: 'ready' },
    headers: operatorHeaders(),
  });
  expect(await moved.json()).toMatchObject({ ok: true, to: 'ready' });
  // The order's live channel shows the kitchen's move without waiting for the 15 s
  // refresh, which stays as the fallback (src/features/receipt/useReceiptRefresh.test.tsx).
  await expect(statusLine).toHaveText('Ready for pickup', { timeout: RECEIPT_REFRESH_MS / 5 });

  await waitForServiceWorker(page);
  await context.setOffline(true);
  await page.reload();
  await expect(heading).toBeVisible();
  await expect(statusLine).toHaveText('Ready for pickup');
  await expect(page.getByRole('region', { name: 'Items' })).toContainText('Flat White');
  await context.setOffline(false);
});
