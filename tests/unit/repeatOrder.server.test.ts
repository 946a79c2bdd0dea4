/**
 * The worker's repeatOrder (spec 1 §4 'A repeat order goes to /checkout on success', §7 ManageCart
 * repeat_order, §8 OI1) in-process against the real reference server, writing fake-indexeddb.
 */
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryCart, queryMenu } from '@worker/db/queries';
import { ERROR_OI1 } from '@/domain/messages';
import { captureLogs } from './support/logs';
import { startServer, type TestServer } from './support/server';
import { workerHarness } from './support/workerHarness';

const SLUG = 'fig-and-olive';
const NOW = Date.UTC(2025, 0, 15, 4, 0, 0);
let server: TestServer;
captureLogs();

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

/** A loaded menu and a past order of the harness's own session with two plain items. */
async function withPastOrder() {
  const harness = workerHarness({ origin: server.origin, now: NOW });
  await harness.api.loadMenu({ slug: SLUG });
  const menu = await queryMenu(harness.db, SLUG);
  const session = await harness.db.session.get('current');
  if (!menu?.row.menu || !session) throw new Error('menu not loaded');
  const byName = (name: string) => {
    const item = menu.items.find((candidate) => candidate.name === name);
    if (!item) throw new Error(`no ${name}`);
    return item;
  };
  const brand = await server.db
    .selectFrom('merchants')
    .select('brand_id')
    .where('id', '=', menu.row.merchantId)
    .executeTakeFirstOrThrow();
  const { id } = await server.db
    .insertInto('orders')
    .values({
      brand_id: brand.brand_id,
      merchant_id: menu.row.merchantId,
      menu_id: menu.row.menu.id,
      owner: `session:${session.sid}`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await server.db
    .insertInto('order_items')
    .values(
      [
        { item: byName('Moussaka'), quantity: 2 },
        { item: byName('Garlic Pide'), quantity: 1 },
      ].map(({ item, quantity }, position) => ({
        order_id: id,
        menu_item_id: item.id,
        name: item.name,
        quantity,
        unit_price_cents: item.price,
        position,
      })),
    )
    .execute();
  return { ...harness, orderId: id };
}

describe('repeatOrder', () => {
  it('makes the past order the cart and stores the answer', async () => {
    const { api, db, orderId, requests } = await withPastOrder();
    expect(await api.repeatOrder({ slug: SLUG, orderId })).toEqual({
      ok: true,
      data: { numItems: 3 },
    });
    expect(Object.fromEntries(requests.at(-1)?.body ?? [])).toMatchObject({
      RequestAction: 'ManageCart',
      sub_action: 'repeat_order',
      order_id: String(orderId),
    });
    const cart = await queryCart(db);
    expect(cart?.slug).toBe(SLUG);
    expect(cart?.order.items.map((line) => [line.name, line.quantity])).toEqual([
      ['Moussaka', 2],
      ['Garlic Pide', 1],
    ]);
  });

  it("toasts the server's phrase for an order that is not the caller's", async () => {
    const { api, toasts } = await withPastOrder();
    const other = await withPastOrder();
    const result = await api.repeatOrder({ slug: SLUG, orderId: other.orderId });
    expect(result).toEqual({ ok: false, error: { code: 'server', message: 'Order not found' } });
    expect((await toasts()).map((toast) => [toast.message, toast.tone])).toEqual([
      ['Order not found', 'error'],
    ]);
  });

  it('toasts OI1 on a network error and leaves the cart alone', async () => {
    const { api, db, network, orderId, toasts } = await withPastOrder();
    network.online = false;
    const result = await api.repeatOrder({ slug: SLUG, orderId });
    expect(result).toEqual({ ok: false, error: { code: 'network', message: ERROR_OI1 } });
    expect((await toasts()).map((toast) => toast.message)).toEqual([ERROR_OI1]);
    expect(await queryCart(db)).toBeNull();
  });

  it('refuses before any request without a loaded menu or a real order id', async () => {
    const harness = workerHarness({ origin: server.origin, now: NOW });
    expect((await harness.api.repeatOrder({ slug: SLUG, orderId: 1 })).ok).toBe(false);
    const loaded = await withPastOrder();
    const before = loaded.requests.length;
    expect((await loaded.api.repeatOrder({ slug: SLUG, orderId: 0 })).ok).toBe(false);
    expect(loaded.requests).toHaveLength(before);
  });
});
