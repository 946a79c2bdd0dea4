import type { AppStateKey, AppStateValue } from '@worker/db/appState';
import { liveResult, type LiveResult } from './liveResult';
import { useWorkerQuery } from './useWorkerQuery';

/** One appState value (e.g. 'upgrade'), typed by key; data null when absent or unreadable. */
export function useAppState<K extends AppStateKey>(key: K): LiveResult<AppStateValue<K>> {
  return liveResult(useWorkerQuery('appState', key) as AppStateValue<K> | null | undefined);
}
