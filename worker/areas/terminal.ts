/** The Linkly terminal (loaded on its first call, or to resume a payment). */
import type { Brand } from '@/brand/schema';
import type { Submission } from '@worker/checkout/submitOrder';
import type { WorkerContext } from '@worker/context';
import { createHostResolver } from '@worker/linkly/linklyHosts';
import type { Timers } from '@worker/linkly/linklyHttp';
import { createTerminalApi } from '@worker/linkly/terminalApi';
import type { LockManagerLike } from '@worker/protocol/locks';

export type TerminalAreaDeps = {
  brand: Brand;
  origin: string;
  fetch: typeof fetch;
  timers?: Timers;
  locks: LockManagerLike | null;
  newId?: () => string;
  random?: () => number;
};

export function createTerminalArea(
  ctx: WorkerContext,
  submission: Submission,
  deps: TerminalAreaDeps,
) {
  return createTerminalApi(ctx, {
    submission,
    hosts: createHostResolver({ brand: deps.brand, origin: deps.origin, fetch: deps.fetch }),
    fetch: deps.fetch,
    origin: deps.origin,
    timers: deps.timers ?? {
      setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
      clearTimeout: (handle) => globalThis.clearTimeout(handle),
    },
    locks: deps.locks,
    newId: deps.newId ?? (() => crypto.randomUUID()),
    random: deps.random ?? Math.random,
  });
}

export type TerminalArea = ReturnType<typeof createTerminalArea>;
