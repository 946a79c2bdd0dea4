/** RequestAction Merchants: the locations list (spec 1 §2.3). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, DEMO, HARBOUR, startServer, type TestServer } from './helpers';

/** Perth train station, Wellington Street. */
const PERTH = { lat: '-31.9510', long: '115.8600' };
const SYDNEY = { lat: '-33.8688', long: '151.2093' };

describe.each(backends)('Merchants ($name)', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(backend);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('lists the demo brand only, with no distance when no position is sent', async () => {
    const answer = await server.ok('Merchants', { set: 'ALL' });
    expect(answer.merchants).toHaveLength(1);
    const [merchant] = answer.merchants;
    expect(merchant).toMatchObject({
      name: 'Fremantle Fig & Olive',
      address1: '12 South Terrace',
      suburb: 'Fremantle',
      phone: '08 9335 1234',
      status: 'online',
      distance_from_position: null,
      menus: [{ name: DEMO.slug }],
      locale: { currency_sign: '$', currency_code: 'AUD', country_code: 'AU' },
    });
    expect(merchant?.fulfilment.map((type) => type.code)).toEqual([
      'pickup',
      'delivery',
      'dinein',
      'booking',
      'catering',
      'custom',
    ]);
    expect(answer.history).toEqual([]);
    expect(answer.merchant_groups).toEqual([]);
    expect(answer.merchant_types).toEqual(['Mediterranean']);
    expect(answer.settings.set).toBe('ALL');
  });

  it('lists Harbour Street locations with groups and the coming-soon store', async () => {
    const answer = await server.ok('Merchants', { set: 'ALL' }, { token: HARBOUR.token });
    expect(
      answer.merchants.map((merchant) => [merchant.menus[0]?.name ?? null, merchant.status]),
    ).toEqual([
      ['harbour-cbd', 'online'],
      ['harbour-northbridge', 'online'],
      [null, 'coming_soon'],
    ]);
    const fremantle = answer.merchants[2];
    expect(fremantle?.cstext).toContain('Opening');
    expect(fremantle?.menu_id).toBe(0);
    const ids = answer.merchants.map((merchant) => merchant.id);
    expect(answer.merchant_groups.map((group) => [group.group_title, group.merchants])).toEqual([
      ['Perth City', [ids[0], ids[1]]],
      ['Port', [ids[2]]],
    ]);
  });

  it('with COORDS gives distances in km to one decimal, nearest first', async () => {
    const answer = await server.ok(
      'Merchants',
      { set: 'COORDS', ...PERTH },
      { token: HARBOUR.token },
    );
    const distances = answer.merchants.map((merchant) => merchant.distance_from_position);
    expect(answer.merchants.map((merchant) => merchant.suburb)).toEqual([
      'Perth',
      'Northbridge',
      'Fremantle',
    ]);
    expect(distances).toEqual([...distances].sort((a, b) => (a ?? 0) - (b ?? 0)));
    for (const distance of distances) expect(Number((distance ?? 0).toFixed(1))).toBe(distance);
    expect(distances[0]).toBe(0.4);
    expect(distances[2]).toBeGreaterThan(15);
    expect(distances[2]).toBeLessThan(17);
    expect(answer.settings.set).toBe('COORDS');

    const fromFremantle = await server.ok(
      'Merchants',
      { set: 'COORDS', lat: '-32.0560', long: '115.7460' },
      { token: HARBOUR.token },
    );
    expect(fromFremantle.merchants[0]?.suburb).toBe('Fremantle');
  });

  it('with COORDS far from every store lists none (No results nearby)', async () => {
    const answer = await server.ok(
      'Merchants',
      { set: 'COORDS', ...SYDNEY },
      { token: HARBOUR.token },
    );
    expect(answer.merchants).toEqual([]);
    const all = await server.ok('Merchants', { set: 'ALL', ...SYDNEY }, { token: HARBOUR.token });
    expect(all.merchants).toHaveLength(3);
    for (const merchant of all.merchants) {
      expect(merchant.distance_from_position).toBeGreaterThan(3200);
      expect(merchant.distance_from_position).toBeLessThan(3350);
    }
  });

  it('searches name and suburb case-insensitively', async () => {
    const bySuburb = await server.ok(
      'Merchants',
      { set: 'ALL', search: 'NORTHBRIDGE' },
      { token: HARBOUR.token },
    );
    expect(bySuburb.merchants.map((merchant) => merchant.suburb)).toEqual(['Northbridge']);
    const byName = await server.ok(
      'Merchants',
      { set: 'ALL', search: 'perth cbd' },
      { token: HARBOUR.token },
    );
    expect(byName.merchants.map((merchant) => merchant.suburb)).toEqual(['Perth']);
    const none = await server.ok(
      'Merchants',
      { set: 'ALL', search: '100%_' },
      { token: HARBOUR.token },
    );
    expect(none.merchants).toEqual([]);
    const fig = await server.ok('Merchants', { set: 'ALL', search: 'fig' });
    expect(fig.merchants).toHaveLength(1);
  });

  it('leaves out inactive and deleted merchants', async () => {
    await server.db
      .updateTable('merchants')
      .set({ active: false })
      .where('slug', '=', 'harbour-northbridge')
      .execute();
    try {
      const answer = await server.ok('Merchants', { set: 'ALL' }, { token: HARBOUR.token });
      expect(answer.merchants.map((merchant) => merchant.suburb)).toEqual(['Perth', 'Fremantle']);
      expect(answer.merchant_groups[0]?.merchants).toHaveLength(1);
    } finally {
      await server.db
        .updateTable('merchants')
        .set({ active: true })
        .where('slug', '=', 'harbour-northbridge')
        .execute();
    }
  });

  describe('history (spec 1 §2.3 History, §6 "Only logged-in members get history")', () => {
    /** A customer with a session on the harbour brand; returns the SID. */
    async function customerSession(status: number): Promise<{ sid: string; customerId: number }> {
      const brand = await server.db
        .selectFrom('brands')
        .select('id')
        .where('code', '=', 'harbour')
        .executeTakeFirstOrThrow();
      const { id } = await server.db
        .insertInto('customers')
        .values({ brand_id: brand.id, name: 'Ada', email: `ada${status}@example.com`, status })
        .returning('id')
        .executeTakeFirstOrThrow();
      const sid = `history${status}`.padEnd(43, 'x');
      await server.db
        .insertInto('sessions')
        .values({
          sid,
          brand_id: brand.id,
          customer_id: id,
          created_at: new Date('2026-11-24T00:00:00Z'),
          expires_at: new Date('2026-12-24T00:00:00Z'),
        })
        .execute();
      return { sid, customerId: id };
    }

    async function placeOrder(customerId: number, slug: string, at: string): Promise<void> {
      const menu = await server.db
        .selectFrom('menus')
        .select(['id', 'merchant_id', 'brand_id'])
        .where('slug', '=', slug)
        .executeTakeFirstOrThrow();
      await server.db
        .insertInto('orders')
        .values({
          brand_id: menu.brand_id,
          merchant_id: menu.merchant_id,
          menu_id: menu.id,
          owner: `customer:${customerId}`,
          customer_id: customerId,
          created_at: new Date(at),
        })
        .execute();
    }

    it('lists the merchants a member ordered from, most recent first', async () => {
      const { sid, customerId } = await customerSession(1);
      await placeOrder(customerId, 'harbour-cbd', '2026-11-01T01:00:00Z');
      await placeOrder(customerId, 'harbour-northbridge', '2026-11-10T01:00:00Z');
      await placeOrder(customerId, 'harbour-cbd', '2026-11-05T01:00:00Z');
      const answer = await server.ok('Merchants', { set: 'ALL' }, { token: HARBOUR.token, sid });
      const idOf = (slug: string) =>
        answer.merchants.find((merchant) => merchant.menus[0]?.name === slug)?.id;
      expect(answer.history).toEqual([idOf('harbour-northbridge'), idOf('harbour-cbd')]);

      // Only listed locations: far from every store, nothing is listed and nothing is history.
      const far = await server.ok(
        'Merchants',
        { set: 'COORDS', ...SYDNEY },
        { token: HARBOUR.token, sid },
      );
      expect(far.history).toEqual([]);
    });

    it('gives a kiosk login (status 3) and guests no history', async () => {
      const { sid, customerId } = await customerSession(3);
      await placeOrder(customerId, 'harbour-cbd', '2026-11-01T01:00:00Z');
      const kiosk = await server.ok('Merchants', { set: 'ALL' }, { token: HARBOUR.token, sid });
      expect(kiosk.history).toEqual([]);
      const guest = await server.ok('Merchants', { set: 'ALL' }, { token: HARBOUR.token });
      expect(guest.history).toEqual([]);
    });
  });

  it("rejects an unknown set with 'Invalid location set'", async () => {
    expect(await server.failure('Merchants', { set: 'NEAR' })).toEqual({
      code: 'ERROR',
      message: 'Invalid location set',
    });
  });
});
