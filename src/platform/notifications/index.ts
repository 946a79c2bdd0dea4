/**
 * Permission to notify, for this build (ARCHITECTURE 'src/platform'). Registering for push
 * messages comes with the push issue.
 *
 *   const answer = await notifications.request(); // 'granted' | 'denied' | 'default' | null
 */
import { createBrowserNotifications } from './browser';
import type { NotificationPermissionAdapter } from './types';

export type { NotificationPermissionAdapter } from './types';

/** This browser's notification permission. */
export const notifications: NotificationPermissionAdapter = createBrowserNotifications(
  typeof window !== 'undefined' && 'Notification' in window ? window.Notification : undefined,
);
