/**
 * Google Identity Services (https://developers.google.com/identity/gsi/web): `initialize` with the
 * brand's client id and a callback receiving `{credential, select_by}` (an ID token), which goes
 * to Login as the payload; `prompt()` shows Google's account chooser (FedCM where the browser has
 * it). The server verifies the credential against Google's keys.
 */
import { loadScript } from './loadScript';
import { GOOGLE_INIT_FAILED, googleLoginError } from './messages';
import type { SocialSignInProvider, SocialSignInResult } from './types';

export const GOOGLE_SDK_URL = 'https://accounts.google.com/gsi/client';

type PromptMoment = {
  isNotDisplayed(): boolean;
  getNotDisplayedReason(): string;
  isSkippedMoment(): boolean;
  getSkippedReason(): string;
};

type GisId = {
  initialize(config: {
    client_id: string;
    callback: (response: { credential?: string; select_by?: string }) => void;
    use_fedcm_for_prompt?: boolean;
    cancel_on_tap_outside?: boolean;
  }): void;
  prompt(listener?: (moment: PromptMoment) => void): void;
};

/** window.google.accounts.id (the maps SDK's types also claim window.google, hence the cast). */
const gisOf = (win: Window): GisId | undefined =>
  (win as unknown as { google?: { accounts?: { id?: GisId } } }).google?.accounts?.id;

export function createGoogleSignIn(
  config: { clientId: string },
  win: Window = window,
): SocialSignInProvider {
  let ready: Promise<boolean> | null = null;
  let answer: ((result: SocialSignInResult) => void) | null = null;
  const settle = (result: SocialSignInResult) => {
    const pending = answer;
    answer = null;
    pending?.(result);
  };
  const prepare = async () => {
    ready ??= loadScript(win, GOOGLE_SDK_URL).then(
      () => {
        const gis = gisOf(win);
        if (!gis) return false;
        gis.initialize({
          client_id: config.clientId,
          callback: (response) => settle({ ok: true, payload: response }),
          use_fedcm_for_prompt: true,
          cancel_on_tap_outside: true,
        });
        return true;
      },
      () => false,
    );
    if (await ready) return { ok: true as const };
    ready = null;
    return { ok: false as const, message: GOOGLE_INIT_FAILED };
  };
  return {
    prepare,
    async signIn() {
      const prepared = await prepare();
      if (!prepared.ok) return { ok: false, reason: 'unavailable', message: prepared.message };
      settle({ ok: false, reason: 'cancelled' });
      return new Promise<SocialSignInResult>((resolve) => {
        answer = resolve;
        gisOf(win)?.prompt((moment) => {
          if (moment.isNotDisplayed())
            settle({
              ok: false,
              reason: 'failed',
              message: googleLoginError(moment.getNotDisplayedReason()),
            });
          else if (moment.isSkippedMoment()) settle({ ok: false, reason: 'cancelled' });
        });
      });
    },
  };
}
