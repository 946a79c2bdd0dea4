import { useLiveQuery } from 'dexie-react-hooks';
import { db } from './db';
import { liveResult, type LiveResult } from './liveResult';
import { queryFulfilment } from './queries';
import type { FulfilmentRow } from './database';

/** The saved fulfilment choice for slug; data null before the customer set one. */
export function useFulfilment(slug: string): LiveResult<FulfilmentRow> {
  return liveResult(useLiveQuery(() => queryFulfilment(db, slug), [slug]));
}
