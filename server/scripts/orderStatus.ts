/**
 * `npm run order:status -- <order id> <status>`: staff move an order along (placed, accepted,
 * preparing, ready, out_for_delivery, completed, cancelled); the move is appended to the order's
 * history and the receipt's live status shows it at its next poll. While the server runs it goes
 * through the server's operator console (OPERATOR_URL, default http://127.0.0.1:8100, the one
 * `npm start` prints, with the token it keeps in the data folder or OPERATOR_TOKEN_FILE), since
 * PGlite is one process at a time; with no server answering there it
 * opens the database itself: DATABASE_URL when set, else the PGlite directory DATA_DIR (default
 * ./data/pglite).
 */
import { pathToFileURL } from 'node:url';
import type { Kysely } from 'kysely';
import { ORDER_STATUSES } from '@api/orderStatusDetailed';
import { openDatabase } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import type { Database } from '../db/schema';
import { consoleToken } from '../operator/token';
import { moveOrderStatus, type StatusMove } from '../orders/status';
import { createPushNotifier, type PushNotifier } from '../push/notify';
import { loadAllVapidKeys } from '../push/vapid';

export const USAGE = `Usage: npm run order:status -- <order id> <${ORDER_STATUSES.join('|')}> [note]`;

/** Runs the command on `db`; returns the exit code, writing what happened to `out`. */
export async function runOrderStatus(
  argv: readonly string[],
  deps: { db: Kysely<Database>; now: Date; out: (line: string) => void; push?: PushNotifier },
): Promise<number> {
  const [idText = '', status = '', ...note] = argv;
  if (!/^\d{1,9}$/.test(idText) || status === '') {
    deps.out(USAGE);
    return 2;
  }
  const moved = await moveOrderStatus(
    deps.db,
    {
      orderId: Number(idText),
      status,
      at: deps.now,
      note: note.join(' '),
    },
    { push: deps.push },
  );
  if (!moved.ok) {
    deps.out(moved.message);
    return 1;
  }
  deps.out(`Order ${idText}: ${moved.from} → ${moved.to}`);
  return 0;
}

/**
 * Asks the running server's operator console to make the move; null when nothing listens there
 * (then the caller opens the database itself).
 */
export async function moveThroughConsole(
  argv: readonly string[],
  deps: { operatorUrl: string; token: string; out: (line: string) => void },
): Promise<number | null> {
  const [idText = '', status = '', ...note] = argv;
  if (!/^\d{1,9}$/.test(idText) || status === '') {
    deps.out(USAGE);
    return 2;
  }
  let answer: Response;
  try {
    answer = await fetch(new URL(`/orders/${idText}/status`, deps.operatorUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${deps.token}` },
      body: JSON.stringify({ status, note: note.join(' ') }),
    });
  } catch {
    return null;
  }
  const moved = (await answer.json()) as StatusMove;
  deps.out(moved.ok ? `Order ${idText}: ${moved.from} → ${moved.to}` : moved.message);
  return moved.ok ? 0 : 1;
}

async function main(): Promise<void> {
  const out = (line: string) => process.stdout.write(`${line}\n`);
  const viaConsole = await moveThroughConsole(process.argv.slice(2), {
    operatorUrl: process.env.OPERATOR_URL || 'http://127.0.0.1:8100',
    token: consoleToken(process.env),
    out,
  });
  if (viaConsole !== null) {
    process.exitCode = viaConsole;
    return;
  }
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
      push: createPushNotifier({ db, keys: loadAllVapidKeys(), now: () => new Date() }),
    });
  } finally {
    await db.destroy();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
