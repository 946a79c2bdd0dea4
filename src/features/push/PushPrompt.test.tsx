// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PushDeviceState, PushSubscriptionJson } from '@/api/push';
import { PUSH_NEEDS_INSTALL } from '@/domain/pushPrompt';
import { ok } from '@/domain/result';
import { createFakeNotifications } from '@/platform/notifications/fake';
import { createFakePushSubscriber } from '@/platform/notifications/pushFake';
import { PushPrompt } from './PushPrompt';
import type { PushDeps } from './pushRegistration';

const SUBSCRIPTION: PushSubscriptionJson = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
  keys: { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) },
};

function deps(
  permission: NotificationPermission,
  cookies = { value: '' },
  device: { supported?: boolean; installable?: boolean } = {},
) {
  const registered: PushDeviceState[] = [];
  const value: PushDeps = {
    notifications: createFakeNotifications(permission),
    subscriber: createFakePushSubscriber(SUBSCRIPTION, { supported: device.supported }),
    register: async (input) => {
      registered.push(input.deviceState);
      return ok({ subscribed: true });
    },
    vapidPublicKey: 'K'.repeat(87),
    cookies: {
      read: () => cookies.value,
      write: (cookie) => {
        cookies.value = cookie.split(';')[0] ?? '';
      },
    },
    installable: () => device.installable ?? false,
    sessionMinutes: 20160,
    secure: false,
  };
  return { value, registered, cookies };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("the push prompt: 3 s after an active order's receipt loads, once per session", () => {
  it('shows after 3 s, not before, and turns push on', async () => {
    const { value, registered } = deps('default');
    render(<PushPrompt deps={value} />);
    await act(() => vi.advanceTimersByTimeAsync(2_999));
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByRole('dialog', { name: 'Get notified?' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Turn on notifications' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(registered).toEqual(['enabled']);
  });

  it('shows only once in a session', async () => {
    const cookies = { value: '' };
    const first = deps('default', cookies);
    const { unmount } = render(<PushPrompt deps={first.value} />);
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
    unmount();
    expect(cookies.value).toBe('docket_pn_prompted=1');
    const second = deps('default', cookies);
    render(<PushPrompt deps={second.value} />);
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('only registers, without a prompt, when permission is already granted', async () => {
    const { value, registered } = deps('granted');
    render(<PushPrompt deps={value} />);
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(registered).toEqual(['enabled']);
  });

  it('says how to get push where it needs the app on the Home Screen (Safari in a tab), once', async () => {
    const cookies = { value: '' };
    const safari = { supported: false, installable: true };
    const first = deps('default', cookies, safari);
    const { unmount } = render(<PushPrompt deps={first.value} />);
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    const dialog = screen.getByRole('dialog', { name: 'Get notified?' });
    expect(dialog.textContent).toContain(PUSH_NEEDS_INSTALL);
    expect(screen.queryByRole('button', { name: 'Turn on notifications' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(first.registered).toEqual([]);
    unmount();
    render(<PushPrompt deps={deps('default', cookies, safari).value} />);
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows nothing where push cannot be had at all', async () => {
    render(<PushPrompt deps={deps('default', { value: '' }, { supported: false }).value} />);
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
