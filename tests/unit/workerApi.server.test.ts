/** The worker contract in-process against the real reference server, writing fake-indexeddb. */
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readAppState } from '@worker/db/appState';
import { queryCustomer, queryItemDetails, queryMenu, queryMerchants } from '@worker/db/queries';
import { ERROR_ME1, ERROR_ME2, ERROR_ME3, INTERNET_REQUIRED } from '@/domain/messages';
import { captureLogs } from './support/logs';
import { startServer, type TestServer } from './support/server';
import { workerHarness } from './support/workerHarness';

const SLUG = 'fig-and-olive';
const NOW = Date.UTC(2025, 0, 15, 4, 0, 0);
const MIN = 60_000;
let server: TestServer;
const logs = captureLogs();

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

const harness = () => workerHarness({ origin: server.origin, now: NOW });

describe('loadMenu (spec 1 §4 Menu load)', () => {
  it('fetches with Merchant and writes merchant, menu, items and fulfilment to Dexie', async () => {
    const { api, db, requests } = harness();
    expect(await api.loadMenu({ slug: SLUG })).toEqual({
      ok: true,
      data: { source: 'network', reason: 'no-cache' },
    });

    expect(requests).toHaveLength(1);
    expect(Object.fromEntries(requests[0]?.body ?? [])).toMatchObject({
      RequestAction: 'Merchant',
      menu_name: SLUG,
      return_menu: '1',
      return_order: '1',
    });
    const menu = await queryMenu(db, SLUG);
    expect(menu?.row).toMatchObject({ slug: SLUG, menuFetchedAt: NOW, fulfilmentFetchedAt: NOW });
    expect(menu?.items.length).toBeGreaterThan(0);
    expect(menu?.items.map((item) => item.position)).toEqual(
      menu?.items.map((_item, index) => index),
    );
    const itemIdsInCategories = (menu?.row.categories ?? []).flatMap(
      function ids(category): number[] {
        return [...category.itemIds, ...category.children.flatMap(ids)];
      },
    );
    expect(new Set(itemIdsInCategories)).toEqual(new Set(menu?.items.map((item) => item.id)));
    expect(await db.fulfilmentSettings.where('slug').equals(SLUG).count()).toBeGreaterThan(0);
    expect(await db.merchants.get(menu?.row.merchantId ?? -1)).toBeDefined();
    expect(await readAppState(db, 'menuSlug')).toBe(SLUG);
  });

  it('uses the cache within 15 minutes without a request, and fetches again after', async () => {
    const { api, clock, requests } = harness();
    await api.loadMenu({ slug: SLUG });
    expect(requests).toHaveLength(1);

    clock.now = NOW + 4 * MIN;
    expect(await api.loadMenu({ slug: SLUG })).toEqual({ ok: true, data: { source: 'cache' } });
    expect(requests).toHaveLength(1);

    clock.now = NOW + 5 * MIN + 1;
    expect(await api.loadMenu({ slug: SLUG })).toEqual({
      ok: true,
      data: { source: 'network', reason: 'fulfilment-stale' },
    });
    expect(requests).toHaveLength(2);

    clock.now = NOW + 5 * MIN + 1 + 15 * MIN + 1;
    // Both are stale now; the menu reason is reported.
    expect(await api.loadMenu({ slug: SLUG })).toEqual({
      ok: true,
      data: { source: 'network', reason: 'menu-stale' },
    });
    expect(requests).toHaveLength(3);
  });

  it('fetches when forced, or when another slug was loaded last', async () => {
    const { api, requests } = harness();
    await api.loadMenu({ slug: SLUG });
    expect(await api.loadMenu({ slug: SLUG, force: true })).toEqual({
      ok: true,
      data: { source: 'network', reason: 'forced' },
    });
    const other = await api.loadMenu({ slug: 'no-such-menu' });
    expect(other.ok).toBe(false);
    expect(requests).toHaveLength(3);
    expect(requests[2]?.body.get('menu_name')).toBe('no-such-menu');
  });

  it('fetches when the cached fulfilment settings are missing, or the fulfilment type changed', async () => {
    const { api, db, requests } = harness();
    await api.loadMenu({ slug: SLUG });
    await db.fulfilmentSettings.where('slug').equals(SLUG).delete();
    expect(await api.loadMenu({ slug: SLUG })).toEqual({
      ok: true,
      data: { source: 'network', reason: 'no-fulfilment' },
    });

    expect(await api.loadMenu({ slug: SLUG, fulfilmentType: 'delivery' })).toEqual({
      ok: true,
      data: { source: 'network', reason: 'fulfilment-type-changed' },
    });
    expect(requests.at(-1)?.body.get('fulfilment_type')).toBe('delivery');
    expect(await api.loadMenu({ slug: SLUG, fulfilmentType: 'delivery' })).toEqual({
      ok: true,
      data: { source: 'cache' },
    });
    expect(requests).toHaveLength(3);
  });

  it('shares one request between concurrent loads of a slug', async () => {
    const { api, requests } = harness();
    const [a, b] = await Promise.all([api.loadMenu({ slug: SLUG }), api.loadMenu({ slug: SLUG })]);
    expect(a).toEqual(b);
    expect(requests).toHaveLength(1);
  });

  it("shows the server's first message for 6 s ('Invalid menu name') and logs it as an error", async () => {
    const { api, toasts } = harness();
    const result = await api.loadMenu({ slug: 'no-such-menu' });
    expect(result).toEqual({ ok: false, error: { code: 'server', message: 'Invalid menu name' } });
    expect(await toasts()).toEqual([
      { message: 'Invalid menu name', tone: 'error', durationMs: 6_000 },
    ]);
    expect(
      logs.some((entry) => entry.level === 'error' && entry.message.includes('Invalid menu name')),
    ).toBe(true);
  });

  it('offline (nothing answers, the ping included) keeps the cached menu and toasts nothing', async () => {
    const { api, db, network, toasts } = harness();
    await api.loadMenu({ slug: SLUG });
    const before = await queryMenu(db, SLUG);

    network.online = false;
    const result = await api.loadMenu({ slug: SLUG, force: true });
    expect(result).toEqual({ ok: false, error: { code: 'network', message: INTERNET_REQUIRED } });
    expect(await toasts()).toEqual([]);
    expect(await queryMenu(db, SLUG)).toEqual(before);
  });

  it('on a network error while the server answers its ping shows ME1 and keeps the cached menu', async () => {
    const failing = { menu: false };
    const { api, db, toasts } = workerHarness({
      origin: server.origin,
      now: NOW,
      wrapFetch: (inner) => async (input, init) => {
        if (failing.menu && String(init?.body ?? '').includes('RequestAction=Merchant')) {
          throw new TypeError('fetch failed');
        }
        return inner(input, init);
      },
    });
    await api.loadMenu({ slug: SLUG });
    const before = await queryMenu(db, SLUG);

    failing.menu = true;
    const result = await api.loadMenu({ slug: SLUG, force: true });
    expect(result).toEqual({ ok: false, error: { code: 'network', message: ERROR_ME1 } });
    expect(await toasts()).toEqual([{ message: ERROR_ME1, tone: 'error', durationMs: 6_000 }]);
    expect(await queryMenu(db, SLUG)).toEqual(before);
  });
});

