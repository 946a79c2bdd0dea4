import type { OrderHistoryRow } from '@worker/db/rows';
import { liveResult, type LiveResult } from './liveResult';
import { useWorkerQuery } from './useWorkerQuery';

/** The member's order list as last fetched; null when none is held for this customer. */
export function useOrderHistory(customerId: number): LiveResult<OrderHistoryRow> {
  return liveResult(useWorkerQuery('orderHistory', customerId));
}
