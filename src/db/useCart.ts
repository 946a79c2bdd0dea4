import { useLiveQuery } from 'dexie-react-hooks';
import { db } from './db';
import { liveResult, type LiveResult } from './liveResult';
import { queryCart } from './queries';
import type { CartRow } from './database';

/** The open order as the server last answered it; data null before any cart change. */
export function useCart(): LiveResult<CartRow> {
  return liveResult(useLiveQuery(() => queryCart(db), []));
}
