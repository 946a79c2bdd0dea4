import type { ItemDetailsRow } from '@worker/db/rows';
import { liveResult, type LiveResult } from './liveResult';
import { useWorkerQuery } from './useWorkerQuery';

/** An item's options as last fetched by loadItemDetails; data null when none is stored. */
export function useItemDetails(slug: string, itemId: number): LiveResult<ItemDetailsRow> {
  return liveResult(useWorkerQuery('itemDetails', slug, itemId));
}
