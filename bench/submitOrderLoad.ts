/**
 * SubmitOrder placements under load on PostgreSQL (goal: p99 ≤ 100 ms at 200
 * req/s, no duplicate orders). Carts are written straight into the database beforehand (a guest
 * session, an open pickup-ASAP cart of one Iced Mint Tea each); requests arrive as independent
 * customers' do (submitOrderLoadClient.mjs), each placing one of them by card with its own
 * request_id, and every tenth sends the one before again at once, racing the first placement's
 * answer. The payment gateway is an in-process stand-in that approves at once (the figure is the
 * server's and the database's work, not a provider's), or after `gatewayLatencyMs` per call, as a
 * real provider does (the figure then shows whether a slow provider holds the database up). A 3 s run at the same rate warms
 * the server up first (JIT, the pool, PostgreSQL's caches); its orders are checked too.
 */
import { randomUUID } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import type { Kysely } from 'kysely';
import { createServer } from '../server/app';
import type { Database } from '../server/db/schema';
import { newSid } from '../server/protocol/session';
import { offsetToStoreNoon } from '../tests/e2e/support/storeClock';
import type { ChargeResult, PaymentGateway } from '../server/payments/types';

export type SubmitLoadFigures = {
  p50: number;
  p99: number;
  requestsPerSecond: number;
  /** Answers other than HTTP 200 with ResponseCode SUCCESS (the warm-up's too). */
  errors: number;
  /** Requests the run sent, each repeat of a request id counted once. */
  distinct: number;
  /** Orders placed beyond one per request id or per cart (the warm-up's too): must be 0. */
  duplicates: number;
  /** Orders this run placed (not the warm-up's, nor other runs' on the same database). */
  placed: number;
};

const COMMON = {
  RequestAction: 'SubmitOrder',
  app_token: 'demo-app-token',
  api_version: '7',
  app_id: 'demo',
  app_version: '3.1.23',
  app_mode: 'PERSONAL',
  preorder: '0',
  order_source: 'rmobi',
  payment_method: 'CC',
  braintree_nonce: 'fake-valid-nonce',
  customer_name: 'Load Tester',
  customer_email: 'load@example.com',
  customer_mobile: '0400 000 000',
  terms_agreed: '1',
};

/**
 * Approves every charge once per idempotency key, after `latencyMs` (a provider's round trip;
 * 0: at once).
 */
export function approvingGateway(latencyMs = 0): PaymentGateway {
  const first = new Map<string, ChargeResult & { amountCents: number; orderRef: string }>();
  const wait = () =>
    latencyMs > 0 ? new Promise((resolve) => setTimeout(resolve, latencyMs)) : Promise.resolve();
  let next = 1;
  const approve = (key: string, amountCents: number, orderRef: string): ChargeResult => {
    const known = first.get(key);
    if (known) return known;
    const result = {
      ok: true as const,
      transactionId: `bench-${next++}`,
      cardType: 'Visa',
      lastFour: '1111',
      amountCents,
      orderRef,
    };
    first.set(key, result);
    return result;
  };
  return {
    checkNonce: async () => {
      await wait();
      return { ok: true, needsThreeDSecure: false, cardType: 'Visa' };
    },
    vault: async () => ({ ok: false, message: 'no vault in the bench' }),
    charge: async (input) => {
      await wait();
      return approve(input.idempotencyKey, input.amountCents, input.orderRef);
    },
    startRedirect: async () => {
      throw new Error('no redirects in the bench');
    },
    redirectState: async () => 'failed',
    captureRedirect: async (input) => approve(input.idempotencyKey, input.amountCents, ''),
    findCharge: async ({ idempotencyKey }) => {
      const found = first.get(idempotencyKey);
      return found?.ok ? { state: 'approved', ...found } : { state: 'none' };
    },
    voidCharge: async () => ({ ok: true }),
  };
}

export async function submitOrderUnderLoad(options: {
  databaseUrl: string;
  rate: number;
  seconds: number;
  connections: number;
  /** Each provider call's latency (the nonce check and the charge); 0 by default. */
  gatewayLatencyMs?: number;
}): Promise<SubmitLoadFigures> {
  // Orders are placed ASAP: the demo store must be open whatever the hour of the run.
  const clockOffsetMs = offsetToStoreNoon(Date.now());
  const server = await createServer({
    databaseUrl: options.databaseUrl,
    now: () => new Date(Date.now() + clockOffsetMs),
    logger: false,
    // The load comes from one address, far past what one customer sends.
    rateLimits: false,
    payments: { gateway: approvingGateway(options.gatewayLatencyMs ?? 0), sandboxOrigin: '' },
    reconcile: false,
  });
  try {
    const { db } = server;
    const { brandId, menu, tea } = await demoTea(db);

    // One cart per placement each run can send, plus a margin.
    const newCarts = (seconds: number) =>
      guestCarts(db, {
        count: Math.ceil(options.rate * seconds * 1.1),
        brandId,
        menu,
        tea,
      });
    const warmUpBodies = await newCarts(WARM_UP_SECONDS);
    const bodies = await newCarts(options.seconds);
    const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
    const run = (seconds: number, sent: string[]) =>
      placeAtRate({
        url: `${address}/api`,
        connections: options.connections,
        seconds,
        rate: options.rate,
        bodies: sent,
      });
    // JIT, the pool's connections and PostgreSQL's caches warm up first: the figure is the
    // steady state. The warm-up's errors and duplicates count all the same.
    const warmUp = await run(WARM_UP_SECONDS, warmUpBodies);
    const load = await run(options.seconds, bodies);
    const warmUpOrders = await placedOrders(db, warmUpBodies);
    const runOrders = await placedOrders(db, bodies);
    return {
      ...load,
      errors: load.errors + warmUp.errors,
      placed: runOrders.placed,
      duplicates: runOrders.duplicates + warmUpOrders.duplicates,
    };
  } finally {
    await server.close();
  }
}

