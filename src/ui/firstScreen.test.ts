import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of the module (its state is per page) in a window whose idle comes at once. */
async function freshModule() {
  vi.resetModules();
  return import('./firstScreen');
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('window', {
    setTimeout: (task: () => void, ms: number) => setTimeout(task, ms),
    requestIdleCallback: (task: () => void) => setTimeout(task, 0),
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('work that waits for the first screen', () => {
  it('runs once the screen says it has shown, when idle, and not before', async () => {
    const { afterFirstScreen, markFirstScreenShown } = await freshModule();
    const task = vi.fn();
    afterFirstScreen(task);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(task).not.toHaveBeenCalled();
    markFirstScreenShown();
    expect(task).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(task).toHaveBeenCalledTimes(1);
    markFirstScreenShown();
    await vi.advanceTimersByTimeAsync(1);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs anyway once the wait times out (a screen that never shows)', async () => {
    const { afterFirstScreen, FIRST_SCREEN_TIMEOUT_MS, isFirstScreenShown } = await freshModule();
    const task = vi.fn();
    afterFirstScreen(task);
    await vi.advanceTimersByTimeAsync(FIRST_SCREEN_TIMEOUT_MS - 1);
    expect(task).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2);
    expect(isFirstScreenShown()).toBe(true);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('asked after the screen has shown, runs at the next idle', async () => {
    const { afterFirstScreen, markFirstScreenShown } = await freshModule();
    markFirstScreenShown();
    const task = vi.fn();
    afterFirstScreen(task);
    await vi.advanceTimersByTimeAsync(1);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['before the screen shows', false],
    ['after it has shown, before idle', true],
  ])('cancelled %s, never runs', async (_when, shownFirst) => {
    const { afterFirstScreen, markFirstScreenShown } = await freshModule();
    if (shownFirst) markFirstScreenShown();
    const task = vi.fn();
    const cancel = afterFirstScreen(task);
    cancel();
    markFirstScreenShown();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(task).not.toHaveBeenCalled();
  });
});
