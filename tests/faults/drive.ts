/**
 * Runs one worker call to its end on Vitest's fake clock: time moves to the next timer only while
 * no request is being processed, so a 15 s time-out or a 32 s backoff costs nothing and never
 * overtakes real work. A call whose page reloaded answers 'reloaded'.
 */
import { vi } from 'vitest';
import type { PageLife } from './faultProxy';
import type { InProcessNetwork } from './inProcessNetwork';

export const RELOADED = 'reloaded' as const;

export async function drive<T>(
  network: InProcessNetwork,
  page: PageLife,
  call: Promise<T>,
): Promise<T | typeof RELOADED> {
  let done = false;
  let value: T | undefined;
  let failure: unknown = null;
  call.then(
    (result) => {
      done = true;
      value = result;
    },
    (error: unknown) => {
      done = true;
      failure = error ?? new Error('rejected');
    },
  );
  for (let turns = 0; !done; turns += 1) {
    if (turns > 20_000_000) throw new Error('a worker call never ended');
    await new Promise((resolve) => setImmediate(resolve));
    if (done) break;
    if (page.dead) return RELOADED;
    if (network.state.inflight > 0) continue;
    if (vi.getTimerCount() > 0) await vi.advanceTimersToNextTimerAsync();
  }
  if (failure !== null) throw failure;
  return value as T;
}
