/**
 * Asks the worker for an item's options when the popup opens (MenuItemDetails), so it shows the
 * current ones; the view reads whatever Dexie holds meanwhile. Offline, an item seen before opens
 * from Dexie without asking (the request could only fail). The worker toasts its own failures
 * (spec 1 §8 'Item load failure').
 */
import { useWorkerCall } from '@/app/useWorkerCall';
import { worker } from '@/app/workerClient';

export type ItemLoadState = 'idle' | 'loading' | 'done' | 'failed';

const STATES = { idle: 'idle', loading: 'loading', ok: 'done', error: 'failed' } as const;

export function useItemLoad(input: {
  slug: string;
  itemId: number;
  /** False while the cached copy is still being read, and for an item that can't be opened. */
  enabled: boolean;
  /** A copy of the details is in Dexie. */
  cached: boolean;
  online: boolean;
}): { state: ItemLoadState; retry: () => void } {
  const { slug, itemId, enabled, cached, online } = input;
  const wanted = enabled && (online || !cached);
  const { state, retry } = useWorkerCall(wanted ? `${slug}/${itemId}` : null, () =>
    worker.loadItemDetails({ slug, itemId }),
  );
  return { state: STATES[state.status], retry };
}
