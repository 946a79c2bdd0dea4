/** The envelope, the common fields, sessions and the Upgrade signal (spec 1 §7). */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { backends, DEMO, HARBOUR, startServer, TUESDAY_11AM, type TestServer } from './helpers';

const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(backends)('protocol ($name)', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(backend);
  });
  afterAll(async () => {
    await server?.close();
  });
  afterEach(() => {
    server.setNow(TUESDAY_11AM);
  });

  const merchants = { set: 'ALL' };

  describe('common fields', () => {
    it("answers an unknown app token with 'Invalid app token' and no SID", async () => {
      const envelope = await server.call('Merchants', merchants, { token: 'nope' });
      expect(envelope).toEqual({ ResponseCode: 'ERROR', Response: ['Invalid app token'] });
    });

    it("answers another API version with 'Unsupported API version'", async () => {
      expect(await server.failure('Merchants', merchants, { apiVersion: '6' })).toEqual({
        code: 'ERROR',
        message: 'Unsupported API version',
      });
    });

    it("answers an unknown or missing RequestAction with 'Unknown request action'", async () => {
      expect(await server.failure('Nope')).toEqual({
        code: 'ERROR',
        message: 'Unknown request action',
      });
      expect(await server.failure('')).toEqual({
        code: 'ERROR',
        message: 'Unknown request action',
      });
      expect(await server.failure('toString')).toEqual({
        code: 'ERROR',
        message: 'Unknown request action',
      });
    });

    it('makes no session for a call no action runs; a held SID comes back with the refusal', async () => {
      const sessions = () =>
        server.db
          .selectFrom('sessions')
          .select((eb) => eb.fn.countAll<string>().as('count'))
          .executeTakeFirstOrThrow();
      const before = await sessions();
      expect((await server.call('Nope')).SID).toBeUndefined();
      expect((await server.call('Merchants', merchants, { apiVersion: '6' })).SID).toBeUndefined();
      expect(await sessions()).toEqual(before);
      const held = (await server.call('AppHome')).SID;
      expect(held).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect((await server.call('Nope', {}, { sid: held })).SID).toBe(held);
    });

    it('accepts /api/ and JSON bodies as well as form bodies on /api', async () => {
      const slash = await server.app.inject({
        method: 'POST',
        url: '/api/',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `RequestAction=Merchants&app_token=${DEMO.token}&api_version=7&app_version=3.1.23&set=ALL`,
      });
      expect(slash.json()).toMatchObject({ ResponseCode: 'SUCCESS' });
      expect(slash.headers['cache-control']).toBe('no-store');
      const json = await server.app.inject({
        method: 'POST',
        url: '/api',
        payload: {
          RequestAction: 'Merchants',
          app_token: DEMO.token,
          api_version: 7,
          app_version: '3.1.23',
          set: 'ALL',
        },
      });
      expect(json.json()).toMatchObject({ ResponseCode: 'SUCCESS' });
    });

    it('answers 400 only for a body it cannot read', async () => {
      const broken = await server.app.inject({
        method: 'POST',
        url: '/api',
        headers: { 'content-type': 'application/json' },
        payload: '{"RequestAction":',
      });
      expect(broken.statusCode).toBe(400);
      expect(broken.json()).toEqual({
        ResponseCode: 'ERROR',
        Response: ['Unreadable request body'],
      });
      const array = await server.app.inject({ method: 'POST', url: '/api', payload: [1, 2] });
      expect(array.statusCode).toBe(400);
      const empty = await server.app.inject({ method: 'POST', url: '/api' });
      expect(empty.statusCode).toBe(200);
      expect(empty.json()).toEqual({ ResponseCode: 'ERROR', Response: ['Invalid app token'] });
    });
  });

  describe('sessions', () => {
    const expiry = async (sid: string) =>
      (
        await server.db
          .selectFrom('sessions')
          .selectAll()
          .where('sid', '=', sid)
          .executeTakeFirstOrThrow()
      ).expires_at;

    it('gives a new guest session when there is no SID or an unknown one', async () => {
      const first = await server.call('Merchants', merchants);
      const second = await server.call('Merchants', merchants, { sid: 'not-a-session' });
      expect(first.SID).toBeDefined();
      expect(second.SID).toBeDefined();
      expect(second.SID).not.toBe(first.SID);
      const row = await server.db
        .selectFrom('sessions')
        .selectAll()
        .where('sid', '=', first.SID ?? '')
        .executeTakeFirstOrThrow();
      expect(row.customer_id).toBe(0);
    });

    it('keeps the SID and slides its expiry to 20160 minutes after each call', async () => {
      const { SID: sid = '' } = await server.call('Merchants', merchants);
      // A new guest session lives a day until it is used again, so unused sessions do not pile up.
      expect((await expiry(sid)).getTime()).toBe(new Date(TUESDAY_11AM).getTime() + DAY_MS);
      const soon = new Date(new Date(TUESDAY_11AM).getTime() + DAY_MS / 2);
      server.setNow(soon.toISOString());
      expect((await server.call('Merchants', merchants, { sid })).SID).toBe(sid);
      expect((await expiry(sid)).getTime()).toBe(soon.getTime() + 14 * DAY_MS);
      const later = new Date(new Date(TUESDAY_11AM).getTime() + 10 * DAY_MS);
      server.setNow(later.toISOString());
      const again = await server.call('Merchants', merchants, { sid });
      expect(again.SID).toBe(sid);
      expect((await expiry(sid)).getTime()).toBe(later.getTime() + 14 * DAY_MS);
    });

    it('rewrites the expiry at most once a minute', async () => {
      const { SID: sid = '' } = await server.call('Merchants', merchants);
      const at = (ms: number) =>
        server.setNow(new Date(new Date(TUESDAY_11AM).getTime() + ms).toISOString());
      at(1_000);
      await server.call('Merchants', merchants, { sid });
      const first = (await expiry(sid)).getTime();
      at(31_000);
      expect((await server.call('Merchants', merchants, { sid })).SID).toBe(sid);
      expect((await expiry(sid)).getTime()).toBe(first);
      at(62_000);
      await server.call('Merchants', merchants, { sid });
      expect((await expiry(sid)).getTime()).toBe(first + 61_000);
    });

    it('does not share sessions between brands', async () => {
      const { SID: sid = '' } = await server.call('Merchants', merchants);
      const other = await server.call('Merchants', merchants, { sid, token: HARBOUR.token });
      expect(other.SID).not.toBe(sid);
      expect((await server.call('Merchants', merchants, { sid })).SID).toBe(sid);
    });

    it('replaces an expired guest session silently', async () => {
      const { SID: sid = '' } = await server.call('Merchants', merchants);
      server.setNow(new Date(new Date(TUESDAY_11AM).getTime() + 14 * DAY_MS + 1000).toISOString());
      const envelope = await server.call('Merchants', merchants, { sid });
      expect(envelope.ResponseCode).toBe('SUCCESS');
      expect(envelope.SID).toBeDefined();
      expect(envelope.SID).not.toBe(sid);
    });

    it("answers AUTH 'Session expired' with a fresh guest SID when a customer's session expired", async () => {
      const brand = await server.db
        .selectFrom('brands')
        .select('id')
        .where('code', '=', 'demo')
        .executeTakeFirstOrThrow();
      const customer = await server.db
        .insertInto('customers')
        .values({
          brand_id: brand.id,
          name: 'Alex Citizen',
          email: 'alex@example.com',
          status: 1,
          password_hash: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const now = new Date(TUESDAY_11AM);
      await server.db
        .insertInto('sessions')
        .values({
          sid: 'customer-session',
          brand_id: brand.id,
          customer_id: customer.id,
          created_at: new Date(now.getTime() - 20 * DAY_MS),
          expires_at: new Date(now.getTime() - 1000),
        })
        .execute();
      const envelope = await server.call('Merchants', merchants, { sid: 'customer-session' });
      expect(envelope.ResponseCode).toBe('AUTH');
      expect(envelope.Response).toEqual(['Session expired']);
      expect(envelope.SID).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const fresh = await server.db
        .selectFrom('sessions')
        .selectAll()
        .where('sid', '=', envelope.SID ?? '')
        .executeTakeFirstOrThrow();
      expect(fresh.customer_id).toBe(0);
      // The next call with the new SID is an ordinary guest call.
      expect(
        (await server.call('Merchants', merchants, { sid: envelope.SID ?? '' })).ResponseCode,
      ).toBe('SUCCESS');
    });

    it('keeps a live customer session as it is', async () => {
      const brand = await server.db
        .selectFrom('brands')
        .select('id')
        .where('code', '=', 'demo')
        .executeTakeFirstOrThrow();
      await server.db
        .insertInto('sessions')
        .values({
          sid: 'live-customer-session',
          brand_id: brand.id,
          customer_id: 42,
          created_at: new Date(TUESDAY_11AM),
          expires_at: new Date(new Date(TUESDAY_11AM).getTime() + DAY_MS),
        })
        .execute();
      const envelope = await server.call('Merchants', merchants, { sid: 'live-customer-session' });
      expect(envelope.ResponseCode).toBe('SUCCESS');
      expect(envelope.SID).toBe('live-customer-session');
    });
  });

  describe('Upgrade', () => {
    const setRelease = async (latest: string, minimum: string) => {
      await server.db
        .updateTable('app_releases')
        .set({ latest_version: latest, minimum_version: minimum })
        .where(
          'brand_id',
          '=',
          server.db.selectFrom('brands').select('id').where('code', '=', 'demo'),
        )
        .execute();
      // Releases are remembered for a few seconds between calls (server/protocol/hotReads.ts).
      server.forgetHotReads();
    };
    afterEach(async () => {
      await setRelease('3.1.23', '3.1.23');
    });

    it('is absent when the app is current', async () => {
      const envelope = await server.call('Merchants', merchants);
      expect(envelope).not.toHaveProperty('Upgrade');
    });

    it('is available but not required when a newer version exists', async () => {
      await setRelease('3.2.0', '3.1.0');
      const envelope = await server.call('Merchants', merchants);
      expect(envelope.Upgrade).toEqual({ Available: true, Required: false, Link: '/' });
      expect(envelope.ResponseCode).toBe('SUCCESS');
    });

    it('is required below the minimum version, compared as numbers not text', async () => {
      await setRelease('3.1.100', '3.1.100');
      const envelope = await server.call('Merchants', merchants, { appVersion: '3.1.23' });
      expect(envelope.Upgrade).toEqual({ Available: true, Required: true, Link: '/' });
      expect(envelope.ResponseCode).toBe('SUCCESS');
      const newer = await server.call('Merchants', merchants, { appVersion: '3.10.0' });
      expect(newer).not.toHaveProperty('Upgrade');
    });

    it('is carried by failures too', async () => {
      await setRelease('4.0.0', '4.0.0');
      const envelope = await server.call('Merchant', { menu_name: 'nope' });
      expect(envelope.ResponseCode).toBe('ERROR');
      expect(envelope.Upgrade).toMatchObject({ Required: true });
    });
  });
});
