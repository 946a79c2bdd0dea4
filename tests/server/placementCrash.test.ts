/**
 * Chaos: 40 guests place at once on a payment sandbox that takes
 * 400 ms a call; the server is `kill -9`'d mid-burst, right after the provider's k-th answer (k
 * seeded), started again on the same database, and its reconciler settles what the crash left; a
 * seeded half of the guests whose answer was lost retry with the same request id, the others have
 * closed the tab. After 20 seeds,
 * counted on both sides: every approved charge has exactly one order with the same reference and
 * amount, no card order is paid without an approved charge, nothing is charged twice, and no
 * attempt is left pending.
 *
 * The server runs as a child process (server/main.ts) so that it can be killed; the sandbox runs
 * here, so its ledger outlives the server as Braintree's does.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/connect';
import type { Database } from '../../server/db/schema';
import { createPaymentSandbox, type PaymentSandbox } from '../../server/sandbox/index';
import { backends, createTestDatabase, DEMO } from './helpers';
import { freePort, slowProvider, type SlowProvider } from './serverProcess';

const SEEDS = Number(process.env.CHAOS_SEEDS ?? 20);
const GUESTS = 40;
const GATEWAY_LATENCY_MS = 400;

/** mulberry32: the seed's choices, the same on every run. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Child = { process: ChildProcess; origin: string; reconciled: Promise<void> };

/** Starts server/main.ts; resolves once it serves, with a promise of its first reconcile. */
function startChild(env: Record<string, string>, port: number): Promise<Child> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let settleReconciled: () => void = () => {};
  const reconciled = new Promise<void>((resolve) => (settleReconciled = resolve));
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('Docket is serving on'))
        resolve({ process: child, origin: `http://127.0.0.1:${port}`, reconciled });
      if (out.includes('payments reconciled at start')) settleReconciled();
    });
    child.stderr!.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('exit', (code, signal) => {
      if (signal !== 'SIGKILL' && code !== 0)
        reject(new Error(`server exited ${code ?? signal}:\n${out.slice(-3000)}`));
    });
  });
}

async function call(origin: string, fields: Record<string, string>, sid = '') {
  const response = await fetch(`${origin}/api`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      app_token: DEMO.token,
      api_version: '7',
      app_id: 'docket-chaos',
      app_version: '3.1.23',
      app_mode: 'PERSONAL',
      ...(sid ? { sid } : {}),
      ...fields,
    }).toString(),
  });
  return (await response.json()) as { ResponseCode: string; Response: unknown; SID?: string };
}

function nextWeekdayNoonPerth(): number {
  const day = 86_400_000;
  for (let ahead = 1; ; ahead += 1) {
    const perth = new Date(Date.now() + 8 * 3_600_000 + ahead * day);
    if (perth.getUTCDay() >= 2 && perth.getUTCDay() <= 5) {
      return Date.UTC(perth.getUTCFullYear(), perth.getUTCMonth(), perth.getUTCDate(), 4, 0);
    }
  }
}

type Guest = { sid: string; fields: Record<string, string> };

async function guestWithCart(origin: string, store: { id: string; menu: string; tea: string }) {
  const { SID } = await call(origin, { RequestAction: 'Merchants', set: 'ALL' });
  const sid = SID ?? '';
  const cart = (sub_action: string, extra: Record<string, string>) =>
    call(
      origin,
      {
        RequestAction: 'ManageCart',
        sub_action,
        store_id: store.id,
        menu_id: store.menu,
        request_id: randomUUID(),
        ...extra,
      },
      sid,
    );
  await cart('add_to_order', {
    menu_item_data: JSON.stringify({
      menu_item_id: Number(store.tea),
      quantity: 1,
      options: {},
      cart_item_slot_id: -1,
    }),
  });
  // The child runs on the machine's clock: pickup at noon on the next Tuesday to Friday in
  // Perth, when the demo store is open whatever the time of the run.
  await cart('update_checkout', {
    checkout_options: JSON.stringify({ fulfilment_type: 'pickup', fulfilment_asap: 0 }),
  });
  const fields = {
    RequestAction: 'SubmitOrder',
    merchant_id: store.id,
    menu_id: store.menu,
    preorder: '0',
    request_id: randomUUID(),
    order_source: 'rmobi',
    payment_method: 'CC',
    customer_name: 'Ada Lovelace',
    customer_email: 'ada@example.com',
    customer_mobile: '0400 000 000',
    terms_agreed: '1',
    braintree_nonce: 'fake-valid-nonce',
    fulfilment_asap: '0',
    fulfilment_datetime: String(nextWeekdayNoonPerth() / 1000),
  };
  return { sid, fields } satisfies Guest;
}

