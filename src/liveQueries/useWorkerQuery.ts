import { useEffect, useState } from 'react';
import { seededValue } from '@/app/ssr/seed';
import { watchQuery } from '@/app/workerClient';
import { keepEqual } from '@/domain/keepEqual';
import type {
  LiveQueryArgs,
  LiveQueryName,
  LiveQueryUpdate,
  LiveQueryValue,
} from '@worker/db/liveQueries';

type Held<N extends LiveQueryName> = { key: string; update: LiveQueryUpdate<LiveQueryValue<N>> };

/**
 * The live result of one of the worker's reads (worker/db/liveQueries.ts): undefined until the first
 * result for these arguments arrives, then every new one as the data changes. A failed read is
 * thrown, for the route's error screen, as useLiveQuery did. A server-rendered page's first render
 * starts from the seed instead (src/app/ssr/seed.ts), so it matches the server's markup. A new
 * result keeps the identity of every part equal to the last (src/domain/keepEqual.ts), so the
 * worker's first answer on a rendered page, equal to the seed, re-renders nothing.
 */
export function useWorkerQuery<N extends LiveQueryName>(
  name: N,
  ...args: LiveQueryArgs<N>
): LiveQueryValue<N> | undefined {
  const key = JSON.stringify([name, args]);
  const [held, setHeld] = useState<Held<N> | null>(() => {
    const value = seededValue(name, args);
    return value === undefined ? null : { key, update: { ok: true, value } };
  });
  useEffect(() => {
    const [watchedName, watchedArgs] = JSON.parse(key) as [N, LiveQueryArgs<N>];
    return watchQuery(watchedName, watchedArgs, (update) =>
      setHeld((previous) => {
        if (previous?.key !== key || !previous.update.ok || !update.ok) return { key, update };
        // An answer equal to what is shown keeps its identity, and so do its unchanged parts.
        const value = keepEqual(previous.update.value, update.value);
        return value === previous.update.value ? previous : { key, update: { ok: true, value } };
      }),
    );
  }, [key]);
  if (held === null || held.key !== key) return undefined;
  if (!held.update.ok) throw new Error(held.update.error);
  return held.update.value;
}
