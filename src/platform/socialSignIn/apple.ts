/**
 * Sign in with Apple JS (https://developer.apple.com/documentation/signinwithapplejs), popup mode:
 * `AppleID.auth.signIn()` resolves with `{authorization: {id_token, code, state}, user?}`, which
 * goes to Login as the payload; the server verifies id_token against Apple's keys.
 */
import { loadScript } from './loadScript';
import { APPLE_SDK_FAILED } from './messages';
import type { SocialSignInProvider } from './types';

export const APPLE_SDK_URL =
  'https://appleid.cdn-apple.com/appleauth/static/jsapi/appleid/1/en_US/appleid.auth.js';

type AppleIdWindow = Window & {
  AppleID?: {
    auth: {
      init(config: {
        clientId: string;
        scope: string;
        redirectURI: string;
        state?: string;
        nonce?: string;
        usePopup: boolean;
      }): void;
      signIn(): Promise<unknown>;
    };
  };
};

export function createAppleSignIn(
  config: { clientId: string },
  win: AppleIdWindow = window,
): SocialSignInProvider {
  let ready: Promise<boolean> | null = null;
  const prepare = async () => {
    ready ??= loadScript(win, APPLE_SDK_URL).then(
      () => {
        if (!win.AppleID) return false;
        win.AppleID.auth.init({
          clientId: config.clientId,
          scope: 'name email',
          redirectURI: `${win.location.origin}/login`,
          usePopup: true,
        });
        return true;
      },
      () => false,
    );
    if (await ready) return { ok: true as const };
    ready = null;
    return { ok: false as const, message: APPLE_SDK_FAILED };
  };
  return {
    prepare,
    async signIn() {
      const prepared = await prepare();
      if (!prepared.ok) return { ok: false, reason: 'unavailable', message: prepared.message };
      try {
        const auth = win.AppleID?.auth;
        if (!auth) return { ok: false, reason: 'unavailable', message: APPLE_SDK_FAILED };
        return { ok: true, payload: await auth.signIn() };
      } catch (error) {
        // Apple rejects with {error: 'popup_closed_by_user'} (or 'user_cancelled_authorize').
        const code =
          typeof error === 'object' && error !== null && 'error' in error
            ? String(error.error)
            : '';
        return code === 'popup_closed_by_user' || code === 'user_cancelled_authorize'
          ? { ok: false, reason: 'cancelled' }
          : { ok: false, reason: 'failed', message: APPLE_SDK_FAILED };
      }
    },
  };
}
