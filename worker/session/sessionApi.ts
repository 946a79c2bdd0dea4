/** Session functions of the worker contract. */
import type { CustomerRow, SessionRow } from '@worker/db/rows';
import { GUEST_CUSTOMER } from '@/liveQueries/defaults';
import { ok, type Result } from '@/domain/result';
import type { WorkerContext } from '@worker/context';
import { clearMemberRows, memberRowTables } from './memberRows';
import { startNewGeneration } from './sessionGeneration';

export type SessionSnapshot = { session: SessionRow | null; customer: CustomerRow };

/**
 * Forgets the device's session: SID, customer, the open order summary and the outbox of queued
 * mutations (they belong to the old session), and every member row (memberRows.ts). A new session
 * generation starts, so an answer to a change still on its way is not applied.
 */
export async function clearDeviceSession({ db, events }: WorkerContext): Promise<void> {
  const tables = [db.session, db.customer, db.outbox, db.appState, db.cart, ...memberRowTables(db)];
  await db.transaction('rw', tables, async () => {
    await db.session.delete('current');
    await db.cart.clear();
    await db.customer.put({ ...GUEST_CUSTOMER });
    await db.outbox.clear();
    await db.appState.delete('cartSummary');
    await startNewGeneration(db);
    await clearMemberRows(db);
  });
  events.emit('outbox-changed', { pending: 0 });
}

export function createSessionApi(ctx: WorkerContext) {
  const { db } = ctx;
  return {
    /** The stored session and customer, for debugging and tests. */
    async getSession(): Promise<Result<SessionSnapshot>> {
      const [session, customer] = await Promise.all([
        db.session.get('current'),
        db.customer.get('current'),
      ]);
      return ok({ session: session ?? null, customer: customer ?? { ...GUEST_CUSTOMER } });
    },

    /**
     * Forgets the session and every member row on the device (clearDeviceSession). Used by the
     * crash screen's Clear Session and by sign-out.
     */
    async clearSession(): Promise<Result<null>> {
      await clearDeviceSession(ctx);
      return ok(null);
    },
  };
}
