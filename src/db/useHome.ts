import { liveResult, type LiveResult } from './liveResult';
import type { HomeData } from '@worker/db/queries';
import { useWorkerQuery } from './useWorkerQuery';

/** The configurable home from the last loadHome (spec 3 §2); data null before any. */
export function useHome(): LiveResult<HomeData> {
  return liveResult(useWorkerQuery('home'));
}
