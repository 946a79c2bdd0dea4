import { describe, expect, it } from 'vitest';
import type { AppMode } from '../api/envelope';
import { signInOffers, type SignInOffers } from './deviceSignIn';

describe("signInOffers (a kiosk's sign-in is a device sign-in)", () => {
  it.each<[AppMode, SignInOffers]>([
    ['PERSONAL', { signUp: true, social: true }],
    ['KIOSK', { signUp: false, social: false }],
    ['POS', { signUp: false, social: false }],
  ])('%s → %j', (appMode, offers) => {
    expect(signInOffers(appMode)).toEqual(offers);
  });
});
