import type { PushSubscriptionJson } from '@/api/push';
import type { PushSubscriber } from './pushTypes';

type Container = Pick<ServiceWorkerContainer, 'ready'>;

/**
 * The subscription's JSON when it has the parts a push needs. Only its shape is read here: the API
 * worker checks it against pushSubscriptionSchema (worker/push/pushApi.ts), so zod stays out of
 * the page's bundle.
 */
function toJson(subscription: PushSubscription | null): PushSubscriptionJson | null {
  if (!subscription) return null;
  const { endpoint, expirationTime, keys } = subscription.toJSON();
  if (typeof endpoint !== 'string' || typeof keys?.p256dh !== 'string') return null;
  if (typeof keys.auth !== 'string') return null;
  return { endpoint, expirationTime, keys: { p256dh: keys.p256dh, auth: keys.auth } };
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
