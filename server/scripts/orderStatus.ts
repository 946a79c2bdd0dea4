/**
 * `npm run order:status -- <order id> <status>`: staff move an order along (placed, accepted,
 * preparing, ready, out_for_delivery, completed, cancelled); the move is appended to the order's
 * history and the receipt's live status shows it at its next poll. Uses DATABASE_URL when set,
 * else the PGlite directory DATA_DIR (default ./data/pglite). PGlite is one process at a time: stop
 * `npm run serve` first, or run the server on PostgreSQL to move orders while it serves.
 */
import { pathToFileURL } from 'node:url';
import type { Kysely } from 'kysely';
import { ORDER_STATUSES } from '../../src/api/orderStatusDetailed';
import { openDatabase } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import type { Database } from '../db/schema';
import { moveOrderStatus } from '../orders/status';

export const USAGE = `Usage: npm run order:status -- <order id> <${ORDER_STATUSES.join('|')}> [note]`;

/** Runs the command on `db`; returns the exit code, writing what happened to `out`. */
export async function runOrderStatus(
  argv: readonly string[],
  deps: { db: Kysely<Database>; now: Date; out: (line: string) => void },
): Promise<number> {
  const [idText = '', status = '', ...note] = argv;
  if (!/^\d{1,9}$/.test(idText) || status === '') {
    deps.out(USAGE);
    return 2;
  }
  const moved = await moveOrderStatus(deps.db, {
    orderId: Number(idText),
    status,
    at: deps.now,
    note: note.join(' '),
  });
  if (!moved.ok) {
    deps.out(moved.message);
    return 1;
  }
  deps.out(`Order ${idText}: ${moved.from} → ${moved.to}`);
  return 0;
}

async function main(): Promise<void> {
  const { db } = await openDatabase({
    databaseUrl: process.env.DATABASE_URL || undefined,
    dataDir: process.env.DATA_DIR || './data/pglite',
  });
  try {
    await migrateToLatest(db);
    process.exitCode = await runOrderStatus(process.argv.slice(2), {
      db,
      now: new Date(),
      out: (line) => process.stdout.write(`${line}\n`),
    });
  } finally {
    await db.destroy();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
