/**
 * Push on the page (spec 1 §4 'Push'): asking permission, subscribing the browser with the brand's
 * VAPID key, and handing the subscription to the worker (`registerPush`), which tells the server.
 * Registered once permission is granted; the prompt shows once per session (a cookie lasting the
 * session length). The platform pieces come in as `PushDeps` so tests use the doubles.
 */
import type { Result } from '@/domain/result';
import type { PushDeviceState, PushSubscriptionJson } from '@/api/push';
import {
  hasPushPromptCookie,
  pushOffer,
  pushPromptCookie,
  PUSH_REGISTER_ERROR,
  type PushOffer,
} from '@/domain/pushPrompt';
import type { NotificationPermissionAdapter, PushSubscriber } from '@/platform/notifications';

export type PushDeps = {
  notifications: NotificationPermissionAdapter;
  subscriber: PushSubscriber;
  /** worker.registerPush */
  register(input: {
    subscription: PushSubscriptionJson;
    deviceState: PushDeviceState;
  }): Promise<Result<{ subscribed: boolean }>>;
  /**
   * Without push in this browser, whether the page could be added to the Home Screen, where it
   * would push (Safari on iPhone and iPad pushes only to such an app).
   */
  installable(): boolean;
  /** The brand's VAPID public key; null when the brand does not push. */
  vapidPublicKey: string | null;
  cookies: { read(): string; write(cookie: string): void };
  sessionMinutes: number;
  secure: boolean;
};

export function currentPushOffer(deps: PushDeps): PushOffer {
  return pushOffer({
    configured: deps.vapidPublicKey !== null,
    supported: deps.subscriber.supported(),
    installable: deps.installable(),
    permission: deps.notifications.current(),
    promptedThisSession: hasPushPromptCookie(deps.cookies.read()),
  });
}

/** Remembers, for the session's length, that the prompt was shown. */
export function markPushPrompted(deps: PushDeps): void {
  deps.cookies.write(pushPromptCookie(deps.sessionMinutes, deps.secure));
}

export type TurnOnOutcome =
  /** Subscribed and registered with the server. */
  | { state: 'on' }
  /** The customer said no (now or before): only the device settings can change it. */
  | { state: 'blocked' }
  /** The customer closed the browser's question without answering. */
  | { state: 'undecided' }
  | { state: 'unavailable' }
  /** Push only in the app added to the Home Screen: the customer is told how. */
  | { state: 'install-first' }
  /** '[PN] Error registering' */
  | { state: 'failed'; message: string };

async function subscribeAndRegister(deps: PushDeps): Promise<TurnOnOutcome> {
  if (deps.vapidPublicKey === null) return { state: 'unavailable' };
  const subscription = await deps.subscriber.subscribe(deps.vapidPublicKey);
  if (!subscription) return { state: 'failed', message: PUSH_REGISTER_ERROR };
  const registered = await deps.register({ subscription, deviceState: 'enabled' });
  return registered.ok && registered.data.subscribed
    ? { state: 'on' }
    : { state: 'failed', message: PUSH_REGISTER_ERROR };
}

/** Asks permission when needed, then subscribes and registers (Get Notified, the toggle, the prompt). */
export async function turnOnPush(deps: PushDeps): Promise<TurnOnOutcome> {
  const offer = currentPushOffer(deps);
  if (offer === 'unavailable') return { state: 'unavailable' };
  if (offer === 'install-first') return { state: 'install-first' };
  if (offer === 'blocked') return { state: 'blocked' };
  if (offer !== 'register') {
    const answer = await deps.notifications.request();
    if (answer === 'denied') return { state: 'blocked' };
    if (answer !== 'granted') return { state: answer === null ? 'unavailable' : 'undecided' };
  }
  return subscribeAndRegister(deps);
}

/** Drops the browser's subscription and tells the server (the profile's toggle, off). */
export async function turnOffPush(deps: PushDeps): Promise<Result<{ subscribed: boolean }> | null> {
  const dropped = await deps.subscriber.unsubscribe();
  if (!dropped) return null;
  return deps.register({ subscription: dropped, deviceState: 'disabled' });
}

/**
 * 'registered once permission is granted': on start, when permission is already granted, makes
 * sure the server holds this browser's subscription (a new session, a new sign-in, a subscription
 * the browser renewed). Does nothing otherwise; never asks.
 */
export async function keepPushRegistered(deps: PushDeps): Promise<TurnOnOutcome | null> {
  if (currentPushOffer(deps) !== 'register') return null;
  return subscribeAndRegister(deps);
}
