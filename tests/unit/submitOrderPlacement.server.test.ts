/**
 * Placing an order at the worker's level, against the real reference server and the payment
 * sandbox: a placement whose answer is lost after the server has it is resent with the same
 * request_id, and the database holds one order and the sandbox one charge. One press of Place
 * Order whose call reaches the worker twice places one order too.
 */
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorkerApi } from '@worker/api';
import { readAppState } from '@worker/db/appState';
import { queryMenu } from '@worker/db/queries';
import { createServer } from '../../server/app';
import { startPaymentsForApp, type AppPayments } from '../../server/sandbox/forApp';
import { demoBrand } from './support/brand';
import { offsetToStoreNoon } from '../e2e/support/storeClock';
import { captureLogs } from './support/logs';
import { recordingFetch } from './support/recordingFetch';
import { testDb } from './support/testDb';

const SLUG = 'fig-and-olive';
type Server = Awaited<ReturnType<typeof createServer>>;
let server: Server;
let origin: string;
let payments: AppPayments;
captureLogs();
/** The placement orders ASAP, so server and worker both run at noon in the store, whatever the hour. */
const STORE_OFFSET_MS = offsetToStoreNoon(Date.now());
const storeNow = () => Date.now() + STORE_OFFSET_MS;

beforeAll(async () => {
  payments = await startPaymentsForApp({ appPort: 0, host: '127.0.0.1', env: {} });
  server = await createServer({
    dataDir: 'memory://',
    now: () => new Date(storeNow()),
    payments: {
      gateway: payments.payments.gateway,
      sandboxOrigin: payments.payments.sandboxOrigin,
    },
  });
  const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
  origin = address;
});
afterAll(async () => {
  await server.close();
  await payments.sandbox.close();
});

const isPlacement = (body: URLSearchParams) =>
  body.get('RequestAction') === 'SubmitOrder' && body.get('preorder') === '0';

/** A guest's card order at the demo store, as the checkout sends it (the nonce is Braintree's). */
const FIELDS = {
  payment_method: 'CC',
  order_source: 'rmobi' as const,
  fulfilment_type: 'pickup',
  fulfilment_asap: '1',
  fulfilment_datetime: '',
  customer_name: 'Jo Citizen',
  customer_email: 'jo@example.com',
  customer_mobile: '+61412345678',
  braintree_nonce: 'fake-valid-visa-nonce',
  terms_agreed: '1',
  age_agreed: '1',
};

/** A worker with the demo menu loaded and `quantity` of a plain dish in its cart. */
async function workerWithCart(fetchImpl: typeof fetch, quantity: number) {
  const db = testDb();
  const api = createWorkerApi({
    brand: demoBrand(),
    db,
    origin,
    fetch: fetchImpl,
    now: storeNow,
    locks: null,
  });
  await api.loadMenu({ slug: SLUG });
  const item = (await queryMenu(db, SLUG))?.items.find(
    (candidate) => candidate.option_count === 0 && candidate.is_available === 1,
  );
  if (item === undefined) throw new Error('the demo menu needs an item without options');
  const added = await api.addToCart({
    requestId: crypto.randomUUID(),
    slug: SLUG,
    item: { menu_item_id: item.id, quantity, options: {}, cart_item_slot_id: -1 },
    label: item.name,
  });
  expect(added.ok).toBe(true);
  return { api, db };
}

describe('a placement whose answer is lost', () => {
  it('is resent with the same request_id: one order, one charge', async () => {
    const network = { lose: 1 };
    const recorder = recordingFetch(async (input, init) => {
      const response = await fetch(input, init);
      const body = init?.body instanceof URLSearchParams ? init.body : new URLSearchParams();
      if (isPlacement(body) && network.lose > 0) {
        network.lose -= 1;
        throw new TypeError('network connection was lost');
      }
      return response;
    });
    const { api, db } = await workerWithCart(recorder.fetch, 2);
    const ordersBefore = await server.db.selectFrom('orders').select('id').execute();
    const chargesBefore = payments.sandbox.charges().length;

    const fields = { ...FIELDS, return_url: `${origin}/checkout` };
    const lost = await api.submitOrder({ slug: SLUG, fields, validate: true });
    expect(lost).toMatchObject({ ok: false, error: { code: 'lost' } });
    const pending = await readAppState(db, 'pendingPlacement');
    expect(pending).not.toBeNull();
    expect(JSON.stringify(pending)).not.toContain('fake-valid-visa-nonce');

    const placed = await api.resumePlacement({ slug: SLUG });
    if (!placed.ok || placed.data === null || placed.data.kind !== 'placed') {
      throw new Error(`not placed: ${JSON.stringify(placed)}`);
    }
    const placements = recorder.requests.filter((request) => isPlacement(request.body));
    expect(placements.map((request) => request.body.get('request_id'))).toEqual([
      pending?.requestId,
      pending?.requestId,
    ]);
    const ordersAfter = await server.db.selectFrom('orders').select('id').execute();
    expect(ordersAfter.length - ordersBefore.length).toBe(1);
    expect(ordersAfter.map((row) => row.id)).toContain(placed.data.answer.order_id);
    expect(payments.sandbox.charges().length - chargesBefore).toBe(1);
    expect(await readAppState(db, 'pendingPlacement')).toBeNull();
    expect(await readAppState(db, 'cartSummary')).toMatchObject({ num_items: 0 });
  });
});

describe('one press of Place Order', () => {
  it('whose call reaches the worker twice places one order under its request id, charged once', async () => {
    const recorder = recordingFetch();
    const { api } = await workerWithCart(recorder.fetch, 1);
    const ordersBefore = (await server.db.selectFrom('orders').select('id').execute()).length;
    const chargesBefore = payments.sandbox.charges().length;
    const press = {
      slug: SLUG,
      fields: { ...FIELDS, return_url: `${origin}/checkout` },
      validate: true,
      requestId: crypto.randomUUID(),
    };

    const [first, again] = await Promise.all([api.submitOrder(press), api.submitOrder(press)]);
    if (!first.ok || first.data.kind !== 'placed') throw new Error(JSON.stringify(first));
    expect(again).toEqual(first);
    const placements = recorder.requests.filter((request) => isPlacement(request.body));
    expect(placements.map((request) => request.body.get('request_id'))).toEqual([press.requestId]);
    const ordersAfter = (await server.db.selectFrom('orders').select('id').execute()).length;
    expect(ordersAfter - ordersBefore).toBe(1);
    expect(payments.sandbox.charges().length - chargesBefore).toBe(1);

    // Later, too: the press is answered again, nothing placed anew.
    expect(await api.submitOrder(press)).toEqual(first);
    expect(recorder.requests.filter((request) => isPlacement(request.body))).toHaveLength(1);
  });
});
