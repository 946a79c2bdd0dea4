/**
 * One request to the worker and its state, for every screen that asks for something on open:
 * 'idle' while there is nothing to ask (key null), 'loading' until the answer for the current key
 * and attempt lands, then 'ok' or 'error'. An answer for an earlier key or attempt never
 * overwrites a newer one's: each run is aborted when the key changes, on retry and on unmount.
 *
 *   const { state, retry } = useWorkerCall(online ? slug : null, () => worker.loadMenu({ slug }));
 *
 * retry() asks again and shows 'loading' meanwhile; reload() asks again quietly, keeping the
 * current outcome until the new one lands. When the key goes to null and back (offline, then
 * online) the call is made again, the last outcome for that key showing until it answers.
 */
import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import type { Failure, Result } from '@/domain/result';

/** The code of a call that threw: a worker bug, since expected failures are values. */
export const CALL_THREW = 'threw';

export type WorkerCallState<T, C extends string> =
  | { status: 'idle'; data: undefined; error: null }
  /** data: the last answer of an earlier key or attempt, kept while this one loads. */
  | { status: 'loading'; data: T | undefined; error: null }
  | { status: 'ok'; data: T; error: null }
  /** data: the last good answer, kept after a failure. */
  | { status: 'error'; data: T | undefined; error: Failure<C | typeof CALL_THREW> };

export type WorkerCallRun = {
  /** Aborted once this run's answer is no longer wanted (new key, retry, unmount). */
  signal: AbortSignal;
  /** The run was asked for by retry() or reload(), not by a new key. */
  forced: boolean;
};

export type WorkerCall<T, C extends string> = {
  state: WorkerCallState<T, C>;
  retry: () => void;
  reload: () => void;
};

type Held<T, C extends string> = {
  key: string;
  attempt: number;
  outcome: Result<T, C | typeof CALL_THREW>;
  /** The last good answer of any key. */
  data: T | undefined;
};

function thrown(error: unknown): Failure<typeof CALL_THREW> {
  return { code: CALL_THREW, message: error instanceof Error ? error.message : String(error) };
}

export function useWorkerCall<T, C extends string>(
  key: string | null,
  call: (run: WorkerCallRun) => Promise<Result<T, C>>,
): WorkerCall<T, C> {
  const [attempt, setAttempt] = useState(0);
  const [refresh, setRefresh] = useState(0);
  const [held, setHeld] = useState<Held<T, C> | null>(null);
  // Set by retry() and reload() for the key they were pressed on; cleared once a run with it
  // settles (not when one is aborted: StrictMode's first run is, and its second must be forced).
  const forceFor = useRef<{ key: string | null } | null>(null);
  const ask = useEffectEvent(call);

  useEffect(() => {
    if (key === null) return;
    const marker = forceFor.current;
    if (marker !== null && marker.key !== key) forceFor.current = null;
    const forced = marker !== null && marker.key === key;
    const controller = new AbortController();
    const settle = (outcome: Result<T, C | typeof CALL_THREW>) => {
      if (controller.signal.aborted) return;
      if (forceFor.current === marker) forceFor.current = null;
      setHeld((previous) => ({
        key,
        attempt,
        outcome,
        data: outcome.ok ? outcome.data : previous?.data,
      }));
    };
    ask({ signal: controller.signal, forced }).then(settle, (error: unknown) => {
      console.error('worker call threw', error);
      settle({ ok: false, error: thrown(error) });
    });
    return () => controller.abort();
  }, [key, attempt, refresh]);

  const retry = useCallback(() => {
    forceFor.current = { key };
    setAttempt((n) => n + 1);
  }, [key]);
  const reload = useCallback(() => {
    forceFor.current = { key };
    setRefresh((n) => n + 1);
  }, [key]);

  let state: WorkerCallState<T, C>;
  if (key === null) state = { status: 'idle', data: undefined, error: null };
  else if (held === null || held.key !== key || held.attempt !== attempt)
    state = { status: 'loading', data: held?.data, error: null };
  else if (held.outcome.ok) state = { status: 'ok', data: held.outcome.data, error: null };
  else state = { status: 'error', data: held.data, error: held.outcome.error };
  return { state, retry, reload };
}
