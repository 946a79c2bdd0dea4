/**
 * Exactly one paid order per standing order per day with two server processes on one PostgreSQL:
 * both run the scheduler at once, as of the same instant past the cut-off,
 * through their operator consoles; one is `kill -9`'d right after the payment provider's k-th
 * answer, when some of its runs are charged and not yet finalised; the survivor, run again once
 * the runs' lease has passed, resumes what the dead one left. Counted on both sides: one order per
 * standing order, each paid by exactly one approved charge of its total, charges = orders.
 *
 * The servers run as child processes (server/main.ts) so that one can be killed; the payment
 * sandbox runs here, behind a proxy that holds each call (the provider's latency) and counts its
 * answers, so its ledger outlives the servers as Braintree's does. PostgreSQL only: PGlite keeps
 * its data in one process.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/schema';
import { operatorToken } from '../../server/operator/token';
import { createPaymentSandbox, type PaymentSandbox } from '../../server/sandbox/index';
import { createTestDatabase } from './helpers';
import { freePort, slowProvider, type SlowProvider } from './serverProcess';

const STANDING_ORDERS = 16;
const PROVIDER_LATENCY_MS = 150;
/** Tuesday 24 November 2026, 5:05 pm in Perth: past Wednesday's pickup cut-off (5 pm). */
const PAST_CUT_OFF = '2026-11-24T09:05:00.000Z';
/** Three minutes later: the dead process's runs are past their two-minute lease. */
const AFTER_LEASE = '2026-11-24T09:08:00.000Z';

type Child = { process: ChildProcess; operator: string };

/** Starts server/main.ts; resolves once it serves. */
async function startChild(env: Record<string, string>): Promise<Child> {
  const [port, operatorPort] = [await freePort(), await freePort()];
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      OPERATOR_PORT: String(operatorPort),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('Docket is serving on'))
        resolve({ process: child, operator: `http://127.0.0.1:${operatorPort}` });
    });
    child.stderr!.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('exit', (code, signal) => {
      if (signal !== 'SIGKILL' && signal !== 'SIGTERM' && code !== 0)
        reject(new Error(`server exited ${code ?? signal}:\n${out.slice(-3000)}`));
    });
  });
}

async function stopChild(child: Child, signal: 'SIGTERM' | 'SIGKILL') {
  if (child.process.exitCode !== null || child.process.signalCode !== null) return;
  const exited = new Promise((resolve) => child.process.once('exit', resolve));
  child.process.kill(signal);
  await exited;
}

type Counts = { placed: number; failed: number; skipped: number; pending: number };

async function runScheduler(child: Child, token: string, at: string): Promise<Counts> {
  const response = await fetch(`${child.operator}/standing-orders/run`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ at }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Counts;
}

