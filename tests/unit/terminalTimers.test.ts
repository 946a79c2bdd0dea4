/**
 * The terminal's timers in the browser (worker/linkly/terminalTimers.ts): the worker's own, unless
 * timers sit at the e2e hook, read at each call (the outage journey puts them there after the
 * worker started; Playwright's page.clock does not reach workers).
 */
import { describe, expect, it, vi } from 'vitest';
import { TERMINAL_TIMERS_HOOK, terminalTimers } from '@worker/linkly/terminalTimers';

function fakeScope() {
  return {
    setTimeout: vi.fn((_callback: () => void, _ms: number) => 'platform'),
    clearTimeout: vi.fn((_handle: never) => undefined),
  };
}

describe('terminalTimers', () => {
  it("uses the scope's own timers when nothing sits at the hook", () => {
    const scope = fakeScope();
    const timers = terminalTimers(scope);
    const callback = () => undefined;
    expect(timers.setTimeout(callback, 1_000)).toBe('platform');
    timers.clearTimeout('platform' as never);
    expect(scope.setTimeout).toHaveBeenCalledWith(callback, 1_000);
    expect(scope.clearTimeout).toHaveBeenCalledWith('platform');
  });

  it('uses the timers at the hook from the moment they are put there', () => {
    const scope = fakeScope();
    const timers = terminalTimers(scope);
    timers.setTimeout(() => undefined, 1_000);
    const manual = { setTimeout: vi.fn(() => 7), clearTimeout: vi.fn() };
    Object.assign(scope, { [TERMINAL_TIMERS_HOOK]: manual });
    expect(timers.setTimeout(() => undefined, 2_000)).toBe(7);
    timers.clearTimeout(7 as never);
    expect(manual.setTimeout).toHaveBeenCalledWith(expect.any(Function), 2_000);
    expect(manual.clearTimeout).toHaveBeenCalledWith(7);
    expect(scope.setTimeout).toHaveBeenCalledTimes(1);
  });

  it('ignores something at the hook that is not timers', () => {
    const scope = Object.assign(fakeScope(), { [TERMINAL_TIMERS_HOOK]: { setTimeout: 1 } });
    expect(terminalTimers(scope).setTimeout(() => undefined, 1_000)).toBe('platform');
  });
});
