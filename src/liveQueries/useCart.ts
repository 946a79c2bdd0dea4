import type { CartRow } from '@worker/db/rows';
import { liveResult, type LiveResult } from './liveResult';
import { useWorkerQuery } from './useWorkerQuery';

/** The open order as the server last answered it; data null before any cart change. */
export function useCart(): LiveResult<CartRow> {
  return liveResult(useWorkerQuery('cart'));
}
