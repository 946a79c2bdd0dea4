/**
 * The staff order board and the live order channel in the worker, run in-process
 * against the real server with fake-indexeddb: the board loads today's orders and hears new ones
 * on the store's channel; a move made offline waits in the outbox and applies once, also when its
 * first answer is lost; an open receipt hears a staff move on the order's channel; printOrder
 * queues a docket for a staff device and refuses anyone else.
 */
import 'fake-indexeddb/auto';
import { liveQuery } from 'dexie';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorkerApi } from '@worker/api';
import type { DocketDatabase } from '@worker/db/database';
import { queryStaffBoard, type StaffBoardView } from '@worker/staff/staffBoardQuery';
import { ERROR_PQ1 } from '@/domain/messages';
import { ACCOUNT_PHRASES } from '@/domain/signInMessages';
import { DEMO_STAFF_DEVICES } from '../../server/db/seed/staffDevices';
import { captureLogs } from './support/logs';
import { startServer, type TestServer } from './support/server';
import { demoBrand } from './support/brand';
import { workerHarness } from './support/workerHarness';

const SLUG = 'fig-and-olive';
const STAFF = DEMO_STAFF_DEVICES.demo!.devices.find((device) => device.status === 8)!;
let server: TestServer;
captureLogs();

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

/** Resolves with the first value of `read` that `done` accepts, as Dexie's live query sees it. */
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

const boardOf = (db: DocketDatabase) => () => queryStaffBoard(db);
const orderOn = (view: StaffBoardView | null, id: number) =>
  view?.orders.find((order) => order.id === id);

