/**
 * The purge job (server/jobs/purge.ts): idempotency rows older than a day, expired sessions and
 * the open carts of guests whose session is gone are deleted; everything fresher stays. And the
 * server runs it on a timer while it runs, not only at start.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startPeriodic, timerScheduler, type Scheduler } from '../../server/jobs/periodic';
import { PURGE_EVERY_MS, purgeStaleRows } from '../../server/jobs/purge';
import { cartClient, customerSession, teaSuite } from './cartHelpers';
import { backends, TUESDAY_11AM } from './helpers';

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
  const { scheduler, jobs } = manualScheduler();
  const suite = teaSuite(backend, { scheduler });
  afterEach(() => {
    suite.server.setNow(TUESDAY_11AM);
  });

  /** A guest who adds one tea at `when`: its session, cart and idempotency row date from then. */
  const guestCartAt = async (when: Date) => {
    suite.server.setNow(when.toISOString());
    const cart = await cartClient(suite.server, suite.demo);
    const requestId = randomUUID();
    const { order } = await cart.add({ menu_item_id: suite.teaId }, requestId);
    return { sid: cart.sid, cartId: order.id, requestId };
  };
  /** How many rows of `table` have `column` = `value`. */
  const count = async (table: string, column: string, value: string | number) => {
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from ${sql.table(table)} where ${sql.ref(column)} = ${value}
    `.execute(suite.server.db);
    return rows[0]?.n ?? 0;
  };
  const exists = {
    session: async (sid: string) => (await count('sessions', 'sid', sid)) === 1,
    cart: async (id: number) => (await count('carts', 'id', id)) === 1,
    lines: (cartId: number) => count('cart_items', 'cart_id', cartId),
    key: async (requestId: string) =>
      (await count('idempotency_keys', 'request_id', requestId)) === 1,
  };

  it('deletes what is stale at the time it is given and keeps what is fresh', async () => {
    // A guest last seen 15 days ago (session expired a day ago), one seen 10 days ago, one seen
    // an hour ago, and a member whose session expired but whose cart follows the customer.
    const gone = await guestCartAt(at(0));
    const quiet = await guestCartAt(at(5 * DAY));
    const recent = await guestCartAt(at(15 * DAY - 60 * 60 * 1000));
    const member = await customerSession(suite.server, at(DAY));
    suite.server.setNow(at(0).toISOString());
    const memberCart = await cartClient(suite.server, suite.demo, member.sid);
    const { order: memberOrder } = await memberCart.add({ menu_item_id: suite.teaId });

    const counts = await purgeStaleRows(suite.server.db, at(15 * DAY));
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
    await purgeStaleRows(suite.server.db, at(41 * DAY - 1));
    expect(await exists.key(guest.requestId)).toBe(true);
    await purgeStaleRows(suite.server.db, at(41 * DAY + 1));
    expect(await exists.key(guest.requestId)).toBe(false);
    expect(await exists.cart(guest.cartId)).toBe(true);
  });

  it('deletes an open guest cart whose session is unknown, but not a placed one', async () => {
    const { cartId } = await guestCartAt(at(60 * DAY));
    const placed = await guestCartAt(at(60 * DAY));
    await suite.server.db
      .updateTable('carts')
      .set({ status: 'placed' })
      .where('id', '=', placed.cartId)
      .execute();
    await suite.server.db.deleteFrom('sessions').where('sid', 'in', [placed.sid]).execute();
    await suite.server.db
      .updateTable('carts')
      .set({ owner: `session:${randomUUID()}` })
      .where('id', '=', cartId)
      .execute();
    await purgeStaleRows(suite.server.db, at(60 * DAY));
    expect(await exists.cart(cartId)).toBe(false);
    expect(await exists.cart(placed.cartId)).toBe(true);
  });

  it('is run by the suite.server every hour while it runs, on the suite.server’s clock', async () => {
    const purge = jobs.find((job) => job.ms === PURGE_EVERY_MS);
    expect(purge).toBeDefined();
    const guest = await guestCartAt(at(80 * DAY));
    suite.server.setNow(at(95 * DAY).toISOString());
    await purge?.tick();
    expect(await exists.session(guest.sid)).toBe(false);
    expect(await exists.cart(guest.cartId)).toBe(false);
    expect(await exists.key(guest.requestId)).toBe(false);
  });

  // Last: it closes the suite's server (close() runs once, so afterAll's call is harmless).
  it('stops its timers (the purge, the payment reconciler, the standing orders, the end of sold-out marks) when the server closes', async () => {
    expect(jobs.map((job) => job.cancelled)).toEqual([false, false, false, false]);
    await suite.server.close();
    expect(jobs.map((job) => job.cancelled)).toEqual([true, true, true, true]);
  });
});

describe('the purge timer', () => {
  afterEach(() => {
    vi.useRealTimers();
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
