import type { StaffBoardView } from '@worker/staff/staffBoardQuery';
import { liveResult, type LiveResult } from './liveResult';
import { useWorkerQuery } from './useWorkerQuery';

/**
 * The staff order board as last fetched: its heading and today's orders, newest first, each with
 * the move still in the outbox; null when none is held for the signed-in staff member.
 */
export function useStaffBoard(): LiveResult<StaffBoardView> {
  return liveResult(useWorkerQuery('staffBoard'));
}
