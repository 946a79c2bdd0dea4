import { useOnline } from '@/app/useOnline';
import { useWorkerCall } from '@/app/useWorkerCall';
import { worker } from '@/app/workerClient';
import type { MerchantsQuery } from '@/domain/locationsList';

export type MerchantsLoadStatus = 'waiting' | 'loading' | 'done' | 'failed';

/**
 * Asks the worker for the locations of a query whenever the query changes (and again when the
 * connection comes back or on retry); the worker writes Dexie, read with useMerchants. The status
 * is that of the current query: 'waiting' when there is nothing to ask yet (no position), 'done'
 * once its answer is the stored list. onLoaded hears each current answer's count.
 */
export function useMerchantsLoad(
  query: MerchantsQuery | null,
  onLoaded: (query: MerchantsQuery, count: number) => void,
): { status: MerchantsLoadStatus; retry: () => void } {
  const online = useOnline();
  const key = query === null || !online ? null : JSON.stringify(query);
  const { state, retry } = useWorkerCall(key, async ({ signal }) => {
    const asked = query!; // the call runs only with a key, and there is a key only with a query
    const result = await worker.loadMerchants(asked);
    if (!signal.aborted && result.ok && result.data.written) onLoaded(asked, result.data.count);
    return result;
  });
  if (query === null) return { status: 'waiting', retry };
  if (!online) return { status: 'failed', retry };
  const status = state.status === 'ok' ? 'done' : state.status === 'error' ? 'failed' : 'loading';
  return { status, retry };
}
