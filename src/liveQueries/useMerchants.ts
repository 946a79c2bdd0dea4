import { liveResult, type LiveResult } from './liveResult';
import type { MerchantsData } from '@worker/db/queries';
import { useWorkerQuery } from './useWorkerQuery';

/** The locations list from the last loadMerchants, in the server's order; null before any. */
export function useMerchants(): LiveResult<MerchantsData> {
  return liveResult(useWorkerQuery('merchants'));
}
