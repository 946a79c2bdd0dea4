/**
 * RequestAction Favourites (src/api/favourites.ts, not a spec call) and Merchants' favourites:
 * the locations' 'fave' filter (spec 1 §2.3), members only (§6 'Only logged-in members get history
 * and favourites'), set once per request_id, per brand.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, DEMO, HARBOUR, startServer, type TestServer } from './helpers';

describe.each(backends)('Favourites ($name)', (backend) => {
  let server: TestServer;
  let sessions = 0;
  beforeAll(async () => {
    server = await startServer(backend);
  });
  afterAll(async () => {
    await server?.close();
  });

  /** A customer of `brand` with a session; returns the SID. */
  async function session(brand: 'harbour' | 'demo', status: number): Promise<string> {
    const { id: brandId } = await server.db
      .selectFrom('brands')
      .select('id')
      .where('code', '=', brand)
      .executeTakeFirstOrThrow();
    sessions += 1;
    const { id } = await server.db
      .insertInto('customers')
      .values({ brand_id: brandId, name: 'Ada', email: `fave${sessions}@example.com`, status })
      .returning('id')
      .executeTakeFirstOrThrow();
    const sid = `fave${sessions}`.padEnd(43, 'x');
    await server.db
      .insertInto('sessions')
      .values({
        sid,
        brand_id: brandId,
        customer_id: id,
        created_at: new Date('2026-11-24T00:00:00Z'),
        expires_at: new Date('2026-12-24T00:00:00Z'),
      })
      .execute();
    return sid;
  }

  async function merchantId(slug: string): Promise<number> {
    const menu = await server.db
      .selectFrom('menus')
      .select('merchant_id')
      .where('slug', '=', slug)
      .executeTakeFirstOrThrow();
    return menu.merchant_id;
  }

  const harbour = (sid: string) => ({ token: HARBOUR.token, sid });
  const set = (merchant: number, favourite: '0' | '1', requestId: string) => ({
    sub_action: 'set',
    merchant_id: String(merchant),
    favourite,
    request_id: requestId,
  });

  it('marks and unmarks a location; Merchants lists the favourites, most recent first', async () => {
    const sid = await session('harbour', 1);
    const cbd = await merchantId('harbour-cbd');
    const northbridge = await merchantId('harbour-northbridge');
    expect((await server.ok('Merchants', { set: 'ALL' }, harbour(sid))).favourites).toEqual([]);

    server.setNow('2026-11-24T03:00:00Z');
    expect(await server.ok('Favourites', set(cbd, '1', 'fave-a'), harbour(sid))).toEqual({
      favourites: [cbd],
    });
    server.setNow('2026-11-24T03:01:00Z');
    expect(await server.ok('Favourites', set(northbridge, '1', 'fave-b'), harbour(sid))).toEqual({
      favourites: [northbridge, cbd],
    });
    const listed = await server.ok('Merchants', { set: 'ALL' }, harbour(sid));
    expect(listed.favourites).toEqual([northbridge, cbd]);

    expect(await server.ok('Favourites', set(northbridge, '0', 'fave-c'), harbour(sid))).toEqual({
      favourites: [cbd],
    });
    expect((await server.ok('Merchants', { set: 'ALL' }, harbour(sid))).favourites).toEqual([cbd]);
  });

  it('sets rather than toggles, and a repeated request_id answers its first answer', async () => {
    const sid = await session('harbour', 1);
    const cbd = await merchantId('harbour-cbd');
    const first = await server.ok('Favourites', set(cbd, '1', 'twice-1'), harbour(sid));
    expect(first.favourites).toEqual([cbd]);
    // Marking it again (a second tab, a second device) leaves it marked.
    expect(await server.ok('Favourites', set(cbd, '1', 'twice-2'), harbour(sid))).toEqual(first);
    await server.ok('Favourites', set(cbd, '0', 'twice-3'), harbour(sid));
    // The first change resent from the outbox after the unmark: its first answer, nothing changed.
    expect(await server.ok('Favourites', set(cbd, '1', 'twice-1'), harbour(sid))).toEqual(first);
    expect((await server.ok('Merchants', { set: 'ALL' }, harbour(sid))).favourites).toEqual([]);
    const rows = await server.db
      .selectFrom('favourite_merchants')
      .select('merchant_id')
      .where('merchant_id', '=', cbd)
      .execute();
    expect(rows.length).toBe(1); // only the first test's member still has it
  });

  it.each([
    ['a guest', null],
    ['a guest account (status 2)', 2],
    ['a kiosk login (status 3)', 3],
  ])("refuses %s with 'Account required'", async (_who, status) => {
    const sid = status === null ? undefined : await session('harbour', status);
    const cbd = await merchantId('harbour-cbd');
    expect(
      await server.failure('Favourites', set(cbd, '1', `refused-${status}`), {
        token: HARBOUR.token,
        ...(sid ? { sid } : {}),
      }),
    ).toEqual({ code: 'ERROR', message: 'Account required' });
    expect(
      (await server.ok('Merchants', { set: 'ALL' }, { token: HARBOUR.token, sid })).favourites,
    ).toEqual([]);
  });

  it.each([
    ['staff (status 8)', 8],
    ['a test user (status 9)', 9],
  ])('lets %s keep favourites (they count as members)', async (_who, status) => {
    const sid = await session('harbour', status);
    const cbd = await merchantId('harbour-cbd');
    expect(
      (await server.ok('Favourites', set(cbd, '1', `member-${status}`), harbour(sid))).favourites,
    ).toEqual([cbd]);
  });

  it("keeps favourites per brand: another brand's location does not exist here", async () => {
    const demoSid = await session('demo', 1);
    const harbourCbd = await merchantId('harbour-cbd');
    expect(
      await server.failure('Favourites', set(harbourCbd, '1', 'brand-1'), {
        token: DEMO.token,
        sid: demoSid,
      }),
    ).toEqual({ code: 'ERROR', message: 'Merchant does not exist' });
    const fig = await merchantId(DEMO.slug);
    await server.ok('Favourites', set(fig, '1', 'brand-2'), { token: DEMO.token, sid: demoSid });
    expect(
      (await server.ok('Merchants', { set: 'ALL' }, { token: DEMO.token, sid: demoSid }))
        .favourites,
    ).toEqual([fig]);
    // The demo member's session does not open the harbour brand's list.
    expect((await server.ok('Merchants', { set: 'ALL' }, harbour(demoSid))).favourites).toEqual([]);
  });

  it('refuses a call without request_id, an unknown location or a bad setting', async () => {
    const sid = await session('harbour', 1);
    const cbd = await merchantId('harbour-cbd');
    const { request_id: _omitted, ...withoutId } = set(cbd, '1', 'x');
    expect(await server.failure('Favourites', withoutId, harbour(sid))).toEqual({
      code: 'ERROR',
      message: 'Missing request_id: every change needs a client request id',
    });
    expect(await server.failure('Favourites', set(999_999, '1', 'bad-1'), harbour(sid))).toEqual({
      code: 'ERROR',
      message: 'Merchant does not exist',
    });
    expect(
      await server.failure(
        'Favourites',
        { ...set(cbd, '1', 'bad-2'), favourite: 'yes' },
        harbour(sid),
      ),
    ).toEqual({ code: 'ERROR', message: 'Invalid favourite setting' });
  });

  it('does not list a favourite location once it is closed down', async () => {
    const sid = await session('harbour', 1);
    const northbridge = await merchantId('harbour-northbridge');
    await server.ok('Favourites', set(northbridge, '1', 'gone-1'), harbour(sid));
    await server.db
      .updateTable('merchants')
      .set({ active: false })
      .where('id', '=', northbridge)
      .execute();
    try {
      expect((await server.ok('Merchants', { set: 'ALL' }, harbour(sid))).favourites).toEqual([]);
    } finally {
      await server.db
        .updateTable('merchants')
        .set({ active: true })
        .where('id', '=', northbridge)
        .execute();
    }
  });
});
