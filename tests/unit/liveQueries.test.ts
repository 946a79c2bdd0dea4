import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import type { LiveQueryUpdate } from '@worker/db/liveQueries';
import { LIVE_QUERIES } from '@worker/db/liveQueries';
import { createLiveQueries } from '@worker/liveQueries';
import { setLogSink } from '@worker/log';
import { menuRows } from '@/liveQueries/menuRows';
import { writeMenu } from '@worker/menu/writeMenu';
import {
  syntheticCategory,
  syntheticItem,
  syntheticMerchantAnswer,
} from './support/merchantAnswer';
import { testDb } from './support/testDb';

const answer = syntheticMerchantAnswer([syntheticCategory(1, [syntheticItem(7, 1)])]);

/** Collects what a watcher is sent; `next(n)` waits until n updates have arrived. */
function recorder() {
  const updates: LiveQueryUpdate<unknown>[] = [];
  return {
    updates,
    onUpdate: (update: LiveQueryUpdate<unknown>) => void updates.push(update),
    next: (count: number) => vi.waitFor(() => expect(updates.length).toBeGreaterThanOrEqual(count)),
  };
}

describe("the worker's live reads", () => {
  it('names every read the hooks use', () => {
    expect(Object.keys(LIVE_QUERIES).sort()).toEqual([
      'account',
      'appState',
      'cart',
      'checkoutContext',
      'customer',
      'fulfilment',
      'fulfilmentSettings',
      'home',
      'itemDetails',
      'menu',
      'merchants',
      'order',
      'orderHistory',
      'outbox',
      'pinpadStatus',
      'staffBoard',
      'staffMenu',
      'terminalTransaction',
    ]);
  });

  it('sends the first result, then a new one after each write, until stopped', async () => {
    const db = testDb();
    const queries = createLiveQueries(db);
    const seen = recorder();
    const stop = queries.watch('menu', ['fig'], seen.onUpdate);
    await seen.next(1);
    expect(seen.updates[0]).toEqual({ ok: true, value: null });

    await writeMenu(db, menuRows({ answer, slug: 'fig', now: 1, fulfilmentType: null }));
    await seen.next(2);
    const second = seen.updates[1] as { ok: true; value: { items: Array<{ id: number }> } };
    expect(second.ok).toBe(true);
    expect(second.value.items.map((item) => item.id)).toEqual([7]);

    stop();
    const count = seen.updates.length;
    // A watcher still running sees the next write; by then the stopped one would have too.
    const witness = recorder();
    queries.watch('menu', ['fig'], witness.onUpdate);
    await witness.next(1);
    await writeMenu(db, menuRows({ answer, slug: 'fig', now: 2, fulfilmentType: null }));
    await witness.next(2);
    expect(seen.updates).toHaveLength(count);
    db.close();
  });

  it('stops reading for a page whose callback fails (the page has gone)', async () => {
    const db = testDb();
    const queries = createLiveQueries(db);
    const onUpdate = vi.fn(() => Promise.reject(new Error('port closed')));
    const alive = recorder();
    queries.watch('menu', ['fig'], onUpdate);
    queries.watch('menu', ['fig'], alive.onUpdate);
    await vi.waitFor(() => expect(onUpdate).toHaveBeenCalledTimes(1));
    await alive.next(1);
    await writeMenu(db, menuRows({ answer, slug: 'fig', now: 1, fulfilmentType: null }));
    // The live watcher sees the write; the failed one was dropped after its first send.
    await alive.next(2);
    expect(onUpdate).toHaveBeenCalledTimes(1);
    db.close();
  });

  it('sends a failed read as its message', async () => {
    const restore = setLogSink(() => undefined);
    const db = testDb();
    const seen = recorder();
    // A read that throws (a name no read has stands in for storage refusing).
    createLiveQueries(db).watch('no such read' as never, [], seen.onUpdate);
    await seen.next(1);
    expect(seen.updates[0]).toMatchObject({ ok: false, error: expect.any(String) });
    db.close();
    restore();
  });

  it('read answers once with the same value a watcher gets', async () => {
    const db = testDb();
    await writeMenu(db, menuRows({ answer, slug: 'fig', now: 1, fulfilmentType: null }));
    const queries = createLiveQueries(db);
    const value = (await queries.read('menu', ['fig'])) as { row: { slug: string } };
    expect(value.row.slug).toBe('fig');
    expect(await queries.read('menu', ['other'])).toBeNull();
    db.close();
  });

  it("loads a staff screen's read on its first watch, then follows writes like any other", async () => {
    const db = testDb();
    const queries = createLiveQueries(db);
    const seen = recorder();
    const stop = queries.watch('staffMenu', [], seen.onUpdate);
    await seen.next(1);
    expect(seen.updates[0]).toEqual({ ok: true, value: null });

    await db.customer.put({ key: 'current', id: 5 } as never);
    await db.staffMenu.put({
      key: 'current',
      customerId: 5,
      fetchedAt: 1,
      answer: {
        merchant: {
          id: 1,
          name: 'Fig',
          slug: 'fig',
          currency_sign: '$',
          closes_at: null,
        },
        items: [],
        fulfilment: [],
      },
    });
    await vi.waitFor(() =>
      expect(seen.updates.at(-1)).toMatchObject({ ok: true, value: { merchant: { slug: 'fig' } } }),
    );
    stop();
    db.close();
  });
});
