import { useEffect, useState } from 'react';
import { seededValue } from '@/app/ssr/seed';
import { watchQuery } from '@/app/workerClient';
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
 * starts from the seed instead (src/app/ssr/seed.ts), so it matches the server's markup.
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
    return watchQuery(watchedName, watchedArgs, (update) => setHeld({ key, update }));
  }, [key]);
  if (held === null || held.key !== key) return undefined;
  if (!held.update.ok) throw new Error(held.update.error);
  return held.update.value;
}
