import type { NotificationPermissionAdapter } from './types';

type NotificationApi = Pick<typeof Notification, 'permission' | 'requestPermission'>;

/** window.Notification, where the browser has it. */
export function createBrowserNotifications(
  api: NotificationApi | undefined,
): NotificationPermissionAdapter {
  return {
    current: () => api?.permission ?? null,
    async request() {
      if (!api) return null;
      try {
        return await api.requestPermission();
      } catch {
        return api.permission;
      }
    },
  };
}