describe('loadItemDetails (spec 1 §7 MenuItemDetails)', () => {
  it('sends menu_item_id with cart_item_slot_id -1 and stores the details', async () => {
    const { api, db, requests } = harness();
    await api.loadMenu({ slug: SLUG });
    const item = (await queryMenu(db, SLUG))?.items.find((row) => row.is_available === 1);
    if (item === undefined) throw new Error('the seed has no available item');

    expect(await api.loadItemDetails({ slug: SLUG, itemId: item.id })).toEqual({
      ok: true,
      data: { source: 'network' },
    });
    expect(Object.fromEntries(requests[1]?.body ?? [])).toMatchObject({
      RequestAction: 'MenuItemDetails',
      menu_item_id: String(item.id),
      cart_item_slot_id: '-1',
    });
    expect(await queryItemDetails(db, SLUG, item.id)).toMatchObject({
      item_id: item.id,
      slug: SLUG,
      fetchedAt: NOW,
    });
  });

  it("shows ME3 for 'Menu item does not exist'", async () => {
    const { api, toasts } = harness();
    const result = await api.loadItemDetails({ slug: SLUG, itemId: 987_654_321 });
    expect(result).toEqual({ ok: false, error: { code: 'not-found', message: ERROR_ME3 } });
    expect((await toasts())[0]?.message).toBe(ERROR_ME3);
  });

  it('shows ME2 on a network error', async () => {
    const { api, network, toasts } = harness();
    network.online = false;
    const result = await api.loadItemDetails({ slug: SLUG, itemId: 1 });
    expect(result).toEqual({ ok: false, error: { code: 'network', message: ERROR_ME2 } });
    expect((await toasts())[0]).toEqual({ message: ERROR_ME2, tone: 'error', durationMs: 6_000 });
  });
});

describe('loadMerchants (spec 1 §7 Merchants)', () => {
  it('writes the merchants and the locations row, in the order of the answer', async () => {
    const { api, db, requests } = harness();
    const result = await api.loadMerchants({ set: 'COORDS', lat: -32.05, long: 115.75 });
    expect(result.ok).toBe(true);
    expect(requests[0]?.body.get('lat')).toBe('-32.05');
    expect(requests[0]?.body.get('long')).toBe('115.75');
    const data = await queryMerchants(db);
    expect(data?.merchants.length).toBe(result.ok ? result.data.count : -1);
    expect(data?.merchants.map((merchant) => merchant.id)).toEqual(data?.locations.merchantIds);
    expect(data?.locations.settings.set).toBe('COORDS');
  });
});

