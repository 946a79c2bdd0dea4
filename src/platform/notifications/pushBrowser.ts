import { pushSubscriptionSchema, type PushSubscriptionJson } from '@/api/push';
import type { PushSubscriber } from './pushTypes';

type Container = Pick<ServiceWorkerContainer, 'ready'>;

function toJson(subscription: PushSubscription | null): PushSubscriptionJson | null {
  if (!subscription) return null;
  const parsed = pushSubscriptionSchema.safeParse(subscription.toJSON());
  return parsed.success ? parsed.data : null;
}

/** The applicationServerKey PushManager wants: the key's raw bytes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replaceAll('-', '+').replaceAll('_', '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/** PushManager on the service worker's registration, where the browser has both. */
export function createBrowserPushSubscriber(
  container: Container | undefined,
  hasPushManager: boolean,
): PushSubscriber {
  const manager = async () => (container ? (await container.ready).pushManager : null);
  return {
    supported: () => container !== undefined && hasPushManager,
    async current() {
      try {
        return toJson((await (await manager())?.getSubscription()) ?? null);
      } catch {
        return null;
      }
    },
    async subscribe(vapidPublicKey) {
      const pushManager = await manager();
      if (!pushManager) return null;
      try {
        const subscription =
          (await pushManager.getSubscription()) ??
          (await pushManager.subscribe({
            userVisibleOnly: true,
            applicationServerKey: keyBytes(vapidPublicKey),
          }));
        return toJson(subscription);
      } catch {
        return null;
      }
    },
    async unsubscribe() {
      try {
        const subscription = (await (await manager())?.getSubscription()) ?? null;
        if (!subscription) return null;
        const json = toJson(subscription);
        await subscription.unsubscribe();
        return json;
      } catch {
        return null;
      }
    },
  };
}
