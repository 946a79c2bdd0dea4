/**
 * The page's only handle on the API worker. The worker is created on first use, so importing this
 * module in tests or during a server render does not start one.
 */
import * as Comlink from 'comlink';
import type { WorkerApi } from '@worker/api';
import type {
  LiveQueryArgs,
  LiveQueryName,
  LiveQueryUpdate,
  LiveQueryValue,
} from '@/db/liveQueries';
import type {
  WorkerEventListener,
  WorkerEventName,
  WorkerEvents,
} from '@worker/events/workerEvents';

let remote: Comlink.Remote<WorkerApi> | undefined;

function connect(): Comlink.Remote<WorkerApi> {
  if (remote === undefined) {
    if (typeof Worker === 'undefined')
      throw new Error('The API worker needs a browser (no Worker here)');
    // index.html may have started it already (scripts/firstLoadBoot.ts); it is adopted once.
    const started = window.__docketApiWorker;
    window.__docketApiWorker = undefined;
    const instance =
      started ??
      new Worker(new URL('../../worker/api.worker.ts', import.meta.url), {
        type: 'module',
        name: 'docket-api',
      });
    remote = Comlink.wrap<WorkerApi>(instance);
  }
  return remote;
}

/** The worker's functions; each call returns a promise of its Result. */
// The proxy's target is never read: every property comes from the worker, created on first access.
export const worker: Comlink.Remote<WorkerApi> = new Proxy({} as Comlink.Remote<WorkerApi>, {
  get: (_target, property) => Reflect.get(connect(), property),
});

/**
 * Subscribes to a worker event. Resolves, once the worker has registered the callback, to a
 * function that unsubscribes (safe to call more than once).
 */
export async function listen<K extends WorkerEventName>(
  name: K,
  callback: (payload: WorkerEvents[K]) => void,
): Promise<() => void> {
  // Comlink's Remote type drops the generic K; the worker only ever calls a 'name' listener with
  // WorkerEvents[name], so widening the callback here is safe.
  const listener = callback as WorkerEventListener<WorkerEventName>;
  const unsubscribe = await connect().listen(name, Comlink.proxy(listener));
  let done = false;
  return () => {
    if (done) return;
    done = true;
    void unsubscribe().finally(() => unsubscribe[Comlink.releaseProxy]());
  };
}

/**
 * Watches one of the worker's live reads (src/db/liveQueries.ts): onUpdate gets every result, or
 * the read's failure, until the returned function is called (safe to call more than once).
 */
export function watchQuery<N extends LiveQueryName>(
  name: N,
  args: LiveQueryArgs<N>,
  onUpdate: (update: LiveQueryUpdate<LiveQueryValue<N>>) => void,
): () => void {
  let stopped = false;
  let stopRemote: (() => void) | undefined;
  const untyped = onUpdate as (update: LiveQueryUpdate<unknown>) => void;
  connect()
    .watch(name, args, Comlink.proxy(untyped))
    .then(
      (unsubscribe) => {
        stopRemote = () => void unsubscribe().finally(() => unsubscribe[Comlink.releaseProxy]());
        if (stopped) stopRemote();
      },
      (error: unknown) => {
        if (!stopped) onUpdate({ ok: false, error: String(error) });
      },
    );
  return () => {
    if (stopped) return;
    stopped = true;
    stopRemote?.();
  };
}

/** One read of a live query's value (for the router's loader, which needs it once). */
export async function readQuery<N extends LiveQueryName>(
  name: N,
  ...args: LiveQueryArgs<N>
): Promise<LiveQueryValue<N>> {
  return (await connect().read(name, args)) as LiveQueryValue<N>;
}
