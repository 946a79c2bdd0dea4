/**
 * The outbox against the real reference server: adds made offline are
 * queued, shown as pending, and replayed in order exactly once; a lost answer is recovered by its
 * request id; two tabs draining one database send each change once.
 */
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorkerApi } from '@worker/api';
import type { LockManagerLike } from '@worker/cart/outbox';
import type { DocketDatabase } from '@worker/db/database';
import { queryCart, queryMenu, queryOutbox } from '@worker/db/queries';
import { readAppState } from '@worker/db/appState';
import { demoBrand } from './support/brand';
import { captureLogs } from './support/logs';
import { offlineFetch, recordingFetch } from './support/recordingFetch';
import { startServer, type TestServer } from './support/server';
import { testDb } from './support/testDb';
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

/** Two items that need no options, from the cached menu. */
async function plainItems(db: DocketDatabase) {
  const menu = await queryMenu(db, SLUG);
  const items = (menu?.items ?? []).filter((i) => i.option_count === 0 && i.is_available === 1);
  if (items.length < 2) throw new Error('the demo menu needs two items without options');
  return [items[0]!, items[1]!] as const;
}

const add = (id: number, quantity = 1) => ({
  menu_item_id: id,
  quantity,
  options: {},
  cart_item_slot_id: -1,
});

