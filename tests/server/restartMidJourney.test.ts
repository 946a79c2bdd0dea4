/**
 * A server restarted mid-journey. A member, through the real worker (Dexie in fake-indexeddb),
 * signs up, fills a cart and sets the checkout; the server is stopped with SIGTERM (a restart)
 * and started again on the same data; then the placement is sent and, once the provider has
 * charged and before the server hears back, the server is SIGKILLed (a crash) and started again.
 * On PGlite's data folder and on PostgreSQL, and with two processes on one PostgreSQL where the
 * one serving the placement dies and the other serves on.
 *
 * Counted at the end, in the database and at the provider: the cart's lines are the order's
 * lines; one order and one approved charge for the placement, the worker's resend (same request
 * id) answered with that order; no payment attempt left pending; the reward points ledger has
 * at most one entry for the order; the session token the device held still works after each
 * restart, for the same member.
 */
import 'fake-indexeddb/auto';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECK_ORDER_NOT_THROUGH } from '@/domain/orderMessages';
import { createWorkerApi } from '@worker/api';
import { readAppState } from '@worker/db/appState';
import { demoBrand } from '../unit/support/brand';
import { testDb } from '../unit/support/testDb';
import { createTestDatabase } from './helpers';
import {
  childEnv,
  holdingProvider,
  openData,
  startServerProcess,
  type HoldingProvider,
  type ServerProcess,
} from './serverProcess';

const SLUG = 'fig-and-olive';

/**
 * One device behind a load balancer: the worker sends to one origin, `route` says which server
 * process takes it (a balancer moving traffic off a dead process).
 */
function device(route: { to: ServerProcess }) {
  const db = testDb();
  const sent: string[] = [];
  const balanced: typeof fetch = (input, init) => {
    const url = new URL(String(input));
    const body = init?.body instanceof URLSearchParams ? init.body : null;
    sent.push(body?.get('RequestAction') ?? url.pathname);
    return fetch(`${route.to.origin}${url.pathname}${url.search}`, init);
  };
  const api = createWorkerApi({
    brand: demoBrand(),
    db,
    origin: 'http://docket.test',
    fetch: balanced,
    now: () => Date.now(),
    locks: null,
  });
  return { api, db, sent };
}
type Device = ReturnType<typeof device>;

/** Noon on the next Tuesday to Friday in Perth: the demo store is open then, whenever this runs. */
function nextWeekdayNoonPerth(): number {
  const day = 86_400_000;
  for (let ahead = 1; ; ahead += 1) {
    const perth = new Date(Date.now() + 8 * 3_600_000 + ahead * day);
    if (perth.getUTCDay() >= 2 && perth.getUTCDay() <= 5) {
      return Date.UTC(perth.getUTCFullYear(), perth.getUTCMonth(), perth.getUTCDate(), 4, 0);
    }
  }
}

/** A menu item's id, as the server's Merchant answer lists it. */
async function itemId(server: ServerProcess, name: string): Promise<number> {
  const response = await fetch(`${server.origin}/api`, {
    method: 'POST',
    body: new URLSearchParams({
      RequestAction: 'Merchant',
      app_token: demoBrand().appToken,
      api_version: '7',
      app_id: 'docket-restart',
      app_version: '3.1.23',
      app_mode: 'PERSONAL',
      menu_name: SLUG,
      return_menu: '1',
    }),
  });
  type Category = { items: { id: number; name: string }[]; children: Category[] };
  const answer = (await response.json()) as {
    Response: { merchant: { menu: { items: Category[] } } };
  };
  const all = (categories: Category[]): { id: number; name: string }[] =>
    categories.flatMap((category) => [...category.items, ...all(category.children)]);
  const item = all(answer.Response.merchant.menu.items).find((entry) => entry.name === name);
  if (item === undefined) throw new Error(`no ${name} on the menu`);
  return item.id;
}

function must<T>(result: { ok: true; data: T } | { ok: false; error: { message: string } }): T {
  if (!result.ok) throw new Error(result.error.message);
  return result.data;
}

/** The member's journey up to the checkout: a session, two cart lines, pickup for later. */
async function memberWithCart(d: Device, server: ServerProcess) {
  const email = `restart-${randomUUID()}@example.com`;
  const member = must(
    await d.api.signUp({
      name: 'Rita Restart',
      email,
      mobile: '',
      mobileMetadata: '',
      password1: 'secret-123',
      password2: 'secret-123',
      countryCode: 'AU',
      state: 'WA',
    }),
  );
  must(await d.api.loadMenu({ slug: SLUG }));
  const tea = await itemId(server, 'Iced Mint Tea');
  for (const quantity of [2, 1]) {
    const added = must(
      await d.api.addToCart({
        requestId: randomUUID(),
        slug: SLUG,
        item: { menu_item_id: tea, quantity, options: {}, cart_item_slot_id: -1 },
        label: 'Iced Mint Tea',
      }),
    );
    expect(added.state).toBe('sent');
  }
  must(
    await d.api.updateCheckout({
      slug: SLUG,
      options: { fulfilment_type: 'pickup', fulfilment_asap: 0 },
    }),
  );
  return { id: member.id, email };
}

