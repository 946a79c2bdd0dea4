/** The protocol client's SID kept in Dexie's session table (the only secret the app stores). */
import type { DocketDatabase } from '@worker/db/database';
import type { SessionStore, StoredSession } from '@worker/protocol/sessionStore';
import { currentGeneration } from './sessionGeneration';

export function dexieSessionStore(db: DocketDatabase): SessionStore {
  async function read(): Promise<StoredSession | undefined> {
    const row = await db.session.get('current');
    return row === undefined ? undefined : { sid: row.sid, expiresAt: row.expiresAt };
  }

  return {
    read,
    snapshot: () =>
      db.transaction('r', [db.session, db.appState], async () => ({
        session: await read(),
        generation: await currentGeneration(db),
      })),
    writeIfUnchanged: (sent, next) =>
      db.transaction('rw', [db.session, db.appState], async () => {
        const stored = await read();
        if ((stored?.sid ?? null) !== sent.sid) return false;
        if ((await currentGeneration(db)) !== sent.generation) return false;
        await db.session.put({ key: 'current', ...next });
        return true;
      }),
  };
}