/**
 * Orders placed by these request bodies (one run's, on a database other runs may share), and how
 * many of them were more than one per request id or per cart.
 */
export async function placedOrders(
  db: Kysely<Database>,
  bodies: string[],
): Promise<{ duplicates: number; placed: number }> {
  const requestIds = bodies.map((body) => new URLSearchParams(body).get('request_id') ?? '');
  let placed = 0;
  let duplicates = 0;
  // Each body is one cart and one request id, so a duplicate never spans two chunks.
  for (let start = 0; start < requestIds.length; start += 1_000) {
    const counts = await db
      .selectFrom('orders')
      .select((eb) => [
        eb.fn.countAll<number>().as('orders'),
        eb.fn.count<number>('request_id').distinct().as('request_ids'),
        eb.fn.count<number>('cart_id').distinct().as('carts'),
      ])
      .where('request_id', 'in', requestIds.slice(start, start + 1_000))
      .executeTakeFirstOrThrow();
    const orders = Number(counts.orders);
    placed += orders;
    duplicates += orders - Math.min(Number(counts.request_ids), Number(counts.carts));
  }
  return { duplicates, placed };
}

export const WARM_UP_SECONDS = 3;

/** The demo brand, its fig-and-olive menu and that menu's Iced Mint Tea, which the carts hold. */
export async function demoTea(db: Kysely<Database>) {
  const brand = await db
    .selectFrom('brands')
    .select('id')
    .where('code', '=', 'demo')
    .executeTakeFirstOrThrow();
  const menu = await db
    .selectFrom('menus')
    .select(['id', 'merchant_id'])
    .where('brand_id', '=', brand.id)
    .where('slug', '=', 'fig-and-olive')
    .executeTakeFirstOrThrow();
  const tea = await db
    .selectFrom('menu_items')
    .select(['id', 'name', 'price_cents'])
    .where('menu_id', '=', menu.id)
    .where('name', '=', 'Iced Mint Tea')
    .executeTakeFirstOrThrow();
  return { brandId: brand.id, menu, tea };
}

/** Open pickup-ASAP carts of one Iced Mint Tea, each in a guest session of its own; their bodies. */
export async function guestCarts(
  db: Kysely<Database>,
  input: {
    count: number;
    brandId: number;
    menu: { id: number; merchant_id: number };
    tea: { id: number; name: string; price_cents: number };
  },
): Promise<string[]> {
  const now = new Date();
  // As a customer active a moment ago: the session's expiry is not slid (written) again.
  const expires = new Date(now.getTime() + 20160 * 60_000);
  const bodies: string[] = [];
  const batch = 500;
  for (let start = 0; start < input.count; start += batch) {
    const sids = Array.from({ length: Math.min(batch, input.count - start) }, () => newSid());
    await db
      .insertInto('sessions')
      .values(
        sids.map((sid) => ({
          sid,
          brand_id: input.brandId,
          customer_id: 0,
          created_at: now,
          expires_at: expires,
        })),
      )
      .execute();
    const carts = await db
      .insertInto('carts')
      .values(
        sids.map((sid) => ({
          brand_id: input.brandId,
          merchant_id: input.menu.merchant_id,
          menu_id: input.menu.id,
          owner: `session:${sid}`,
        })),
      )
      .returning('id')
      .execute();
    await db
      .insertInto('checkouts')
      .values(
        carts.map((cart) => ({
          cart_id: cart.id,
          fulfilment_type: 'pickup',
          fulfilment_asap: true,
        })),
      )
      .execute();
    await db
      .insertInto('cart_items')
      .values(
        carts.map((cart) => ({
          cart_id: cart.id,
          menu_item_id: input.tea.id,
          name: input.tea.name,
          quantity: 1,
          unit_price_cents: input.tea.price_cents,
        })),
      )
      .execute();
    for (const sid of sids) {
      bodies.push(
        new URLSearchParams({
          ...COMMON,
          sid,
          merchant_id: String(input.menu.merchant_id),
          menu_id: String(input.menu.id),
          request_id: randomUUID(),
          local_ts: String(Math.floor(Date.now() / 1000)),
        }).toString(),
      );
    }
  }
  return bodies;
}

/** The load generator (submitOrderLoadClient.mjs) in a worker thread, so it does not slow the server. */
async function placeAtRate(workerData: {
  url: string;
  connections: number;
  seconds: number;
  rate: number;
  bodies: string[];
}): Promise<Omit<SubmitLoadFigures, 'duplicates' | 'placed'>> {
  const loader = new Worker(new URL('./submitOrderLoadClient.mjs', import.meta.url), {
    workerData,
  });
  try {
    return await new Promise((done, failed) => {
      loader.once('message', done);
      loader.once('error', failed);
    });
  } finally {
    await loader.terminate();
  }
}
