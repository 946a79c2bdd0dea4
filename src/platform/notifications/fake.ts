import type { NotificationPermissionAdapter } from './types';

/** The notification permission double for tests: asking answers `answer`. */
export function createFakeNotifications(
  initial: NotificationPermission | null,
  answer: NotificationPermission = 'granted',
): NotificationPermissionAdapter & { asked: number } {
  let permission = initial;
  const fake = {
    asked: 0,
    current: () => permission,
    async request() {
      fake.asked += 1;
      if (permission === null) return null;
      permission = answer;
      return permission;
    },
  };
  return fake;
}
