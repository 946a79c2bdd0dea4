/**
 * Push rules (spec 1 §4 'Push', §8): what the app may do about push on this device, the
 * once-per-session prompt cookie, and the push-open marker a notification's link carries.
 */

/** Spec 1 §8 'Push disabled'. */
export const PUSH_DISABLED_ALERT =
  'Push notifications ARE NOT enabled. To enable them you will need to do so via your device settings...';
/**
 * Our words, for a browser that pushes only to a web app added to the Home Screen (Safari on
 * iPhone and iPad: in a tab there is no PushManager). The spec has none.
 */
export const PUSH_NEEDS_INSTALL =
  'To get notifications, add this app to your Home Screen (Share, then Add to Home Screen) and open it from there.';

/** Spec 1 §8 'Push registration failure'. */
export const PUSH_REGISTER_ERROR = '[PN] Error registering';

export type PushOfferInput = {
  /** The brand has a VAPID key (brand.json push). */
  configured: boolean;
  /** The browser has a service worker and PushManager. */
  supported: boolean;
  /**
   * Without push here, the page could still be added to the Home Screen, where it would have it
   * (a browser tab with a service worker, not already running as an installed app).
   */
  installable: boolean;
  /** Notification permission; null where the browser cannot notify. */
  permission: 'granted' | 'denied' | 'default' | null;
  /** The prompt was shown in this session (the cookie). */
  promptedThisSession: boolean;
};

export type PushOffer =
  /** No push here: nothing to show. */
  | 'unavailable'
  /** No push in this tab, but there would be in the app added to the Home Screen: say so. */
  | 'install-first'
  /** Permission is granted: register the subscription, no prompt. */
  | 'register'
  /** The customer blocked notifications: only the device settings can undo it. */
  | 'blocked'
  /** Not decided, and already prompted this session: do not prompt again. */
  | 'already-prompted'
  /** Not decided: the prompt may show. */
  | 'prompt';

export function pushOffer(input: PushOfferInput): PushOffer {
  if (!input.configured) return 'unavailable';
  if (!input.supported) return input.installable ? 'install-first' : 'unavailable';
  if (input.permission === null) return 'unavailable';
  if (input.permission === 'granted') return 'register';
  if (input.permission === 'denied') return 'blocked';
  return input.promptedThisSession ? 'already-prompted' : 'prompt';
}

/** 'tracked by a cookie set for the session length' (spec 1 §4). */
export const PUSH_PROMPT_COOKIE = 'docket_pn_prompted';

export function pushPromptCookie(sessionMinutes: number, secure: boolean): string {
  return `${PUSH_PROMPT_COOKIE}=1; Max-Age=${sessionMinutes * 60}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export function hasPushPromptCookie(cookies: string): boolean {
  return cookies.split(';').some((cookie) => cookie.trim() === `${PUSH_PROMPT_COOKIE}=1`);
}
