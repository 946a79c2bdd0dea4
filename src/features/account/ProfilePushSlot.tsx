/**
 * The profile's 'Push Notifications (app only)' row (spec 3 §2 Profile). "App only" on a PWA means
 * wherever this browser can take Web Push (a service worker, PushManager, a brand VAPID key): there
 * the push part's switch shows (subscribe and register, or unsubscribe; when notifications are
 * blocked it says so); elsewhere the row is absent.
 */
import { PushToggle } from '@/features/push/PushToggle';

export function ProfilePushSlot() {
  return <PushToggle />;
}
