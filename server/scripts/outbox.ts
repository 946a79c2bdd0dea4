/**
 * Prints the newest messages of the mail/SMS sandbox outbox (server/README.md 'Mail and SMS'):
 *
 *   node --import tsx server/scripts/outbox.ts [count]      # DATABASE_URL, else DATA_DIR / ./data/pglite
 *
 * PGlite opens a data directory in one process at a time: stop `npm start` first, or use PostgreSQL.
 */
import { openDatabase } from '../db/connect';
import { migrateToLatest } from '../db/migrate';

const count = Number(process.argv[2] ?? '5') || 5;
const { db } = await openDatabase({
  databaseUrl: process.env.DATABASE_URL,
  dataDir: process.env.DATA_DIR ?? './data/pglite',
});
try {
  await migrateToLatest(db);
  const rows = await db
    .selectFrom('message_outbox')
    .select(['created_at', 'channel', 'recipient', 'subject', 'body'])
    .orderBy('id', 'desc')
    .limit(count)
    .execute();
  for (const row of rows) {
    process.stdout.write(
      `--- ${row.created_at.toISOString()} ${row.channel} to ${row.recipient}\n` +
        `${row.subject ? `${row.subject}\n` : ''}${row.body}\n`,
    );
  }
  if (rows.length === 0) process.stdout.write('The outbox is empty.\n');
} finally {
  await db.destroy();
}
