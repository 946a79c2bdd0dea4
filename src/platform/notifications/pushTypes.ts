/** The browser's Web Push subscription (PushManager), behind a small interface with a double. */
import type { PushSubscriptionJson } from '@/api/push';

export type PushSubscriber = {
  /** Whether this browser can take push messages at all (service worker and PushManager). */
  supported(): boolean;
  /** The browser's subscription for this app, or null. */
  current(): Promise<PushSubscriptionJson | null>;
  /**
   * Subscribes (or returns the existing subscription) with the brand's VAPID public key.
   * Notification permission must already be granted. null when the browser refuses.
   */
  subscribe(vapidPublicKey: string): Promise<PushSubscriptionJson | null>;
  /** Drops the browser's subscription; returns the one dropped, or null when there was none. */
  unsubscribe(): Promise<PushSubscriptionJson | null>;
};
