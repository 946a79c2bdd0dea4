import type { StaffMenuView } from '@worker/staff/staffMenuQuery';
import { liveResult, type LiveResult } from './liveResult';
import { useWorkerQuery } from './useWorkerQuery';

/**
 * The staff Menu tab as last fetched: the store's items and fulfilment types, each with the change
 * still in the outbox, and the changes list; null when none is held for the signed-in staff member.
 */
export function useStaffMenu(): LiveResult<StaffMenuView> {
  return liveResult(useWorkerQuery('staffMenu'));
}
