import { useLiveQuery } from 'dexie-react-hooks';
import { db } from './db';
import { liveResult, type LiveResult } from './liveResult';
import { queryHome, type HomeData } from './queries';

/** The configurable home from the last loadHome (spec 3 §2); data null before any. */
export function useHome(): LiveResult<HomeData> {
  return liveResult(useLiveQuery(() => queryHome(db), []));
}
