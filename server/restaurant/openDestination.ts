/**
 * The real destination for the commands (./destination.ts): DATABASE_URL when set; else the
 * running server's operator console (OPERATOR_URL, default http://127.0.0.1:<PORT + 20>, so 8100, with the token
 * it keeps in the data folder or OPERATOR_TOKEN_FILE); else, with no server answering, the PGlite
 * directory DATA_DIR (default ./data/pglite), migrated first.
 */
import { openDatabase } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { operatorPortFor } from '../operator/console';
import { consoleToken } from '../operator/token';
import {
  ConsoleUnreachable,
  consoleDestination,
  databaseDestination,
  type Destination,
} from './destination';

export function destinationFor(env: NodeJS.ProcessEnv) {
  return async <T>(work: (destination: Destination) => Promise<T>): Promise<T> => {
    if (!env.DATABASE_URL) {
      const viaConsole = consoleDestination({
        operatorUrl:
          env.OPERATOR_URL || `http://127.0.0.1:${operatorPortFor(Number(env.PORT || 8080))}`,
        token: consoleToken(env),
      });
      try {
        return await work(viaConsole);
      } catch (error) {
        if (!(error instanceof ConsoleUnreachable)) throw error;
      }
    }
    const dataDir = env.DATA_DIR || './data/pglite';
    const { db } = await openDatabase({ databaseUrl: env.DATABASE_URL || undefined, dataDir });
    try {
      await migrateToLatest(db);
      return await work(databaseDestination(db, env.DATABASE_URL ? 'DATABASE_URL' : dataDir));
    } finally {
      await db.destroy();
    }
  };
}
