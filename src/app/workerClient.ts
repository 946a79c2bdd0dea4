/**
 * The page's only handle on the API worker. The worker is created on first use, so importing this
 * module in tests or during a server render does not start one.
 *
 * On a cold open (src/app/coldStart.ts) the worker starts only after the first screen: until then
 * the live reads answer from the menu index.html fetched (src/liveQueries/coldQueries.ts), calls
 * wait, and the worker's first task is to adopt that answer, so no call sees a database without the
 * menu.
 */
import * as Comlink from 'comlink';
import type { WorkerApi } from '@worker/api';
import { coldQueryValue } from '@/liveQueries/coldQueries';
import type {
  LiveQueryArgs,
  LiveQueryName,
  LiveQueryUpdate,
  LiveQueryValue,
} from '@worker/db/liveQueries';
import { afterFirstScreen } from '@/ui/firstScreen';
import type {
  WorkerEventListener,
  WorkerEventName,
  WorkerEvents,
} from '@worker/events/workerEvents';
import { API_WORKER_NAME } from './bootNames';
import {
  markWarm,
  readColdMenu,
  takeColdMenuBoot,
  type ColdMenu,
  type ColdMenuBoot,
} from './coldStart';

type Remote = Comlink.Remote<WorkerApi>;

/** The worker, once created. */
let created: Promise<Remote> | undefined;
/** The worker once calls may go to it (on a cold open: once it has adopted the menu). */
let ready: Promise<Remote> | undefined;
/** The cold open's menu while the page shows it; null before it arrives or after the worker took over. */
let coldMenu: Promise<ColdMenu | null> = Promise.resolve(null);
let cold = false;

function createWorker(): Remote {
  // index.html may have started it already (scripts/firstLoadBoot.ts); it is adopted once.
  const started = window.__docketApiWorker;
  window.__docketApiWorker = undefined;
  const instance =
    started ??
    new Worker(new URL('../../worker/api.worker.ts', import.meta.url), {
      type: 'module',
      name: API_WORKER_NAME,
    });
  return Comlink.wrap<WorkerApi>(instance);
}

const firstScreen = () => new Promise<void>((resolve) => afterFirstScreen(resolve));
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The cold open: shows the page's answer, starts the worker after the first screen (at once when
 * there is no answer to show), lets the event listeners asked for meanwhile register, then has
 * the worker adopt the answer, so its failure toast, if any, reaches them.
 */
async function startCold(boot: ColdMenuBoot, onCreated: (remote: Remote) => void) {
  const read = readColdMenu(boot);
  coldMenu = read;
  const menu = await Promise.race([read, firstScreen().then(() => null)]);
  if (menu !== null) await firstScreen();
  const remote = createWorker();
  onCreated(remote);
  if (menu !== null) {
    await nextTask();
    await remote
      .adoptMenuAnswer({ slug: menu.slug, text: menu.text, receivedAt: menu.receivedAt })
      // Failures come back as values; a throw is a worker bug, and the menu then loads as usual.
      .catch((error: unknown) => console.error('adoptMenuAnswer threw', error));
  }
  return remote;
}

function start(): void {
  if (ready !== undefined) return;
  if (typeof Worker === 'undefined') {
    ready = Promise.reject(new Error('The API worker needs a browser (no Worker here)'));
    ready.catch(() => undefined);
    created = ready;
    return;
  }
  const boot = takeColdMenuBoot();
  if (boot === null) {
    ready = Promise.resolve(createWorker());
    created = ready;
  } else {
    cold = true;
    let onCreated: (remote: Remote) => void = () => undefined;
    created = new Promise((resolve) => (onCreated = resolve));
    ready = startCold(boot, onCreated).finally(() => {
      cold = false;
      coldMenu = Promise.resolve(null);
    });
  }
  void ready.then(markWarm, () => undefined);
}

function whenReady(): Promise<Remote> {
  start();
  return ready!;
}

function whenCreated(): Promise<Remote> {
  start();
  return created!;
}

/**
 * A cold open's menu once the page's own answer is read: null when the open is not cold (or not
 * yet started: the worker's first call starts it) or its answer shows nothing.
 */
export function coldMenuRead(): Promise<ColdMenu | null> {
  return coldMenu;
}

/** Resolves once the API worker takes calls (at once, except on a cold open). */
export function whenWorkerReady(): Promise<void> {
  return whenReady().then(() => undefined);
}

/**
 * What the read answers before the worker can (a cold open only), or undefined: at once for the
 * reads an empty database decides, else once the page's own answer is in.
 */
async function coldValue<N extends LiveQueryName>(
  name: N,
  args: LiveQueryArgs<N>,
): Promise<LiveQueryValue<N> | undefined> {
  if (!cold) return undefined;
  const now = coldQueryValue(null, name, args);
  if (now !== undefined) return now;
  const menu = await coldMenu;
  return menu === null || !cold ? undefined : coldQueryValue(menu.rows, name, args);
}

/** The worker's functions; each call returns a promise of its Result. */
// The proxy's target is never read: each property is a function that calls the worker's function
// of that name once the worker is ready (it is created on first use).
// 'then' stays undefined, so the proxy is never mistaken for a promise.
export const worker: Remote = new Proxy({} as Remote, {
  get: (_target, property) =>
    property === 'then'
      ? undefined
      : async (...args: unknown[]) => {
          const remote = await whenReady();
          const method = Reflect.get(remote, property) as (...a: unknown[]) => Promise<unknown>;
          return method(...args);
        },
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
  const unsubscribe = await (await whenCreated()).listen(name, Comlink.proxy(listener));
  let done = false;
  return () => {
    if (done) return;
    done = true;
    void unsubscribe().finally(() => unsubscribe[Comlink.releaseProxy]());
  };
}

/**
 * Watches one of the worker's live reads (worker/db/liveQueries.ts): onUpdate gets every result, or
 * the read's failure, until the returned function is called (safe to call more than once).
 */
export function watchQuery<N extends LiveQueryName>(
  name: N,
  args: LiveQueryArgs<N>,
  onUpdate: (update: LiveQueryUpdate<LiveQueryValue<N>>) => void,
): () => void {
  let stopped = false;
  let live = false;
  let stopRemote: (() => void) | undefined;
  const fromWorker = (update: LiveQueryUpdate<unknown>) => {
    live = true;
    onUpdate(update as LiveQueryUpdate<LiveQueryValue<N>>);
  };
  const remote = whenReady();
  void coldValue(name, args).then((value) => {
    if (value !== undefined && !stopped && !live) onUpdate({ ok: true, value });
  });
  remote
    .then((worker) => worker.watch(name, args, Comlink.proxy(fromWorker)))
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
  const remote = whenReady();
  const early = await coldValue(name, args);
  if (early !== undefined) return early;
  return (await (await remote).read(name, args)) as LiveQueryValue<N>;
}
