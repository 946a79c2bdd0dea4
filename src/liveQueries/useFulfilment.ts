import type { FulfilmentRow } from '@worker/db/rows';
import { liveResult, type LiveResult } from './liveResult';
import { useWorkerQuery } from './useWorkerQuery';

/** The saved fulfilment choice for slug; data null before the customer set one. */
export function useFulfilment(slug: string): LiveResult<FulfilmentRow> {
  return liveResult(useWorkerQuery('fulfilment', slug));
}
