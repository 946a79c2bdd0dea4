/** The notification permission adapter (the home's push_notifs block). */

export type NotificationPermissionAdapter = {
  /** The current answer; null where the browser cannot notify. */
  current(): NotificationPermission | null;
  /** Asks the customer; the answer, or null where the browser cannot notify. */
  request(): Promise<NotificationPermission | null>;
};
