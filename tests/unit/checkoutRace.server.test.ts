/**
 * Cart answers that arrive out of order (the account journey's pricing race): a load_checkout
 * sent before an update_checkout but answered after it must not put the older order back in
 * Dexie, or the checkout shows totals without the chosen method's surcharge while the server
 * charges it.
 */
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

/** A fetch whose load_checkout answers can be held back: the server has answered, the worker waits. */
function holdingFetch() {
  const held: Array<() => void> = [];
  let holding = false;
  let arrived: (() => void) | null = null;
  const wrap =
    (inner: typeof fetch): typeof fetch =>
    async (input, init) => {
      const response = await inner(input, init);
      const body = init?.body instanceof URLSearchParams ? init.body : null;
      if (!holding || body?.get('sub_action') !== 'load_checkout') return response;
      const text = await response.text();
      await new Promise<void>((release) => {
        held.push(release);
        arrived?.();
      });
      return new Response(text, { status: response.status, headers: response.headers });
    };
  return {
    wrap,
    hold: () => {
      holding = true;
    },
    /** Resolves once a held answer is waiting (the server has already answered it). */
    heldAnswer: () =>
      held.length > 0
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            arrived = resolve;
          }),
    releaseAll: () => {
      holding = false;
      for (const release of held.splice(0)) release();
    },
  };
}

describe('cart answers out of order', () => {
  it('a load_checkout answered after a later update_checkout does not undo the payment method', async () => {
    const network = holdingFetch();
    const { api, db } = workerHarness({
      origin: server.origin,
      now: Date.now(),
      wrapFetch: network.wrap,
    });
    await api.loadMenu({ slug: SLUG });
    const item = (await queryMenu(db, SLUG))?.items.find(
      (i) => i.option_count === 0 && i.is_available === 1,
    );
    if (item === undefined) throw new Error('the demo menu needs an item without options');
    expect(
      (
        await api.addToCart({
          requestId: crypto.randomUUID(),
          slug: SLUG,
          item: { menu_item_id: item.id, quantity: 1, options: {}, cart_item_slot_id: -1 },
          label: item.name,
        })
      ).ok,
    ).toBe(true);
    expect((await api.loadCheckout({ slug: SLUG })).ok).toBe(true);
    const before = (await queryCart(db))?.order.payment_method;
    const method = (await queryCheckoutContext(db, SLUG))?.menu.payment_methods
      .map((m) => m.code)
      .find((code) => code !== before);
    if (method === undefined) throw new Error('the demo menu needs a second payment method');

    network.hold();
    const load = api.loadCheckout({ slug: SLUG });
    await network.heldAnswer();
    const update = await api.updateCheckout({ slug: SLUG, options: { payment_method: method } });
    if (!update.ok) throw new Error(update.error.message);
    expect(update.data.order.payment_method).toBe(method);
    network.releaseAll();
    await load;

    const cart = await queryCart(db);
    expect(cart?.order.payment_method).toBe(method);
    expect(cart?.order.totals).toEqual(update.data.order.totals);
  });

  it('a load_checkout sent after an update_checkout still lands', async () => {
    const { api, db } = workerHarness({ origin: server.origin, now: Date.now() });
    await api.loadMenu({ slug: SLUG });
    const item = (await queryMenu(db, SLUG))?.items.find(
      (i) => i.option_count === 0 && i.is_available === 1,
    );
    if (item === undefined) throw new Error('the demo menu needs an item without options');
    await api.addToCart({
      requestId: crypto.randomUUID(),
      slug: SLUG,
      item: { menu_item_id: item.id, quantity: 1, options: {}, cart_item_slot_id: -1 },
      label: item.name,
    });
    expect((await api.loadCheckout({ slug: SLUG })).ok).toBe(true);
    await api.updateCheckout({ slug: SLUG, options: { order_note: 'no onions' } });
    await api.addToCart({
      requestId: crypto.randomUUID(),
      slug: SLUG,
      item: { menu_item_id: item.id, quantity: 2, options: {}, cart_item_slot_id: -1 },
      label: item.name,
    });
    expect(await api.loadCheckout({ slug: SLUG })).toEqual({ ok: true, data: { numItems: 3 } });
    const cart = await queryCart(db);
    expect(cart?.order.num_items).toBe(3);
    expect(cart?.order.note).toBe('no onions');
  });
});
