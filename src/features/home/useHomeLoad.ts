import { useOnline } from '@/app/useOnline';
import { useWorkerCall } from '@/app/useWorkerCall';
import { worker } from '@/app/workerClient';

export type HomeLoadState = 'loading' | 'done' | 'failed';

/**
 * Asks the worker for the home on open and whenever the connection comes back; the worker writes
 * Dexie (read with useHome) and raises the HO1 toast on failure. Offline there is nothing to ask:
 * the stored home, if any, is already showing.
 */
export function useHomeLoad(): { state: HomeLoadState; retry: () => void } {
  const online = useOnline();
  const { state, retry } = useWorkerCall(online ? 'home' : null, () => worker.loadHome());
  const status: HomeLoadState =
    state.status === 'ok' ? 'done' : state.status === 'error' ? 'failed' : 'loading';
  return { state: status, retry };
}