type Store = { id: string; menu: string; tea: string };

async function demoStore(origin: string): Promise<Store> {
  const answer = await call(origin, {
    RequestAction: 'Merchant',
    menu_name: DEMO.slug,
    return_menu: '1',
  });
  type Item = { id: number; name: string };
  type Category = { items: Item[]; children: Category[] };
  const { merchant } = answer.Response as {
    merchant: { id: number; menu_id: number; menu: { items: Category[] } };
  };
  const all = (categories: Category[]): Item[] =>
    categories.flatMap((category) => [...category.items, ...all(category.children)]);
  const tea = all(merchant.menu.items).find((item) => item.name === 'Iced Mint Tea');
  if (!tea) throw new Error('no Iced Mint Tea');
  return { id: String(merchant.id), menu: String(merchant.menu_id), tea: String(tea.id) };
}

type Outcome = { guest: Guest; answer: Awaited<ReturnType<typeof call>> | null };

/** One seed: the burst, the kill at a seeded moment, the restart, the retries. */
async function crashRound(
  child: Child,
  env: Record<string, string>,
  port: number,
  rand: () => number,
  provider: SlowProvider,
): Promise<{ child: Child; lost: number; retried: number; answers: Map<string, number> }> {
  const store = await demoStore(child.origin);
  const guests: Guest[] = [];
  for (let batch = 0; batch < GUESTS; batch += 10)
    guests.push(
      ...(await Promise.all(Array.from({ length: 10 }, () => guestWithCart(child.origin, store)))),
    );
  const outcomes: Outcome[] = guests.map((guest) => ({ guest, answer: null }));
  // Mid-burst: right after the provider's k-th answer (of 80: a nonce check and a charge each),
  // when some placements are charged and not yet finalised.
  const killed = provider.answers(1 + Math.floor(rand() * 79));
  const burst = outcomes.map(async (outcome) => {
    try {
      outcome.answer = await call(child.origin, outcome.guest.fields, outcome.guest.sid);
    } catch {
      outcome.answer = null; // the connection died with the server
    }
  });
  await killed;
  const exited = new Promise((resolve) => child.process.once('exit', resolve));
  child.process.kill('SIGKILL');
  await exited;
  await Promise.all(burst);
  const next = await startChild(env, port);
  await next.reconciled;
  const lost = outcomes.filter((outcome) => outcome.answer === null);
  // A seeded half of those who got no answer retry with the same request id.
  const retrying = lost.filter(() => rand() < 0.5);
  await Promise.all(
    retrying.map(async (outcome) => {
      outcome.answer = await call(next.origin, outcome.guest.fields, outcome.guest.sid);
    }),
  );
  for (const outcome of retrying) expect(outcome.answer?.ResponseCode).toMatch(/SUCCESS|ERROR/);
  const answers = new Map<string, number>();
  for (const { answer } of outcomes) {
    const said =
      answer === null
        ? 'no answer'
        : `${answer.ResponseCode} ${JSON.stringify(answer.Response).slice(0, 80)}`;
    answers.set(
      said.startsWith('SUCCESS') ? 'SUCCESS' : said,
      (answers.get(said.startsWith('SUCCESS') ? 'SUCCESS' : said) ?? 0) + 1,
    );
  }
  return { child: next, lost: lost.length, retried: retrying.length, answers };
}

async function stopChild(child: Child) {
  const exited = new Promise((resolve) => child.process.once('exit', resolve));
  child.process.kill('SIGTERM');
  await exited;
}

async function openFinished(env: Record<string, string>): Promise<Kysely<Database>> {
  if (env.DATABASE_URL)
    return new Kysely<Database>({
      dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: env.DATABASE_URL }) }),
    });
  return (await openDatabase({ dataDir: env.DATA_DIR! })).db;
}

