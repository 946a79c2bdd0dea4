/**
 * The protocol client's request time-outs in the browser: the worker's own timers, unless
 * something running in the worker's global scope has put other timers at `__docketRequestTimers`.
 * Nothing in the app does: it is the seam for the e2e fault journey of an answer that comes after
 * the time-out (tests/e2e/faults-cart.spec.ts), because Playwright's page.clock reaches pages, not
 * a dedicated worker, and the journey moves the time-out's clock rather than sleeping 15 s. A
 * page's scripts cannot reach the worker's global scope. The hook is read at each call, so timers
 * put there after the worker started are used from then.
 */
export const REQUEST_TIMERS_HOOK = '__docketRequestTimers';

export type RequestTimers = {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: never) => void;
};

export function requestTimers(scope: RequestTimers): RequestTimers {
  const current = (): RequestTimers => {
    const hooked = (scope as unknown as Record<string, unknown>)[REQUEST_TIMERS_HOOK];
    return isTimers(hooked) ? hooked : scope;
  };
  return {
    setTimeout: (callback, ms) => current().setTimeout(callback, ms),
    clearTimeout: (handle) => current().clearTimeout(handle),
  };
}

function isTimers(value: unknown): value is RequestTimers {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as RequestTimers).setTimeout === 'function' &&
    typeof (value as RequestTimers).clearTimeout === 'function'
  );
}
