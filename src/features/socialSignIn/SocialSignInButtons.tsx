/**
 * 'Sign in with Apple' and 'Sign in with Google' (spec 3 §1 'Sign-in', spec 2 'Proceed popup'):
 * shown for the brand's enabled providers, each running the provider's real JS SDK or the identity
 * sandbox, as the server says (src/api/identityProviders.ts). The SDKs load only once the buttons
 * show. The SDK's answer goes to `onPayload`, where the sign-in screen and the cart's proceed popup
 * send Login with method apple or google and that payload.
 */
import { useEffect, useMemo, useState } from 'react';
import type { IdentityProvidersConfig } from '@/api/identityProviders';
import { worker } from '@/app/workerClient';
import type { Result } from '@/domain/result';
import {
  socialSignInProvider,
  type SocialMethod,
  type SocialSignInProvider,
} from '@/platform/socialSignIn';
import { GOOGLE_UNAVAILABLE } from '@/platform/socialSignIn/messages';
import { showToast } from '@/ui/notify';
import './socialSignIn.css';

export type SocialSignInDeps = {
  loadConfig(): Promise<Result<IdentityProvidersConfig>>;
  provider(
    method: SocialMethod,
    config: NonNullable<IdentityProvidersConfig[SocialMethod]>,
  ): Promise<SocialSignInProvider>;
  /** brand.signIn */
  enabled: { apple: boolean; google: boolean };
};

const browserDeps = (): SocialSignInDeps => ({
  loadConfig: () => worker.identityProviders(),
  provider: socialSignInProvider,
  enabled: { apple: __BRAND__.signIn.apple, google: __BRAND__.signIn.google },
});

const LABELS: Record<SocialMethod, string> = {
  apple: 'Sign in with Apple',
  google: 'Sign in with Google',
};

const ERROR_TOAST_MS = 4_000;

function AppleLogo() {
  return (
    <svg className="social-sign-in__logo" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M16.365 1.43c0 1.14-.493 2.27-1.177 3.08-.744.9-1.99 1.57-2.987 1.57-.12 0-.23-.02-.3-.03-.01-.06-.04-.22-.04-.39 0-1.15.572-2.27 1.206-2.98.804-.94 2.142-1.64 3.248-1.68.03.13.05.28.05.43zm4.565 15.71c-.03.07-.463 1.58-1.518 3.12-.945 1.34-1.94 2.71-3.43 2.71-1.517 0-1.9-.88-3.63-.88-1.698 0-2.302.91-3.67.91-1.377 0-2.332-1.26-3.428-2.8-1.287-1.82-2.323-4.63-2.323-7.28 0-4.28 2.797-6.55 5.552-6.55 1.448 0 2.675.95 3.6.95.865 0 2.222-1.01 3.902-1.01.613 0 2.886.06 4.374 2.19-.13.09-2.383 1.37-2.383 4.19 0 3.26 2.854 4.42 2.955 4.45z"
      />
    </svg>
  );
}

function GoogleLogo() {
  return (
    <svg className="social-sign-in__logo" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <path
        fill="#EA4335"
        d="M24 9.5c3.54 0 6.71 1.22 9.21 3.6l6.85-6.85C35.9 2.38 30.47 0 24 0 14.62 0 6.51 5.38 2.56 13.22l7.98 6.19C12.43 13.72 17.74 9.5 24 9.5z"
      />
      <path
        fill="#4285F4"
        d="M46.98 24.55c0-1.57-.15-3.09-.38-4.55H24v9.02h12.94c-.58 2.96-2.26 5.48-4.78 7.18l7.73 6c4.51-4.18 7.09-10.36 7.09-17.65z"
      />
      <path
        fill="#FBBC05"
        d="M10.53 28.59c-.48-1.45-.76-2.99-.76-4.59s.27-3.14.76-4.59l-7.98-6.19C.92 16.46 0 20.12 0 24c0 3.88.92 7.54 2.56 10.78l7.97-6.19z"
      />
      <path
        fill="#34A853"
        d="M24 48c6.48 0 11.93-2.13 15.89-5.81l-7.73-6c-2.15 1.45-4.92 2.3-8.16 2.3-6.26 0-11.57-4.22-13.47-9.91l-7.98 6.19C6.51 42.62 14.62 48 24 48z"
      />
    </svg>
  );
}

type ProviderState =
  | { state: 'loading' }
  | { state: 'ready'; provider: SocialSignInProvider }
  | { state: 'unavailable'; message: string };

export function SocialSignInButtons({
  onPayload,
  disabled = false,
  deps,
}: {
  onPayload: (method: SocialMethod, payload: unknown) => Promise<void> | void;
  disabled?: boolean;
  deps?: SocialSignInDeps;
}) {
  const resolved = useMemo(() => deps ?? browserDeps(), [deps]);
  const methods = (['apple', 'google'] as const).filter((method) => resolved.enabled[method]);
  const [providers, setProviders] = useState<Partial<Record<SocialMethod, ProviderState>>>(() =>
    Object.fromEntries(methods.map((method) => [method, { state: 'loading' }])),
  );
  const [busy, setBusy] = useState<SocialMethod | null>(null);

  useEffect(() => {
    let live = true;
    const set = (method: SocialMethod, state: ProviderState | null) => {
      if (!live) return;
      setProviders((current) => {
        const next = { ...current };
        if (state === null) delete next[method];
        else next[method] = state;
        return next;
      });
    };
    void (async () => {
      const config = await resolved.loadConfig();
      for (const method of ['apple', 'google'] as const) {
        if (!resolved.enabled[method]) continue;
        if (!config.ok) {
          set(method, {
            state: 'unavailable',
            message: method === 'google' ? GOOGLE_UNAVAILABLE : 'Sign in with Apple unavailable',
          });
          continue;
        }
        const providerConfig = config.data[method];
        if (providerConfig === null) {
          set(method, null);
          continue;
        }
        const provider = await resolved.provider(method, providerConfig);
        const prepared = await provider.prepare();
        set(
          method,
          prepared.ok
            ? { state: 'ready', provider }
            : { state: 'unavailable', message: prepared.message },
        );
      }
    })();
    return () => {
      live = false;
    };
  }, [resolved]);

  const signIn = async (method: SocialMethod) => {
    const entry = providers[method];
    if (entry?.state !== 'ready') return;
    setBusy(method);
    try {
      const result = await entry.provider.signIn();
      if (result.ok) await onPayload(method, result.payload);
      else if (result.reason !== 'cancelled')
        showToast({ message: result.message, tone: 'error', durationMs: ERROR_TOAST_MS });
    } finally {
      setBusy(null);
    }
  };

  const shown = (Object.keys(providers) as SocialMethod[]).sort();
  if (shown.length === 0) return null;
  return (
    <div className="social-sign-in">
      {shown.map((method) => {
        const entry = providers[method];
        return (
          <div key={method} className="social-sign-in__provider">
            <button
              type="button"
              className={`social-sign-in__button social-sign-in__button--${method}`}
              disabled={disabled || busy !== null || entry?.state !== 'ready'}
              aria-busy={busy === method}
              onClick={() => void signIn(method)}
            >
              {method === 'apple' ? <AppleLogo /> : <GoogleLogo />}
              {LABELS[method]}
            </button>
            {entry?.state === 'unavailable' ? (
              <p className="social-sign-in__note" role="status">
                {entry.message}
              </p>
            ) : null}
          </div>
        );
      })}
    </div>
  );
}
