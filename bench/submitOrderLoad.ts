/**
 * SubmitOrder placements under load on PostgreSQL (issue 14 acceptance 7: p99 ≤ 100 ms at 200
 * req/s, no duplicate orders). Carts are written straight into the database beforehand (a guest
 * session, an open pickup-ASAP cart of one Iced Mint Tea each); every request places one of them
 * by card with its own request_id, and the list is sent again once used up, so repeats race the
 * first placements' answers. The payment gateway is an in-process stand-in that approves at once:
 * the figure is the server's and the database's work, not a provider's.
 */
import { randomUUID } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import { createServer } from '../server/app';
import { newSid } from '../server/protocol/session';
import type { ChargeResult, PaymentGateway } from '../server/payments/types';

export type SubmitLoadFigures = {
  p50: number;
  p99: number;
  requestsPerSecond: number;
  errors: number;
  /** Orders placed beyond one per request id or per cart: must be 0. */
  duplicates: number;
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

/** Approves every charge once per idempotency key, with no wait. */
function approvingGateway(): PaymentGateway {
  const first = new Map<string, ChargeResult>();
  let next = 1;
  const approve = (key: string): ChargeResult => {
    const known = first.get(key);
    if (known) return known;
    const result: ChargeResult = {
      ok: true,
      transactionId: `bench-${next++}`,
      cardType: 'Visa',
      lastFour: '1111',
    };
    first.set(key, result);
    return result;
  };
  return {
    checkNonce: async () => ({ ok: true, needsThreeDSecure: false, cardType: 'Visa' }),
    charge: async (input) => approve(input.idempotencyKey),
    startRedirect: async () => {
      throw new Error('no redirects in the bench');
    },
    redirectState: async () => 'failed',
    captureRedirect: async (input) => approve(input.idempotencyKey),
  };
}

export async function submitOrderUnderLoad(options: {
  databaseUrl: string;
  rate: number;
  seconds: number;
  connections: number;
}): Promise<SubmitLoadFigures> {
  const server = await createServer({
    databaseUrl: options.databaseUrl,
    logger: false,
    hotReads: true,
    payments: { gateway: approvingGateway(), sandboxOrigin: '' },
  });
  try {
    const { db } = server;
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

    // One cart per placement the run can send, plus a margin.
    const count = Math.ceil(options.rate * options.seconds * 1.1);
    const now = new Date();
    // As a customer active a moment ago: the session's expiry is not slid (written) again.
    const expires = new Date(now.getTime() + 20160 * 60_000);
    const bodies: string[] = [];
    const batch = 500;
    for (let start = 0; start < count; start += batch) {
      const sids = Array.from({ length: Math.min(batch, count - start) }, () => newSid());
      await db
        .insertInto('sessions')
        .values(
          sids.map((sid) => ({
            sid,
            brand_id: brand.id,
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
            brand_id: brand.id,
            merchant_id: menu.merchant_id,
            menu_id: menu.id,
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
            menu_item_id: tea.id,
            name: tea.name,
            quantity: 1,
            unit_price_cents: tea.price_cents,
          })),
        )
        .execute();
      for (const sid of sids) {
        bodies.push(
          new URLSearchParams({
            ...COMMON,
            sid,
            merchant_id: String(menu.merchant_id),
            menu_id: String(menu.id),
            request_id: randomUUID(),
            local_ts: String(Math.floor(Date.now() / 1000)),
          }).toString(),
        );
      }
    }

    const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
    const loader = new Worker(new URL('./submitOrderLoadClient.mjs', import.meta.url), {
      workerData: {
        url: `${address}/api`,
        connections: options.connections,
        seconds: options.seconds,
        rate: options.rate,
        bodies,
      },
    });
    let load: Omit<SubmitLoadFigures, 'duplicates' | 'placed'>;
    try {
      load = await new Promise((done, failed) => {
        loader.once('message', done);
        loader.once('error', failed);
      });
    } finally {
      await loader.terminate();
    }

    const counts = await db
      .selectFrom('orders')
      .select((eb) => [
        eb.fn.countAll<number>().as('orders'),
        eb.fn.count<number>('request_id').distinct().as('request_ids'),
        eb.fn.count<number>('cart_id').distinct().as('carts'),
      ])
      .where('brand_id', '=', brand.id)
      .where('contact_email', '=', COMMON.customer_email)
      .executeTakeFirstOrThrow();
    const orders = Number(counts.orders);
    const duplicates = orders - Math.min(Number(counts.request_ids), Number(counts.carts));
    return { ...load, duplicates, placed: orders };
  } finally {
    await server.close();
  }
}
