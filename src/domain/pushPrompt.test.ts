import { describe, expect, it } from 'vitest';
import {
  hasPushPromptCookie,
  pushOffer,
  pushPromptCookie,
  type PushOffer,
  type PushOfferInput,
} from './pushPrompt';

const base: PushOfferInput = {
  configured: true,
  supported: true,
  installable: false,
  permission: 'default',
  promptedThisSession: false,
};

describe("pushOffer: 'registered once permission is granted; the register prompt shows only once' (spec 1 §4)", () => {
  it.each<[string, Partial<PushOfferInput>, PushOffer]>([
    ['not yet decided, never prompted', {}, 'prompt'],
    ['not yet decided, prompted this session', { promptedThisSession: true }, 'already-prompted'],
    ['granted', { permission: 'granted' }, 'register'],
    [
      'granted, prompted this session',
      { permission: 'granted', promptedThisSession: true },
      'register',
    ],
    ['denied', { permission: 'denied' }, 'blocked'],
    ['the brand has no VAPID key', { configured: false, permission: 'granted' }, 'unavailable'],
    ['no PushManager', { supported: false }, 'unavailable'],
    [
      'no PushManager in a tab that could be installed (Safari)',
      { supported: false, installable: true },
      'install-first',
    ],
    [
      'no PushManager, installable, no Notification API (Safari on iPhone)',
      { supported: false, installable: true, permission: null },
      'install-first',
    ],
    [
      'installable but the brand has no VAPID key',
      { configured: false, supported: false, installable: true },
      'unavailable',
    ],
    ['installable and push here: push it is', { installable: true }, 'prompt'],
    ['no Notification API', { permission: null }, 'unavailable'],
  ])('%s → %s', (_case, input, offer) => {
    expect(pushOffer({ ...base, ...input })).toBe(offer);
  });
});

describe('the prompt cookie lasts the session (20160 minutes)', () => {
  it.each([
    [20160, false, 'docket_pn_prompted=1; Max-Age=1209600; Path=/; SameSite=Lax'],
    [60, true, 'docket_pn_prompted=1; Max-Age=3600; Path=/; SameSite=Lax; Secure'],
  ])('%i minutes, secure %s', (minutes, secure, cookie) => {
    expect(pushPromptCookie(minutes, secure)).toBe(cookie);
  });
  it.each([
    ['docket_pn_prompted=1', true],
    ['a=b; docket_pn_prompted=1; c=d', true],
    ['docket_pn_prompted=0', false],
    ['xdocket_pn_prompted=1', false],
    ['', false],
  ])('%j → %s', (cookies, has) => {
    expect(hasPushPromptCookie(cookies)).toBe(has);
  });
});
