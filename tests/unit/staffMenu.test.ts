/**
 * The staff Menu tab in the worker (worker/staff/staffMenuApi.ts, staffMenuQuery.ts), against a
 * stub of the server's three actions: the tab loads the store's items and fulfilment types; a
 * change made online applies at once and the changes list follows; a change made offline waits in
 * the outbox with its request_id (shown as if made, and as waiting), survives a reload (a new
 * worker on the same database) and is sent once when the network returns; a refusal waits on its
 * row to be dismissed. Time is a constant; no timer is waited on.
 */
import 'fake-indexeddb/auto';
import { liveQuery } from 'dexie';
import { describe, expect, it } from 'vitest';
import type { StaffMenuChangeEntry, StaffMenuResponse } from '@/api/staffMenu';
import { createWorkerApi } from '@worker/api';
import type { DocketDatabase } from '@worker/db/database';
import { queryOutbox } from '@worker/db/queries';
import { queryStaffMenu } from '@worker/staff/staffMenuQuery';
import { demoBrand } from './support/brand';
import { captureLogs } from './support/logs';
import { testDb } from './support/testDb';

captureLogs();

const NOW = Date.parse('2026-11-24T04:00:00Z');
const STAFF_ID = 8;

/** The server's side of the tab: its state, the request ids it has answered, and the network. */
function stubServer() {
  const menu: StaffMenuResponse = {
    merchant: {
      id: 1,
      name: 'Fremantle Fig & Olive',
      slug: 'fig-and-olive',
      currency_sign: '$',
      closes_at: '2026-11-24T21:00',
    },
    items: [
      {
        id: 11,
        name: 'Moussaka',
        category: 'Mains',
        price: 2400,
        is_available: 1,
        available_str: '',
        sold_out_until: null,
      },
      {
        id: 12,
        name: 'Baklava',
        category: 'Desserts',
        price: 900,
        is_available: 1,
        available_str: '',
        sold_out_until: null,
      },
    ],
    fulfilment: [
      { code: 'pickup', verb: 'Pickup', paused: 0 },
      { code: 'delivery', verb: 'Delivery', paused: 0 },
    ],
  };
  const answered = new Map<string, unknown>();
  const changes: StaffMenuChangeEntry[] = [];
  const state = {
    online: true,
    changeCalls: 0,
    refuseNext: null as string | null,
    /** Holds the next StaffMenu answer (read when asked) until released. */
    holdMenu: null as Promise<void> | null,
  };

  const envelope = (response: unknown) =>
    new Response(
      JSON.stringify({ ResponseCode: 'SUCCESS', Response: response, SID: 'staff-sid' }),
      {
        headers: { 'content-type': 'application/json' },
      },
    );

  function change(body: URLSearchParams): unknown {
    const requestId = body.get('request_id') ?? '';
    if (answered.has(requestId)) return answered.get(requestId);
    let answer: unknown;
    if (body.get('target') === 'item') {
      const item = menu.items.find((entry) => String(entry.id) === body.get('item_id'))!;
      const available = body.get('available') === '1';
      Object.assign(item, {
        is_available: available ? 1 : 0,
        available_str: available ? '' : (body.get('available_str') ?? 'Sold out today'),
        sold_out_until:
          available || body.get('until') === 'manual' ? null : menu.merchant.closes_at,
      });
      changes.unshift({
        id: changes.length + 1,
        at: '2026-11-24T12:00:00',
        by: 'Sam',
        what: `${item.name} ${available ? 'back on' : 'sold out'}`,
      });
      answer = { item: { ...item } };
    } else {
      const type = menu.fulfilment.find((entry) => entry.code === body.get('code'))!;
      type.paused = body.get('paused') === '1' ? 1 : 0;
      changes.unshift({
        id: changes.length + 1,
        at: '2026-11-24T12:00:00',
        by: 'Sam',
        what: `${type.verb} ${type.paused ? 'paused' : 'resumed'}`,
      });
      answer = { fulfilment: { ...type } };
    }
    answered.set(requestId, answer);
    return answer;
  }

  const events = sseStream();
  const fetch: typeof globalThis.fetch = async (input, init) => {
    if (!state.online) throw new TypeError('fetch failed');
    if (String(input).endsWith(`/menus/${menu.merchant.slug}/events`)) return events.response();
    const body = init?.body instanceof URLSearchParams ? init.body : new URLSearchParams();
    switch (body.get('RequestAction')) {
      case 'StaffMenu': {
        const snapshot = structuredClone(menu);
        const hold = state.holdMenu;
        state.holdMenu = null;
        if (hold !== null) await hold;
        return envelope(snapshot);
      }
      case 'StaffMenuChanges':
        return envelope({ changes: structuredClone(changes) });
      case 'StaffMenuChange': {
        state.changeCalls += 1;
        if (state.refuseNext !== null) {
          const message = state.refuseNext;
          state.refuseNext = null;
          return new Response(JSON.stringify({ ResponseCode: 'ERROR', Response: [message] }), {
            headers: { 'content-type': 'application/json' },
          });
        }
        return envelope(change(body));
      }
      default:
        return new Response('{}', { status: 404 });
    }
  };
  return { fetch, state, menu, changes, events };
}

