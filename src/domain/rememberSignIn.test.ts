import { describe, expect, it } from 'vitest';
import {
  BROWSER_SESSION_COOKIE_VALUE,
  forgetsSignInAtStart,
  hasBrowserSessionMark,
} from './rememberSignIn';

describe('forgetsSignInAtStart (spec 3 §2 Sign-in: Remember me, default on)', () => {
  it.each([
    ['not remembered, browser closed since: signed out', 7, false, false, true],
    ['not remembered, same browser session (a reload): kept', 7, false, true, false],
    ['remembered, browser closed since: kept (14-day session)', 7, true, false, false],
    ['no choice recorded (older build): kept', 7, null, false, false],
    ['a guest: nothing to forget', 0, false, false, false],
  ] as const)('%s', (_case, customerId, remembered, browserSessionMarked, expected) => {
    expect(forgetsSignInAtStart({ customerId, remembered, browserSessionMarked })).toBe(expected);
  });
});

describe('hasBrowserSessionMark', () => {
  it.each([
    ['', false],
    ['docket_browser_session=1', true],
    ['a=b; docket_browser_session=1', true],
    ['docket_browser_session_old=1; x=docket_browser_session', false],
  ])('%j → %s', (cookies, expected) => {
    expect(hasBrowserSessionMark(cookies)).toBe(expected);
  });

  it('the cookie it sets is a session cookie for this path and site', () => {
    expect(BROWSER_SESSION_COOKIE_VALUE).not.toMatch(/expires|max-age/i);
    expect(hasBrowserSessionMark(BROWSER_SESSION_COOKIE_VALUE)).toBe(true);
  });
});
