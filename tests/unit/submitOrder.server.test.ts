/**
 * Order submission in the worker (spec 2 §4.2): validation then placement,
 * each with its own request_id; a placement whose answer is lost stays in appState and is resent
 * with the same request_id; offline nothing is sent or queued; no card data reaches Dexie.
 *
 * The menu comes from the real server. SubmitOrder is answered by `orderDesk`, which keeps the
 * server's idempotency promise (one answer per request_id), so the worker's side is shown apart
 * from the server's pricing (tests/server covers that).
 */
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SubmitOrderResponse } from '@/api/submitOrder';
import { createWorkerApi } from '@worker/api';
import { readAppState, writeAppState } from '@worker/db/appState';
import type { DocketDatabase } from '@worker/db/database';
import { demoBrand } from './support/brand';
import { captureLogs } from './support/logs';
import { startServer, type TestServer } from './support/server';
import { recordingFetch } from './support/recordingFetch';
import { testDb } from './support/testDb';

const SLUG = 'fig-and-olive';
let server: TestServer;
captureLogs();

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

const isSubmit = (preorder?: '0' | '1') => (body: URLSearchParams) =>
  body.get('RequestAction') === 'SubmitOrder' &&
  (preorder === undefined || body.get('preorder') === preorder);

const json = (body: unknown) =>
  new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

/** SubmitOrder as the server promises it: the first answer to a request_id, every time. */
function orderDesk(options: { redirect?: string } = {}) {
  const answers = new Map<string, SubmitOrderResponse>();
  let nextOrder = 100;
  const placed: string[] = [];
  function answer(body: URLSearchParams) {
    const requestId = body.get('request_id') ?? '';
    let data = answers.get(requestId);
    if (data === undefined) {
      const placing = body.get('preorder') === '0';
      if (placing) placed.push(requestId);
      data = {
        preorder: placing ? 0 : 1,
        order_id: placing ? nextOrder++ : 0,
        order_total: 2350,
        payment_method: body.get('payment_method') ?? '',
        payment_redirect: !placing && options.redirect !== undefined ? 1 : 0,
        requires_redirect: 0,
        redirect_url: !placing ? (options.redirect ?? '') : '',
        promo_code: '',
        customer: { id: 77, name: 'Jo Citizen', email: 'jo@example.com', status: 2 },
      };
      answers.set(requestId, data);
    }
    return json({ ResponseCode: 'SUCCESS', Response: data, SID: body.get('sid') ?? undefined });
  }
  return { answer, placed };
}

/**
 * One device: SubmitOrder goes to the desk, everything else to the real server. `lose` drops the
 * next placements' answers after the desk has acted on them (a cut between send and answer);
 * `offline` fails every request as a dropped connection does.
 */
function device() {
  const db = testDb();
  const desk = orderDesk();
  const network = { offline: false, lose: 0 };
  const recorder = recordingFetch(async (input, init) => {
    if (network.offline) throw new TypeError('fetch failed');
    const body = init?.body instanceof URLSearchParams ? init.body : new URLSearchParams();
    if (!isSubmit()(body)) return fetch(input, init);
    const response = desk.answer(body);
    if (isSubmit('0')(body) && network.lose > 0) {
      network.lose -= 1;
      throw new TypeError('network connection was lost');
    }
    return response;
  });
  const api = createWorkerApi({
    brand: demoBrand(),
    db,
    origin: server.origin,
    fetch: recorder.fetch,
    now: () => Date.now(),
    locks: null,
  });
  const submits = (preorder?: '0' | '1') =>
    recorder.requests.filter((request) => isSubmit(preorder)(request.body));
  return { api, db, desk, network, submits };
}

const fields = {
  payment_method: 'CC',
  order_source: 'rmobi' as const,
  fulfilment_type: 'pickup',
  fulfilment_asap: '1',
  customer_name: 'Jo Citizen',
  customer_email: 'jo@example.com',
  customer_mobile: '+61412345678',
  braintree_nonce: 'fake-valid-nonce',
  return_url: 'https://shop.example/checkout',
  confirmed_total: '2350',
};

async function dexieText(db: DocketDatabase): Promise<string> {
  const tables = await Promise.all(db.tables.map((table) => table.toArray()));
  return JSON.stringify(tables);
}

