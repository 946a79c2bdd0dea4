import { useEffect, useRef, useState } from 'react';
import { useOnline } from '@/app/useOnline';
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
  const key = query === null ? null : JSON.stringify(query);
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<{ key: string; attempt: number; ok: boolean } | null>(null);
  const loaded = useRef(onLoaded);
  useEffect(() => {
    loaded.current = onLoaded;
  });

  useEffect(() => {
    if (key === null || !online) return;
    const asked = JSON.parse(key) as MerchantsQuery;
    let current = true;
    worker.loadMerchants(asked).then(
      (result) => {
        if (!current) return;
        setAnswer({ key, attempt, ok: result.ok });
        if (result.ok && result.data.written) loaded.current(asked, result.data.count);
      },
      (error: unknown) => {
        // A throw is a worker bug (expected failures are values); stop showing placeholders.
        console.error('loadMerchants threw', error);
        if (current) setAnswer({ key, attempt, ok: false });
      },
    );
    return () => {
      current = false;
    };
  }, [key, online, attempt]);

  const retry = () => setAttempt((value) => value + 1);
  if (key === null) return { status: 'waiting', retry };
  if (!online) return { status: 'failed', retry };
  if (answer?.key !== key || answer.attempt !== attempt) return { status: 'loading', retry };
  return { status: answer.ok ? 'done' : 'failed', retry };
}
