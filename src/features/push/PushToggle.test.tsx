// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PushDeviceState, PushSubscriptionJson } from '@/api/push';
import { ok } from '@/domain/result';
import { createFakeNotifications } from '@/platform/notifications/fake';
import { createFakePushSubscriber } from '@/platform/notifications/pushFake';
import { PushToggle } from './PushToggle';
import type { PushDeps } from './pushRegistration';

const SUBSCRIPTION: PushSubscriptionJson = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
  keys: { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) },
};

function deps(
  permission: NotificationPermission | null,
  answer: NotificationPermission = 'granted',
) {
  const registered: PushDeviceState[] = [];
  const value: PushDeps = {
    notifications: createFakeNotifications(permission, answer),
    subscriber: createFakePushSubscriber(SUBSCRIPTION),
    register: async (input) => {
      registered.push(input.deviceState);
      return ok({ subscribed: input.deviceState === 'enabled' });
    },
    vapidPublicKey: 'K'.repeat(87),
    cookies: { read: () => '', write: () => {} },
    installable: () => false,
    sessionMinutes: 20160,
    secure: false,
  };
  return { value, registered };
}

afterEach(cleanup);

describe("the profile's Push Notifications switch", () => {
  it('turns push on and off, telling the server each time', async () => {
    const { value, registered } = deps('default');
    render(<PushToggle deps={value} />);
    const toggle = screen.getByRole('switch', { name: 'Push Notifications' });
    await waitFor(() => expect((toggle as HTMLButtonElement).disabled).toBe(false));
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'));
    expect(registered).toEqual(['enabled']);
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('false'));
    expect(registered).toEqual(['enabled', 'disabled']);
  });

  it("says the spec's words when notifications are blocked", async () => {
    const { value, registered } = deps('default', 'denied');
    render(<PushToggle deps={value} />);
    const toggle = screen.getByRole('switch', { name: 'Push Notifications' });
    await waitFor(() => expect((toggle as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(toggle);
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'Push notifications ARE NOT enabled. To enable them you will need to do so via your device settings...',
      ),
    );
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(registered).toEqual([]);
  });

  it('is not shown where the browser cannot notify', () => {
    const { value } = deps(null);
    render(<PushToggle deps={value} />);
    expect(screen.queryByRole('switch')).toBeNull();
  });
});