describe('session, AUTH and Upgrade', () => {
  it('keeps the SID in Dexie and getSession shows it with the guest customer', async () => {
    const { api } = harness();
    await api.loadMerchants({ set: 'ALL' });
    const snapshot = await api.getSession();
    expect(snapshot.ok && snapshot.data.session?.expiresAt).toBe(NOW + 20_160 * MIN);
    expect(snapshot.ok && snapshot.data.customer).toMatchObject({ id: 0, status: 0 });
  });

  it('an AUTH answer resets the held customer to id 0, status 0 in Dexie', async () => {
    const { api, db, toasts } = harness();
    const brand = await server.db
      .selectFrom('brands')
      .select('id')
      .where('code', '=', 'demo')
      .executeTakeFirstOrThrow();
    const customer = await server.db
      .insertInto('customers')
      .values({ brand_id: brand.id, name: 'Bo', email: `bo-${Date.now()}@example.com`, status: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await server.db
      .insertInto('sessions')
      .values({
        sid: 'bo-expired',
        brand_id: brand.id,
        customer_id: customer.id,
        created_at: new Date(0),
        expires_at: new Date(1000),
      })
      .execute();
    await db.session.put({ key: 'current', sid: 'bo-expired', expiresAt: NOW + MIN });
    await db.customer.put({
      key: 'current',
      id: customer.id,
      status: 1,
      name: 'Bo',
      email: 'bo@example.com',
    });

    const result = await api.loadMenu({ slug: SLUG });
    expect(result).toEqual({
      ok: false,
      error: { code: 'auth', message: 'Session expired, sign in to try again' },
    });
    expect(await queryCustomer(db)).toEqual({
      key: 'current',
      id: 0,
      status: 0,
      name: '',
      email: '',
    });
    // A member's session ended: spec 3 §8's words, and the call's own toast says the same, so the
    // page shows one (ToastHost keeps one toast per message), never a second 'Session expired'.
    expect(new Set((await toasts()).map((toast) => toast.message))).toEqual(
      new Set(['Session expired, sign in to try again']),
    );
    expect((await db.session.get('current'))?.sid).not.toBe('bo-expired');
  });

  it("writes appState 'upgrade' and raises the 'upgrade' event once per change", async () => {
    const { api, db, events, settled } = harness();
    const brand = await server.db
      .selectFrom('brands')
      .select('id')
      .where('code', '=', 'demo')
      .executeTakeFirstOrThrow();
    const release = (latest: string, minimum: string) =>
      server.db
        .insertInto('app_releases')
        .values({ brand_id: brand.id, latest_version: latest, minimum_version: minimum, link: '/' })
        .onConflict((conflict) =>
          conflict
            .column('brand_id')
            .doUpdateSet({ latest_version: latest, minimum_version: minimum }),
        )
        .execute()
        // Releases are remembered between calls for a few seconds (server/protocol/hotReads.ts).
        .then(() => server.forgetHotReads());
    try {
      await release('9.0.0', '9.0.0');
      await api.loadMerchants({ set: 'ALL' });
      await api.loadMerchants({ set: 'ALL' });
      await settled();
      expect(events.upgrade).toEqual([{ Available: true, Required: true, Link: '/' }]);
      expect(await readAppState(db, 'upgrade')).toEqual({
        Available: true,
        Required: true,
        Link: '/',
        receivedAt: NOW,
      });
    } finally {
      await release('3.1.23', '3.0.0');
    }
  });

  it('clearSession forgets the SID, the customer, the order summary, the outbox and the member history', async () => {
    const { api, db, events, settled } = harness();
    await api.loadMenu({ slug: SLUG });
    await api.loadMerchants({ set: 'ALL' });
    // What a member's answers leave in the public rows: past orders and stores ordered from.
    const menu = (await db.menus.get(SLUG))!;
    const pastOrder = { id: 7, items_desc: '1 x Flat White' };
    await db.menus.put({ ...menu, merchant: { ...menu.merchant, history: [pastOrder] } });
    await db.locations.update('current', { history: [1, 2] });
    expect((await db.menus.get(SLUG))?.merchant.history).toHaveLength(1);
    await db.customer.put({ key: 'current', id: 3, status: 1, name: 'C', email: 'c@example.com' });
    await db.outbox.add({
      requestId: 'r1',
      action: 'ManageCart',
      payload: {},
      createdAt: NOW,
      status: 'pending',
      attempts: 0,
      lastError: null,
    });

    expect(await api.clearSession()).toEqual({ ok: true, data: null });
    expect(await db.session.get('current')).toBeUndefined();
    expect(await queryCustomer(db)).toMatchObject({ id: 0, status: 0 });
    expect(await db.outbox.count()).toBe(0);
    expect(await readAppState(db, 'cartSummary')).toBeNull();
    expect(await queryMenu(db, SLUG)).not.toBeNull();
    expect((await db.menus.get(SLUG))?.merchant.history).toEqual([]);
    expect((await db.locations.get('current'))?.history).toEqual([]);
    expect((await db.locations.get('current'))?.merchantIds.length).toBeGreaterThan(0);
    await settled();
    expect(events['outbox-changed']).toEqual([{ pending: 0 }]);
  });
});
