// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, ok, type Result } from '@/domain/result';
import { CALL_THREW, useWorkerCall, type WorkerCallRun } from './useWorkerCall';

type Answer = Result<string>;

/** A call whose answer for each key comes after that key's delay (ms), as a slow worker would. */
function delayedCall(delays: Record<string, number>, answers: Record<string, Answer> = {}) {
  const runs: { key: string; run: WorkerCallRun }[] = [];
  const make = (key: string) => (run: WorkerCallRun) => {
    runs.push({ key, run });
    return new Promise<Answer>((resolve) =>
      setTimeout(() => resolve(answers[key] ?? ok(`answer ${key}`)), delays[key] ?? 0),
    );
  };
  return { runs, make };
}

function render(
  first: string | null,
  make: (key: string) => (run: WorkerCallRun) => Promise<Answer>,
) {
  return renderHook(({ key }: { key: string | null }) => useWorkerCall(key, make(key ?? '')), {
    initialProps: { key: first },
  });
}

/** A call answering 'answer n' on its nth run, after delayOf(n) ms; every run is kept. */
function countingCall(delayOf: (n: number) => number) {
  const runs: WorkerCallRun[] = [];
  const call = (run: WorkerCallRun) => {
    runs.push(run);
    const n = runs.length;
    return new Promise<Answer>((resolve) =>
      setTimeout(() => resolve(ok(`answer ${n}`)), delayOf(n)),
    );
  };
  return { runs, make: () => call };
}

const settle = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('useWorkerCall', () => {
  it.each([
    ['an answer', ok('menu'), { status: 'ok', data: 'menu', error: null }],
    [
      'a failure value',
      fail('network', 'Error, please try again'),
      {
        status: 'error',
        data: undefined,
        error: { code: 'network', message: 'Error, please try again' },
      },
    ],
  ] as const)('shows loading, then %s', async (_name, answer, expected) => {
    const { make } = delayedCall({ a: 100 }, { a: answer });
    const { result } = render('a', make);
    expect(result.current.state.status).toBe('loading');
    await settle(99);
    expect(result.current.state.status).toBe('loading');
    await settle(1);
    expect(result.current.state).toEqual(expected);
  });

  it('turns a throw into an error and logs it', async () => {
    const { result } = render('a', () => () => Promise.reject(new Error('bug')));
    await settle(0);
    expect(result.current.state).toMatchObject({
      status: 'error',
      error: { code: CALL_THREW, message: 'bug' },
    });
    expect(console.error).toHaveBeenCalled();
  });

  it('is idle without a key, and asks nothing', async () => {
    const { runs, make } = delayedCall({});
    const { result } = render(null, make);
    await settle(1000);
    expect(result.current.state.status).toBe('idle');
    expect(runs).toEqual([]);
  });

  it.each([
    // [first key's delay, second key's delay]: the older answer lands after, and before, the newer.
    [300, 100],
    [100, 300],
  ])('never lets an older key overwrite a newer one (%i ms, then %i ms)', async (slowA, slowB) => {
    const { runs, make } = delayedCall({ a: slowA, b: slowB });
    const { result, rerender } = render('a', make);
    await settle(50);
    rerender({ key: 'b' });
    expect(runs[0]?.run.signal.aborted).toBe(true);
    expect(result.current.state.status).toBe('loading');
    await settle(Math.max(slowA, slowB));
    expect(result.current.state).toMatchObject({ status: 'ok', data: 'answer b' });
  });

  it('keeps the last answer while the next key loads', async () => {
    const { make } = delayedCall({ a: 10, b: 10 });
    const { result, rerender } = render('a', make);
    await settle(10);
    rerender({ key: 'b' });
    expect(result.current.state).toMatchObject({ status: 'loading', data: 'answer a' });
  });

  it('retry shows loading, asks again forced, and ignores the attempt it replaced', async () => {
    const { runs, make } = countingCall((n) => (n === 1 ? 500 : 100));
    const { result } = render('a', make);
    act(() => result.current.retry());
    expect(result.current.state.status).toBe('loading');
    expect(runs[0]?.signal.aborted).toBe(true);
    expect(runs.map((run) => run.forced)).toEqual([false, true]);
    await settle(100);
    expect(result.current.state).toMatchObject({ status: 'ok', data: 'answer 2' });
    await settle(400);
    expect(result.current.state).toMatchObject({ status: 'ok', data: 'answer 2' });
  });

  it('retry after a failure shows the new answer', async () => {
    const answers: Answer[] = [fail('server', 'Nope'), ok('menu')];
    const { result } = render('a', () => () => Promise.resolve(answers.shift() ?? ok('late')));
    await settle(0);
    expect(result.current.state.status).toBe('error');
    act(() => result.current.retry());
    expect(result.current.state.status).toBe('loading');
    await settle(0);
    expect(result.current.state).toMatchObject({ status: 'ok', data: 'menu' });
  });

  it('reload keeps the current answer until the new one lands', async () => {
    const { runs, make } = countingCall(() => 100);
    const { result } = render('a', make);
    await settle(100);
    act(() => result.current.reload());
    expect(result.current.state).toMatchObject({ status: 'ok', data: 'answer 1' });
    await settle(100);
    expect(result.current.state).toMatchObject({ status: 'ok', data: 'answer 2' });
    expect(runs.map((run) => run.forced)).toEqual([false, true]);
  });

  it('asks again when the key comes back, showing the last outcome meanwhile', async () => {
    const { runs, make } = delayedCall({ a: 100 });
    const { result, rerender } = render('a', make);
    await settle(100);
    rerender({ key: null });
    expect(result.current.state.status).toBe('idle');
    rerender({ key: 'a' });
    expect(result.current.state).toMatchObject({ status: 'ok', data: 'answer a' });
    expect(runs.map((run) => [run.key, run.run.forced])).toEqual([
      ['a', false],
      ['a', false],
    ]);
  });

  it('aborts on unmount and sets nothing after', async () => {
    const { runs, make } = delayedCall({ a: 100 });
    const { unmount } = render('a', make);
    unmount();
    expect(runs[0]?.run.signal.aborted).toBe(true);
    await settle(100);
    expect(console.error).not.toHaveBeenCalled();
  });
});