describe.each(backends)('placements through a kill -9 ($name)', (backend) => {
  let sandbox: PaymentSandbox & { origin: string };
  let slow: SlowProvider | null = null;
  let folder: string;
  let database: { url: string; drop(): Promise<void> } | null = null;
  let env: Record<string, string>;

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'docket-chaos-'));
    const created = await createPaymentSandbox({ appOrigins: [] });
    await created.app.listen({ port: 0, host: '127.0.0.1' });
    slow = await slowProvider(created, GATEWAY_LATENCY_MS);
    sandbox = { ...created, origin: slow.origin };
    database = backend.name === 'postgres' ? await createTestDatabase() : null;
    env = {
      // The PGlite run must not inherit the suite's DATABASE_URL.
      ...(database
        ? { DATABASE_URL: database.url }
        : { DATABASE_URL: '', DATA_DIR: join(folder, 'pglite') }),
      DOCKET_SANDBOX_ORIGIN: sandbox.origin,
      STATIC_DIR: join(folder, 'no-build'),
      OPERATOR_PORT: '0',
      IDENTITY_SANDBOX: '0',
      DOCKET_RATE_LIMITS: '0',
      RECONCILE_AFTER_MS: '0',
      LOG_LEVEL: 'info',
    };
  }, 60_000);

  afterAll(async () => {
    await slow?.close();
    await sandbox?.close();
    await database?.drop();
    rmSync(folder, { recursive: true, force: true });
  });

  it(`${SEEDS} seeds: every approved charge has one order with its reference; nothing charged twice`, async () => {
    const port = await freePort();
    let child = await startChild(env, port);
    await child.reconciled;
    const rounds: string[] = [];
    for (let seed = 1; seed <= SEEDS; seed += 1) {
      const round = await crashRound(child, env, port, random(seed), slow!);
      child = round.child;
      rounds.push(
        `seed ${seed}: ${round.lost} answers lost, ${round.retried} retried; ${[...round.answers].map(([said, n]) => `${n}× ${said}`).join(', ')}`,
      );
    }
    // The last round's reconcile ran at start; the retries since may have settled more.
    await stopChild(child);
    const db = await openFinished(env);
    try {
      const orders = await db
        .selectFrom('orders')
        .select(['order_number', 'payment_transaction_id', 'total_cents', 'payment_method'])
        .execute();
      const pending = await db
        .selectFrom('payment_attempts')
        .select('id')
        .where('state', '=', 'pending')
        .execute();
      const charges = sandbox.charges();
      const approved = charges.filter((charge) => charge.status === 'submitted_for_settlement');
      const byTransaction = new Map<string, typeof orders>();
      for (const order of orders) {
        const list = byTransaction.get(order.payment_transaction_id) ?? [];
        list.push(order);
        byTransaction.set(order.payment_transaction_id, list);
      }
      const report = [
        ...rounds,
        `charges: ${charges.length} (${approved.length} approved and kept, ${charges.filter((c) => c.status === 'voided').length} voided); orders: ${orders.length}`,
      ].join('\n');
      // Every approved charge: exactly one order, with its reference and its amount.
      for (const charge of approved) {
        const recorded = byTransaction.get(charge.transactionId) ?? [];
        expect(recorded, `${report}\ncharge ${charge.transactionId}`).toHaveLength(1);
        expect(recorded[0]?.order_number).toBe(charge.orderRef);
        expect(recorded[0]?.total_cents).toBe(charge.amountCents);
      }
      // No card order without an approved, kept charge.
      const kept = new Set(approved.map((charge) => charge.transactionId));
      for (const order of orders.filter((o) => o.payment_method === 'CC'))
        expect(
          kept.has(order.payment_transaction_id),
          `${report}\norder ${order.order_number}`,
        ).toBe(true);
      // Nothing charged twice: one approved charge per reference and per key.
      expect(new Set(approved.map((charge) => charge.orderRef)).size).toBe(approved.length);
      expect(new Set(approved.map((charge) => charge.idempotencyKey)).size).toBe(approved.length);
      expect(pending, report).toHaveLength(0);
      expect(approved.length, report).toBeGreaterThan(0);
      console.info(report);
    } finally {
      await db.destroy();
    }
  }, 600_000);
});
