// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { createFakeGeolocation } from '@/platform/geolocation/fake';
import { useGeolocation } from './useGeolocation';

const device = vi.hoisted(() => ({
  fake: null as ReturnType<typeof createFakeGeolocation> | null,
}));
vi.mock('@/platform/geolocation', async () => {
  const { createFakeGeolocation: create } = await import('@/platform/geolocation/fake');
  device.fake = create();
  return { geolocation: device.fake };
});

function fake() {
  if (!device.fake) throw new Error('the double was not installed');
  return device.fake;
}

describe('useGeolocation over the platform double', () => {
  it('asks once per attempt, drops an earlier attempt’s answer, reports a refusal once', async () => {
    const onFailed = vi.fn();
    const { result, rerender } = renderHook(
      ({ attempt }: { attempt: number | null }) => useGeolocation(attempt, onFailed),
      { initialProps: { attempt: null as number | null } },
    );
    expect(result.current).toEqual({ status: 'idle' });
    expect(fake().asked).toBe(0);

    rerender({ attempt: 1 });
    expect(result.current).toEqual({ status: 'pending' });
    rerender({ attempt: 2 });
    expect(fake().asked).toBe(2);

    await act(async () => fake().answer({ lat: 1, long: 2 })); // attempt 1's, too late
    expect(result.current).toEqual({ status: 'pending' });
    await act(async () => fake().answer(null)); // attempt 2 refused
    expect(result.current).toEqual({ status: 'failed' });
    expect(onFailed).toHaveBeenCalledTimes(1);

    rerender({ attempt: 3 });
    await act(async () => fake().answer({ lat: -32.05, long: 115.74 }));
    expect(result.current).toEqual({ status: 'granted', position: { lat: -32.05, long: 115.74 } });
  });
});