/** N members, each with a saved card and an active pickup standing order for Wednesday. */
async function standingOrders(db: Kysely<Database>, count: number): Promise<number[]> {
  const store = await db
    .selectFrom('standing_order_settings as s')
    .innerJoin('merchants as m', 'm.id', 's.merchant_id')
    .innerJoin('menus', 'menus.merchant_id', 'm.id')
    .innerJoin('menu_items as i', 'i.menu_id', 'menus.id')
    .select(['m.id as merchant_id', 'm.brand_id', 'menus.id as menu_id', 'i.id as tea'])
    .where('i.name', '=', 'Iced Mint Tea')
    .executeTakeFirstOrThrow();
  const made = new Date('2026-11-24T03:00:00Z');
  const ids: number[] = [];
  for (let n = 0; n < count; n += 1) {
    const customer = await db
      .insertInto('customers')
      .values({
        brand_id: store.brand_id,
        name: `Member ${n}`,
        email: `standing-${n}@example.com`,
        status: 1,
        password_hash: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('customer_cards')
      .values({
        brand_id: store.brand_id,
        customer_id: customer.id,
        provider: 'sandbox',
        token: 'fake-valid-visa-nonce',
        card_type: 'Visa',
        last_four: '1111',
        expiry_month: 12,
        expiry_year: 2030,
      })
      .execute();
    const order = await db
      .insertInto('standing_orders')
      .values({
        brand_id: store.brand_id,
        customer_id: customer.id,
        merchant_id: store.merchant_id,
        menu_id: store.menu_id,
        fulfilment_type: 'pickup',
        fulfilment_time: '08:00',
        status: 1,
        active_since: made,
        created_at: made,
        updated_at: made,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('standing_order_items')
      .values({ standing_order_id: order.id, menu_item_id: store.tea, qty_wed: 1 + (n % 3) })
      .execute();
    ids.push(order.id);
  }
  return ids;
}

describe.skipIf(!process.env.DATABASE_URL)(
  'standing orders with two server processes on one PostgreSQL (set DATABASE_URL to run)',
  () => {
    let sandbox: PaymentSandbox;
    let provider: SlowProvider;
    let folder: string;
    let database: { url: string; drop(): Promise<void> };
    let db: Kysely<Database>;
    let env: Record<string, string>;
    let token: string;
    const children: Child[] = [];

    beforeAll(async () => {
      folder = mkdtempSync(join(tmpdir(), 'docket-standing-'));
      sandbox = await createPaymentSandbox({ appOrigins: [] });
      await sandbox.app.listen({ port: 0, host: '127.0.0.1' });
      provider = await slowProvider(sandbox, PROVIDER_LATENCY_MS);
      database = await createTestDatabase();
      db = new Kysely<Database>({
        dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: database.url }) }),
      });
      const tokenFile = join(folder, 'operator-token');
      token = operatorToken(tokenFile);
      env = {
        DATABASE_URL: database.url,
        DOCKET_SANDBOX_ORIGIN: provider.origin,
        STATIC_DIR: join(folder, 'no-build'),
        OPERATOR_TOKEN_FILE: tokenFile,
        IDENTITY_SANDBOX: '0',
        DOCKET_RATE_LIMITS: '0',
        // Only the operator console runs the scheduler, as of the instant the test gives; the
        // reconciler (on the machine's clock) is left out, so the runs resume themselves.
        STANDING_ORDERS: '0',
        RECONCILE_AFTER_MS: String(10 * 365 * 86_400_000),
        LOG_LEVEL: 'warn',
      };
    }, 60_000);

    afterAll(async () => {
      for (const child of children) await stopChild(child, 'SIGTERM');
      await db?.destroy();
      await provider?.close();
      await sandbox?.close();
      await database?.drop();
      rmSync(folder, { recursive: true, force: true });
    });

    it('one paid order per standing order, charges = orders, with one process killed mid-run', async () => {
      const first = await startChild(env);
      children.push(first);
      const second = await startChild(env);
      children.push(second);
      const ids = await standingOrders(db, STANDING_ORDERS);

      // Both at once; the first dies right after the provider's third answer.
      const killed = provider.answers(3);
      const dying = runScheduler(first, token, PAST_CUT_OFF).catch(() => null);
      const surviving = runScheduler(second, token, PAST_CUT_OFF);
      await killed;
      await stopChild(first, 'SIGKILL');
      await dying;
      const during = await surviving;
      const pendingAfterKill = await db
        .selectFrom('standing_order_runs')
        .select('id')
        .where('state', '=', 'pending')
        .execute();
      // The kill landed mid-run: a run reserved, its charge sent, no order yet.
      expect(pendingAfterKill.length).toBeGreaterThan(0);
      // Within the lease the survivor leaves the dead one's runs alone; after it, resumes them.
      const after = await runScheduler(second, token, AFTER_LEASE);
      const again = await runScheduler(second, token, AFTER_LEASE);

      const orders = await db
        .selectFrom('orders')
        .select([
          'id',
          'order_number',
          'standing_order_id',
          'total_cents',
          'payment_transaction_id',
        ])
        .where('standing_order_id', 'is not', null)
        .execute();
      const runs = await db
        .selectFrom('standing_order_runs')
        .select(['standing_order_id', 'state'])
        .execute();
      const charges = sandbox.charges();
      const approved = charges.filter((charge) => charge.status === 'submitted_for_settlement');
      const report = JSON.stringify({
        during,
        pendingAfterKill: pendingAfterKill.length,
        after,
        again,
        orders: orders.length,
        charges: charges.length,
        approved: approved.length,
      });
      console.info(`standing orders across a kill -9: ${report}`);

      expect(orders.map((order) => order.standing_order_id).sort(), report).toEqual(
        [...ids].sort(),
      );
      expect(
        runs.filter((run) => run.state === 'placed'),
        report,
      ).toHaveLength(ids.length);
      expect(approved, report).toHaveLength(orders.length);
      for (const order of orders) {
        const paid = approved.filter(
          (charge) => charge.transactionId === order.payment_transaction_id,
        );
        expect(paid, report).toHaveLength(1);
        expect(paid[0]).toMatchObject({
          orderRef: order.order_number,
          amountCents: order.total_cents,
        });
      }
      expect(new Set(approved.map((charge) => charge.idempotencyKey)).size).toBe(approved.length);
      expect(again).toMatchObject({ placed: 0, failed: 0, pending: 0 });
      const pendingAttempts = await db
        .selectFrom('payment_attempts')
        .select('id')
        .where('state', '=', 'pending')
        .execute();
      expect(pendingAttempts).toEqual([]);
    }, 300_000);
  },
);
