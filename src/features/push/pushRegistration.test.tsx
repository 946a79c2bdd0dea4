import { describe, expect, it } from 'vitest';
import type { PushDeviceState, PushSubscriptionJson } from '@/api/push';
import { fail, ok, type Result } from '@/domain/result';
import { createFakeNotifications } from '@/platform/notifications/fake';
import { createFakePushSubscriber } from '@/platform/notifications/pushFake';
import {
  currentPushOffer,
  keepPushRegistered,
  markPushPrompted,
  turnOffPush,
  turnOnPush,
  type PushDeps,
} from './pushRegistration';

const SUBSCRIPTION: PushSubscriptionJson = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
  keys: { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) },
};
const KEY = 'K'.repeat(87);

function setup(
  options: {
    permission?: NotificationPermission | null;
    answer?: NotificationPermission;
    subscription?: PushSubscriptionJson | null;
    subscribed?: boolean;
    server?: Result<{ subscribed: boolean }>;
    key?: string | null;
    supported?: boolean;
    installable?: boolean;
  } = {},
) {
  let cookies = '';
  const registered: { subscription: PushSubscriptionJson; deviceState: PushDeviceState }[] = [];
  const notifications = createFakeNotifications(
    options.permission === undefined ? 'default' : options.permission,
    options.answer ?? 'granted',
  );
  const subscriber = createFakePushSubscriber(
    options.subscription === undefined ? SUBSCRIPTION : options.subscription,
    { subscribed: options.subscribed, supported: options.supported },
  );
  const deps: PushDeps = {
    notifications,
    subscriber,
    register: async (input) => {
      registered.push(input);
      return options.server ?? ok({ subscribed: input.deviceState === 'enabled' });
    },
    vapidPublicKey: options.key === undefined ? KEY : options.key,
    cookies: { read: () => cookies, write: (cookie) => (cookies = cookie.split(';')[0] ?? '') },
    installable: () => options.installable ?? false,
    sessionMinutes: 20160,
    secure: false,
  };
  return { deps, notifications, subscriber, registered };
}

describe('turning push on (Get Notified, the toggle, the prompt)', () => {
  it('asks, subscribes with the brand key and registers the subscription', async () => {
    const { deps, notifications, subscriber, registered } = setup();
    expect(await turnOnPush(deps)).toEqual({ state: 'on' });
    expect(notifications.asked).toBe(1);
    expect(subscriber.keys).toEqual([KEY]);
    expect(registered).toEqual([{ subscription: SUBSCRIPTION, deviceState: 'enabled' }]);
  });

  it('does not ask again once granted', async () => {
    const { deps, notifications } = setup({ permission: 'granted' });
    expect(await turnOnPush(deps)).toEqual({ state: 'on' });
    expect(notifications.asked).toBe(0);
  });

  it.each<[string, Parameters<typeof setup>[0], string]>([
    ['the customer says no', { answer: 'denied' }, 'blocked'],
    ['notifications were blocked before', { permission: 'denied' }, 'blocked'],
    ['the question is dismissed', { answer: 'default' }, 'undecided'],
    ['the brand has no VAPID key', { key: null }, 'unavailable'],
    ['the browser cannot notify', { permission: null }, 'unavailable'],
    [
      'push needs the app on the Home Screen (Safari in a tab)',
      { supported: false, installable: true },
      'install-first',
    ],
  ])('registers nothing when %s', async (_case, options, state) => {
    const { deps, registered, subscriber } = setup(options);
    expect((await turnOnPush(deps)).state).toBe(state);
    expect(registered).toEqual([]);
    expect(subscriber.keys).toEqual([]);
  });

  it.each<[string, Parameters<typeof setup>[0]]>([
    ['the browser refuses to subscribe', { subscription: null }],
    ['the server refuses the subscription', { server: fail('server', 'Invalid push data') }],
  ])("says '[PN] Error registering' when %s", async (_case, options) => {
    const { deps } = setup(options);
    expect(await turnOnPush(deps)).toEqual({ state: 'failed', message: '[PN] Error registering' });
  });
});

describe("'registered once permission is granted; the prompt only once' (spec 1 §4)", () => {
  it('registers on start only when permission is granted, without asking', async () => {
    const undecided = setup();
    expect(await keepPushRegistered(undecided.deps)).toBeNull();
    expect(undecided.notifications.asked).toBe(0);
    expect(undecided.registered).toEqual([]);
    const granted = setup({ permission: 'granted' });
    expect(await keepPushRegistered(granted.deps)).toEqual({ state: 'on' });
    expect(granted.registered).toHaveLength(1);
  });

  it('offers the prompt until it has been shown this session', () => {
    const { deps } = setup();
    expect(currentPushOffer(deps)).toBe('prompt');
    markPushPrompted(deps);
    expect(currentPushOffer(deps)).toBe('already-prompted');
  });
});

describe('turning push off', () => {
  it('drops the browser subscription and tells the server', async () => {
    const { deps, registered, subscriber } = setup({ permission: 'granted', subscribed: true });
    expect(await turnOffPush(deps)).toEqual(ok({ subscribed: false }));
    expect(registered).toEqual([{ subscription: SUBSCRIPTION, deviceState: 'disabled' }]);
    expect(await subscriber.current()).toBeNull();
    expect(await turnOffPush(deps)).toBeNull();
  });
});
