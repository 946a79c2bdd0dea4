import type { OutboxRow } from '@worker/db/rows';
import { liveResult, type LiveResult } from './liveResult';
import { useWorkerQuery } from './useWorkerQuery';

/** Changes waiting for the server, oldest first; empty when everything is sent. */
export function useOutbox(): LiveResult<OutboxRow[]> {
  return liveResult(useWorkerQuery('outbox'));
}
