/**
 * The cart's and the receipt's worker functions (worker/cart/checkoutLoad.ts,
 * worker/orders/loadOrder.ts) against scripted answers in the contract's shapes: load_checkout
 * into Dexie so the cart opens offline, its failures in spec 2 §8's words, update_checkout from
 * the cart, Cancel Order, and OrderStatusDetailed into `orders`.
 */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { readAppState } from '@worker/db/appState';
import { queryCart, queryCheckoutContext, queryOrder } from '@worker/db/queries';
import { ERROR_CA1, ERROR_CA3, ERROR_CH1, ERROR_CH2 } from '@/domain/cartMessages';
import { EMPTY_SELECTION } from '@/domain/fulfilmentReset';
import { INTERNET_REQUIRED } from '@/domain/messages';
import type { Toast } from '@worker/events/workerEvents';
import { setLogSink } from '@worker/log';
import {
  syntheticCheckoutAnswer,
  syntheticOrder,
  syntheticOrderDetail,
} from './support/checkoutAnswer';
import { successEnvelope, syntheticMerchantAnswer } from './support/merchantAnswer';
import { recordingFetch } from './support/recordingFetch';
import { serverlessWorker } from './support/serverlessWorker';

const SLUG = 'synthetic';
const NOW = Date.parse('2026-11-23T09:00:00Z');
setLogSink(() => undefined);

/**
 * 'offline': nothing answers, the connectivity ping included (the device is offline).
 * 'unanswered': this call gets no answer while the server still answers its ping (a server
 * failure, which the spec's CA1/CH1 words are for).
 */
type Answer = { ResponseCode: string; Response: unknown } | 'offline' | 'unanswered';
type Script = (body: URLSearchParams) => Answer;

const failure = (message: string): Answer => ({ ResponseCode: 'ERROR', Response: [message] });

