import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { retryWhenOnline } from './retryWhenOnline';

/** Lets the pending promise callbacks run (no clock involved). */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

beforeEach(() => {
  vi.stubGlobal('window', new EventTarget());
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('retryWhenOnline', () => {
  it('answers at once when the chunk loads', async () => {
    const load = vi.fn(() => Promise.resolve('chunk'));
    await expect(retryWhenOnline(load)).resolves.toBe('chunk');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('waits while offline and loads again once the device is back online', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('Unable to preload CSS'))
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce('chunk');
    let answer: string | null = null;
    void retryWhenOnline(load).then((value) => {
      answer = value;
    });
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(answer).toBeNull();

    window.dispatchEvent(new Event('online'));
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
    expect(answer).toBeNull();

    window.dispatchEvent(new Event('online'));
    await settle();
    expect(load).toHaveBeenCalledTimes(3);
    expect(answer).toBe('chunk');
  });
});
