import { useLiveQuery } from 'dexie-react-hooks';
import type { ItemDetailsRow } from './database';
import { db } from './db';
import { liveResult, type LiveResult } from './liveResult';
import { queryItemDetails } from './queries';

/** An item's options as last fetched by loadItemDetails; data null when none is stored. */
export function useItemDetails(slug: string, itemId: number): LiveResult<ItemDetailsRow> {
  return liveResult(useLiveQuery(() => queryItemDetails(db, slug, itemId), [slug, itemId]));
}
