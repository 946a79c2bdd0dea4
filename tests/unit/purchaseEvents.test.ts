/**
 * The purchase event in the worker (worker/analytics/purchaseEventsApi.ts): once per order
 * however often it is logged, a first-party event kept while offline and sent later with the same
 * request id, and a GA4 brand answered the order's purchase parameters.
 */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { Brand } from '@/brand/schema';
import { readAppState } from '@worker/db/appState';
import { createWorkerApi } from '@worker/api';
import { demoBrand } from './support/brand';
import { successEnvelope } from './support/merchantAnswer';
import { testDb } from './support/testDb';

const NOW = Date.UTC(2026, 10, 24, 3, 0, 0);

type Sent = { action: string; body: URLSearchParams };

const order = {
  id: 314,
  order_number: 'A314',
  merchant: { id: 1, name: 'Fig & Olive', address1: '1 High St', suburb: 'Fremantle', phone: '' },
  currency_sign: '$',
  status: 'placed',
  status_label: 'Order placed',
  history: [],
  placed_at: '2026-11-24T11:00',
  fulfilment_type: 'pickup',
  fulfilment_when: 'ASAP',
  fulfilment_asap: 1,
  fulfilment_detail: '',
  customer_name: 'Ada',
  items: [
    { name: 'Iced Mint Tea', quantity: 2, option_lines: [], unit_price: 550, line_total: 1100 },
  ],
  sub_total: 1100,
  rewards_discount: 0,
  discount: 0,
  surcharge_amount: 0,
  delivery_fee: 0,
  convenience_fee: 0,
  grand_total: 1117,
  coupon_code: '',
  note: '',
  payment: { method: 'CC', description: 'Visa ending 1111', amount: 1117 },
  nstatus: 1,
  pos_order_id: '',
  delivery_tracking_url: '',
  order_confirmation: '',
  rewards_awarded: 0,
  rewards_used: 0,
  menu_name: 'fig-and-olive',
};

/** A server that answers AnalyticsEvent and OrderStatusDetailed, or is offline. */
function fakeServer() {
  const sent: Sent[] = [];
  let online = true;
  const fetch: typeof globalThis.fetch = async (_input, init) => {
    if (!online) throw new TypeError('fetch failed');
    const body = new URLSearchParams(init?.body instanceof URLSearchParams ? init.body : '');
    const action = body.get('RequestAction') ?? '';
    sent.push({ action, body });
    const response = action === 'AnalyticsEvent' ? { stored: 1 } : { order };
    return new Response(JSON.stringify(successEnvelope(response)), {
      headers: { 'content-type': 'application/json' },
    });
  };
  return {
    fetch,
    sent,
    of: (action: string) => sent.filter((request) => request.action === action),
    setOnline: (value: boolean) => {
      online = value;
    },
  };
}

function setUp(brand: Brand) {
  const db = testDb();
  const server = fakeServer();
  let ids = 0;
  const api = createWorkerApi({
    brand,
    db,
    origin: 'http://127.0.0.1:9',
    fetch: server.fetch,
    now: () => NOW,
    newId: () => `request-${++ids}`,
  });
  return { api, db, server };
}

const withAdapter = (analytics: Brand['analytics']): Brand => ({ ...demoBrand(), analytics });

describe('first-party purchase events', () => {
  it('the demo brand sends one event per order, however often its success is shown', async () => {
    const { api, server } = setUp(demoBrand());
    expect(demoBrand().analytics.adapter).toBe('firstParty');
    await api.logPurchase({ orderId: 314 });
    await api.logPurchase({ orderId: 314 });
    await api.flushPurchaseEvents({});
    const events = server.of('AnalyticsEvent');
    expect(events).toHaveLength(1);
    expect(Object.fromEntries(events[0]!.body)).toMatchObject({
      event: 'purchase',
      order_id: '314',
      request_id: 'request-1',
    });
  });

  it('kept while offline, then sent once with the request id it was made with', async () => {
    const { api, db, server } = setUp(demoBrand());
    server.setOnline(false);
    await api.logPurchase({ orderId: 9 });
    expect(await api.flushPurchaseEvents({})).toEqual({ ok: true, data: { sent: 0, waiting: 1 } });
    server.setOnline(true);
    expect(await api.flushPurchaseEvents({})).toEqual({ ok: true, data: { sent: 1, waiting: 0 } });
    expect(await api.flushPurchaseEvents({})).toEqual({ ok: true, data: { sent: 0, waiting: 0 } });
    expect(server.of('AnalyticsEvent').map((request) => request.body.get('request_id'))).toEqual([
      'request-1',
    ]);
    expect(await readAppState(db, 'purchaseEvents')).toEqual({ logged: [9], pending: [] });
  });
});

describe('GA4 purchase events', () => {
  it("answers GA4's purchase parameters for the order, once", async () => {
    const { api, server } = setUp(withAdapter({ adapter: 'ga4', ga4MeasurementId: 'G-TEST1234' }));
    expect(await api.logPurchase({ orderId: 314 })).toEqual({
      ok: true,
      data: {
        ga4: {
          transaction_id: '314',
          value: 11.17,
          currency: 'AUD',
          items: [{ item_name: 'Iced Mint Tea', price: 5.5, quantity: 2 }],
        },
      },
    });
    expect(await api.logPurchase({ orderId: 314 })).toEqual({ ok: true, data: { ga4: null } });
    expect(server.of('OrderStatusDetailed')).toHaveLength(1);
    expect(server.of('AnalyticsEvent')).toEqual([]);
  });
});

describe('no analytics', () => {
  it('a brand that chose none sends nothing', async () => {
    const { api, server } = setUp(withAdapter({ adapter: 'none' }));
    expect(await api.logPurchase({ orderId: 314 })).toEqual({ ok: true, data: { ga4: null } });
    expect(server.sent).toEqual([]);
  });
});
