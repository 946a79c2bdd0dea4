import { useState } from 'react';
import { seededHome } from '@/app/ssr/seed';
import { liveResult, type LiveResult } from './liveResult';
import type { HomeData } from '@worker/db/queries';
import { useWorkerQuery } from './useWorkerQuery';

/**
 * The configurable home from the last loadHome (spec 3 §2); data null before any. A server-rendered
 * home keeps showing the server's answer until the database has one, so the page does not fall back
 * to its skeleton while the worker loads the same answer.
 */
export function useHome(): LiveResult<HomeData> {
  const [seeded] = useState(seededHome);
  const live = useWorkerQuery('home');
  return liveResult(seeded !== null && (live === undefined || live === null) ? seeded : live);
}
