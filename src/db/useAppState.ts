import { useLiveQuery } from 'dexie-react-hooks';
import { readAppState, type AppStateKey, type AppStateValue } from './appState';
import { db } from './db';
import { liveResult, type LiveResult } from './liveResult';

/** One appState value (e.g. 'upgrade'), typed by key; data null when absent or unreadable. */
export function useAppState<K extends AppStateKey>(key: K): LiveResult<AppStateValue<K>> {
  return liveResult(useLiveQuery(() => readAppState(db, key), [key]));
}
