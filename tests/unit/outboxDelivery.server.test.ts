/**
 * The outbox and the session against the real reference server: nothing lost,
 * nothing applied to the wrong person.
 */
import 'fake-indexeddb/auto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { readAppState } from '@worker/db/appState';
import type { DocketDatabase } from '@worker/db/database';
import { queryCart, queryMenu, queryOutbox } from '@worker/db/queries';
import { ERROR_TRY_AGAIN, SESSION_EXPIRED } from '@/domain/messages';
import { createWorkerApi } from '@worker/api';
import type { Toast } from '@worker/events/workerEvents';
import { inProcessLocks } from '@worker/protocol/locks';
import { demoBrand } from './support/brand';
import { captureLogs } from './support/logs';
import { envelope, htmlPage, scriptedFetch, subAction } from './support/scriptedFetch';
import { startServer, type TestServer } from './support/server';
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
afterEach(() => {
  vi.useRealTimers();
});

const add = (id: number, quantity = 1) => ({
  menu_item_id: id,
  quantity,
  options: {},
  cart_item_slot_id: -1,
});

/** One device: a worker on its own database, a scriptable fetch, the toasts it raised. */
function device(options: { db?: DocketDatabase; random?: () => number } = {}) {
  const db = options.db ?? testDb();
  const script = scriptedFetch();
  const api = createWorkerApi({
    brand: demoBrand(),
    db,
    origin: server.origin,
    fetch: script.fetch,
    now: () => Date.now(),
    locks: null,
    random: options.random ?? (() => 0),
  });
  const toasts: Toast[] = [];
  api.listen('toast', (toast) => {
    toasts.push(toast);
  });
  return { api, db, script, toasts };
}

async function plainItems(db: DocketDatabase) {
  const menu = await queryMenu(db, SLUG);
  const items = (menu?.items ?? []).filter((i) => i.option_count === 0 && i.is_available === 1);
  if (items.length < 2) throw new Error('the demo menu needs two items without options');
  return [items[0]!, items[1]!] as const;
}

const cartLines = async (db: DocketDatabase) =>
  (await queryCart(db))?.order.items.map((line) => [line.menu_item_id, line.quantity]) ?? [];

const adds = (requests: { body: URLSearchParams }[]) =>
  requests.filter((r) => r.body.get('sub_action') === 'add_to_order');

const offline = () => Promise.reject(new TypeError('fetch failed'));

describe('a refused row', () => {
  it('after it was queued: marked failed with the phrase, toasted, and the rows behind it go', async () => {
    const { api, db, script, toasts } = device();
    await api.loadMenu({ slug: SLUG });
    const [first] = await plainItems(db);
    script.once(subAction('add_to_order'), offline);
    const ghost = await api.addToCart({
      requestId: crypto.randomUUID(),
      slug: SLUG,
      item: add(999_999),
      label: 'Ghost',
    });
    expect(ghost.ok && ghost.data.state).toBe('queued');
    await api.addToCart({
      requestId: crypto.randomUUID(),
      slug: SLUG,
      item: add(first.id),
      label: first.name,
    });

    await api.flushOutbox();

    const rows = await queryOutbox(db);
    expect(rows.map((row) => [row.label, row.status, row.lastError])).toEqual([
      ['Ghost', 'failed', 'Menu item does not exist'],
    ]);
    expect(await cartLines(db)).toEqual([[first.id, 1]]);
    expect(toasts.map((toast) => [toast.message, toast.tone])).toContainEqual([
      'Menu item does not exist',
      'error',
    ]);
    // The badge and the pending strip no longer count it.
    expect(await api.flushOutbox()).toEqual({ ok: true, data: { pending: 0 } });

    expect(await api.removeOutboxRow({ id: rows[0]!.id! })).toEqual({
      ok: true,
      data: { removed: true },
    });
    expect(await queryOutbox(db)).toEqual([]);
  });

  it('a definite HTTP refusal (413) fails the row instead of blocking the queue forever', async () => {
    const { api, db, script } = device();
    await api.loadMenu({ slug: SLUG });
    const [first, second] = await plainItems(db);
    script.once(subAction('add_to_order'), offline);
    await api.addToCart({
      requestId: crypto.randomUUID(),
      slug: SLUG,
      item: add(first.id),
      label: first.name,
    });
    script.once(subAction('add_to_order'), () =>
      Promise.resolve(new Response('too large', { status: 413 })),
    );
    await api.addToCart({
      requestId: crypto.randomUUID(),
      slug: SLUG,
      item: add(second.id),
      label: second.name,
    });

    await api.flushOutbox();

    expect((await queryOutbox(db)).map((row) => [row.label, row.status, row.lastError])).toEqual([
      [first.name, 'failed', ERROR_TRY_AGAIN],
    ]);
    expect(await cartLines(db)).toEqual([[second.id, 1]]);
  });

  it('Retry sends it again, with the same request id, and it lands', async () => {
    const { api, db, script } = device();
    await api.loadMenu({ slug: SLUG });
    const [first] = await plainItems(db);
    script.once(subAction('add_to_order'), offline);
    await api.addToCart({
      requestId: crypto.randomUUID(),
      slug: SLUG,
      item: add(first.id),
      label: first.name,
    });
    script.once(subAction('add_to_order'), () => envelope('ERROR', 'Product unavailable'));
    await api.flushOutbox();
    const [failed] = await queryOutbox(db);
    expect(failed?.status).toBe('failed');

    expect((await api.retryOutboxRow({ id: failed!.id! })).ok).toBe(true);
    await api.flushOutbox();

    expect(await queryOutbox(db)).toEqual([]);
    expect(await cartLines(db)).toEqual([[first.id, 1]]);
    expect(new Set(adds(script.requests).map((r) => r.body.get('request_id'))).size).toBe(1);
  });
});

