/**
 * Spec 1 §4: an AUTH answer resets the held customer to id 0, status 0. The session it ended is
 * over, so a new generation starts: changes queued under it are not sent as the new guest.
 *
 * When the session was a member's (spec 3 §8 'AUTH'), the member's rows on the device go too
 * (memberRows.ts) and, given the event bus, 'Session expired, sign in to try again' is toasted.
 */
import type { DocketDatabase } from '@worker/db/database';
import { GUEST_CUSTOMER } from '@/liveQueries/defaults';
import { SESSION_EXPIRED_SIGN_IN } from '@/domain/signInMessages';
import type { EventBus } from '@worker/events/eventBus';
import { clearMemberRows, memberRowTables } from './memberRows';
import { startNewGeneration } from './sessionGeneration';

/** Spec 3 §9: error toasts show for 6 s. */
export const SESSION_EXPIRED_TOAST_MS = 6_000;

/** Resolves whether the session was a member's (and, given the bus, the toast was raised). */
export async function resetCustomer(db: DocketDatabase, events?: EventBus): Promise<boolean> {
  const wasMember = await db.transaction(
    'rw',
    [db.customer, db.appState, ...memberRowTables(db)],
    async () => {
      const before = await db.customer.get('current');
      await db.customer.put({ ...GUEST_CUSTOMER });
      await startNewGeneration(db);
      const member = before !== undefined && before.id > 0;
      if (member) await clearMemberRows(db);
      return member;
    },
  );
  if (wasMember) {
    events?.emit('toast', {
      message: SESSION_EXPIRED_SIGN_IN,
      tone: 'error',
      durationMs: SESSION_EXPIRED_TOAST_MS,
      key: 'session-expired',
    });
  }
  return wasMember;
}
