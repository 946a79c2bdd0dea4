/** Spec 1 §4: an AUTH answer resets the held customer to id 0, status 0. */
import type { DocketDatabase } from '@worker/db/database';
import { GUEST_CUSTOMER } from '@/db/defaults';

export async function resetCustomer(db: DocketDatabase): Promise<void> {
  await db.customer.put({ ...GUEST_CUSTOMER });
}
