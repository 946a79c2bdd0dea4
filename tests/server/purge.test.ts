/**
 * The purge job (server/jobs/purge.ts): idempotency rows older than a day, expired sessions and
 * the open carts of guests whose session is gone are deleted; everything fresher stays. And the
 * server runs it on a timer while it runs, not only at start.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startPeriodic, timerScheduler, type Scheduler } from '../../server/jobs/periodic';
import { PURGE_EVERY_MS, purgeStaleRows } from '../../server/jobs/purge';
import { cartClient, customerSession, itemNamed, storeOf, type Store } from './cartHelpers';
import { backends, DEMO, startServer, TUESDAY_11AM, type TestServer } from './helpers';

const DAY = 24 * 60 * 60 * 1000;
const at = (offsetMs: number) => new Date(new Date(TUESDAY_11AM).getTime() + offsetMs);

/** A scheduler the test drives: it records what the server asked for and ticks on demand. */
function manualScheduler() {
  const jobs: { ms: number; tick: () => Promise<void>; cancelled: boolean }[] = [];
  const scheduler: Scheduler = {
    every(ms, tick) {
      const job = { ms, tick, cancelled: false };
      jobs.push(job);
      return {
        cancel: () => {
          job.cancelled = true;
        },
      };
    },
  };
  return { scheduler, jobs };
}

describe.each(backends)('purge ($name)', (backend) => {
  let server: TestServer;
  let demo: Store;
  let teaId: number;
  const { scheduler, jobs } = manualScheduler();
  beforeAll(async () => {
    server = await startServer(backend, TUESDAY_11AM, { scheduler });
    demo = await storeOf(server, DEMO.token, DEMO.slug);
    teaId = (await itemNamed(server, demo, 'Iced Mint Tea')).id;
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });
  afterEach(() => {
    server.setNow(TUESDAY_11AM);
  });

  /** A guest who adds one tea at `when`: its session, cart and idempotency row date from then. */
  const guestCartAt = async (when: Date) => {
    server.setNow(when.toISOString());
    const cart = await cartClient(server, demo);
    const requestId = randomUUID();
    const { order } = await cart.add({ menu_item_id: teaId }, requestId);
    return { sid: cart.sid, cartId: order.id, requestId };
  };
  const exists = {
    session: async (sid: string) =>
      (await server.db.selectFrom('sessions').select('sid').where('sid', '=', sid).execute())
        .length === 1,
    cart: async (id: number) =>
      (await server.db.selectFrom('carts').select('id').where('id', '=', id).execute()).length ===
      1,
    lines: async (cartId: number) =>
      (
        await server.db
          .selectFrom('cart_items')
          .select('id')
          .where('cart_id', '=', cartId)
          .execute()
      ).length,
    key: async (requestId: string) =>
      (
        await server.db
          .selectFrom('idempotency_keys')
          .select('id')
          .where('request_id', '=', requestId)
          .execute()
      ).length === 1,
  };

  it('deletes what is stale at the time it is given and keeps what is fresh', async () => {
    // A guest last seen 15 days ago (session expired a day ago), one seen 10 days ago, one seen
    // an hour ago, and a member whose session expired but whose cart follows the customer.
    const gone = await guestCartAt(at(0));
    const quiet = await guestCartAt(at(5 * DAY));
    const recent = await guestCartAt(at(15 * DAY - 60 * 60 * 1000));
    const member = await customerSession(server, at(DAY));
    server.setNow(at(0).toISOString());
    const memberCart = await cartClient(server, demo, member.sid);
    const { order: memberOrder } = await memberCart.add({ menu_item_id: teaId });

    const counts = await purgeStaleRows(server.db, at(15 * DAY));
    expect(counts.sessions).toBeGreaterThanOrEqual(2);
    expect(counts.guestCarts).toBeGreaterThanOrEqual(1);
    expect(counts.idempotencyKeys).toBeGreaterThanOrEqual(3);

    expect(await exists.session(gone.sid)).toBe(false);
    expect(await exists.cart(gone.cartId)).toBe(false);
    expect(await exists.lines(gone.cartId)).toBe(0);
    expect(await exists.key(gone.requestId)).toBe(false);

    expect(await exists.session(quiet.sid)).toBe(true);
    expect(await exists.cart(quiet.cartId)).toBe(true);
    expect(await exists.key(quiet.requestId)).toBe(false);

    expect(await exists.session(recent.sid)).toBe(true);
    expect(await exists.cart(recent.cartId)).toBe(true);
    expect(await exists.lines(recent.cartId)).toBe(1);
    expect(await exists.key(recent.requestId)).toBe(true);

    expect(await exists.session(member.sid)).toBe(false);
    expect(await exists.cart(memberOrder.id)).toBe(true);
  });

  it('keeps an idempotency row until it is a full day old', async () => {
    const guest = await guestCartAt(at(40 * DAY));
    await purgeStaleRows(server.db, at(41 * DAY - 1));
    expect(await exists.key(guest.requestId)).toBe(true);
    await purgeStaleRows(server.db, at(41 * DAY + 1));
    expect(await exists.key(guest.requestId)).toBe(false);
    expect(await exists.cart(guest.cartId)).toBe(true);
  });

  it('deletes an open guest cart whose session is unknown, but not a placed one', async () => {
    const { cartId } = await guestCartAt(at(60 * DAY));
    const placed = await guestCartAt(at(60 * DAY));
    await server.db
      .updateTable('carts')
      .set({ status: 'placed' })
      .where('id', '=', placed.cartId)
      .execute();
    await server.db.deleteFrom('sessions').where('sid', 'in', [placed.sid]).execute();
    await server.db
      .updateTable('carts')
      .set({ owner: `session:${randomUUID()}` })
      .where('id', '=', cartId)
      .execute();
    await purgeStaleRows(server.db, at(60 * DAY));
    expect(await exists.cart(cartId)).toBe(false);
    expect(await exists.cart(placed.cartId)).toBe(true);
  });

  it('is run by the server every hour while it runs, on the server’s clock', async () => {
    const purge = jobs.find((job) => job.ms === PURGE_EVERY_MS);
    expect(purge).toBeDefined();
    const guest = await guestCartAt(at(80 * DAY));
    server.setNow(at(95 * DAY).toISOString());
    await purge?.tick();
    expect(await exists.session(guest.sid)).toBe(false);
    expect(await exists.cart(guest.cartId)).toBe(false);
    expect(await exists.key(guest.requestId)).toBe(false);
  });
});

