import { liveResult, type LiveResult } from './liveResult';
import type { MenuData } from '@worker/db/queries';
import { useWorkerQuery } from './useWorkerQuery';

/** The cached menu for slug with its items in menu order; data null when none is stored. */
export function useMenu(slug: string): LiveResult<MenuData> {
  return liveResult(useWorkerQuery('menu', slug));
}
