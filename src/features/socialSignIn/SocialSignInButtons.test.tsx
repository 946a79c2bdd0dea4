// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { IdentityProvidersConfig } from '@/api/identityProviders';
import { fail, ok } from '@/domain/result';
import type { SocialSignInProvider, SocialSignInResult } from '@/platform/socialSignIn';
import { onToast, type PageToast } from '@/ui/notify';
import { SocialSignInButtons, type SocialSignInDeps } from './SocialSignInButtons';

const SANDBOX: IdentityProvidersConfig = {
  apple: {
    mode: 'sandbox',
    client_id: 'docket-sandbox-demo',
    authorize_url: 'http://idp.test/idp/apple/authorize',
  },
  google: {
    mode: 'sandbox',
    client_id: 'docket-sandbox-demo',
    authorize_url: 'http://idp.test/idp/google/authorize',
  },
};

function fakeProvider(
  result: SocialSignInResult,
  prepared: { ok: true } | { ok: false; message: string } = { ok: true },
): SocialSignInProvider & { calls: number } {
  const provider = {
    calls: 0,
    prepare: async () => prepared,
    signIn: async () => {
      provider.calls += 1;
      return result;
    },
  };
  return provider;
}

function deps(
  providers: Record<'apple' | 'google', SocialSignInProvider>,
  config: IdentityProvidersConfig | null = SANDBOX,
  enabled = { apple: true, google: true },
): SocialSignInDeps {
  return {
    loadConfig: async () => (config ? ok(config) : fail('network', 'offline')),
    provider: async (method) => providers[method],
    enabled,
  };
}

afterEach(cleanup);

describe('Sign in with Apple / Sign in with Google', () => {
  it("hands the provider's answer to the sign-in", async () => {
    const apple = fakeProvider({ ok: true, payload: { authorization: { id_token: 'a.b.c' } } });
    const google = fakeProvider({ ok: true, payload: { credential: 'x.y.z' } });
    const signedIn: [string, unknown][] = [];
    render(
      <SocialSignInButtons
        deps={deps({ apple, google })}
        onPayload={(method, payload) => {
          signedIn.push([method, payload]);
        }}
      />,
    );
    const appleButton = screen.getByRole('button', { name: 'Sign in with Apple' });
    const googleButton = screen.getByRole('button', { name: 'Sign in with Google' });
    await waitFor(() => expect((appleButton as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(appleButton);
    await waitFor(() => expect(signedIn).toHaveLength(1));
    await waitFor(() => expect((googleButton as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(googleButton);
    await waitFor(() => expect(signedIn).toHaveLength(2));
    expect(signedIn).toEqual([
      ['apple', { authorization: { id_token: 'a.b.c' } }],
      ['google', { credential: 'x.y.z' }],
    ]);
  });

  it("shows the spec's messages, and nothing for a cancel", async () => {
    const toasts: PageToast[] = [];
    const stop = onToast((toast) => toasts.push(toast));
    const apple = fakeProvider({ ok: false, reason: 'cancelled' });
    const google = fakeProvider(
      { ok: true, payload: {} },
      { ok: false, message: 'Google Login unavailable (initialisation failed).' },
    );
    const signedIn: unknown[] = [];
    render(
      <SocialSignInButtons
        deps={deps({ apple, google })}
        onPayload={(m) => void signedIn.push(m)}
      />,
    );
    const appleButton = screen.getByRole('button', { name: 'Sign in with Apple' });
    await waitFor(() => expect((appleButton as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(appleButton);
    await waitFor(() => expect(apple.calls).toBe(1));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'Google Login unavailable (initialisation failed).',
      ),
    );
    const googleButton = screen.getByRole('button', { name: 'Sign in with Google' });
    expect((googleButton as HTMLButtonElement).disabled).toBe(true);
    expect(signedIn).toEqual([]);
    expect(toasts).toEqual([]);

    cleanup();
    const failing = fakeProvider({
      ok: false,
      reason: 'failed',
      message:
        'Sign in with Apple dependencies failed to load, please restart the app to try again.',
    });
    render(<SocialSignInButtons deps={deps({ apple: failing, google })} onPayload={() => {}} />);
    const again = screen.getByRole('button', { name: 'Sign in with Apple' });
    await waitFor(() => expect((again as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(again);
    await waitFor(() =>
      expect(toasts.map((toast) => toast.message)).toEqual([
        'Sign in with Apple dependencies failed to load, please restart the app to try again.',
      ]),
    );
    stop();
  });

  it("says 'Sign in with Google unavailable' when the providers cannot be asked", async () => {
    const provider = fakeProvider({ ok: true, payload: {} });
    render(
      <SocialSignInButtons
        deps={deps({ apple: provider, google: provider }, null, { apple: false, google: true })}
        onPayload={() => {}}
      />,
    );
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Sign in with Google unavailable'),
    );
    expect(screen.queryByRole('button', { name: 'Sign in with Apple' })).toBeNull();
  });

  it('shows nothing for a provider the brand turned off', async () => {
    const provider = fakeProvider({ ok: true, payload: {} });
    render(
      <SocialSignInButtons
        deps={deps({ apple: provider, google: provider }, { ...SANDBOX, apple: null })}
        onPayload={() => {}}
      />,
    );
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Sign in with Apple' })).toBeNull(),
    );
    expect(screen.getByRole('button', { name: 'Sign in with Google' })).toBeTruthy();
  });
});
