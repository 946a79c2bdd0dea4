/**
 * Spec 1 §4: an AUTH answer resets the held customer to id 0, status 0. The session it ended is
 * over, so a new generation starts: changes queued under it are not sent as the new guest.
 */
import type { DocketDatabase } from '@worker/db/database';
import { GUEST_CUSTOMER } from '@/db/defaults';
import { startNewGeneration } from './sessionGeneration';

export async function resetCustomer(db: DocketDatabase): Promise<void> {
  await db.transaction('rw', [db.customer, db.appState], async () => {
    await db.customer.put({ ...GUEST_CUSTOMER });
    await startNewGeneration(db);
  });
}