describe('submitOrder', () => {
  it('validates, then places with a request_id of its own, and resets the cart', async () => {
    const { api, db, desk, submits } = device();
    await api.loadMenu({ slug: SLUG });
    const result = await api.submitOrder({ slug: SLUG, fields, validate: true });
    expect(result).toMatchObject({ ok: true, data: { kind: 'placed', answer: { order_id: 100 } } });
    const [validation, placement] = submits();
    expect(validation?.body.get('preorder')).toBe('1');
    expect(placement?.body.get('preorder')).toBe('0');
    expect(validation?.body.get('request_id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(placement?.body.get('request_id')).not.toBe(validation?.body.get('request_id'));
    expect(placement?.body.get('braintree_nonce')).toBe('fake-valid-nonce');
    expect(desk.placed).toHaveLength(1);
    expect(await readAppState(db, 'pendingPlacement')).toBeNull();
    expect(await readAppState(db, 'cartSummary')).toEqual({
      slug: SLUG,
      num_items: 0,
      coupon_code: '',
    });
    expect(await db.customer.get('current')).toMatchObject({ id: 77, status: 2 });
  });

  it('a placement whose answer is lost is resent with the same request_id: one order', async () => {
    const { api, db, desk, network, submits } = device();
    await api.loadMenu({ slug: SLUG });
    network.lose = 1;
    const first = await api.submitOrder({ slug: SLUG, fields, validate: true });
    expect(first).toEqual({
      ok: false,
      error: {
        code: 'lost',
        message: 'Unexpected error: Check your order has not already gone through and try again',
      },
    });
    const pending = await readAppState(db, 'pendingPlacement');
    expect(pending?.requestId).toBe(submits('0')[0]?.body.get('request_id'));

    // The customer taps Place Order again: no new validation, the same placement is asked about.
    const again = await api.submitOrder({ slug: SLUG, fields, validate: true });
    expect(again).toMatchObject({ ok: true, data: { kind: 'placed', answer: { order_id: 100 } } });
    const placements = submits('0').map((request) => request.body.get('request_id'));
    expect(placements).toEqual([pending?.requestId, pending?.requestId]);
    expect(submits('1')).toHaveLength(1);
    expect(desk.placed).toEqual([pending?.requestId]);
    expect(await readAppState(db, 'pendingPlacement')).toBeNull();
  });

  it('after a reload (a new worker on the same database) resumePlacement resends it', async () => {
    const first = device();
    await first.api.loadMenu({ slug: SLUG });
    first.network.lose = 1;
    await first.api.submitOrder({ slug: SLUG, fields, validate: true });
    const pending = await readAppState(first.db, 'pendingPlacement');
    expect(pending).not.toBeNull();

    // The page reloads: the worker's memory (the nonce) is gone, Dexie is not.
    const recorder = recordingFetch(async (input, init) => {
      const body = init?.body instanceof URLSearchParams ? init.body : new URLSearchParams();
      return isSubmit()(body) ? first.desk.answer(body) : fetch(input, init);
    });
    const api = createWorkerApi({
      brand: demoBrand(),
      db: first.db,
      origin: server.origin,
      fetch: recorder.fetch,
      now: () => Date.now(),
      locks: null,
    });
    const resumed = await api.resumePlacement({ slug: SLUG });
    expect(resumed).toMatchObject({
      ok: true,
      data: { kind: 'placed', answer: { order_id: 100 } },
    });
    const resent = recorder.requests.filter((request) => isSubmit()(request.body));
    expect(resent.map((request) => request.body.get('request_id'))).toEqual([pending?.requestId]);
    expect(resent[0]?.body.get('preorder')).toBe('0');
    expect(first.desk.placed).toHaveLength(1);
    expect(await api.resumePlacement({ slug: SLUG })).toEqual({ ok: true, data: null });
  });

  it('offline: refuses with the spec words and queues nothing', async () => {
    const { api, db, network, submits } = device();
    await api.loadMenu({ slug: SLUG });
    await writeAppState(db, 'connectivity', { online: false, checkedAt: Date.now() });
    const refused = await api.submitOrder({ slug: SLUG, fields, validate: true });
    expect(refused).toEqual({
      ok: false,
      error: { code: 'offline', message: 'An internet connection is required.' },
    });
    expect(submits()).toHaveLength(0);

    // The connection drops without the app knowing yet: the validation fails, nothing is kept.
    await writeAppState(db, 'connectivity', { online: true, checkedAt: Date.now() });
    network.offline = true;
    const dropped = await api.submitOrder({ slug: SLUG, fields, validate: true });
    expect(dropped).toMatchObject({ ok: false, error: { code: 'offline' } });
    expect(await db.outbox.count()).toBe(0);
    expect(await readAppState(db, 'pendingPlacement')).toBeNull();
  });

  it('keeps card data out of Dexie: the nonce lives in memory, raw card fields are refused', async () => {
    const { api, db, network, submits } = device();
    await api.loadMenu({ slug: SLUG });
    network.lose = 1;
    await api.submitOrder({ slug: SLUG, fields, validate: true });
    const stored = await dexieText(db);
    expect(stored).toContain((await readAppState(db, 'pendingPlacement'))?.requestId);
    expect(stored).not.toContain('fake-valid-nonce');
    expect(stored).not.toContain('braintree_nonce');

    const before = submits().length;
    const refused = await api.submitOrder({
      slug: SLUG,
      fields: { ...fields, card_number: '4111111111111111', card_csc: '123' },
      validate: true,
    });
    expect(refused).toEqual({
      ok: false,
      error: {
        code: 'invalid-request',
        message: 'Card details must be entered in the secure card form',
      },
    });
    expect(submits()).toHaveLength(before);
    expect(await dexieText(db)).not.toContain('4111111111111111');
  });

  it('a redirect answer to the validation sends nothing more; success comes back to place', async () => {
    const { api, db, desk, submits } = device();
    const redirecting = orderDesk({ redirect: 'https://sandbox.example/pp/abc' });
    desk.answer = redirecting.answer;
    await api.loadMenu({ slug: SLUG });
    const result = await api.submitOrder({
      slug: SLUG,
      fields: { ...fields, payment_method: 'PP', braintree_nonce: '' },
      validate: true,
    });
    expect(result).toMatchObject({
      ok: true,
      data: { kind: 'redirect', url: 'https://sandbox.example/pp/abc' },
    });
    expect(submits('0')).toHaveLength(0);
    expect(await readAppState(db, 'pendingPlacement')).toBeNull();

    const placed = await api.submitOrder({
      slug: SLUG,
      fields: { ...fields, payment_method: 'PP', braintree_nonce: '' },
      validate: false,
    });
    expect(placed).toMatchObject({ ok: true, data: { kind: 'placed' } });
    expect(submits('1')).toHaveLength(1);
    expect(redirecting.placed).toHaveLength(1);
  });

  it("a refusal comes back as the server's phrase and clears the pending placement", async () => {
    const { api, db, desk } = device();
    desk.answer = () =>
      json({
        ResponseCode: 'ERROR',
        Response: ['Your requested time has past. Please choose another time.'],
      });
    await api.loadMenu({ slug: SLUG });
    const result = await api.submitOrder({ slug: SLUG, fields, validate: false });
    expect(result).toEqual({
      ok: false,
      error: {
        code: 'refused',
        message: 'Your requested time has past. Please choose another time.',
      },
    });
    expect(await readAppState(db, 'pendingPlacement')).toBeNull();
  });

  it('a validated total other than the one on the screen places nothing', async () => {
    const { api, db, desk, submits } = device();
    await api.loadMenu({ slug: SLUG });
    const shown = { ...fields, confirmed_total: '2250' };
    const result = await api.submitOrder({ slug: SLUG, fields: shown, validate: true });
    expect(result).toEqual({
      ok: false,
      error: {
        code: 'refused',
        message: 'Your order total has changed to $23.50. Please check your order and try again.',
      },
    });
    expect(submits('1')[0]?.body.get('confirmed_total')).toBe('2250');
    expect(submits('0')).toHaveLength(0);
    expect(desk.placed).toHaveLength(0);
    expect(await readAppState(db, 'pendingPlacement')).toBeNull();
  });
});
