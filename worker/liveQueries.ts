/**
 * The views' live reads, run here next to the database: the page sends a query's name and arguments
 * and a callback; Dexie's liveQuery re-runs the read whenever a table it read changes and each
 * result goes back to the page (src/liveQueries/useWorkerQuery.ts). The page's wrappers type the
 * arguments and results by query name (src/app/workerClient.ts watchQuery, readQuery).
 */
import * as Comlink from 'comlink';
import { liveQuery } from 'dexie';
import type { DocketDatabase } from '@worker/db/database';
import {
  loadLiveQuery,
  runLiveQuery,
  type LiveQueryName,
  type LiveQueryUpdate,
} from '@worker/db/liveQueries';
import { createLogger } from '@worker/log';

const log = createLogger('live-queries');

/** The page's callback, as the worker holds it: a call that may fail once the page has gone. */
export type LiveQueryCallback = (update: LiveQueryUpdate<unknown>) => unknown;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function createLiveQueries(db: DocketDatabase) {
  return {
    /** Sends each result of the read to onUpdate until the returned function is called. */
    watch(name: LiveQueryName, args: readonly unknown[], onUpdate: LiveQueryCallback) {
      let stopped = false;
      let subscription: { unsubscribe(): void } | null = null;
      const stop = () => {
        if (stopped) return;
        stopped = true;
        subscription?.unsubscribe();
        (onUpdate as Partial<Comlink.ProxyMethods>)[Comlink.releaseProxy]?.();
      };
      const send = (update: LiveQueryUpdate<unknown>) =>
        // A page that has gone away rejects: stop reading for it.
        Promise.resolve()
          .then(() => onUpdate(update))
          .catch(stop);
      const failed = (error: unknown) => {
        log.warn(`live query '${name}' failed`, error);
        void send({ ok: false, error: messageOf(error) });
      };
      // The read's code first (outside liveQuery, whose zone an import would leave), then the read.
      loadLiveQuery(name).then(() => {
        if (stopped) return;
        subscription = liveQuery(() => runLiveQuery(db, name, args)).subscribe({
          next: (value) => void send({ ok: true, value }),
          error: failed,
        });
      }, failed);
      return Comlink.proxy(stop);
    },

    /** One read, for code that needs the value once (the router's loader). */
    async read(name: LiveQueryName, args: readonly unknown[]): Promise<unknown> {
      await loadLiveQuery(name);
      return runLiveQuery(db, name, args);
    },
  };
}
