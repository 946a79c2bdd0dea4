/**
 * Several server processes on one database: what one server writes, the
 * other's hot-read memory (server/protocol/hotReads.ts) forgets as soon as the notification of
 * migration 0013 arrives; an order placed or moved on one is heard on the other's live channel
 * (migration 0014); the sign-in and guessing limits count across both. Two servers here are two
 * createServer instances with pools, listening connections and memories of their own on one
 * PostgreSQL database, as two processes have. Each test waits on the event of the other server
 * (notification delivery is asynchronous), never on time; the injected clock stands still, so no
 * TTL or window expires meanwhile.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HotReadsEvent } from '../../server/app';
import { DEFAULT_SIGN_IN_LIMITS, throttleDelayMs } from '../../server/accounts/attempts';
import { signInWaitMessage } from '../../src/domain/serverPhrases';
import { LISTENER_APPLICATION_NAME } from '../../server/db/notifications';
import { DEFAULT_RATE_LIMITS, TOO_MANY_REQUESTS } from '../../server/http/rateLimits';
import { ACCOUNT_PHRASES } from '../../src/domain/signInMessages';
import { cartClient, itemNamed, storeOf } from './cartHelpers';
import { SANDBOX_ORIGIN, type CheckoutSuite } from './checkoutHelpers';
import { openEvents, readEvents, type StreamEvent } from './eventStreams';
import { backends, DEMO, startServer, type TestServer } from './helpers';
import { createPaymentDouble } from './paymentDouble';
import { DEMO_STAFF, placeGuestOrder, signIn } from './staffHelpers';

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
  return (await member(server)).sid;
}

/** A new member of the demo brand, registered through `server`. */
async function member(server: TestServer) {
  const guest = await server.call('Merchants', {});
  const password = 'secret-123';
  const email = `s-${randomUUID()}@example.com`;
  const envelope = await server.call(
    'Register',
    {
      method: 'email',
      name: 'Sam Scale',
      email,
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
  return { sid: envelope.SID ?? '', email, password };
}

/** The servers' payments: one double for both, as the cluster's one payment sandbox. */
const payments = () => ({
  payments: { gateway: createPaymentDouble(), sandboxOrigin: SANDBOX_ORIGIN },
});

/** What placeGuestOrder needs to place an order through `server`. */
async function orderingOn(server: TestServer): Promise<CheckoutSuite> {
  const demo = await storeOf(server, DEMO.token, DEMO.slug);
  const teaId = (await itemNamed(server, demo, 'Iced Mint Tea')).id;
  return { server, demo, teaId } as CheckoutSuite;
}

const firstOrderEvent = (events: StreamEvent[]) => events.some((e) => e.event === 'order');

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
    const origins = { a: '', b: '' };
    beforeAll(async () => {
      const shared = payments();
      a = await startServer(backend, undefined, shared);
      b = await startServer(backend, undefined, shared, a);
      brandId = await demoBrandId(a);
      // The live channel streams, so it needs real HTTP.
      origins.a = await a.app.listen({ port: 0, host: '127.0.0.1' });
      origins.b = await b.app.listen({ port: 0, host: '127.0.0.1' });
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

    it("an order moved on B is heard on A's open receipt", async () => {
      const { orderId, sid } = await placeGuestOrder(await orderingOn(a));
      const staff = await signIn(b, DEMO_STAFF);
      const receipt = await openEvents(origins.a, `/api/orders/${orderId}/events`, sid);
      expect(receipt.status).toBe(200);
      const heard = readEvents(receipt, firstOrderEvent);
      await b.ok(
        'StaffOrderStatus',
        { order_id: String(orderId), status: 'ready', request_id: randomUUID() },
        staff.options,
      );
      expect(await heard).toEqual([
        { event: 'open', data: { order_id: orderId, status: 'placed' } },
        { event: 'order', data: { order_id: orderId, status: 'ready', kind: 'status' } },
      ]);
    });

    it("an order placed on A is on B's staff board at once", async () => {
      const staff = await signIn(b, DEMO_STAFF);
      const board = await openEvents(origins.b, '/api/staff/events', staff.options.sid!);
      expect(board.status).toBe(200);
      // Orders before this one may still be heard (another test's, on B's own connection).
      const { newest } = await a.db
        .selectFrom('orders')
        .select((eb) => eb.fn.max('id').as('newest'))
        .executeTakeFirstOrThrow();
      const isNew = (e: StreamEvent) =>
        e.event === 'order' && e.data.kind === 'placed' && Number(e.data.order_id) > (newest ?? 0);
      const heard = readEvents(board, (events) => events.some(isNew));
      const { orderId } = await placeGuestOrder(await orderingOn(a));
      expect((await heard).find(isNew)).toEqual({
        event: 'order',
        data: { order_id: orderId, status: 'placed', kind: 'placed' },
      });
    });

    it('B drops its memory when its listening connection is cut, and listens again', async () => {
      const sid = await register(a);
      await b.ok('CustomerAccount', {}, { sid });
      const guest = await placeGuestOrder(await orderingOn(a));
      const receipt = await openEvents(origins.b, `/api/orders/${guest.orderId}/events`, guest.sid);
      // B's order events may have been missed while cut: B ends the stream, its client reloads.
      const receiptEnds = readEvents(receipt, () => false);
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
      expect(await receiptEnds).toEqual([
        { event: 'open', data: { order_id: guest.orderId, status: 'placed' } },
      ]);
      // And B's live channel hears again.
      const again = await openEvents(origins.b, `/api/orders/${guest.orderId}/events`, guest.sid);
      const bHears = readEvents(again, firstOrderEvent);
      await a.ok(
        'StaffOrderStatus',
        { order_id: String(guest.orderId), status: 'accepted', request_id: randomUUID() },
        (await signIn(a, DEMO_STAFF)).options,
      );
      expect((await bHears).at(-1)).toEqual({
        event: 'order',
        data: { order_id: guest.orderId, status: 'accepted', kind: 'status' },
      });
    });

    it('wrong passwords on A and B together throttle the account on both, as on one', async () => {
      const { email, password } = await member(a);
      const login = (server: TestServer, guess: string) =>
        server.call('Login', { method: 'email', email, password: guess, remember_me: '1' });
      try {
        const { freeFailures } = DEFAULT_SIGN_IN_LIMITS;
        for (let attempt = 0; attempt < freeFailures; attempt++) {
          const envelope = await login(attempt % 2 === 0 ? a : b, `wrong-${attempt}`);
          expect(envelope.Response).toEqual([ACCOUNT_PHRASES.wrongEmailOrPassword]);
        }
        const waitMs = throttleDelayMs(DEFAULT_SIGN_IN_LIMITS, freeFailures);
        for (const server of [a, b])
          expect((await login(server, password)).Response).toEqual([signInWaitMessage(waitMs)]);
      } finally {
        // The test address's failures would lock the other tests' sign-ins out.
        await a.db.deleteFrom('auth_failures').execute();
      }
    });
  },
);

describe.each(backends.filter((backend) => backend.name === 'postgres'))(
  'the guessing limits of two servers on one PostgreSQL ($name)',
  (backend) => {
    const limits = { ...DEFAULT_RATE_LIMITS, promoPerSession: 3, signInPerAddress: 4 };
    let a: TestServer;
    let b: TestServer;
    beforeAll(async () => {
      a = await startServer(backend, undefined, { rateLimits: limits });
      b = await startServer(backend, undefined, { rateLimits: limits }, a);
    }, 60_000);
    afterAll(async () => {
      await b?.close();
      await a?.close();
    });

    it('sign-in calls from one address on A and B in turn are refused at the limit of one', async () => {
      const login = { method: 'email', email: 'nobody@example.com', password: 'secret1' };
      for (let call = 1; call <= limits.signInPerAddress; call++) {
        const server = call % 2 === 1 ? a : b;
        expect((await server.failure('Login', login)).message).not.toBe(TOO_MANY_REQUESTS);
      }
      for (const server of [a, b])
        expect(await server.failure('Login', login)).toEqual({
          code: 'ERROR',
          message: TOO_MANY_REQUESTS,
        });
    });

    it('promo codes tried by one session on A and B in turn are refused at the limit of one', async () => {
      const demo = await storeOf(a, DEMO.token, DEMO.slug);
      const onA = await cartClient(a, demo);
      await onA.add({ menu_item_id: (await itemNamed(a, demo, 'Iced Mint Tea')).id });
      const onB = await cartClient(b, demo, onA.sid);
      for (let guess = 1; guess <= limits.promoPerSession; guess++) {
        const cart = guess % 2 === 1 ? onA : onB;
        expect(await cart.checkoutFails({ coupon_code: `GUESS${guess}` })).toBe(
          'Invalid promo code',
        );
      }
      for (const cart of [onA, onB])
        expect(await cart.checkoutFails({ coupon_code: 'WELCOME10' })).toBe(TOO_MANY_REQUESTS);
    });
  },
);

describe.each(backends.filter((backend) => backend.name === 'pglite'))(
  'one server on PGlite ($name)',
  (backend) => {
    let server: TestServer;
    let origin = '';
    beforeAll(async () => {
      server = await startServer(backend, undefined, payments());
      origin = await server.app.listen({ port: 0, host: '127.0.0.1' });
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

    it("tells an order's open receipt of a move made by hand in the database", async () => {
      const { orderId, sid } = await placeGuestOrder(await orderingOn(server));
      const receipt = await openEvents(origin, `/api/orders/${orderId}/events`, sid);
      const heard = readEvents(receipt, firstOrderEvent);
      await server.db
        .updateTable('orders')
        .set({ status: 'cancelled' })
        .where('id', '=', orderId)
        .execute();
      expect((await heard).at(-1)).toEqual({
        event: 'order',
        data: { order_id: orderId, status: 'cancelled', kind: 'status' },
      });
    });
  },
);
