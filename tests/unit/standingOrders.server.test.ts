/**
 * The worker's standing-order functions in-process against the real reference server: load (new
 * mode), Save (a save lacking data is refused before anything is sent; a repeated gesture makes
 * one standing order), the status switch, the delivery check with its slots, and the option
 * picker's 'Product has no options'.
 */
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StandingOrder } from '@/api/standingOrders';
import {
  PRODUCT_HAS_NO_OPTIONS,
  STANDING_ORDER_SAVE_LACKS_DATA,
} from '@/domain/standingOrderMessages';
import { captureLogs } from './support/logs';
import { startServer, type TestServer } from './support/server';
import { signInMember } from './support/signInMember';
import { workerHarness } from './support/workerHarness';

// Sunday 29 November 2026, 10 am in Perth.
const NOW = Date.UTC(2026, 10, 29, 2, 0, 0);
let server: TestServer;
captureLogs();

beforeAll(async () => {
  server = await startServer({ now: () => new Date(NOW) });
});
afterAll(async () => {
  await server.close();
});

async function memberHarness() {
  const harness = workerHarness({ origin: server.origin, now: NOW });
  const brand = await server.db
    .selectFrom('brands')
    .select('id')
    .where('code', '=', 'demo')
    .executeTakeFirstOrThrow();
  const customerId = await signInMember(server, harness, {
    brandId: brand.id,
    name: 'Sam',
    email: 'sam@example.com',
    now: NOW,
  });
  return { ...harness, customerId };
}

/** A paused pickup order for 2 of the first product on Mondays, from a new-mode answer. */
function pickupOrder(order: StandingOrder): StandingOrder {
  const [first, ...rest] = order.items;
  return {
    ...order,
    fulfilment_type: 'pickup',
    fulfilment_time: '07:30',
    status: 0,
    items: [{ ...first!, qty_mon: 2 }, ...rest],
  };
}

const savedCount = (customerId: number) =>
  server.db
    .selectFrom('standing_orders')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('customer_id', '=', customerId)
    .executeTakeFirstOrThrow()
    .then((row) => Number(row.count));

describe('standing orders in the worker', () => {
  it("loads a new one at the member's first store, with its products", async () => {
    const { api } = await memberHarness();
    const answer = await api.loadStandingOrder({ storeId: 0, standingOrderId: 0 });
    if (!answer.ok) throw new Error(answer.error.message);
    expect(answer.data.standing_order).toMatchObject({ id: 0, fulfilment_type: '' });
    expect(answer.data.stores.map((store) => store.name)).toContain('Fremantle Fig & Olive');
    expect(answer.data.standing_order.items.length).toBeGreaterThan(0);
  });

  it('refuses a save with no fulfilment type before sending anything', async () => {
    const { api, requests } = await memberHarness();
    const answer = await api.loadStandingOrder({ storeId: 0, standingOrderId: 0 });
    if (!answer.ok) throw new Error(answer.error.message);
    const sent = requests.length;
    expect(
      await api.saveStandingOrder({
        order: answer.data.standing_order,
        delivery: null,
        requestId: 'no-type',
      }),
    ).toEqual({
      ok: false,
      error: { code: 'invalid-request', message: STANDING_ORDER_SAVE_LACKS_DATA },
    });
    expect(requests).toHaveLength(sent);
  });

  it('saves once per gesture, and the switch saves the status at once', async () => {
    const { api, customerId } = await memberHarness();
    const loaded = await api.loadStandingOrder({ storeId: 0, standingOrderId: 0 });
    if (!loaded.ok) throw new Error(loaded.error.message);
    const order = pickupOrder(loaded.data.standing_order);
    const input = { order, delivery: null, requestId: 'save-tap-1' };
    const first = await api.saveStandingOrder(input);
    const again = await api.saveStandingOrder(input);
    if (!first.ok) throw new Error(first.error.message);
    expect(first.data.message).toBe('Standing Order Saved (Paused)');
    expect(again).toEqual(first);
    expect(await savedCount(customerId)).toBe(1);
    const saved = first.data.standing_order;
    expect(saved.id).toBeGreaterThan(0);
    expect(saved.items.find((item) => item.qty_mon === 2)).toBeDefined();

    // Active needs a means of payment at this store: the member has none.
    const active = await api.setStandingOrderStatus({
      order: saved,
      delivery: null,
      requestId: 'switch-1',
      status: 1,
    });
    expect(active.ok).toBe(false);
    const paused = await api.setStandingOrderStatus({
      order: saved,
      delivery: null,
      requestId: 'switch-2',
      status: 0,
    });
    expect(paused).toMatchObject({ ok: true, data: { message: 'Standing Order Paused' } });
  });

  it('checks a delivery address with the store and answers its slots', async () => {
    const { api } = await memberHarness();
    const loaded = await api.loadStandingOrder({ storeId: 0, standingOrderId: 0 });
    if (!loaded.ok) throw new Error(loaded.error.message);
    const store = loaded.data.stores[0]!;
    const answer = await api.checkStandingOrderAddress({
      storeId: store.id,
      menuId: store.menu_id,
      address: {
        delivery_address1: '1 High Street',
        delivery_city: 'Fremantle',
        delivery_state: 'WA',
        delivery_postcode: '6160',
        delivery_country: 'Australia',
      },
    });
    expect(answer).toMatchObject({
      ok: true,
      data: { delivery_validated: 1, delivery_postcode: '6160' },
    });
    if (answer.ok) expect(answer.data.delivery_postcode_id).toBeGreaterThan(0);
  });

  it("answers 'Product has no options' for a product without any", async () => {
    const { api } = await memberHarness();
    const loaded = await api.loadStandingOrder({ storeId: 0, standingOrderId: 0 });
    if (!loaded.ok) throw new Error(loaded.error.message);
    const plain = loaded.data.standing_order.items.find((item) => item.options_available === 0)!;
    const withOptions = loaded.data.standing_order.items.find(
      (item) => item.options_available === 1,
    )!;
    expect(await api.loadStandingOrderOptions({ menuItemId: plain.menu_item_id })).toEqual({
      ok: false,
      error: { code: 'not-found', message: PRODUCT_HAS_NO_OPTIONS },
    });
    const options = await api.loadStandingOrderOptions({ menuItemId: withOptions.menu_item_id });
    expect(options.ok && options.data.options.length).toBeGreaterThan(0);
  });
});
