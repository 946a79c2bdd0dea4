// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CUSTOMER_NAVIGATION_DELAY_MS } from '@/domain/messages';
import { useNavigateAfterSignIn } from './useNavigateAfterSignIn';

describe("useNavigateAfterSignIn (spec 1 §4 'may navigate after 2 s', §9 'Navigation delay after customer or guest set 2 s')", () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('moves on 2 s after the sign-in, not before', () => {
    const navigate = vi.fn();
    const view = renderHook(() => useNavigateAfterSignIn(navigate));
    expect(view.result.current.signedIn).toBe(false);
    act(() => view.result.current.goAfterPause('/menu/harbour-cbd'));
    expect(view.result.current.signedIn).toBe(true);
    act(() => vi.advanceTimersByTime(CUSTOMER_NAVIGATION_DELAY_MS - 1));
    expect(navigate).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/menu/harbour-cbd');
    expect(CUSTOMER_NAVIGATION_DELAY_MS).toBe(2_000);
  });

  it('goes nowhere once the screen has gone (the customer left it during the pause)', () => {
    const navigate = vi.fn();
    const view = renderHook(() => useNavigateAfterSignIn(navigate));
    act(() => view.result.current.goAfterPause('/account'));
    view.unmount();
    act(() => vi.advanceTimersByTime(CUSTOMER_NAVIGATION_DELAY_MS * 2));
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a second success during the pause does not move on twice', () => {
    const navigate = vi.fn();
    const view = renderHook(() => useNavigateAfterSignIn(navigate));
    act(() => view.result.current.goAfterPause('/menu/a'));
    act(() => vi.advanceTimersByTime(1_000));
    act(() => view.result.current.goAfterPause('/menu/a'));
    act(() => vi.advanceTimersByTime(CUSTOMER_NAVIGATION_DELAY_MS * 2));
    expect(navigate).toHaveBeenCalledTimes(1);
  });
});
