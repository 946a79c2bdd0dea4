/**
 * The identity sandbox as the page sees it (server/sandbox/identity.ts): like the SDKs' popup
 * mode, a window on the provider's origin where the customer signs in, which posts the SDK's
 * answer back to this page (from that origin only) and closes.
 */
import type { SocialMethod, SocialSignInProvider, SocialSignInResult } from './types';

const CLOSED_CHECK_MS = 500;

function randomText(win: Window): string {
  const bytes = new Uint8Array(12);
  win.crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function createSandboxSignIn(
  method: SocialMethod,
  config: { clientId: string; authorizeUrl: string },
  win: Window = window,
): SocialSignInProvider {
  const providerOrigin = new URL(config.authorizeUrl).origin;
  return {
    prepare: async () => ({ ok: true }),
    signIn() {
      const url = new URL(config.authorizeUrl);
      url.search = new URLSearchParams({
        client_id: config.clientId,
        origin: win.location.origin,
        state: randomText(win),
        nonce: randomText(win),
      }).toString();
      const popup = win.open(url.href, `docket-${method}-sign-in`, 'popup,width=480,height=640');
      if (!popup)
        return Promise.resolve({
          ok: false,
          reason: 'unavailable',
          message: 'Allow pop-ups for this site to sign in.',
        });
      return new Promise<SocialSignInResult>((resolve) => {
        const finish = (result: SocialSignInResult) => {
          win.removeEventListener('message', onMessage);
          win.clearInterval(closedCheck);
          resolve(result);
        };
        const onMessage = (event: MessageEvent<unknown>) => {
          if (event.origin !== providerOrigin || event.source !== popup) return;
          const data = event.data as { type?: unknown; provider?: unknown; response?: unknown };
          if (data?.type !== 'docket-sandbox-idp' || data.provider !== method) return;
          const response = data.response as { error?: unknown } | null;
          finish(
            response && typeof response === 'object' && 'error' in response
              ? { ok: false, reason: 'cancelled' }
              : { ok: true, payload: response },
          );
        };
        // The customer may close the window without answering. The window also closes itself
        // right after posting its answer, and that message is a task of its own, which may still
        // be queued when a check finds the window closed: only a second check in a row cancels.
        let closedBefore = false;
        const closedCheck = win.setInterval(() => {
          if (popup.closed && closedBefore) finish({ ok: false, reason: 'cancelled' });
          closedBefore = popup.closed;
        }, CLOSED_CHECK_MS);
        win.addEventListener('message', onMessage);
      });
    },
  };
}
