/** The protocol client's SID kept in Dexie's session table (the only secret the app stores). */
import type { DocketDatabase } from '@worker/db/database';
import type { SessionStore } from '@worker/protocol/sessionStore';

export function dexieSessionStore(db: DocketDatabase): SessionStore {
  return {
    async read() {
      const row = await db.session.get('current');
      return row === undefined ? undefined : { sid: row.sid, expiresAt: row.expiresAt };
    },
    async write(session) {
      await db.session.put({ key: 'current', ...session });
    },
  };
}
