/** The kiosk's idle reset in the worker, on fake-indexeddb. */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { readAppState, writeAppState } from '@worker/db/appState';
import type { CustomerRow, OutboxRow } from '@worker/db/rows';
import { createWorkerApi } from '@worker/api';
import { demoBrand } from './support/brand';
import { offlineFetch } from './support/recordingFetch';
import { testDb } from './support/testDb';

const NOW = Date.UTC(2026, 10, 24, 3, 0, 0);

async function setUp(customer: Omit<CustomerRow, 'key'>) {
  const db = testDb();
  const api = createWorkerApi({
    brand: demoBrand(),
    db,
    origin: 'http://127.0.0.1:9',
    fetch: offlineFetch,
    now: () => NOW,
  });
  const outboxChanges: { pending: number }[] = [];
  api.listen('outbox-changed', (change) => {
    outboxChanges.push(change);
  });
  await db.customer.put({ key: 'current', ...customer });
  await db.session.put({ key: 'current', sid: 'S'.repeat(43), expiresAt: NOW + 60_000 });
  await writeAppState(db, 'cartSummary', { slug: 'fig-and-olive', num_items: 3, coupon_code: '' });
  await writeAppState(db, 'menuSlug', 'fig-and-olive');
  const row = (requestId: string, status: OutboxRow['status']): OutboxRow => ({
    requestId,
    action: 'AddToCart',
    payload: {},
    createdAt: NOW,
    status,
    attempts: 0,
    lastError: null,
  });
  await db.outbox.bulkAdd([row('a', 'pending'), row('b', 'failed'), row('c', 'sending')]);
  return { api, db, outboxChanges };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('resetGuestState', () => {
  it('a guest who walked away: customer and session gone, cart and unsent outbox cleared', async () => {
    const { api, db, outboxChanges } = await setUp({ id: 41, status: 2, name: 'Sam', email: '' });
    expect(await api.resetGuestState()).toEqual({
      ok: true,
      data: { keptLogin: false, droppedOutbox: 2 },
    });
    expect(await db.customer.get('current')).toEqual({
      key: 'current',
      id: 0,
      status: 0,
      name: '',
      email: '',
    });
    expect(await db.session.get('current')).toBeUndefined();
    expect(await readAppState(db, 'cartSummary')).toBeNull();
    // A row already being sent finishes; public data stays.
    expect((await db.outbox.toArray()).map((row) => row.requestId)).toEqual(['c']);
    expect(await readAppState(db, 'menuSlug')).toBe('fig-and-olive');
    await flush();
    expect(outboxChanges).toEqual([{ pending: 0 }]);
  });

  it('a member who signed in at the kiosk is signed out too', async () => {
    const { api, db } = await setUp({ id: 7, status: 1, name: 'Alex', email: 'a@example.com' });
    expect((await api.resetGuestState()).ok).toBe(true);
    expect((await db.customer.get('current'))?.id).toBe(0);
    expect(await db.session.get('current')).toBeUndefined();
  });

  it("keeps the kiosk's own login (status 3) and its session", async () => {
    const { api, db } = await setUp({ id: 3, status: 3, name: 'Front kiosk', email: '' });
    expect(await api.resetGuestState()).toEqual({
      ok: true,
      data: { keptLogin: true, droppedOutbox: 2 },
    });
    expect(await db.customer.get('current')).toMatchObject({ id: 3, status: 3 });
    expect(await db.session.get('current')).toMatchObject({ sid: 'S'.repeat(43) });
    expect(await readAppState(db, 'cartSummary')).toBeNull();
  });

  it('keeps a staff login (status 8)', async () => {
    const { api, db } = await setUp({ id: 9, status: 8, name: 'Staff', email: '' });
    expect((await api.resetGuestState()).ok).toBe(true);
    expect(await db.customer.get('current')).toMatchObject({ id: 9, status: 8 });
  });

  it('is idempotent: a second reset finds nothing to drop and raises no event', async () => {
    const { api, outboxChanges } = await setUp({ id: 0, status: 0, name: '', email: '' });
    await api.resetGuestState();
    expect(await api.resetGuestState()).toEqual({
      ok: true,
      data: { keptLogin: false, droppedOutbox: 0 },
    });
    await flush();
    expect(outboxChanges).toHaveLength(1);
  });
});
