// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const state = vi.hoisted(() => ({
  idle: false,
  seeded: false,
  listeners: new Set<() => void>(),
}));
vi.mock('@/ui/useWhenIdle', () => ({
  isIdleNow: () => state.idle,
  subscribeWhenIdle: (listener: () => void) => {
    state.listeners.add(listener);
    return () => state.listeners.delete(listener);
  },
}));
vi.mock('@/app/ssr/seed', () => ({ seededNow: () => (state.seeded ? 1 : undefined) }));

const { usePhotosShown } = await import('./usePhotosShown');

beforeEach(() => {
  state.idle = false;
  state.seeded = false;
  state.listeners.clear();
});
afterEach(cleanup);

/** What each render of the hook answered, first render first. */
function renders(): { answers: boolean[] } {
  const answers: boolean[] = [];
  renderHook(() => {
    const shown = usePhotosShown();
    answers.push(shown);
    return shown;
  });
  return { answers };
}

describe('usePhotosShown', () => {
  it.each([
    // idle at mount, hydrating (seeded), first answer
    [false, false, false],
    [true, false, true],
    [true, true, false],
    [false, true, false],
  ])('idle %s, hydrating %s: first render answers %s', (idle, seeded, first) => {
    state.idle = idle;
    state.seeded = seeded;
    const { answers } = renders();
    expect(answers[0]).toBe(first);
  });

  it('shows the photos once the browser is idle after the first screen', async () => {
    const { answers } = renders();
    expect(answers.at(-1)).toBe(false);
    expect(state.listeners.size).toBe(1);
    state.idle = true;
    await act(async () => {
      for (const listener of state.listeners) listener();
    });
    expect(answers.at(-1)).toBe(true);
  });

  it('a card hydrating after the moment has passed shows its photo once it has hydrated', async () => {
    state.idle = true;
    state.seeded = true;
    const { answers } = renders();
    await act(async () => {});
    expect(answers[0]).toBe(false);
    expect(answers.at(-1)).toBe(true);
    expect(state.listeners.size).toBe(0);
  });
});
