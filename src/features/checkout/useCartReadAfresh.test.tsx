// @vitest-environment happy-dom
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { WorkerCallState } from '@/app/useWorkerCall';
import { useCartReadAfresh } from './useCartReadAfresh';

type Status = WorkerCallState<unknown, string>['status'];
type Step = { load: Status; fetchedAt: number | null | undefined };

/** The hook's answer after each step, the screen staying open through them. */
function answers(steps: Step[]): boolean[] {
  const [first, ...rest] = steps;
  const view = renderHook((step: Step) => useCartReadAfresh(step.load, step.fetchedAt), {
    initialProps: first!,
  });
  const seen = [view.result.current];
  for (const step of rest) {
    view.rerender(step);
    seen.push(view.result.current);
  }
  return seen;
}

describe('useCartReadAfresh (nothing is priced from a cart not yet read from the server)', () => {
  it.each<[string, Step[], boolean[]]>([
    [
      'the load answers, then the row it wrote arrives',
      [
        { load: 'loading', fetchedAt: 100 },
        { load: 'ok', fetchedAt: 100 },
        { load: 'ok', fetchedAt: 200 },
      ],
      [false, false, true],
    ],
    [
      'the row is written before the load answers',
      [
        { load: 'loading', fetchedAt: 100 },
        { load: 'loading', fetchedAt: 200 },
        { load: 'ok', fetchedAt: 200 },
      ],
      [false, false, true],
    ],
    [
      'no row stored when the screen opened',
      [
        { load: 'loading', fetchedAt: null },
        { load: 'ok', fetchedAt: null },
        { load: 'ok', fetchedAt: 200 },
      ],
      [false, false, true],
    ],
    [
      'the load answered before the live read did',
      [
        { load: 'loading', fetchedAt: undefined },
        { load: 'ok', fetchedAt: undefined },
        { load: 'ok', fetchedAt: 200 },
      ],
      [false, false, true],
    ],
    [
      'the load fails: the stored cart is all there is',
      [
        { load: 'loading', fetchedAt: 100 },
        { load: 'error', fetchedAt: 100 },
      ],
      [false, true],
    ],
    ['offline: nothing is asked', [{ load: 'idle', fetchedAt: 100 }], [true]],
    [
      'a later load (another fulfilment choice) waits again',
      [
        { load: 'loading', fetchedAt: 100 },
        { load: 'ok', fetchedAt: 200 },
        { load: 'loading', fetchedAt: 200 },
        { load: 'ok', fetchedAt: 300 },
      ],
      [false, true, false, true],
    ],
  ])('%s', (_name, steps, expected) => {
    expect(answers(steps)).toEqual(expected);
  });
});
