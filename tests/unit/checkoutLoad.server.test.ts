/**
 * loadCheckout against the real reference server: the answer's order, menu, customer and merchant
 * land in Dexie, and a session with no cart is 'No order present' (the local cart emptied).
 */
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readAppState } from '@worker/db/appState';
import { queryCart, queryCheckoutContext, queryMenu } from '@worker/db/queries';
import { captureLogs } from './support/logs';
import { startServer, type TestServer } from './support/server';
import { workerHarness } from './support/workerHarness';

const SLUG = 'fig-and-olive';
let server: TestServer;
captureLogs();

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

describe('loadCheckout on the reference server', () => {
  it('stores the cart and its menu, customer and merchant after an add', async () => {
    const { api, db } = workerHarness({ origin: server.origin, now: Date.now() });
    await api.loadMenu({ slug: SLUG });
    const item = (await queryMenu(db, SLUG))?.items.find(
      (i) => i.option_count === 0 && i.is_available === 1,
    );
    if (item === undefined) throw new Error('the demo menu needs an item without options');
    const added = await api.addToCart({
      requestId: crypto.randomUUID(),
      slug: SLUG,
      item: { menu_item_id: item.id, quantity: 2, options: {}, cart_item_slot_id: -1 },
      label: item.name,
    });
    expect(added.ok).toBe(true);

    expect(await api.loadCheckout({ slug: SLUG })).toEqual({ ok: true, data: { numItems: 2 } });
    const cart = await queryCart(db);
    expect(cart?.order.items.map((line) => [line.menu_item_id, line.quantity])).toEqual([
      [item.id, 2],
    ]);
    expect(cart?.order.totals.sub_total).toBe(item.price * 2);
    const context = await queryCheckoutContext(db, SLUG);
    expect(context?.merchant.name).toBe('Fremantle Fig & Olive');
    expect(context?.customer.id).toBe(0);
    expect(context?.menu.menu_id).toBe(cart?.order.menu_id);
  });

  it("a session without a cart is 'No order present': the local cart is emptied", async () => {
    const { api, db, toasts } = workerHarness({ origin: server.origin, now: Date.now() });
    await api.loadMenu({ slug: SLUG });
    expect(await api.loadCheckout({ slug: SLUG })).toEqual({ ok: true, data: { numItems: 0 } });
    expect(await queryCart(db)).toBeNull();
    expect(await readAppState(db, 'cartSummary')).toMatchObject({ num_items: 0 });
    expect(await toasts()).toEqual([]);
  });
});
