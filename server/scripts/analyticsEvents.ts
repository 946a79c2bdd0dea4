/**
 * `npm run analytics:events [-- <how many>]`: the newest first-party analytics events (brand.json
 * `analytics.adapter` 'firstParty'; AnalyticsEvent), newest first. While the server runs it asks
 * the operator console (OPERATOR_URL, default http://127.0.0.1:8100, with the token
 * server/operator/token.ts keeps), since PGlite is one process at a time; with nothing answering
 * there it opens the database itself (DATABASE_URL, else DATA_DIR, default ./data/pglite).
 */
import { pathToFileURL } from 'node:url';
import { formatMoney } from '@domain/money';
import { openDatabase } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { consoleToken } from '../operator/token';
import { listAnalyticsEvents, type StoredEvent } from '../analytics/purchaseEvents';

export function analyticsEventLines(events: readonly StoredEvent[]): string[] {
  if (events.length === 0) return ['No analytics events yet.'];
  return events.map((event) =>
    [
      `#${event.id}`,
      event.created_at,
      event.brand,
      event.name,
      `order ${event.order_number} (id ${event.order_id})`,
      `${formatMoney(event.value_cents, '')} ${event.currency}`,
      `${event.items.reduce((sum, item) => sum + item.quantity, 0)} items`,
      event.app_mode,
    ]
      .filter(Boolean)
      .join('  '),
  );
}

/** The console's list; null when nothing answers there. A refusal (no token) is an error. */
async function throughConsole(url: string, limit: number): Promise<StoredEvent[] | null> {
  let answer: Response;
  try {
    answer = await fetch(new URL(`/analytics-events?limit=${limit}`, url), {
      headers: { authorization: `Bearer ${consoleToken(process.env)}` },
    });
  } catch {
    return null;
  }
  const body = (await answer.json()) as { events?: StoredEvent[]; message?: string };
  if (!answer.ok || !body.events) throw new Error(`The operator console refused: ${body.message}`);
  return body.events;
}

async function main(): Promise<void> {
  const limit = Math.max(1, Number(process.argv[2]) || 20);
  let events = await throughConsole(process.env.OPERATOR_URL || 'http://127.0.0.1:8100', limit);
  if (events === null) {
    const { db } = await openDatabase({
      databaseUrl: process.env.DATABASE_URL || undefined,
      dataDir: process.env.DATA_DIR || './data/pglite',
    });
    try {
      await migrateToLatest(db);
      events = await listAnalyticsEvents(db, limit);
    } finally {
      await db.destroy();
    }
  }
  for (const line of analyticsEventLines(events)) process.stdout.write(`${line}\n`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
