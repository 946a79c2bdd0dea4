import { afterEach, describe, expect, it, vi } from 'vitest';
import { onSnackbar, showSnackbar, type PageSnackbar } from './notify';

const added: PageSnackbar = { key: 'cart', message: 'Added to Cart', durationMs: 10_000 };

afterEach(() => {
  vi.useRealTimers();
});

describe('snackbars raised before their host has mounted', () => {
  it.each([
    { mountedAfterMs: 0, expected: [{ ...added, durationMs: 10_000 }] },
    { mountedAfterMs: 4_000, expected: [{ ...added, durationMs: 6_000 }] },
    { mountedAfterMs: 10_000, expected: [] },
  ])('a host mounted $mountedAfterMs ms later gets $expected.length', (row) => {
    vi.useFakeTimers({ now: 0 });
    showSnackbar(added);
    vi.setSystemTime(row.mountedAfterMs);
    const heard: PageSnackbar[] = [];
    const stop = onSnackbar((snackbar) => heard.push(snackbar));
    stop();
    expect(heard).toEqual(row.expected);
  });

  it('keeps only the newest, and only once', () => {
    showSnackbar({ ...added, message: 'first' });
    showSnackbar(added);
    const heard: string[] = [];
    const stopFirst = onSnackbar((snackbar) => heard.push(snackbar.message));
    stopFirst();
    const stopSecond = onSnackbar((snackbar) => heard.push(snackbar.message));
    stopSecond();
    expect(heard).toEqual(['Added to Cart']);
  });

  it('goes straight to a mounted host and is not kept', () => {
    const heard: string[] = [];
    const stop = onSnackbar((snackbar) => heard.push(snackbar.message));
    showSnackbar(added);
    stop();
    const later: string[] = [];
    onSnackbar((snackbar) => later.push(snackbar.message))();
    expect(heard).toEqual(['Added to Cart']);
    expect(later).toEqual([]);
  });
});