const orderFields = (email: string) => ({
  payment_method: 'CC',
  order_source: 'rmobi' as const,
  customer_name: 'Rita Restart',
  customer_email: email,
  customer_mobile: '0400 000 000',
  terms_agreed: '1',
  braintree_nonce: 'fake-valid-nonce',
  fulfilment_type: 'pickup',
  fulfilment_asap: '0',
  fulfilment_datetime: String(nextWeekdayNoonPerth() / 1000),
});

const sidOf = async (d: Device) => (await d.db.session.get('current'))?.sid;

/** The session the device holds answers for the same member: the same token, still signed in. */
async function sessionIntact(d: Device, memberId: number, sid: string | undefined) {
  const account = await d.api.loadAccount();
  expect(account.ok, JSON.stringify(account)).toBe(true);
  expect(await sidOf(d)).toBe(sid);
  expect((await d.db.customer.get('current'))?.id).toBe(memberId);
}

/**
 * Sends the placement; once the provider has charged, and before the server hears, `crash` runs
 * (it kills the server). Answers the worker's result and the pending placement it kept.
 */
async function placeThroughCrash(
  d: Device,
  provider: HoldingProvider,
  email: string,
  crash: () => Promise<void>,
) {
  const charged = provider.holdNextCharge();
  const submitting = d.api.submitOrder({
    slug: SLUG,
    fields: orderFields(email),
    validate: false,
    requestId: randomUUID(),
  });
  await charged;
  await crash();
  const result = await submitting;
  const kept = await readAppState(d.db, 'pendingPlacement');
  return { result, kept };
}

type Counted = {
  orders: { id: number; request_id: string | null; payment_transaction_id: string }[];
  lines: number;
  pending: number;
  points: number;
};

async function countFor(env: Record<string, string>, memberId: number): Promise<Counted> {
  const db = await openData(env);
  try {
    const orders = await db
      .selectFrom('orders')
      .select(['id', 'request_id', 'payment_transaction_id'])
      .where('customer_id', '=', memberId)
      .execute();
    const lines = await db
      .selectFrom('order_items')
      .select((eb) => eb.fn.sum<number>('quantity').as('n'))
      .where('order_id', 'in', orders.map((o) => o.id).concat(-1))
      .executeTakeFirstOrThrow();
    const pending = await db
      .selectFrom('payment_attempts')
      .select('id')
      .where('state', '=', 'pending')
      .execute();
    const points = await db
      .selectFrom('reward_points')
      .select('id')
      .where('customer_id', '=', memberId)
      .where('reason', '=', 'earned')
      .execute();
    return { orders, lines: Number(lines.n ?? 0), pending: pending.length, points: points.length };
  } finally {
    await db.destroy();
  }
}

/** The provider's approved charges for one order reference. */
const approvedFor = (provider: HoldingProvider, transactionId: string) =>
  provider.sandbox
    .charges()
    .filter((charge) => charge.status === 'submitted_for_settlement')
    .filter((charge) => charge.transactionId === transactionId);

/** What a suite needs: the provider here, a data folder or a fresh PostgreSQL database. */
function suiteData(postgres: boolean) {
  const suite = {
    provider: null as unknown as HoldingProvider,
    env: {} as Record<string, string>,
    running: [] as ServerProcess[],
    start: async () => {
      const server = await startServerProcess(suite.env);
      suite.running.push(server);
      return server;
    },
  };
  let folder = '';
  let database: { url: string; drop(): Promise<void> } | null = null;
  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'docket-restart-'));
    suite.provider = await holdingProvider();
    database = postgres ? await createTestDatabase() : null;
    suite.env = childEnv({
      databaseUrl: database?.url ?? null,
      dataDir: join(folder, 'pglite'),
      providerOrigin: suite.provider.origin,
      staticDir: join(folder, 'no-build'),
    });
  }, 60_000);
  afterAll(async () => {
    for (const server of suite.running) await server.stop('SIGKILL');
    await suite.provider?.close();
    await database?.drop();
    rmSync(folder, { recursive: true, force: true });
  });
  return suite;
}

const BACKENDS = [
  { name: 'PGlite on its data folder', postgres: false, skip: false },
  { name: 'PostgreSQL (set DATABASE_URL to run)', postgres: true, skip: !process.env.DATABASE_URL },
];

