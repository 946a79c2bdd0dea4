/**
 * The worker's order-list, feedback and rewards functions, in-process against the real reference
 * server, writing fake-indexeddb: loadOrderHistory keeps the member's list for that member (so it
 * opens offline), sendFeedback checks the ratings before sending, loadRewards reads the flag.
 */
import 'fake-indexeddb/auto';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readAppState } from '@worker/db/appState';
import { queryOrderHistory } from '@worker/db/queries';
import { FEEDBACK_ERROR, FEEDBACK_RATE_PROMPT } from '@/domain/feedback';
import { captureLogs } from './support/logs';
import { startServer, type TestServer } from './support/server';
import { signInMember } from './support/signInMember';
import { workerHarness } from './support/workerHarness';

const NOW = Date.UTC(2026, 10, 24, 3, 0, 0);
let server: TestServer;
captureLogs();

beforeAll(async () => {
  server = await startServer({ now: () => new Date(NOW) });
});
afterAll(async () => {
  await server.close();
});

/** A worker holding a member's session (as a sign-in leaves it) with one past order. */
async function signedInHarness() {
  const harness = workerHarness({ origin: server.origin, now: NOW });
  const store = await server.db
    .selectFrom('menus')
    .innerJoin('merchants', 'merchants.id', 'menus.merchant_id')
    .select(['menus.id as menu_id', 'merchants.id as merchant_id', 'merchants.brand_id'])
    .where('menus.slug', '=', 'fig-and-olive')
    .executeTakeFirstOrThrow();
  const customerId = await signInMember(server, harness, {
    brandId: store.brand_id,
    name: 'Ada',
    email: 'ada@example.com',
    now: NOW,
  });
  const order = await server.db
    .insertInto('orders')
    .values({
      brand_id: store.brand_id,
      merchant_id: store.merchant_id,
      menu_id: store.menu_id,
      owner: `customer:${customerId}`,
      customer_id: customerId,
      order_number: '00077',
      total_cents: 2450,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // What placing it would have written to the member's reward points ledger: $24.50, 24 points.
  await server.db
    .insertInto('reward_points')
    .values({
      brand_id: store.brand_id,
      customer_id: customerId,
      points: 24,
      reason: 'earned',
      order_id: order.id,
    })
    .execute();
  return { ...harness, customerId, orderId: order.id };
}

describe('loadOrderHistory', () => {
  it("stores the member's orders for that member, and keeps them when offline", async () => {
    const { api, db, network, customerId, orderId } = await signedInHarness();
    expect(await api.loadOrderHistory()).toEqual({ ok: true, data: { count: 1 } });
    const row = await queryOrderHistory(db, customerId);
    expect(row).toMatchObject({
      customerId,
      standingOrders: [],
      standingOrdersEnabled: true,
      rewardsEnabled: true,
      fetchedAt: NOW,
    });
    expect(row?.orders).toMatchObject([
      { id: orderId, order_number: '00077', nstatus: 1, total: 2450 },
    ]);
    // Another customer on this device never reads it.
    expect(await queryOrderHistory(db, customerId + 1)).toBeNull();

    network.online = false;
    const offline = await api.loadOrderHistory();
    expect(offline).toMatchObject({ ok: false, error: { code: 'network' } });
    expect((await queryOrderHistory(db, customerId))?.orders).toHaveLength(1);
  });

  it('asks nothing of the server for someone not signed in', async () => {
    const { api, requests } = workerHarness({ origin: server.origin, now: NOW });
    expect(await api.loadOrderHistory()).toEqual({
      ok: false,
      error: { code: 'invalid-request', message: 'Account required' },
    });
    expect(requests).toHaveLength(0);
  });
});

describe('sendFeedback and loadRewards', () => {
  it('refuses a missing rating before sending, then sends and stores the feedback', async () => {
    const { api, requests, customerId, network } = await signedInHarness();
    const missing = await api.sendFeedback({
      ease_of_use: 0,
      speed: 4,
      overall: 5,
      comments: '',
      requestId: randomUUID(),
    });
    expect(missing).toEqual({
      ok: false,
      error: { code: 'invalid-request', message: FEEDBACK_RATE_PROMPT },
    });
    expect(requests).toHaveLength(0);

    const sent = await api.sendFeedback({
      ease_of_use: 5,
      speed: 4,
      overall: 5,
      comments: 'Great',
      requestId: randomUUID(),
    });
    expect(sent).toMatchObject({ ok: true, data: { appStore: { show_download_prompt: 1 } } });
    const rows = await server.db
      .selectFrom('feedback')
      .select(['overall', 'comments'])
      .where('customer_id', '=', customerId)
      .execute();
    expect(rows).toEqual([{ overall: 5, comments: 'Great' }]);

    network.online = false;
    const failed = await api.sendFeedback({
      ease_of_use: 5,
      speed: 4,
      overall: 3,
      comments: '',
      requestId: randomUUID(),
    });
    expect(failed).toMatchObject({ ok: false, error: { code: 'network' } });
    // The page maps a network failure to the spec's words.
    expect(FEEDBACK_ERROR).toBe('Error, please try again');
  });

  it("reads the rewards with the member's points, and keeps them for that member", async () => {
    const { api, db, customerId, network } = await signedInHarness();
    const rewards = await api.loadRewards();
    expect(rewards).toMatchObject({
      ok: true,
      data: {
        enabled: true,
        points: 24,
        rewards: [
          { rewards_name: 'Free Iced Mint Tea', points_balance: 24, menu_name: 'fig-and-olive' },
          { rewards_name: '$10 off your order', points_balance: 24 },
        ],
      },
    });
    // Kept for the page to show offline as last seen, tagged with the member.
    const kept = await readAppState(db, 'rewards');
    expect(kept).toEqual({ customerId, fetchedAt: NOW, ...(rewards.ok ? rewards.data : {}) });

    // Offline the call fails and what was kept stays.
    network.online = false;
    expect((await api.loadRewards()).ok).toBe(false);
    expect(await readAppState(db, 'rewards')).toEqual(kept);
  });
});