/** A worker whose server answers by `script`, with the synthetic menu cached. */
async function worker(script: Script) {
  let answer = script;
  const recorder = recordingFetch(async (input, init) => {
    const body = init?.body instanceof URLSearchParams ? init.body : new URLSearchParams();
    const reply = answer(body);
    if (reply === 'offline') throw new TypeError('fetch failed');
    if (reply === 'unanswered') {
      if (String(input).endsWith('/ping')) return new Response(null, { status: 204 });
      throw new TypeError('fetch failed');
    }
    return new Response(JSON.stringify({ SID: 'synthetic-sid', ...reply }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  const { api, db } = serverlessWorker({ fetch: recorder.fetch, now: () => NOW });
  const toasts: Toast[] = [];
  api.listen('toast', (toast) => void toasts.push(toast));
  const text = JSON.stringify(successEnvelope(syntheticMerchantAnswer()));
  await api.adoptMenuAnswer({ slug: SLUG, text, receivedAt: NOW });
  const requests = recorder.requests;
  const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
  return {
    api,
    db,
    toasts: async () => {
      await settled();
      return toasts;
    },
    requests,
    sent: (action: string, sub?: string) =>
      requests
        .map((request) => request.body)
        .filter(
          (body) =>
            body.get('RequestAction') === action &&
            (sub === undefined || body.get('sub_action') === sub),
        ),
    answerWith: (next: Script) => {
      answer = next;
    },
  };
}

const loadAnswer = (order = syntheticOrder()) => successEnvelope(syntheticCheckoutAnswer(order));

describe('loadCheckout', () => {
  it('sends the held fulfilment as checkout_options and stores the order and its context', async () => {
    const w = await worker(() => loadAnswer());
    await w.api.saveFulfilment({
      slug: SLUG,
      selection: { ...EMPTY_SELECTION, code: 'pickup', asap: true },
    });
    expect(await w.api.loadCheckout({ slug: SLUG })).toEqual({ ok: true, data: { numItems: 2 } });

    const [request] = w.sent('ManageCart', 'load_checkout');
    expect(JSON.parse(request?.get('checkout_options') ?? '')).toEqual({
      fulfilment_type: 'pickup',
      fulfilment_asap: 1,
    });
    expect(request?.get('request_id')).toBeNull();
    expect((await queryCart(w.db))?.order.items.map((line) => line.quantity)).toEqual([2]);
    expect(await readAppState(w.db, 'cartSummary')).toEqual({
      slug: SLUG,
      num_items: 2,
      coupon_code: '',
    });
    const context = await queryCheckoutContext(w.db, SLUG);
    expect(context?.merchant.name).toBe('Synthetic Store');
    expect(context?.menu.allow_promo_codes).toBe(1);
    expect(context?.fetchedAt).toBe(NOW);
  });

  it('offline, keeps what was last known and toasts nothing (no CA1 and its sign-out advice)', async () => {
    const w = await worker(() => loadAnswer());
    await w.api.loadCheckout({ slug: SLUG });
    w.answerWith(() => 'offline');
    expect(await w.api.loadCheckout({ slug: SLUG })).toEqual({
      ok: false,
      error: { code: 'network', message: INTERNET_REQUIRED },
    });
    expect(await w.toasts()).toEqual([]);
    expect((await queryCart(w.db))?.order.num_items).toBe(2);
    expect((await queryCheckoutContext(w.db, SLUG))?.merchant.name).toBe('Synthetic Store');
  });

  it('keeps what was last known when the server gives no answer, and says CA1 for 10 s', async () => {
    const w = await worker(() => loadAnswer());
    await w.api.loadCheckout({ slug: SLUG });
    w.answerWith(() => 'unanswered');
    expect(await w.api.loadCheckout({ slug: SLUG })).toEqual({
      ok: false,
      error: { code: 'network', message: ERROR_CA1 },
    });
    expect(await w.toasts()).toEqual([{ message: ERROR_CA1, tone: 'error', durationMs: 10_000 }]);
    expect((await queryCart(w.db))?.order.num_items).toBe(2);
    expect((await queryCheckoutContext(w.db, SLUG))?.merchant.name).toBe('Synthetic Store');
  });

  it('an unreadable answer is CA1 too; a server phrase is shown as sent', async () => {
    const w = await worker(() => successEnvelope({ order: 'not an order' }));
    expect((await w.api.loadCheckout({ slug: SLUG })).ok).toBe(false);
    w.answerWith(() => failure('Merchant does not exist'));
    expect((await w.api.loadCheckout({ slug: SLUG })).ok).toBe(false);
    expect((await w.toasts()).map((toast) => toast.message)).toEqual([
      ERROR_CA1,
      'Merchant does not exist',
    ]);
  });

  it("'No order present' empties the local cart, without a toast", async () => {
    const w = await worker(() => loadAnswer());
    await w.api.loadCheckout({ slug: SLUG });
    w.answerWith(() => failure('No order present'));
    expect(await w.api.loadCheckout({ slug: SLUG })).toEqual({ ok: true, data: { numItems: 0 } });
    expect(await queryCart(w.db)).toBeNull();
    expect(await readAppState(w.db, 'cartSummary')).toMatchObject({ num_items: 0 });
    expect(await w.toasts()).toEqual([]);
  });

  it('sends changes waiting in the outbox first, so the answer includes them', async () => {
    const w = await worker(() => 'offline');
    const line = { quantity: 3, cart_item_slot_id: 11 };
    const queued = await w.api.updateQuantity({
      requestId: crypto.randomUUID(),
      slug: SLUG,
      line,
      label: 'Item 1',
    });
    expect(queued.ok && queued.data.state).toBe('queued');
    w.answerWith((body) =>
      body.get('sub_action') === 'update_quantity'
        ? successEnvelope(syntheticCheckoutAnswer(syntheticOrder(), 'update_quantity'))
        : loadAnswer(),
    );
    await w.api.loadCheckout({ slug: SLUG });
    const order = w.requests
      .map((request) => request.body.get('sub_action'))
      .filter((sub) => sub !== null);
    expect(order.slice(-2)).toEqual(['update_quantity', 'load_checkout']);
  });
});

describe('updateCheckout from the cart', () => {
  it('sends the order note with a request id and stores the answer', async () => {
    const w = await worker(() =>
      successEnvelope(
        syntheticCheckoutAnswer(syntheticOrder({ note: 'No onions' }), 'update_checkout'),
      ),
    );
    const result = await w.api.updateCheckout({
      slug: SLUG,
      options: { order_note: 'No onions' },
      failureText: 'CA3',
    });
    expect(result.ok).toBe(true);
    const [request] = w.sent('ManageCart', 'update_checkout');
    expect(JSON.parse(request?.get('checkout_options') ?? '')).toEqual({ order_note: 'No onions' });
    expect(request?.get('request_id')).toMatch(/^[0-9a-f-]{36}$/);
    expect((await queryCart(w.db))?.order.note).toBe('No onions');
  });

  it('says CA3 when the server gives no answer; offline, that the connection is needed', async () => {
    const offline = await worker(() => 'offline');
    expect(
      await offline.api.updateCheckout({
        slug: SLUG,
        options: { order_note: 'x' },
        failureText: 'CA3',
      }),
    ).toEqual({ ok: false, error: { code: 'network', message: INTERNET_REQUIRED } });
    expect((await offline.toasts()).map((toast) => toast.message)).toEqual([INTERNET_REQUIRED]);

    const w = await worker(() => 'unanswered');
    const result = await w.api.updateCheckout({
      slug: SLUG,
      options: { order_note: 'x' },
      failureText: 'CA3',
    });
    expect(result).toEqual({ ok: false, error: { code: 'network', message: ERROR_CA3 } });
    expect((await w.toasts()).map((toast) => toast.message)).toEqual([ERROR_CA3]);
  });
});

describe('cancelOrder', () => {
  const cleared = () =>
    successEnvelope(
      syntheticCheckoutAnswer(syntheticOrder({ items: [], num_items: 0 }), 'clear_cart'),
    );

  it('clears the cart and the fulfilment choice, and clears the server cart once', async () => {
    const w = await worker((body) =>
      body.get('sub_action') === 'clear_cart' ? cleared() : loadAnswer(),
    );
    await w.api.saveFulfilment({
      slug: SLUG,
      selection: { ...EMPTY_SELECTION, code: 'pickup', asap: true },
    });
    await w.api.loadCheckout({ slug: SLUG });
    expect(await w.api.cancelOrder({ slug: SLUG })).toEqual({
      ok: true,
      data: { guestReset: false },
    });
    expect(await w.db.fulfilment.get(SLUG)).toBeUndefined();
    expect(await readAppState(w.db, 'cartSummary')).toMatchObject({ num_items: 0 });
    await w.api.flushOutbox();
    const clears = w.sent('ManageCart', 'clear_cart');
    expect(clears).toHaveLength(1);
    expect(clears[0]?.get('request_id')).toMatch(/^[0-9a-f-]{36}$/);
    expect((await queryCart(w.db))?.order.items).toEqual([]);
  });

  it('offline, empties the cart at once and clears the server cart when the network is back', async () => {
    const w = await worker(() => loadAnswer());
    await w.api.loadCheckout({ slug: SLUG });
    w.answerWith(() => 'offline');
    await w.api.cancelOrder({ slug: SLUG });
    expect(await queryCart(w.db)).toBeNull();
    expect((await w.db.outbox.toArray()).map((row) => row.payload.sub_action)).toEqual([
      'clear_cart',
    ]);
    w.answerWith(() => cleared());
    await w.api.flushOutbox();
    expect(await w.db.outbox.count()).toBe(0);
  });

  it("for a kiosk login, also resets the guest's state and keeps the kiosk signed in", async () => {
    const w = await worker((body) =>
      body.get('sub_action') === 'clear_cart' ? cleared() : loadAnswer(),
    );
    await w.api.loadCheckout({ slug: SLUG });
    await w.db.customer.put({ key: 'current', id: 3, status: 3, name: 'Front kiosk', email: '' });
    const generation = (await readAppState(w.db, 'sessionGeneration')) ?? 0;
    expect(await w.api.cancelOrder({ slug: SLUG })).toEqual({
      ok: true,
      data: { guestReset: true },
    });
    expect(await readAppState(w.db, 'sessionGeneration')).toBe(generation + 1);
    expect(await w.db.customer.get('current')).toMatchObject({ id: 3, status: 3 });
    expect(await queryCheckoutContext(w.db, SLUG)).toBeNull();
    await w.api.flushOutbox();
    expect(w.sent('ManageCart', 'clear_cart')).toHaveLength(1);
  });
});

describe('loadOrder', () => {
  it('stores the receipt so it opens offline, and keeps it when the network is gone', async () => {
    const w = await worker(() => successEnvelope({ order: syntheticOrderDetail() }));
    expect(await w.api.loadOrder({ id: 42 })).toEqual({ ok: true, data: { status: 'placed' } });
    expect(w.sent('OrderStatusDetailed')[0]?.get('order_id')).toBe('42');
    expect((await queryOrder(w.db, 42))?.order_number).toBe('A042');

    w.answerWith(() => successEnvelope({ order: syntheticOrderDetail({ status: 'preparing' }) }));
    await w.api.loadOrder({ id: 42 });
    expect((await queryOrder(w.db, 42))?.status).toBe('preparing');

    w.answerWith(() => 'offline');
    expect((await w.api.loadOrder({ id: 42 })).ok).toBe(false);
    expect((await queryOrder(w.db, 42))?.status).toBe('preparing');
    expect(await w.toasts()).toEqual([]);
  });

  it("'Order not found' forgets any copy held", async () => {
    const w = await worker(() => successEnvelope({ order: syntheticOrderDetail() }));
    await w.api.loadOrder({ id: 42 });
    w.answerWith(() => failure('Order not found'));
    expect(await w.api.loadOrder({ id: 42 })).toEqual({
      ok: false,
      error: { code: 'not-found', message: 'Order not found' },
    });
    expect(await queryOrder(w.db, 42)).toBeNull();
  });

  it('an id that is not an order id is not sent', async () => {
    const w = await worker(() => successEnvelope({ order: syntheticOrderDetail() }));
    expect((await w.api.loadOrder({ id: Number('abc') })).ok).toBe(false);
    expect(w.sent('OrderStatusDetailed')).toEqual([]);
  });
});

describe("the checkout screen's failures (spec 2 §8 'Error CH1' checkout load, 'CH2' checkout update)", () => {
  it('says CH1 when the checkout cannot load its cart, and CA1 on the cart screen', async () => {
    const w = await worker(() => 'unanswered');
    expect(await w.api.loadCheckout({ slug: SLUG, screen: 'checkout' })).toEqual({
      ok: false,
      error: { code: 'network', message: ERROR_CH1 },
    });
    expect(await w.api.loadCheckout({ slug: SLUG, screen: 'cart' })).toEqual({
      ok: false,
      error: { code: 'network', message: ERROR_CA1 },
    });
    expect(await w.toasts()).toEqual([
      { message: ERROR_CH1, tone: 'error', durationMs: 10_000 },
      { message: ERROR_CA1, tone: 'error', durationMs: 10_000 },
    ]);
    expect(ERROR_CH1).toBe(
      'Error CH1, please try again. If the problem continues, please log out and log back in again.',
    );
  });

  it("says CH2 when the checkout's update gets no answer; a server phrase is shown as sent", async () => {
    const w = await worker(() => 'unanswered');
    const result = await w.api.updateCheckout({
      slug: SLUG,
      options: { payment_method: 'CC' },
      failureText: 'CH2',
    });
    expect(result).toEqual({ ok: false, error: { code: 'network', message: ERROR_CH2 } });
    w.answerWith(() => failure('Payment method not available'));
    await w.api.updateCheckout({
      slug: SLUG,
      options: { payment_method: 'XX' },
      failureText: 'CH2',
    });
    expect((await w.toasts()).map((toast) => toast.message)).toEqual([
      ERROR_CH2,
      'Payment method not available',
    ]);
    expect(ERROR_CH2).toBe(
      'Error CH2, please try again. If the problem continues, please log out and log back in again.',
    );
  });
});
