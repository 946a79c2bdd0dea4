/**
 * Several server processes on one database (issue 18, scale out): what one server writes, the
 * other's hot-read memory (server/protocol/hotReads.ts) forgets as soon as the notification of
 * migration 0013 arrives. Two servers here are two createServer instances with pools, listening
 * connections and memories of their own on one PostgreSQL database, as two processes have. Each
 * test waits on the event of the other server's invalidation (notification delivery is
 * asynchronous), never on time; the injected clock stands still, so no TTL expires meanwhile.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HotReadsEvent } from '../../server/app';
import { LISTENER_APPLICATION_NAME } from '../../server/db/notifications';
import { ACCOUNT_PHRASES } from '../../src/domain/signInMessages';
import { cartClient, itemNamed, storeOf } from './cartHelpers';
import { backends, DEMO, startServer, type TestServer } from './helpers';

const menuCall = { menu_name: DEMO.slug, return_menu: '1', return_order: '1' };

/** Resolves when `server` hears an event that `wanted` accepts. */
function heard(server: TestServer, wanted: (event: HotReadsEvent) => boolean): Promise<void> {
  return new Promise((resolve) => {
    const stop = server.onHotReads((event) => {
      if (!wanted(event)) return;
      stop();
      resolve();
    });
  });
}
const invalidated = (server: TestServer, payload: string) =>
  heard(server, (event) => event.kind === 'invalidated' && event.payload === payload);

async function register(server: TestServer) {
  const guest = await server.call('Merchants', {});
  const password = 'secret-123';
  const envelope = await server.call(
    'Register',
    {
      method: 'email',
      name: 'Sam Scale',
      email: `s-${randomUUID()}@example.com`,
      mobile: '',
      mobile_metadata: '',
      password1: password,
      password2: password,
      country_code: 'AU',
      state: 'WA',
    },
    { sid: guest.SID ?? '' },
  );
  expect(envelope.ResponseCode, JSON.stringify(envelope.Response)).toBe('SUCCESS');
  return envelope.SID ?? '';
}

const demoBrandId = async (server: TestServer) =>
  (
    await server.db
      .selectFrom('brands')
      .select('id')
      .where('code', '=', 'demo')
      .executeTakeFirstOrThrow()
  ).id;

describe.each(backends.filter((backend) => backend.name === 'postgres'))(
  'two servers on one PostgreSQL ($name)',
  (backend) => {
    let a: TestServer;
    let b: TestServer;
    let brandId: number;
    beforeAll(async () => {
      a = await startServer(backend);
      b = await startServer(backend, undefined, {}, a);
      brandId = await demoBrandId(a);
    }, 60_000);
    afterAll(async () => {
      await b?.close();
      await a?.close();
    });

    it('a sign-out on A is refused on B at its very next call', async () => {
      const sid = await register(a);
      // B reads the member's session and remembers it.
      await b.ok('CustomerAccount', {}, { sid });
      await b.ok('CustomerAccount', {}, { sid });
      const bForgets = invalidated(b, `session:${brandId}:${sid}`);
      const signedOut = await a.call('Logout', {}, { sid });
      expect(signedOut.ResponseCode).toBe('SUCCESS');
      await bForgets;
      const after = await b.failure('CustomerAccount', {}, { sid });
      expect(after.message).toBe(ACCOUNT_PHRASES.accountRequired);
    });

    it('a cart line added on A shows in the menu call on B', async () => {
      const demo = await storeOf(a, DEMO.token, DEMO.slug);
      const cart = await cartClient(a, demo);
      // B remembers that this customer has no open cart.
      expect((await b.ok('Merchant', menuCall, { sid: cart.sid })).order).toBeNull();
      const tea = await itemNamed(a, demo, 'Iced Mint Tea');
      const bForgets = invalidated(b, `cart:${brandId}:session:${cart.sid}`);
      await cart.add({ menu_item_id: tea.id, quantity: 2 });
      await bForgets;
      expect((await b.ok('Merchant', menuCall, { sid: cart.sid })).order).toMatchObject({
        num_items: 2,
      });
    });

    it('a merchant edited through A is served changed by B', async () => {
      const notice = (server: TestServer) =>
        server.ok('Merchant', menuCall).then((answer) => answer.merchant.menu?.public_notice);
      const before = await notice(b);
      const bForgets = invalidated(b, `menus:${brandId}`);
      await a.db
        .updateTable('merchants')
        .set({ public_notice: 'Closed for a private party tonight' })
        .where('brand_id', '=', brandId)
        .execute();
      await bForgets;
      expect(before).not.toBe('Closed for a private party tonight');
      expect(await notice(b)).toBe('Closed for a private party tonight');
    });

    it('a release changed through A gives B the Upgrade signal', async () => {
      expect(await b.call('Merchants', {})).not.toHaveProperty('Upgrade');
      const bForgets = invalidated(b, 'brands');
      await a.db
        .updateTable('app_releases')
        .set({ latest_version: '3.2.0', minimum_version: '3.1.0' })
        .where('brand_id', '=', brandId)
        .execute();
      await bForgets;
      expect((await b.call('Merchants', {})).Upgrade).toEqual({
        Available: true,
        Required: false,
        Link: '/',
      });
    });

    it('B drops its memory when its listening connection is cut, and listens again', async () => {
      const sid = await register(a);
      await b.ok('CustomerAccount', {}, { sid });
      const down = heard(b, (event) => event.kind === 'live' && !event.live);
      const up = heard(b, (event) => event.kind === 'live' && event.live);
      // Both servers listen; cut them all, as a restart of PostgreSQL's side would.
      const admin = new pg.Client({ connectionString: a.databaseUrl ?? '' });
      await admin.connect();
      try {
        await admin.query(
          `select pg_terminate_backend(pid) from pg_stat_activity
           where application_name = $1 and datname = current_database()`,
          [LISTENER_APPLICATION_NAME],
        );
      } finally {
        await admin.end();
      }
      await down;
      // The sign-out may land before or after B listens again: either way B must refuse.
      await a.call('Logout', {}, { sid });
      await up;
      expect((await b.failure('CustomerAccount', {}, { sid })).message).toBe(
        ACCOUNT_PHRASES.accountRequired,
      );
      // And B hears again.
      const bForgets = invalidated(b, `menus:${brandId}`);
      await a.db
        .updateTable('merchants')
        .set({ public_notice: '' })
        .where('brand_id', '=', brandId)
        .execute();
      await bForgets;
    });
  },
);

describe.each(backends.filter((backend) => backend.name === 'pglite'))(
  'one server on PGlite ($name)',
  (backend) => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startServer(backend);
    }, 60_000);
    afterAll(async () => {
      await server?.close();
    });

    it('hears a session ended by hand in the database, by the same notification', async () => {
      const sid = await register(server);
      await server.ok('CustomerAccount', {}, { sid });
      const forgets = invalidated(server, `session:${await demoBrandId(server)}:${sid}`);
      await server.db.deleteFrom('sessions').where('sid', '=', sid).execute();
      await forgets;
      expect((await server.failure('CustomerAccount', {}, { sid })).message).toBe(
        ACCOUNT_PHRASES.accountRequired,
      );
    });
  },
);
