import { purgeStaleRows } from '../jobs/purge';
import { purgePushRows } from '../push/purge';
import { openDatabase, type OpenDatabaseOptions, type OpenedDatabase } from './connect';
import { migrateToLatest } from './migrate';
import { seedDatabase } from './seed/index';

/**
 * Opens the database, migrated to the latest version, seeded, and purged of stale rows as of
 * `now`; closed again if any of that fails.
 */
export async function openMigrated(
  options: OpenDatabaseOptions,
  now: Date,
): Promise<OpenedDatabase> {
  const opened = await openDatabase(options);
  const { db } = opened;
  try {
    await migrateToLatest(db);
    await seedDatabase(db);
    await purgeStaleRows(db, now);
    await purgePushRows(db, now);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return opened;
}
