/** The protocol client against the real reference server (spec 1 §7). */
import { createServer as createNetServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordingFetch } from './support/recordingFetch';
import { testProtocol } from './support/protocol';
import { startServer, type TestServer } from './support/server';

const NOW = Date.UTC(2025, 0, 15, 4, 0, 0);
const MIN = 60_000;
let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

/** An address nothing listens on: a port the OS just handed out and took back. */
async function closedPortOrigin(): Promise<string> {
  const probe = createNetServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no TCP port');
  return `http://127.0.0.1:${address.port}`;
}

async function brandId(): Promise<number> {
  const row = await server.db
    .selectFrom('brands')
    .select('id')
    .where('code', '=', 'demo')
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('protocol client ↔ reference server', () => {
  it('POSTs a form body with RequestAction and every common field, without a SID at first', async () => {
    const recorder = recordingFetch();
    const { client } = testProtocol({
      origin: server.origin,
      fetch: recorder.fetch,
      now: () => NOW,
    });
    const result = await client.call('Merchants', { set: 'ALL' });
    expect(result.ok).toBe(true);

    const [request] = recorder.requests;
    expect(request?.url).toBe(`${server.origin}/api`);
    expect(request?.contentType).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(request?.body ?? [])).toEqual({
      RequestAction: 'Merchants',
      set: 'ALL',
      app_token: 'demo-app-token',
      api_version: '7',
      app_id: 'demo',
      app_version: '3.1.23',
      app_mode: 'PERSONAL',
      local_ts: String(Math.floor(NOW / 1000)),
    });
  });

  it('stores the returned SID for 20160 minutes and sends it on the next call', async () => {
    const recorder = recordingFetch();
    let now = NOW;
    const { client, sessionStore } = testProtocol({
      origin: server.origin,
      fetch: recorder.fetch,
      now: () => now,
    });
    await client.call('Merchants', { set: 'ALL' });
    const stored = sessionStore.current();
    expect(stored?.sid).toMatch(/.{20,}/);
    expect(stored?.expiresAt).toBe(NOW + 20_160 * MIN);

    now = NOW + 5 * MIN;
    await client.call('Merchants', { set: 'ALL' });
    expect(recorder.requests[1]?.body.get('sid')).toBe(stored?.sid);
    // The server slides the same session; the expiry slides with it.
    expect(sessionStore.current()).toEqual({ sid: stored?.sid, expiresAt: now + 20_160 * MIN });
  });

  it('does not send a stored SID that has expired', async () => {
    const recorder = recordingFetch();
    const { client } = testProtocol({
      origin: server.origin,
      fetch: recorder.fetch,
      now: () => NOW,
      session: { sid: 'old-sid', expiresAt: NOW - 1 },
    });
    await client.call('Merchants', { set: 'ALL' });
    expect(recorder.requests[0]?.body.has('sid')).toBe(false);
  });

  it("answers AUTH for a customer's expired session: resets the customer, fails with the message", async () => {
    const brand_id = await brandId();
    const customer = await server.db
      .insertInto('customers')
      .values({ brand_id, name: 'Ann', email: `ann-${Date.now()}@example.com`, status: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await server.db
      .insertInto('sessions')
      .values({
        sid: 'expired-customer-sid',
        brand_id,
        customer_id: customer.id,
        created_at: new Date(Date.now() - 30 * 24 * 60 * MIN),
        expires_at: new Date(Date.now() - MIN),
      })
      .execute();

    const { client, authResets, sessionStore } = testProtocol({
      origin: server.origin,
      fetch: fetch,
      now: () => NOW,
      session: { sid: 'expired-customer-sid', expiresAt: NOW + MIN },
    });
    const result = await client.call('Merchants', { set: 'ALL' });
    expect(result).toEqual({ ok: false, error: { code: 'auth', message: 'Session expired' } });
    expect(authResets).toEqual([NOW]);
    // The server handed out a fresh guest session with the AUTH answer; it is kept.
    expect(sessionStore.current()?.sid).not.toBe('expired-customer-sid');
  });

  it('fails a non-SUCCESS answer with the first Response entry', async () => {
    const { client } = testProtocol({ origin: server.origin, fetch, now: () => NOW });
    const result = await client.call('Merchant', {
      menu_name: 'no-such-menu',
      return_menu: '1',
      return_order: '1',
    });
    expect(result).toEqual({ ok: false, error: { code: 'server', message: 'Invalid menu name' } });
  });

  it('treats a refused connection as a network error', async () => {
    const origin = await closedPortOrigin();
    const { client } = testProtocol({ origin, fetch, now: () => NOW });
    const result = await client.call('Merchants', { set: 'ALL' });
    expect(result.ok ? null : result.error.code).toBe('network');
  });

  it('treats an HTTP error status as a network error', async () => {
    const { client } = testProtocol({
      origin: server.origin,
      fetch,
      now: () => NOW,
      apiBaseUrl: '/no-such-endpoint',
    });
    const result = await client.call('Merchants', { set: 'ALL' });
    expect(result.ok ? null : result.error.code).toBe('network');
  });

  it('reports Upgrade Available, then Required, from the app_releases row', async () => {
    const brand_id = await brandId();
    const setRelease = (latest: string, minimum: string) =>
      server.db
        .insertInto('app_releases')
        .values({ brand_id, latest_version: latest, minimum_version: minimum, link: '/' })
        .onConflict((conflict) =>
          conflict
            .column('brand_id')
            .doUpdateSet({ latest_version: latest, minimum_version: minimum, link: '/' }),
        )
        .execute()
        // Releases are remembered between calls for a few seconds (server/protocol/hotReads.ts).
        .then(() => server.forgetHotReads());
    const { client, upgrades } = testProtocol({ origin: server.origin, fetch, now: () => NOW });

    await setRelease('3.1.23', '3.0.0');
    expect((await client.call('Merchants', { set: 'ALL' })).ok).toBe(true);
    expect(upgrades).toEqual([]);

    await setRelease('3.2.0', '3.0.0');
    expect((await client.call('Merchants', { set: 'ALL' })).ok).toBe(true);
    expect(upgrades).toEqual([{ Available: true, Required: false, Link: '/' }]);

    await setRelease('3.2.0', '3.2.0');
    await client.call('Merchants', { set: 'ALL' });
    expect(upgrades.at(-1)).toEqual({ Available: true, Required: true, Link: '/' });

    await setRelease('3.1.23', '3.0.0');
  });
});
