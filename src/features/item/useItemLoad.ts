/**
 * Asks the worker for an item's options when the popup opens (MenuItemDetails), so it shows the
 * current ones; the view reads whatever Dexie holds meanwhile. Offline, an item seen before opens
 * from Dexie without asking (the request could only fail). The worker toasts its own failures
 * (spec 1 §8 'Item load failure').
 */
import { useCallback, useEffect, useState } from 'react';
import { worker } from '@/app/workerClient';

export type ItemLoadState = 'idle' | 'loading' | 'done' | 'failed';

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
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ key: string; ok: boolean } | null>(null);
  const key = `${slug}/${itemId}/${attempt}`;
  const wanted = enabled && (online || !cached);

  useEffect(() => {
    if (!wanted) return;
    let live = true;
    worker.loadItemDetails({ slug, itemId }).then(
      (answer) => {
        if (live) setResult({ key, ok: answer.ok });
      },
      // A throw is a worker bug (expected failures are values); still stop the skeleton.
      (error: unknown) => {
        console.error('loadItemDetails threw', error);
        if (live) setResult({ key, ok: false });
      },
    );
    return () => {
      live = false;
    };
  }, [wanted, key, slug, itemId]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const state: ItemLoadState = !wanted
    ? 'idle'
    : result?.key !== key
      ? 'loading'
      : result.ok
        ? 'done'
        : 'failed';
  return { state, retry };
}
