/** Session functions of the worker contract. */
import type { CustomerRow, SessionRow } from '@/db/database';
import { GUEST_CUSTOMER } from '@/db/defaults';
import { ok, type Result } from '@/domain/result';
import type { WorkerContext } from '@worker/context';

export type SessionSnapshot = { session: SessionRow | null; customer: CustomerRow };

export function createSessionApi({ db, events }: WorkerContext) {
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
     * Forgets the session: SID, customer, the open order summary and the outbox of queued
     * mutations (they belong to the old session). Public data (menus, locations) stays. Used by the
     * crash screen's 'start again'.
     */
    async clearSession(): Promise<Result<null>> {
      const tables = [db.session, db.customer, db.outbox, db.appState, db.cart];
      await db.transaction('rw', tables, async () => {
        await db.session.delete('current');
        await db.cart.clear();
        await db.customer.put({ ...GUEST_CUSTOMER });
        await db.outbox.clear();
        await db.appState.delete('cartSummary');
      });
      events.emit('outbox-changed', { pending: 0 });
      return ok(null);
    },
  };
}
