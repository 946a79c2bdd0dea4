/**
 * Permission to notify, and the browser's Web Push subscription, for this build (ARCHITECTURE
 * 'src/platform'). src/features/push/ registers the subscription with the server.
 *
 *   const answer = await notifications.request(); // 'granted' | 'denied' | 'default' | null
 *   const subscription = await pushSubscriber.subscribe(vapidPublicKey); // JSON or null
 */
import { createBrowserNotifications } from './browser';
import { createBrowserPushSubscriber } from './pushBrowser';
import type { PushSubscriber } from './pushTypes';
import type { NotificationPermissionAdapter } from './types';

export type { NotificationPermissionAdapter } from './types';
export type { PushSubscriber } from './pushTypes';

/** This browser's notification permission. */
export const notifications: NotificationPermissionAdapter = createBrowserNotifications(
  typeof window !== 'undefined' && 'Notification' in window ? window.Notification : undefined,
);

/** This browser's push subscription, through the service worker's PushManager. */
export const pushSubscriber: PushSubscriber = createBrowserPushSubscriber(
  typeof navigator !== 'undefined' && 'serviceWorker' in navigator
    ? navigator.serviceWorker
    : undefined,
  typeof window !== 'undefined' && 'PushManager' in window,
);
