/**
 * 'Remember me (default on)' (spec 3 §2 Sign-in). A sign-in that is not remembered lasts as long as
 * the browser does: the page marks the browser session with a session cookie (no Expires, so the
 * browser drops it when it closes), and a start without that mark signs such a customer out. A
 * remembered sign-in keeps the 14-day session. The cookie holds no secret; the SID stays in the
 * API worker's IndexedDB.
 */
export const BROWSER_SESSION_COOKIE = 'docket_browser_session';

/** The cookie's Set-Cookie form: this path and site only, gone when the browser closes. */
export const BROWSER_SESSION_COOKIE_VALUE = `${BROWSER_SESSION_COOKIE}=1; Path=/; SameSite=Strict`;

/** Whether document.cookie carries the browser session's mark. */
export function hasBrowserSessionMark(cookies: string): boolean {
  return cookies.split(';').some((pair) => pair.trim().split('=')[0] === BROWSER_SESSION_COOKIE);
}

/**
 * At a start: sign out when a customer is held whose sign-in was not remembered and the browser
 * has been closed since (no mark). `remembered` is null when no sign-in recorded a choice (an older
 * build, or a guest): kept, as before.
 */
export function forgetsSignInAtStart(input: {
  customerId: number;
  remembered: boolean | null;
  browserSessionMarked: boolean;
}): boolean {
  return input.customerId > 0 && input.remembered === false && !input.browserSessionMarked;
}
