import type { OrderRow } from '@worker/db/rows';
import { liveResult, type LiveResult } from './liveResult';
import { useWorkerQuery } from './useWorkerQuery';

/** An order's receipt as last fetched; null when this device has not seen it. */
export function useOrder(id: number): LiveResult<OrderRow> {
  return liveResult(useWorkerQuery('order', id));
}