/** An order at the demo store, placed now by `owner`, with one line. */
async function insertOrder(owner: string): Promise<number> {
  const merchant = await server.db
    .selectFrom('merchants')
    .innerJoin('menus', 'menus.merchant_id', 'merchants.id')
    .select(['merchants.id', 'merchants.brand_id', 'menus.id as menu_id'])
    .where('merchants.slug', '=', SLUG)
    .executeTakeFirstOrThrow();
  const { id } = await server.db
    .insertInto('orders')
    .values({
      brand_id: merchant.brand_id,
      merchant_id: merchant.id,
      menu_id: merchant.menu_id,
      owner,
      status: 'placed',
      fulfilment_type: 'pickup',
      fulfilment_asap: true,
      contact_name: 'Grace Hopper',
      created_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await server.db
    .updateTable('orders')
    .set({ order_number: String(id).padStart(5, '0') })
    .where('id', '=', id)
    .execute();
  await server.db
    .insertInto('order_status_history')
    .values({ order_id: id, status: 'placed', at: new Date() })
    .execute();
  await server.db
    .insertInto('order_items')
    .values({
      order_id: id,
      menu_item_id: 1,
      name: 'Flat White',
      quantity: 2,
      unit_price_cents: 500,
    })
    .execute();
  return id;
}

async function historyOf(orderId: number): Promise<string[]> {
  const rows = await server.db
    .selectFrom('order_status_history')
    .select('status')
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.status);
}

async function signedInStaff(wrapFetch?: (inner: typeof fetch) => typeof fetch) {
  const harness = workerHarness({ origin: server.origin, now: Date.now(), wrapFetch });
  const signedIn = await harness.api.signIn({
    method: 'email',
    email: STAFF.email,
    password: STAFF.password,
    rememberMe: true,
  });
  expect(signedIn.ok).toBe(true);
  return harness;
}

describe('the staff order board in the worker', () => {
  it("loads today's orders and hears a new one on the store's channel", async () => {
    const first = await insertOrder('session:nobody');
    const { api, db } = await signedInStaff();
    expect(await api.loadStaffBoard({})).toMatchObject({ ok: true });
    const view = await queryStaffBoard(db);
    expect(orderOn(view, first)).toMatchObject({
      status: 'placed',
      status_label: 'Submitted',
      customer_name: 'Grace Hopper',
      items: [{ name: 'Flat White', quantity: 2 }],
      move: null,
    });

    await api.watchStaffBoard({});
    // The channel's 'open' reloads the board: the watch is live once a load after it has landed.
    // The insert is announced by the database itself (migration 0014), as any placed order is.
    const second = await insertOrder('session:nobody');
    const heard = await until(boardOf(db), (next) => orderOn(next, second) !== undefined);
    expect(orderOn(heard, second)?.customer_name).toBe('Grace Hopper');
    await api.unwatchStaffBoard({});
  });

  it('queues a move made offline and applies it once when the network returns', async () => {
    const orderId = await insertOrder('session:nobody');
    const { api, db, network } = await signedInStaff();
    await api.loadStaffBoard({});
    network.online = false;
    expect(
      await api.moveStaffOrder({ requestId: crypto.randomUUID(), orderId, status: 'accepted' }),
    ).toEqual({
      ok: true,
      data: { state: 'queued' },
    });
    const waiting = orderOn(await queryStaffBoard(db), orderId);
    expect(waiting?.status).toBe('placed');
    expect(waiting?.move).toMatchObject({ to: 'accepted', state: 'waiting' });
    expect(await historyOf(orderId)).toEqual(['placed']);

    network.online = true;
    await api.reportNetwork({ online: true });
    const moved = await until(
      boardOf(db),
      (view) => orderOn(view, orderId)?.status === 'accepted' && !orderOn(view, orderId)?.move,
    );
    expect(orderOn(moved, orderId)?.status_label).toBe('Confirmed');
    expect(await historyOf(orderId)).toEqual(['placed', 'accepted']);
  });

  it('sends a move queued in an earlier session when the network returns, board not opened yet', async () => {
    const orderId = await insertOrder('session:nobody');
    const earlier = await signedInStaff();
    await earlier.api.loadStaffBoard({});
    earlier.network.online = false;
    expect(
      await earlier.api.moveStaffOrder({
        requestId: crypto.randomUUID(),
        orderId,
        status: 'accepted',
      }),
    ).toEqual({
      ok: true,
      data: { state: 'queued' },
    });
    // A new page: a new worker on the same database, which has not loaded its staff area
    // (areas load on their first call); its outbox loads it to send the queued move.
    const later = createWorkerApi({
      brand: demoBrand(),
      db: earlier.db,
      origin: server.origin,
      fetch: (input, init) => fetch(input, init),
      now: () => Date.now(),
    });
    await later.reportNetwork({ online: true });
    await until(
      boardOf(earlier.db),
      (view) => orderOn(view, orderId)?.status === 'accepted' && !orderOn(view, orderId)?.move,
    );
    expect(await historyOf(orderId)).toEqual(['placed', 'accepted']);
  });

  it('sends a move again with its request_id after a lost answer: the order moves once', async () => {
    const orderId = await insertOrder('session:nobody');
    let dropNext = true;
    const moveIds: string[] = [];
    const { api, db } = await signedInStaff((inner) => async (input, init) => {
      const response = await inner(input, init);
      const body = init?.body instanceof URLSearchParams ? init.body : null;
      if (body?.get('RequestAction') !== 'StaffOrderStatus') return response;
      moveIds.push(body.get('request_id') ?? '');
      if (!dropNext) return response;
      dropNext = false;
      // The server moved it; the answer never arrives.
      await response.body?.cancel();
      throw new TypeError('fetch failed');
    });
    await api.loadStaffBoard({});
    expect(
      await api.moveStaffOrder({ requestId: crypto.randomUUID(), orderId, status: 'accepted' }),
    ).toEqual({
      ok: true,
      data: { state: 'queued' },
    });
    await api.reportNetwork({ online: true });
    await until(boardOf(db), (view) => orderOn(view, orderId)?.status === 'accepted');
    expect(moveIds).toHaveLength(2);
    expect(moveIds[1]).toBe(moveIds[0]);
    expect(await historyOf(orderId)).toEqual(['placed', 'accepted']);
  });

  it('a list asked for before a move, answered after it, does not undo the move on the board', async () => {
    const orderId = await insertOrder('session:nobody');
    let hold = false;
    let listRead: () => void = () => {};
    let release: () => void = () => {};
    const read = new Promise<void>((resolve) => (listRead = resolve));
    const released = new Promise<void>((resolve) => (release = resolve));
    const { api, db } = await signedInStaff((inner) => async (input, init) => {
      const response = await inner(input, init);
      const body = init?.body instanceof URLSearchParams ? init.body : null;
      if (!hold || body?.get('RequestAction') !== 'StaffOrders') return response;
      // The server has read the list (order still placed); its answer arrives late.
      hold = false;
      listRead();
      await released;
      return response;
    });
    await api.loadStaffBoard({});
    hold = true;
    const stale = api.loadStaffBoard({});
    await read;
    expect(
      await api.moveStaffOrder({ requestId: crypto.randomUUID(), orderId, status: 'accepted' }),
    ).toEqual({ ok: true, data: { state: 'sent' } });
    release();
    await stale;
    expect(orderOn(await queryStaffBoard(db), orderId)?.status).toBe('accepted');
  });

  it("shows the server's refusal of a stale move, and reloads the board", async () => {
    const orderId = await insertOrder('session:nobody');
    const { api, db } = await signedInStaff();
    await api.loadStaffBoard({});
    await server.db
      .updateTable('orders')
      .set({ status: 'cancelled' })
      .where('id', '=', orderId)
      .execute();
    const refused = await api.moveStaffOrder({
      requestId: crypto.randomUUID(),
      orderId,
      status: 'accepted',
    });
    expect(refused).toMatchObject({
      ok: false,
      error: { message: `Order ${String(orderId).padStart(5, '0')} is already Cancelled` },
    });
    await until(boardOf(db), (view) => orderOn(view, orderId)?.status === 'cancelled');
  });
});

describe("the receipt's live channel", () => {
  it('refreshes an open receipt when staff move the order', async () => {
    const guest = workerHarness({ origin: server.origin, now: Date.now() });
    expect((await guest.api.loadMenu({ slug: SLUG })).ok).toBe(true);
    const sid = (await guest.db.session.get('current'))!.sid;
    const orderId = await insertOrder(`session:${sid}`);
    expect(await guest.api.loadOrder({ id: orderId })).toEqual({
      ok: true,
      data: { status: 'placed' },
    });
    await guest.api.watchOrder({ id: orderId });
    // The channel's open reloads the order: wait for a fetch after the watch began.
    const opened = (await guest.db.orders.get(orderId))!.fetchedAt;
    guest.clock.now = opened + 1;
    await until(
      () => guest.db.orders.get(orderId),
      (row) => (row?.fetchedAt ?? 0) > opened,
    );

    const staff = await signedInStaff();
    await staff.api.loadStaffBoard({});
    expect(
      await staff.api.moveStaffOrder({ requestId: crypto.randomUUID(), orderId, status: 'ready' }),
    ).toMatchObject({
      ok: true,
      data: { state: 'sent' },
    });
    const row = await until(
      () => guest.db.orders.get(orderId),
      (order) => order?.status === 'ready',
    );
    expect(row?.nstatus).toBe(4);
    expect(await guest.api.unwatchOrder({ id: orderId })).toEqual({
      ok: true,
      data: { watching: 0 },
    });
  });
});

describe('printOrder', () => {
  it("queues the order's docket for the staff device, once", async () => {
    const orderId = await insertOrder('session:nobody');
    const { api } = await signedInStaff();
    const printed = await api.printOrder({ orderId });
    expect(printed.ok).toBe(true);
    const jobs = await server.db
      .selectFrom('print_jobs')
      .select(['pos_guid', 'status'])
      .where('order_id', '=', orderId)
      .execute();
    expect(jobs).toEqual([{ pos_guid: STAFF.posGuid, status: 'queued' }]);
  });

  it("refuses a guest with the server's words, and says PQ1 when the call does not get through", async () => {
    const orderId = await insertOrder('session:nobody');
    const guest = workerHarness({ origin: server.origin, now: Date.now() });
    await guest.api.loadMenu({ slug: SLUG });
    expect(await guest.api.printOrder({ orderId })).toMatchObject({
      ok: false,
      error: { message: ACCOUNT_PHRASES.accountRequired },
    });

    const staff = await signedInStaff();
    expect((await staff.api.loadAccount()).ok).toBe(true);
    staff.network.online = false;
    const offline = await staff.api.printOrder({ orderId });
    expect(offline).toMatchObject({ ok: false, error: { message: ERROR_PQ1 } });
  });
});
