/** The typed emitter behind `listen`: one set of listeners per event name. */
import { createLogger } from '@worker/log';
import type { WorkerEventListener, WorkerEventName, WorkerEvents } from './workerEvents';

const log = createLogger('events');

type Listeners = { [K in WorkerEventName]: Set<WorkerEventListener<K>> };

export type EventBus = {
  emit<K extends WorkerEventName>(name: K, payload: WorkerEvents[K]): void;
  /** Adds a listener; the returned function removes it. */
  listen<K extends WorkerEventName>(name: K, listener: WorkerEventListener<K>): () => void;
};

export function createEventBus(): EventBus {
  const listeners: Listeners = {
    toast: new Set(),
    upgrade: new Set(),
    'outbox-changed': new Set(),
    'terminal-status': new Set(),
  };

  return {
    emit(name, payload) {
      for (const listener of listeners[name]) {
        // A listener on a page that has gone away rejects; drop it rather than fail the emitter.
        Promise.resolve()
          .then(() => listener(payload))
          .catch((error: unknown) => {
            listeners[name].delete(listener);
            log.warn(`dropped a '${name}' listener that failed`, error);
          });
      }
    },
    listen(name, listener) {
      listeners[name].add(listener);
      return () => {
        listeners[name].delete(listener);
      };
    },
  };
}