describe('a transient failure keeps the row and sends it once', () => {
  const transient: [string, () => Promise<Response>][] = [
    ["the server's own 'Error, please try again'", () => envelope('ERROR', ERROR_TRY_AGAIN)],
    ['an HTTP 500', () => Promise.resolve(new Response('oops', { status: 500 }))],
    ["a captive portal's HTML page", () => htmlPage()],
  ];

  it.each(transient)('%s', async (_name, answer) => {
    const { api, db, script } = device();
    await api.loadMenu({ slug: SLUG });
    const [first] = await plainItems(db);
    script.once(subAction('add_to_order'), answer);

    const result = await api.addToCart({
      requestId: crypto.randomUUID(),
      slug: SLUG,
      item: add(first.id),
      label: first.name,
    });
    expect(result.ok && result.data.state).toBe('queued');
    expect((await queryOutbox(db)).map((row) => row.status)).toEqual(['pending']);

    await api.flushOutbox();
    expect(await queryOutbox(db)).toEqual([]);
    expect(await cartLines(db)).toEqual([[first.id, 1]]);
    const ids = adds(script.requests).map((r) => r.body.get('request_id'));
    expect(ids).toHaveLength(2);
    expect(ids[0]).toBe(ids[1]);
  });

  it('retries by itself after a capped, jittered backoff', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { api, db, script } = device({ random: () => 0 });
    await api.loadMenu({ slug: SLUG });
    const [first] = await plainItems(db);
    const unavailable = () => Promise.resolve(new Response('busy', { status: 503 }));
    script.once(subAction('add_to_order'), unavailable);
    script.once(subAction('add_to_order'), unavailable);

    await api.addToCart({
      requestId: crypto.randomUUID(),
      slug: SLUG,
      item: add(first.id),
      label: first.name,
    });
    expect(adds(script.requests)).toHaveLength(1);
    // random 0: half of the 2 s step, then half of 4 s.
    await vi.advanceTimersByTimeAsync(999);
    expect(adds(script.requests)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(adds(script.requests)).toHaveLength(2));
    await vi.waitFor(async () => expect((await queryOutbox(db))[0]?.status).toBe('pending'));
    await vi.advanceTimersByTimeAsync(1_999);
    expect(adds(script.requests)).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(async () => expect(await queryOutbox(db)).toEqual([]));
    expect(await cartLines(db)).toEqual([[first.id, 1]]);
  });
});

