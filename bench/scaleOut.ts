/**
 * Scale out: the Merchant and SubmitOrder rows' loads against 1 and then 2 server
 * processes on one PostgreSQL, behind node's cluster module as the balancer (bench/scaleCluster.ts,
 * server/cluster.ts). Each configuration gets a fresh database (so both start alike), a 3 s warm-up
 * of each load, then the measured run; the load generators run in a process of their own
 * (bench/loadProcess.mjs). Merchant is closed loop (50 connections, as fast as answered), so its
 * throughput shows what a second process adds; SubmitOrder arrives at a fixed rate, as the
 * SubmitOrder row's does, so its throughput is the offered rate and its p99 is the figure.
 */
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer as createNetServer } from 'node:net';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from '../server/db/schema';
import { adminQuery, databaseUrl } from '../server/db/template';
import { offsetToStoreNoon } from '../tests/e2e/support/storeClock';
import { merchantBodies, type LoadFigures } from './serverLoad';
import {
  demoTea,
  guestCarts,
  placedOrders,
  WARM_UP_SECONDS,
  type SubmitLoadFigures,
} from './submitOrderLoad';

export type ScaleRun = { processes: number; merchant: LoadFigures; submit: SubmitLoadFigures };

export async function scaleOutFigures(options: {
  /** A PostgreSQL URL whose user may create databases (DATABASE_URL). */
  adminUrl: string;
  seconds: number;
  merchantConnections: number;
  submitRate: number;
  submitConnections: number;
}): Promise<ScaleRun[]> {
  const runs: ScaleRun[] = [];
  for (const processes of [1, 2]) runs.push(await runWith(processes, options));
  return runs;
}

async function runWith(
  processes: number,
  options: Parameters<typeof scaleOutFigures>[0],
): Promise<ScaleRun> {
  const database = await createDatabase(options.adminUrl);
  try {
    const port = await freePort();
    const servers = await startServers({ databaseUrl: database.url, processes, port });
    const pool = new pg.Pool({ connectionString: database.url, max: 2 });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    try {
      const url = `http://127.0.0.1:${port}/api`;
      const merchant = await merchantLoad(url, options.merchantConnections, options.seconds);
      const { brandId, menu, tea } = await demoTea(db);
      const carts = (seconds: number) =>
        guestCarts(db, {
          count: Math.ceil(options.submitRate * seconds * 1.1),
          brandId,
          menu,
          tea,
        });
      const place = async (seconds: number) => {
        const bodies = await carts(seconds);
        const load = await runLoad<Omit<SubmitLoadFigures, 'duplicates' | 'placed'>>(
          './submitOrderLoadClient.mjs',
          {
            url,
            connections: options.submitConnections,
            seconds,
            rate: options.submitRate,
            bodies,
          },
        );
        return { ...load, ...(await placedOrders(db, bodies)) };
      };
      const warmUp = await place(WARM_UP_SECONDS);
      const load = await place(options.seconds);
      const submit = {
        ...load,
        errors: load.errors + warmUp.errors,
        duplicates: load.duplicates + warmUp.duplicates,
      };
      return { processes, merchant, submit };
    } finally {
      await db.destroy();
      await servers.stop();
    }
  } finally {
    await database.drop();
  }
}

/** As bench/serverLoad.ts: one session per connection, then autocannon; warmed up first. */
async function merchantLoad(url: string, connections: number, seconds: number) {
  const bodies = await merchantBodies(url, connections);
  const run = (duration: number) =>
    runLoad<LoadFigures>('./serverLoadClient.mjs', { url, connections, seconds: duration, bodies });
  await run(WARM_UP_SECONDS);
  return run(seconds);
}

/** Runs a load client module in its own process (bench/loadProcess.mjs); its figures. */
function runLoad<T>(client: string, workerData: object): Promise<T> {
  const child = fork(new URL('./loadProcess.mjs', import.meta.url), [], { stdio: 'inherit' });
  return new Promise<T>((resolve, reject) => {
    child.once('message', (figures) => resolve(figures as T));
    child.once('exit', (code) => reject(new Error(`load generator exited (${code})`)));
    child.send({ client, workerData });
  });
}

/** bench/scaleCluster.ts in a process of its own, once every server process serves. */
async function startServers(options: { databaseUrl: string; processes: number; port: number }) {
  const primary = fork(new URL('./scaleCluster.ts', import.meta.url), [], {
    execArgv: ['--import', 'tsx'],
    stdio: 'inherit',
    env: {
      ...process.env,
      DATABASE_URL: options.databaseUrl,
      DOCKET_PROCESSES: String(options.processes),
      PORT: String(options.port),
      // Orders are placed ASAP: the demo store must be open whatever the hour of the run.
      DOCKET_BENCH_CLOCK_OFFSET_MS: String(offsetToStoreNoon(Date.now())),
    },
  });
  await new Promise<void>((resolve, reject) => {
    primary.once('message', () => resolve());
    primary.once('exit', (code) => reject(new Error(`the servers did not start (${code})`)));
  });
  return {
    stop: () =>
      new Promise<void>((resolve) => {
        primary.removeAllListeners('exit');
        primary.once('exit', () => resolve());
        primary.kill('SIGTERM');
      }),
  };
}

async function freePort(): Promise<number> {
  const server = createNetServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** A new, empty database on the admin URL's server; `drop` removes it. */
async function createDatabase(adminUrl: string) {
  const name = `docket_bench_scale_${randomBytes(4).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  return {
    url: databaseUrl(adminUrl, name),
    drop: () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`),
  };
}