/** A server-sent-event stream the test writes to. */
function sseStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  const encoder = new TextEncoder();
  return {
    response: () =>
      new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } }),
    send: (event: string, data: unknown) =>
      controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`)),
  };
}

function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  return new Promise((resolve, reject) => {
    const subscription = liveQuery(read).subscribe({
      next: (value) => {
        if (!done(value)) return;
        resolve(value);
        queueMicrotask(() => subscription.unsubscribe());
      },
      error: reject,
    });
  });
}

async function staffWorker(db: DocketDatabase, fetch: typeof globalThis.fetch) {
  await db.customer.put({ key: 'current', id: STAFF_ID, status: 8, name: 'Sam', email: '' });
  return createWorkerApi({
    brand: demoBrand(),
    db,
    origin: 'http://docket.test',
    fetch,
    now: () => NOW,
    locks: null,
    random: () => 0,
  });
}

const itemOf = async (db: DocketDatabase, id: number) =>
  (await queryStaffMenu(db))?.items.find((item) => item.id === id);

describe('the staff Menu tab', () => {
  it('loads the store’s items and types; a change online applies and the list follows', async () => {
    const server = stubServer();
    const db = testDb();
    const api = await staffWorker(db, server.fetch);
    expect(await api.loadStaffMenu({})).toEqual({ ok: true, data: { items: 2 } });
    const view = await queryStaffMenu(db);
    expect(view?.merchant.closes_at).toBe('2026-11-24T21:00');
    expect(view?.items.map((item) => item.name)).toEqual(['Moussaka', 'Baklava']);
    expect(view?.changes).toBeNull();

    expect(
      await api.changeStaffMenu({
        requestId: 'sold-1',
        target: 'item',
        itemId: 11,
        available: false,
      }),
    ).toEqual({ ok: true, data: { state: 'sent' } });
    expect(await itemOf(db, 11)).toMatchObject({
      is_available: 0,
      available_str: 'Sold out today',
      sold_out_until: '2026-11-24T21:00',
      change: null,
    });
    await api.loadStaffMenuChanges({});
    expect((await queryStaffMenu(db))?.changes?.map((entry) => entry.what)).toEqual([
      'Moussaka sold out',
    ]);

    await api.changeStaffMenu({
      requestId: 'pause-1',
      target: 'fulfilment',
      code: 'delivery',
      paused: true,
    });
    const delivery = (await queryStaffMenu(db))?.fulfilment.find((t) => t.code === 'delivery');
    expect(delivery).toMatchObject({ paused: 1, change: null });
  });

  it('until turned back on: the mark has no end time', async () => {
    const server = stubServer();
    const db = testDb();
    const api = await staffWorker(db, server.fetch);
    await api.loadStaffMenu({});
    await api.changeStaffMenu({
      requestId: 'sold-manual',
      target: 'item',
      itemId: 12,
      available: false,
      until: 'manual',
    });
    expect(await itemOf(db, 12)).toMatchObject({ is_available: 0, sold_out_until: null });
  });

  it('offline: the change waits as if made, survives a reload and is sent once', async () => {
    const server = stubServer();
    const db = testDb();
    const first = await staffWorker(db, server.fetch);
    await first.loadStaffMenu({});

    server.state.online = false;
    expect(
      await first.changeStaffMenu({
        requestId: 'offline-1',
        target: 'item',
        itemId: 11,
        available: false,
      }),
    ).toEqual({ ok: true, data: { state: 'queued' } });
    expect(await itemOf(db, 11)).toMatchObject({
      is_available: 0,
      sold_out_until: '2026-11-24T21:00',
      change: { state: 'waiting', label: 'Moussaka: sold out' },
    });
    expect(server.menu.items[0]!.is_available).toBe(1);
    // The cart's pending list is the customer's: a staff change is not on it.
    expect(await queryOutbox(db)).toEqual([]);

    // A reload: a new worker on the same database, the staff area not yet loaded.
    server.state.online = true;
    const second = await staffWorker(db, server.fetch);
    await second.flushOutbox();
    expect(await itemOf(db, 11)).toMatchObject({ is_available: 0, change: null });
    expect(server.menu.items[0]!.is_available).toBe(0);
    expect(server.changes).toHaveLength(1);
    const sent = server.state.changeCalls;
    await second.flushOutbox();
    expect(server.state.changeCalls).toBe(sent);
    expect(await db.outbox.count()).toBe(0);
  });

  it('a refusal waits on its row with the server’s words until dismissed', async () => {
    const server = stubServer();
    const db = testDb();
    const api = await staffWorker(db, server.fetch);
    await api.loadStaffMenu({});
    server.state.online = false;
    await api.changeStaffMenu({ requestId: 'r-1', target: 'item', itemId: 12, available: false });
    server.state.online = true;
    server.state.refuseNext = 'Staff account required';
    await api.flushOutbox();
    const refused = await itemOf(db, 12);
    expect(refused).toMatchObject({
      is_available: 1,
      change: { state: 'failed', error: 'Staff account required' },
    });
    await api.dismissStaffMenuChange({ outboxId: refused!.change!.outboxId });
    expect((await itemOf(db, 12))?.change).toBeNull();
  });

  it('another sign-in on the device does not see the tab', async () => {
    const server = stubServer();
    const db = testDb();
    const api = await staffWorker(db, server.fetch);
    await api.loadStaffMenu({});
    await db.customer.put({ key: 'current', id: 99, status: 1, name: 'Ada', email: '' });
    expect(await queryStaffMenu(db)).toBeNull();
  });

  it('a menu asked for before a change was applied does not undo it on the tab', async () => {
    const server = stubServer();
    const db = testDb();
    const api = await staffWorker(db, server.fetch);
    await api.loadStaffMenu({});
    let release!: () => void;
    server.state.holdMenu = new Promise((resolve) => (release = resolve));
    // A reconnect: the tab reloads while the outbox sends the change made offline.
    const reloading = api.loadStaffMenu({});
    await api.changeStaffMenu({
      requestId: 'race-1',
      target: 'item',
      itemId: 11,
      available: false,
    });
    release();
    await reloading;
    expect(await itemOf(db, 11)).toMatchObject({ is_available: 0, change: null });
    // A menu asked for after it carries it anyway.
    await api.loadStaffMenu({});
    expect(await itemOf(db, 11)).toMatchObject({ is_available: 0 });
  });

  it('while open it follows the store’s menu: another device’s change shows', async () => {
    const server = stubServer();
    const db = testDb();
    const api = await staffWorker(db, server.fetch);
    await api.loadStaffMenu({});
    expect(await api.watchStaffMenu({})).toEqual({ ok: true, data: { watching: 1 } });
    server.events.send('open', { slug: 'fig-and-olive', version: '4.1' });
    // Another staff device marks Baklava sold out; the server announces the menu's new version.
    Object.assign(server.menu.items[1]!, {
      is_available: 0,
      available_str: 'Sold out today',
      sold_out_until: '2026-11-24T21:00',
    });
    server.changes.unshift({
      id: 1,
      at: '2026-11-24T12:01:00',
      by: 'Kim',
      what: 'Baklava sold out',
    });
    server.events.send('menu', { slug: 'fig-and-olive', version: '5.1' });
    const view = await until(
      () => queryStaffMenu(db),
      (read) =>
        read?.items.find((item) => item.id === 12)?.is_available === 0 &&
        read.changes?.length === 1,
    );
    expect(view?.changes?.[0]).toMatchObject({ by: 'Kim', what: 'Baklava sold out' });
    expect(await api.unwatchStaffMenu({})).toEqual({ ok: true, data: { watching: 0 } });
  });
});
