import { useLiveQuery } from 'dexie-react-hooks';
import { db } from './db';
import { liveResult, type LiveResult } from './liveResult';
import { queryOutbox } from './queries';
import type { OutboxRow } from './database';

/** Changes waiting for the server, oldest first; empty when everything is sent. */
export function useOutbox(): LiveResult<OutboxRow[]> {
  return liveResult(useLiveQuery(() => queryOutbox(db), []));
}
