import { useLiveQuery } from 'dexie-react-hooks';
import { db } from './db';
import { liveResult, type LiveResult } from './liveResult';
import { queryMerchants, type MerchantsData } from './queries';

/** The locations list from the last loadMerchants, in the server's order; null before any. */
export function useMerchants(): LiveResult<MerchantsData> {
  return liveResult(useLiveQuery(() => queryMerchants(db), []));
}