describe('the purge timer', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is stopped when the server closes', async () => {
    const { scheduler, jobs } = manualScheduler();
    const server = await startServer({ name: 'pglite' }, TUESDAY_11AM, { scheduler });
    expect(jobs.map((job) => [job.ms, job.cancelled])).toEqual([[PURGE_EVERY_MS, false]]);
    await server.close();
    expect(jobs.map((job) => job.cancelled)).toEqual([true]);
  });

  it('ticks every interval on an unref’d timer until cancelled', () => {
    vi.useFakeTimers();
    const setInterval = vi.spyOn(globalThis, 'setInterval');
    let ticks = 0;
    const timer = timerScheduler.every(1000, async () => {
      ticks += 1;
    });
    vi.advanceTimersByTime(3500);
    expect(ticks).toBe(3);
    const handle = setInterval.mock.results[0]?.value as NodeJS.Timeout;
    expect(handle.hasRef()).toBe(false);
    timer.cancel();
    vi.advanceTimersByTime(5000);
    expect(ticks).toBe(3);
  });

  it('skips a tick while the last run is going, survives a failure, and waits for a run on stop', async () => {
    const { scheduler, jobs } = manualScheduler();
    const errors: unknown[] = [];
    let runs = 0;
    let finish: () => void = () => undefined;
    const task = startPeriodic(
      scheduler,
      10,
      () => {
        runs += 1;
        if (runs === 2) return Promise.reject(new Error('database away'));
        return new Promise<void>((resolve) => {
          finish = resolve;
        });
      },
      (error) => errors.push(error),
    );
    const job = jobs[0];
    if (!job) throw new Error('not scheduled');
    const first = job.tick();
    void job.tick();
    expect(runs).toBe(1);
    finish();
    await first;
    await job.tick();
    expect(runs).toBe(2);
    expect(errors).toEqual([new Error('database away')]);

    void job.tick();
    let stopped = false;
    const stopping = task.stop().then(() => {
      stopped = true;
    });
    await Promise.resolve();
    expect(job.cancelled).toBe(true);
    expect(stopped).toBe(false);
    finish();
    await stopping;
    expect(stopped).toBe(true);
  });
});
