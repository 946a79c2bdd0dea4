/**
 * The terminal's waits in the browser: its 1 s polls, its backoff and its request time-outs.
 * The worker's own timers, unless something running in the worker's global scope has put other
 * timers at `__docketTerminalTimers`. Nothing in the app does: it is the seam for the e2e journey
 * of a 40 s network outage (tests/e2e/kiosk-terminal.spec.ts), because Playwright's page.clock
 * reaches pages, not a dedicated worker, and the journey must move the terminal's clock itself
 * rather than sleep through the backoff. A page's scripts cannot reach the worker's global scope.
 * The hook is read at each call, so timers put there after the worker started are used from then.
 */
import type { Timers } from './linklyHttp';

export const TERMINAL_TIMERS_HOOK = '__docketTerminalTimers';

type Scope = {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: never) => void;
};

export function terminalTimers(scope: Scope): Timers {
  const current = (): Timers => {
    const hooked = (scope as unknown as Record<string, unknown>)[TERMINAL_TIMERS_HOOK];
    return isTimers(hooked) ? hooked : scope;
  };
  return {
    setTimeout: (callback, ms) => current().setTimeout(callback, ms),
    clearTimeout: (handle) => current().clearTimeout(handle),
  };
}

function isTimers(value: unknown): value is Timers {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Timers).setTimeout === 'function' &&
    typeof (value as Timers).clearTimeout === 'function'
  );
}
