/**
 * The checkout's summary keeps the preorder fee: with an order for later held, the
 * cart the checkout shows after its payment method update (useMethodPricing's update_checkout)
 * is priced for that time, as the load before it was and as the placement will be.
 */
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { atLocal, clockMinutes } from '@/domain/calendar';
import { EMPTY_SELECTION } from '@/domain/fulfilmentReset';
import { queryCart, queryMenu } from '@worker/db/queries';
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

describe('the checkout summary for an order for later', () => {
  it.each([
    ['the payment method', { payment_method: 'CC' }],
    ['an order note', { order_note: 'no onions' }],
  ] as const)('keeps the preorder fee after an update of %s', async (_case, options) => {
    const { api, db } = workerHarness({ origin: server.origin, now: Date.now() });
    await api.loadMenu({ slug: SLUG });
    const item = (await queryMenu(db, SLUG))?.items.find(
      (i) => i.option_count === 0 && i.is_available === 1,
    );
    if (item === undefined) throw new Error('the demo menu needs an item without options');
    await api.addToCart({
      requestId: crypto.randomUUID(),
      slug: SLUG,
      item: { menu_item_id: item.id, quantity: 2, options: {}, cart_item_slot_id: -1 },
      label: item.name,
    });
    await api.saveFulfilment({
      slug: SLUG,
      selection: {
        ...EMPTY_SELECTION,
        code: 'pickup',
        asap: false,
        datetime: atLocal('2026-12-01', clockMinutes('13:00')),
      },
    });
    expect((await api.loadCheckout({ slug: SLUG })).ok).toBe(true);
    expect((await queryCart(db))?.order.totals.convenience_fee).toBe(100);

    const updated = await api.updateCheckout({ slug: SLUG, options });
    if (!updated.ok) throw new Error(updated.error.message);
    const { totals } = (await queryCart(db))?.order ?? { totals: null };
    expect(totals?.convenience_fee).toBe(100);
    expect(totals?.grand_total).toBe(
      (totals?.total_after_discount ?? 0) + 100 + (totals?.surcharge_amount ?? 0),
    );
  });

  it("reads the cart priced for a tokenised card's type (an AMEX's own surcharge)", async () => {
    const { api, db } = workerHarness({ origin: server.origin, now: Date.now() });
    await api.loadMenu({ slug: SLUG });
    const item = (await queryMenu(db, SLUG))?.items.find(
      (i) => i.option_count === 0 && i.is_available === 1,
    );
    if (item === undefined) throw new Error('the demo menu needs an item without options');
    await api.addToCart({
      requestId: crypto.randomUUID(),
      slug: SLUG,
      item: { menu_item_id: item.id, quantity: 2, options: {}, cart_item_slot_id: -1 },
      label: item.name,
    });
    await api.saveFulfilment({
      slug: SLUG,
      selection: { ...EMPTY_SELECTION, code: 'pickup', asap: true },
    });
    await api.updateCheckout({ slug: SLUG, options: { payment_method: 'CC' } });
    const card = (await queryCart(db))?.order.totals;
    expect((await api.loadCheckout({ slug: SLUG, cardType: 'American Express' })).ok).toBe(true);
    const amex = (await queryCart(db))?.order.totals;
    // The demo store: 1.5 % on cards, 2.5 % on AMEX.
    expect(card?.surcharge_amount).toBe(Math.round((card?.total_after_discount ?? 0) * 0.015));
    expect(amex?.surcharge_amount).toBe(Math.round((amex?.total_after_discount ?? 0) * 0.025));
  });
});