describe('rows belong to the session they were made in', () => {
  it("AUTH mid-queue: the member's adds fail with 'Session expired', never sent as a new guest", async () => {
    const { api, db, script, toasts } = device();
    await api.loadMenu({ slug: SLUG });
    const [first, second] = await plainItems(db);
    // The session is a member's, and it lapses on the server.
    const sid = (await db.session.get('current'))!.sid;
    await db.customer.put({ key: 'current', id: 77, status: 1, name: 'Ada', email: 'a@x.test' });
    await server.db
      .updateTable('sessions')
      .set({ customer_id: 77, expires_at: new Date(Date.now() - 60_000) })
      .where('sid', '=', sid)
      .execute();
    server.forgetHotReads();
    script.once(subAction('add_to_order'), offline);
    script.once(subAction('add_to_order'), offline);
    await api.addToCart({
      requestId: crypto.randomUUID(),
      slug: SLUG,
      item: add(first.id),
      label: first.name,
    });
    await api.addToCart({
      requestId: crypto.randomUUID(),
      slug: SLUG,
      item: add(second.id),
      label: second.name,
    });

    await api.flushOutbox();

    const rows = await queryOutbox(db);
    expect(rows.map((row) => [row.label, row.status, row.lastError])).toEqual([
      [first.name, 'failed', SESSION_EXPIRED],
      [second.name, 'failed', SESSION_EXPIRED],
    ]);
    const guestSid = (await db.session.get('current'))!.sid;
    expect(guestSid).not.toBe(sid);
    expect(adds(script.requests).filter((r) => r.body.get('sid') === guestSid)).toEqual([]);
    expect((await db.customer.get('current'))?.id).toBe(0);
    expect(toasts.filter((toast) => toast.message === SESSION_EXPIRED)).toHaveLength(1);

    // Retry is the customer's choice: then they go, as the session the device holds now.
    for (const row of rows) await api.retryOutboxRow({ id: row.id! });
    await api.flushOutbox();
    expect(await cartLines(db)).toEqual([
      [first.id, 1],
      [second.id, 1],
    ]);
  });

  it("kiosk reset with a kept login and an add in flight: the late answer is not applied, and clear_cart empties the device's server cart", async () => {
    const { api, db, script } = device();
    await api.loadMenu({ slug: SLUG });
    const [first, second] = await plainItems(db);
    await db.customer.put({ key: 'current', id: 5, status: 3, name: 'Front kiosk', email: '' });
    await api.addToCart({
      requestId: crypto.randomUUID(),
      slug: SLUG,
      item: add(second.id),
      label: second.name,
    });
    const held = script.hold(subAction('add_to_order'));
    const late = api.addToCart({
      requestId: crypto.randomUUID(),
      slug: SLUG,
      item: add(first.id),
      label: first.name,
    });
    await held.answered;

    expect(await api.resetGuestState()).toEqual({
      ok: true,
      data: { keptLogin: true, droppedOutbox: 0 },
    });
    held.release();
    await late;
    await api.flushOutbox();

    expect(await queryOutbox(db)).toEqual([]);
    const subActions = script.requests
      .map((r) => r.body.get('sub_action'))
      .filter((name) => name !== null);
    expect(subActions).toEqual(['add_to_order', 'add_to_order', 'clear_cart']);
    // The next customer's cart is empty, locally and on the server.
    expect(await cartLines(db)).toEqual([]);
  });

  it('kiosk reset for a guest with an add in flight: never resent under the next guest', async () => {
    const { api, db, script } = device();
    await api.loadMenu({ slug: SLUG });
    const [first] = await plainItems(db);
    const held = script.hold(subAction('add_to_order'));
    const late = api.addToCart({
      requestId: crypto.randomUUID(),
      slug: SLUG,
      item: add(first.id),
      label: first.name,
    });
    await held.answered;
    await api.resetGuestState();
    held.release();
    await late;
    await api.flushOutbox();
    await api.loadMenu({ slug: SLUG });

    expect(await queryOutbox(db)).toEqual([]);
    expect(await queryCart(db)).toBeNull();
    expect(adds(script.requests)).toHaveLength(1);
    expect((await readAppState(db, 'cartSummary'))?.num_items ?? 0).toBe(0);
  });
});

describe('one session per device', () => {
  it('two tabs starting cold wait for the first SID instead of each making a session', async () => {
    const db = testDb();
    const locks = inProcessLocks();
    const script = scriptedFetch();
    const tab = () =>
      createWorkerApi({
        brand: demoBrand(),
        db,
        origin: server.origin,
        fetch: script.fetch,
        now: () => Date.now(),
        locks,
      });
    const [one, two] = [tab(), tab()];

    await Promise.all([
      one.loadMenu({ slug: SLUG }),
      two.loadHome(),
      one.loadMerchants({ set: 'ALL' }),
    ]);

    const sent = script.requests.map((r) => r.body.get('sid') ?? '');
    expect(sent.filter((sid) => sid === '')).toHaveLength(1);
    const stored = (await db.session.get('current'))!.sid;
    expect(new Set(sent.filter((sid) => sid !== ''))).toEqual(new Set([stored]));
  });
});
