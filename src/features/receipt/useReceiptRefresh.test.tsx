// @vitest-environment happy-dom
/**
 * The receipt's live status: the order is asked for on open, then every 15 s on a page timer
 * (fake timers here, Playwright's clock in the browser), not while offline, and again when the
 * connection comes back.
 */
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const state = vi.hoisted(() => ({
  online: true,
  loadOrder: vi.fn(async () => ({ ok: true, data: { status: 'placed' } })),
  watchOrder: vi.fn(async () => ({ ok: true, data: { watching: 1 } })),
  unwatchOrder: vi.fn(async () => ({ ok: true, data: { watching: 0 } })),
}));
vi.mock('@/app/workerClient', () => ({
  worker: {
    loadOrder: state.loadOrder,
    watchOrder: state.watchOrder,
    unwatchOrder: state.unwatchOrder,
  },
}));
vi.mock('@/app/useOnline', () => ({ useOnline: () => state.online }));

const { useReceiptRefresh } = await import('./useReceiptRefresh');

beforeEach(() => {
  vi.useFakeTimers();
  state.online = true;
  state.loadOrder.mockClear();
  state.watchOrder.mockClear();
  state.unwatchOrder.mockClear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const flush = () => act(async () => undefined);

describe('useReceiptRefresh', () => {
  it('loads on open and every 15 s while open', async () => {
    const { unmount } = renderHook(() => useReceiptRefresh(42));
    await flush();
    expect(state.loadOrder).toHaveBeenCalledTimes(1);
    expect(state.loadOrder).toHaveBeenLastCalledWith({ id: 42 });
    await act(async () => vi.advanceTimersByTime(14_999));
    expect(state.loadOrder).toHaveBeenCalledTimes(1);
    await act(async () => vi.advanceTimersByTime(1));
    expect(state.loadOrder).toHaveBeenCalledTimes(2);
    await act(async () => vi.advanceTimersByTime(15_000));
    expect(state.loadOrder).toHaveBeenCalledTimes(3);
    unmount();
    await act(async () => vi.advanceTimersByTime(60_000));
    expect(state.loadOrder).toHaveBeenCalledTimes(3);
  });

  it('asks nothing offline, and asks again when the connection comes back', async () => {
    state.online = false;
    const { rerender } = renderHook(() => useReceiptRefresh(42));
    await act(async () => vi.advanceTimersByTime(60_000));
    expect(state.loadOrder).not.toHaveBeenCalled();
    state.online = true;
    rerender();
    await flush();
    expect(state.loadOrder).toHaveBeenCalledTimes(1);
  });

  it("keeps the order's live channel open while online and open", async () => {
    state.online = false;
    const { rerender, unmount } = renderHook(() => useReceiptRefresh(42));
    await flush();
    expect(state.watchOrder).not.toHaveBeenCalled();
    state.online = true;
    rerender();
    await flush();
    expect(state.watchOrder).toHaveBeenCalledExactlyOnceWith({ id: 42 });
    unmount();
    expect(state.unwatchOrder).toHaveBeenCalledExactlyOnceWith({ id: 42 });
  });
});