describe('add to cart through the outbox', () => {
  it('sends at once when online and stores the order for the badge', async () => {
    const { api, db } = workerHarness({ origin: server.origin, now: Date.now() });
    await api.loadMenu({ slug: SLUG });
    const [first] = await plainItems(db);
    const result = await api.addToCart({
      requestId: crypto.randomUUID(),
      slug: SLUG,
      item: add(first.id, 2),
      label: first.name,
    });
    expect(result.ok && result.data.state).toBe('sent');
    expect(await queryOutbox(db)).toEqual([]);
    const cart = await queryCart(db);
    expect(cart?.order.items.map((line) => [line.menu_item_id, line.quantity])).toEqual([
      [first.id, 2],
    ]);
    expect(await readAppState(db, 'cartSummary')).toMatchObject({ slug: SLUG, num_items: 2 });
  });

  it('one gesture whose call reaches the worker twice is one row and one line (WebKit ran the worker twice)', async () => {
    const { api, db, requests } = workerHarness({ origin: server.origin, now: Date.now() });
    await api.loadMenu({ slug: SLUG });
    const [first] = await plainItems(db);
    const gesture = {
      requestId: crypto.randomUUID(),
      slug: SLUG,
      item: add(first.id),
      label: first.name,
    };
    const [a, b] = await Promise.all([api.addToCart(gesture), api.addToCart(gesture)]);
    expect(a.ok && a.data.state).toBe('sent');
    expect(b.ok && b.data.state).toBe('sent');
    const cart = await queryCart(db);
    expect(cart?.order.items.map((line) => [line.menu_item_id, line.quantity])).toEqual([
      [first.id, 1],
    ]);
    const adds = requests.filter((r) => r.body.get('sub_action') === 'add_to_order');
    expect(new Set(adds.map((r) => r.body.get('request_id')))).toEqual(
      new Set([gesture.requestId]),
    );
  });

  it('the same gesture twice while offline waits as one pending row', async () => {
    const { api, db, network } = workerHarness({ origin: server.origin, now: Date.now() });
    await api.loadMenu({ slug: SLUG });
    const [first] = await plainItems(db);
    network.online = false;
    const gesture = {
      requestId: crypto.randomUUID(),
      slug: SLUG,
      item: add(first.id),
      label: first.name,
    };
    await api.addToCart(gesture);
    await api.addToCart(gesture);
    expect((await queryOutbox(db)).map((row) => row.requestId)).toEqual([gesture.requestId]);
  });

  it('queues two adds offline as pending and replays them in order, once, on reconnect', async () => {
    const { api, db, network, requests } = workerHarness({
      origin: server.origin,
      now: Date.now(),
    });
    await api.loadMenu({ slug: SLUG });
    const [first, second] = await plainItems(db);
    network.online = false;

    const a = await api.addToCart({
      requestId: crypto.randomUUID(),
      slug: SLUG,
      item: add(first.id),
      label: first.name,
    });
    const b = await api.addToCart({
      requestId: crypto.randomUUID(),
      slug: SLUG,
      item: add(second.id, 3),
      label: second.name,
    });
    expect(a.ok && a.data.state).toBe('queued');
    expect(b.ok && b.data.state).toBe('queued');
    const pending = await queryOutbox(db);
    expect(pending.map((row) => [row.label, row.quantity, row.status])).toEqual([
      [first.name, 1, 'pending'],
      [second.name, 3, 'pending'],
    ]);

    network.online = true;
    await api.flushOutbox();
    // A second flush (a reconnect reported twice) has nothing left to send.
    await api.flushOutbox();

    expect(await queryOutbox(db)).toEqual([]);
    const cart = await queryCart(db);
    expect(cart?.order.items.map((line) => [line.menu_item_id, line.quantity])).toEqual([
      [first.id, 1],
      [second.id, 3],
    ]);
    const sentIds = requests
      .filter((r) => r.body.get('sub_action') === 'add_to_order')
      .map((r) => r.body.get('request_id'));
    // Offline attempts reuse the same id as the send that got through.
    expect(new Set(sentIds).size).toBe(2);
  });

  it('recovers a lost answer by its request id instead of adding the line again', async () => {
    let dropNextAnswer = true;
    const recorder = recordingFetch(async (input, init) => {
      const response = await fetch(input, init);
      const body = init?.body instanceof URLSearchParams ? init.body : null;
      if (dropNextAnswer && body?.get('sub_action') === 'add_to_order') {
        dropNextAnswer = false;
        throw new TypeError('connection reset after the server answered');
      }
      return response;
    });
    const db = testDb();
    const api = createWorkerApi({
      brand: demoBrand(),
      db,
      origin: server.origin,
      fetch: recorder.fetch,
      now: () => Date.now(),
      locks: null,
    });
    await api.loadMenu({ slug: SLUG });
    const [first] = await plainItems(db);

    const result = await api.addToCart({
      requestId: crypto.randomUUID(),
      slug: SLUG,
      item: add(first.id),
      label: first.name,
    });
    expect(result.ok && result.data.state).toBe('queued');
    await api.flushOutbox();

    const cart = await queryCart(db);
    expect(cart?.order.items.map((line) => [line.menu_item_id, line.quantity])).toEqual([
      [first.id, 1],
    ]);
    const ids = recorder.requests
      .filter((r) => r.body.get('sub_action') === 'add_to_order')
      .map((r) => r.body.get('request_id'));
    expect(ids).toHaveLength(2);
    expect(ids[0]).toBe(ids[1]);
  });

  it('two tabs draining one database send each change once (one sender holds the lock)', async () => {
    const db = testDb();
    const held = new Map<string, Promise<unknown>>();
    const locks: LockManagerLike = {
      request(name, callback) {
        const previous = held.get(name) ?? Promise.resolve();
        const run = previous.then(callback, callback);
        held.set(
          name,
          run.catch(() => undefined),
        );
        return run;
      },
    };
    const online = { value: false };
    const recorder = recordingFetch((input, init) =>
      online.value ? fetch(input, init) : offlineFetch(input, init),
    );
    const tab = () =>
      createWorkerApi({
        brand: demoBrand(),
        db,
        origin: server.origin,
        fetch: recorder.fetch,
        now: () => Date.now(),
        locks,
      });
    const [one, two] = [tab(), tab()];
    online.value = true;
    await one.loadMenu({ slug: SLUG });
    // Both tabs share one session (the SID is in the shared database).
    const [first, second] = await plainItems(db);
    online.value = false;
    await one.addToCart({
      requestId: crypto.randomUUID(),
      slug: SLUG,
      item: add(first.id),
      label: first.name,
    });
    await two.addToCart({
      requestId: crypto.randomUUID(),
      slug: SLUG,
      item: add(second.id),
      label: second.name,
    });

    online.value = true;
    await Promise.all([one.flushOutbox(), two.flushOutbox(), one.flushOutbox()]);

    const cart = await queryCart(db);
    expect(cart?.order.items.map((line) => line.menu_item_id)).toEqual([first.id, second.id]);
    const delivered = recorder.requests.filter((r) => r.body.get('sub_action') === 'add_to_order');
    // Offline tries failed before reaching the server; of the online sends, one per change.
    expect(new Set(delivered.map((r) => r.body.get('request_id'))).size).toBe(2);
  });

  it('refuses an item the server does not know, with its phrase, and drops the row', async () => {
    const { api, db, toasts } = workerHarness({ origin: server.origin, now: Date.now() });
    await api.loadMenu({ slug: SLUG });
    const result = await api.addToCart({
      requestId: crypto.randomUUID(),
      slug: SLUG,
      item: add(999_999),
      label: 'Ghost',
    });
    expect(result.ok).toBe(false);
    expect(await queryOutbox(db)).toEqual([]);
    expect((await toasts()).at(-1)).toMatchObject({ tone: 'error' });
  });
});
