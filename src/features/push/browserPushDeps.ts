/** PushDeps for this page: the browser's notifications and PushManager, and the API worker. */
import { worker } from '@/app/workerClient';
import { notifications, pushSubscriber } from '@/platform/notifications';
import type { PushDeps } from './pushRegistration';

export function browserPushDeps(): PushDeps {
  return {
    notifications,
    subscriber: pushSubscriber,
    installable: () =>
      'serviceWorker' in navigator &&
      !window.matchMedia('(display-mode: standalone), (display-mode: fullscreen)').matches,
    register: (input) => worker.registerPush(input),
    vapidPublicKey: __BRAND__.push?.vapidPublicKey ?? null,
    cookies: {
      read: () => document.cookie,
      write: (cookie) => {
        document.cookie = cookie;
      },
    },
    sessionMinutes: __BRAND__.sessionMinutes,
    secure: window.location.protocol === 'https:',
  };
}
