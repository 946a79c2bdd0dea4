// The purchase event (spec 2 §4.2 step 5: 'a purchase event is logged'), on the demo brand, whose
// analytics adapter is 'firstParty': after a sandbox card order the server holds exactly one
// purchase event for it, whose value is the total charged; and no page of the journey loads a
// third-party script. Runs on the checkout journeys' server, at noon in the store.
import type { Request } from '@playwright/test';
import { expect, test } from './support/test';
import { fillCard, receiptId, serverCall, toast, toGuestCheckout } from './support/checkout';
import { operatorHeaders, operatorOrigin } from './support/operator';
import { installStoreClock } from './support/storeClock';

type StoredEvent = { name: string; order_id: number; value_cents: number; currency: string };

const isAnalyticsEvent = (request: Request) =>
  request.method() === 'POST' &&
  new URLSearchParams(request.postData() ?? '').get('RequestAction') === 'AnalyticsEvent';

test('a sandbox card order logs one purchase event with its total; no third-party script', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  const origin = new URL(baseURL!).origin;
  const scripts: string[] = [];
  page.on('request', (sent) => {
    if (sent.resourceType() === 'script' && sent.frame() === page.mainFrame())
      scripts.push(sent.url());
  });

  // The page on the store's clock, as its server: ASAP is offered whatever the hour of the run.
  await installStoreClock(page);
  await page.goto('/');
  await toGuestCheckout(page);
  await fillCard(page, { number: '4111 1111 1111 1111' });
  // The worker sends the event on its own after the order's success: wait on that request.
  const eventSent = context.waitForEvent('requestfinished', isAnalyticsEvent);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(toast(page, 'Thank you for your order')).toBeVisible();
  const id = await receiptId(page);
  const sent = await eventSent;
  expect(new URLSearchParams(sent.postData() ?? '').get('order_id')).toBe(String(id));

  const answer = await serverCall(page, 'OrderStatusDetailed', { order_id: String(id) });
  const { order } = answer.Response as {
    order: { grand_total: number; payment: { amount: number } };
  };
  const listed = await request.get(`${operatorOrigin(baseURL!)}/analytics-events?limit=500`, {
    headers: operatorHeaders(),
  });
  expect(listed.ok()).toBe(true);
  const { events } = (await listed.json()) as { events: StoredEvent[] };
  const ours = events.filter((event) => event.order_id === id);
  expect(ours).toEqual([
    expect.objectContaining({
      name: 'purchase',
      value_cents: order.payment.amount,
      currency: 'AUD',
    }),
  ]);
  expect(order.payment.amount).toBe(order.grand_total);

  // The demo brand chose no third-party analytics: every script its pages loaded is its own.
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((url) => new URL(url).origin !== origin)).toEqual([]);
});
