import { useCallback, useEffect, useState } from 'react';
import { useOnline } from '@/app/useOnline';
import { worker } from '@/app/workerClient';

export type HomeLoadState = 'loading' | 'done' | 'failed';

/**
 * Asks the worker for the home on open and whenever the connection comes back; the worker writes
 * Dexie (read with useHome) and raises the HO1 toast on failure. Offline there is nothing to ask:
 * the stored home, if any, is already showing.
 */
export function useHomeLoad(): { state: HomeLoadState; retry: () => void } {
  const online = useOnline();
  const [state, setState] = useState<HomeLoadState>('loading');

  const request = useCallback(
    () =>
      worker.loadHome().then(
        (result) => setState(result.ok ? 'done' : 'failed'),
        // A throw is a worker bug (expected failures are values); still stop showing a skeleton.
        (error: unknown) => {
          console.error('loadHome threw', error);
          setState('failed');
        },
      ),
    [],
  );

  useEffect(() => {
    if (online) void request();
  }, [online, request]);

  const retry = useCallback(() => {
    setState('loading');
    void request();
  }, [request]);

  return { state, retry };
}
