/**
 * The profile's 'Push Notifications (app only)' row (spec 3 §2 Profile). Issue 15 part 4 (push)
 * renders its toggle here; until then the row is absent.
 */
export function ProfilePushSlot() {
  return null;
}
