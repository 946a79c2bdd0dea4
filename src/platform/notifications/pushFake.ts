import type { PushSubscriptionJson } from '@/api/push';
import type { PushSubscriber } from './pushTypes';

/**
 * The push subscriber double: subscribing hands out `subscription` (null: the browser refuses),
 * and records the VAPID key it was asked to use.
 */
export function createFakePushSubscriber(
  subscription: PushSubscriptionJson | null,
  options: { supported?: boolean; subscribed?: boolean } = {},
): PushSubscriber & { keys: string[] } {
  let held = options.subscribed ? subscription : null;
  const fake = {
    keys: [] as string[],
    supported: () => options.supported ?? true,
    current: async () => held,
    async subscribe(vapidPublicKey: string) {
      fake.keys.push(vapidPublicKey);
      held = subscription;
      return held;
    },
    async unsubscribe() {
      const dropped = held;
      held = null;
      return dropped;
    },
  };
  return fake;
}
