/** Session functions of the worker contract. */
import type { CustomerRow, SessionRow } from '@worker/db/rows';
import { GUEST_CUSTOMER } from '@/db/defaults';
import { ok, type Result } from '@/domain/result';
import type { WorkerContext } from '@worker/context';
import { startNewGeneration } from './sessionGeneration';

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
     * mutations (they belong to the old session), and the member's history kept with public data:
     * the past orders in each cached menu and the stores ordered from in the locations list. The
     * menus and locations themselves stay. A new session generation starts, so an answer to a
     * change still on its way is not applied. Used by the crash screen's Clear Session and Logout.
     */
    async clearSession(): Promise<Result<null>> {
      const tables = [
        db.session,
        db.customer,
        db.outbox,
        db.appState,
        db.cart,
        db.menus,
        db.locations,
      ];
      await db.transaction('rw', tables, async () => {
        await db.session.delete('current');
        await db.cart.clear();
        await db.customer.put({ ...GUEST_CUSTOMER });
        await db.outbox.clear();
        await db.appState.delete('cartSummary');
        await startNewGeneration(db);
        await db.menus.toCollection().modify((menu) => {
          if (menu.merchant.history !== undefined) menu.merchant.history = [];
        });
        await db.locations.update('current', { history: [] });
      });
      events.emit('outbox-changed', { pending: 0 });
      return ok(null);
    },
  };
}
