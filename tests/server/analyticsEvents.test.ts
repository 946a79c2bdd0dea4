/**
 * First-party analytics (AnalyticsEvent, not a spec call; server/analytics/purchaseEvents.ts):
 * the purchase event of spec 2 §4.2 step 5 is stored once per placed order with the order's own
 * total, only for the caller's own order, and refused when malformed, oversized or too frequent.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS, TOO_MANY_REQUESTS } from '../../server/http/rateLimits';
import { listAnalyticsEvents } from '../../server/analytics/purchaseEvents';
import { MESSAGES } from '../../server/protocol/messages';
import { checkoutSuite, submitter, teaCart } from './checkoutHelpers';
import { newSession, teaSuite } from './cartHelpers';
import { backends, DEMO, HARBOUR } from './helpers';

const purchase = (orderId: number, requestId = randomUUID()) => ({
  event: 'purchase',
  order_id: String(orderId),
  request_id: requestId,
});

describe.each(backends)('AnalyticsEvent ($name)', (backend) => {
  const suite = checkoutSuite(backend);

  /** A guest's placed order of `quantity` teas, and the guest's call options. */
  async function placedOrder(quantity = 2) {
    const client = await teaCart(suite, quantity);
    const submit = submitter(suite, client);
    const placed = await submit.ok('0');
    expect(placed.order_id).toBeGreaterThan(0);
    return { placed, options: client.options };
  }

  const eventsOf = async (orderId: number) =>
    (await listAnalyticsEvents(suite.server.db, 500)).filter((event) => event.order_id === orderId);

  it("stores one purchase event with the order's total, currency and lines", async () => {
    const { placed, options } = await placedOrder(2);
    expect(await suite.server.ok('AnalyticsEvent', purchase(placed.order_id), options)).toEqual({
      stored: 1,
    });
    const [event, ...others] = await eventsOf(placed.order_id);
    expect(others).toEqual([]);
    expect(event).toMatchObject({
      brand: 'demo',
      name: 'purchase',
      value_cents: placed.order_total,
      currency: 'AUD',
      items: [{ name: 'Iced Mint Tea', quantity: 2 }],
    });
  });

  it('stores it once: a repeat of the call, and another call for the same order', async () => {
    const { placed, options } = await placedOrder(1);
    const requestId = randomUUID();
    await suite.server.ok('AnalyticsEvent', purchase(placed.order_id, requestId), options);
    expect(
      await suite.server.ok('AnalyticsEvent', purchase(placed.order_id, requestId), options),
    ).toEqual({ stored: 1 });
    expect(await suite.server.ok('AnalyticsEvent', purchase(placed.order_id), options)).toEqual({
      stored: 0,
    });
    expect(await eventsOf(placed.order_id)).toHaveLength(1);
  });

  it("refuses another session's order, an unknown order and a malformed call", async () => {
    const { placed } = await placedOrder(1);
    const stranger = { token: DEMO.token, sid: await newSession(suite.server) };
    const refusals: [Record<string, string>, string][] = [
      [purchase(placed.order_id), MESSAGES.orderNotFound],
      [purchase(999_999), MESSAGES.orderNotFound],
      [{ ...purchase(placed.order_id), order_id: 'abc' }, MESSAGES.orderNotFound],
      [{ ...purchase(placed.order_id), event: 'page_view' }, MESSAGES.invalidAnalyticsEvent],
      [{ event: 'purchase', order_id: String(placed.order_id) }, MESSAGES.requestIdRequired],
    ];
    for (const [fields, message] of refusals) {
      expect(await suite.server.failure('AnalyticsEvent', fields, stranger)).toEqual({
        code: 'ERROR',
        message,
      });
    }
    expect(await eventsOf(placed.order_id)).toEqual([]);
  });

  it('refuses an oversized event before anything is read', async () => {
    const { placed, options } = await placedOrder(1);
    const { message } = await suite.server.failure(
      'AnalyticsEvent',
      { ...purchase(placed.order_id), event: 'purchase'.padEnd(33, 'x') },
      options,
    );
    expect(message).not.toBe(MESSAGES.invalidAnalyticsEvent);
    expect(await eventsOf(placed.order_id)).toEqual([]);
  });

  it('refuses on a brand that has not chosen first-party analytics', async () => {
    const harbour = { token: HARBOUR.token, sid: await newSession(suite.server, HARBOUR.token) };
    expect(await suite.server.failure('AnalyticsEvent', purchase(1), harbour)).toEqual({
      code: 'ERROR',
      message: MESSAGES.analyticsNotCollected,
    });
  });
});

describe.each(backends)('AnalyticsEvent rate limit ($name)', (backend) => {
  // Only the analytics limit is low here; the others stay at their defaults.
  const suite = teaSuite(backend, {
    rateLimits: { ...DEFAULT_RATE_LIMITS, analyticsPerSession: 3 },
  });

  it('refuses the fourth event in a minute from one session; other calls still go', async () => {
    const options = { token: DEMO.token, sid: await newSession(suite.server) };
    for (let sent = 1; sent <= 3; sent++) {
      expect(
        (await suite.server.failure('AnalyticsEvent', purchase(999_999), options)).message,
      ).toBe(MESSAGES.orderNotFound);
    }
    expect((await suite.server.failure('AnalyticsEvent', purchase(999_999), options)).message).toBe(
      TOO_MANY_REQUESTS,
    );
    await suite.server.ok('Merchant', { menu_name: DEMO.slug }, options);
    const other = { token: DEMO.token, sid: await newSession(suite.server) };
    expect((await suite.server.failure('AnalyticsEvent', purchase(999_999), other)).message).toBe(
      MESSAGES.orderNotFound,
    );
  });
});
