import { useLiveQuery } from 'dexie-react-hooks';
import { db } from './db';
import { liveResult, type LiveResult } from './liveResult';
import { queryMenu, type MenuData } from './queries';

/** The cached menu for slug with its items in menu order; data null when none is stored. */
export function useMenu(slug: string): LiveResult<MenuData> {
  return liveResult(useLiveQuery(() => queryMenu(db, slug), [slug]));
}