for (const { name, postgres, skip } of BACKENDS)
  describe.skipIf(skip)(`a server restarted mid-journey, ${name}`, () => {
    const suite = suiteData(postgres);
    const { start } = suite;

    it('keeps the cart and session through a restart, and places once through a crash', async () => {
      const route = { to: await start() };
      const d = device(route);
      const member = await memberWithCart(d, route.to);
      const sid = await sidOf(d);
      const lines = must(await d.api.loadCheckout({ slug: SLUG })).numItems;
      expect(lines).toBe(3);

      // A restart between two steps: the cart and the session are the database's, not the process's.
      await route.to.stop('SIGTERM');
      route.to = await start();
      await sessionIntact(d, member.id, sid);
      expect(must(await d.api.loadCheckout({ slug: SLUG })).numItems).toBe(lines);

      // A crash with the placement in flight: charged at the provider, not yet an order here.
      const { result, kept } = await placeThroughCrash(
        d,
        suite.provider,
        member.email,
        async () => {
          await route.to.stop('SIGKILL');
        },
      );
      expect(result).toEqual({
        ok: false,
        error: { code: 'lost', message: CHECK_ORDER_NOT_THROUGH },
      });
      expect(kept).not.toBeNull();
      route.to = await start();
      await route.to.reconciled;
      await sessionIntact(d, member.id, sid);

      // The worker resends the kept placement with its request id: the order the charge paid for.
      const resent = must(await d.api.resumePlacement({ slug: SLUG }));
      expect(resent?.kind).toBe('placed');
      const orderId = resent?.answer.order_id;
      expect(await readAppState(d.db, 'pendingPlacement')).toBeNull();
      await route.to.stop('SIGTERM');
      const counted = await countFor(suite.env, member.id);
      expect(counted.orders.map((o) => o.id)).toEqual([orderId]);
      expect(counted.orders[0]?.request_id).toBe(kept?.requestId);
      expect(counted.lines).toBe(lines);
      expect(counted.pending).toBe(0);
      expect(counted.points).toBeLessThanOrEqual(1);
      expect(approvedFor(suite.provider, counted.orders[0]!.payment_transaction_id)).toHaveLength(
        1,
      );
      expect(
        suite.provider.sandbox.charges().filter((c) => c.status === 'submitted_for_settlement'),
      ).toHaveLength(1);
      console.info(
        `restart mid-journey (${postgres ? 'PostgreSQL' : 'PGlite'}): cart lines ${lines} → order lines ${counted.lines}; ` +
          `orders ${counted.orders.length}; approved charges ${approvedFor(suite.provider, counted.orders[0]!.payment_transaction_id).length}; ` +
          `pending attempts ${counted.pending}; points entries ${counted.points}; requests sent ${d.sent.length}`,
      );
    }, 180_000);
  });

describe.skipIf(!process.env.DATABASE_URL)(
  'two server processes on one PostgreSQL, one killed mid-placement (set DATABASE_URL to run)',
  () => {
    const suite = suiteData(true);

    it('the other serves on: same session, same cart, one order and one charge', async () => {
      const [a, b] = [await suite.start(), await suite.start()];
      const route = { to: a };
      const d = device(route);
      const member = await memberWithCart(d, a);
      const sid = await sidOf(d);
      const lines = must(await d.api.loadCheckout({ slug: SLUG })).numItems;
      // Another customer, served by the other process all along.
      const other = device({ to: b });
      const otherMember = await memberWithCart(other, b);

      // The process serving the placement dies once the provider has charged; the balancer
      // moves the device to the process still serving.
      const { result, kept } = await placeThroughCrash(
        d,
        suite.provider,
        member.email,
        async () => {
          await a.stop('SIGKILL');
          route.to = b;
        },
      );
      expect(result).toEqual({
        ok: false,
        error: { code: 'lost', message: CHECK_ORDER_NOT_THROUGH },
      });
      // The survivor: the dead process's session and cart, and its own customer, served.
      await sessionIntact(d, member.id, sid);
      expect(must(await other.api.loadCheckout({ slug: SLUG })).numItems).toBe(3);
      const otherPlaced = must(
        await other.api.submitOrder({
          slug: SLUG,
          fields: orderFields(otherMember.email),
          validate: false,
          requestId: randomUUID(),
        }),
      );
      expect(otherPlaced.kind).toBe('placed');

      // The resend reaches the survivor, which settles the dead one's placement by its key.
      const resent = must(await d.api.resumePlacement({ slug: SLUG }));
      expect(resent?.kind).toBe('placed');
      const counted = await countFor(suite.env, member.id);
      expect(counted.orders.map((o) => o.id)).toEqual([resent?.answer.order_id]);
      expect(counted.orders[0]?.request_id).toBe(kept?.requestId);
      expect(counted.lines).toBe(lines);
      expect(counted.pending).toBe(0);
      expect(counted.points).toBeLessThanOrEqual(1);
      expect(approvedFor(suite.provider, counted.orders[0]!.payment_transaction_id)).toHaveLength(
        1,
      );
      const otherCounted = await countFor(suite.env, otherMember.id);
      expect(otherCounted.orders).toHaveLength(1);
      // Two customers, two orders, two approved charges: nothing doubled, nothing lost.
      const approved = suite.provider.sandbox
        .charges()
        .filter((charge) => charge.status === 'submitted_for_settlement');
      expect(approved).toHaveLength(2);
      console.info(
        `two processes, one killed mid-placement: orders ${counted.orders.length} + ${otherCounted.orders.length}; ` +
          `approved charges ${approved.length}; pending attempts ${counted.pending}; cart lines ${lines} → order lines ${counted.lines}`,
      );
    }, 180_000);
  },
);
