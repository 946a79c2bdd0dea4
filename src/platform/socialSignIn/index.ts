/**
 * Apple and Google sign-in for this page (ARCHITECTURE 'src/platform'): the real SDK when the
 * brand has a client id ('live'), else the identity sandbox's popup, as the server says
 * (src/api/identityProviders.ts). Nothing loads until a provider is asked for.
 */
import type { IdentityProviderConfig } from '@/api/identityProviders';
import type { SocialMethod, SocialSignInProvider } from './types';

export type { SocialMethod, SocialSignInProvider, SocialSignInResult } from './types';

export async function socialSignInProvider(
  method: SocialMethod,
  config: IdentityProviderConfig,
): Promise<SocialSignInProvider> {
  if (config.mode === 'sandbox') {
    const { createSandboxSignIn } = await import('./sandbox');
    return createSandboxSignIn(method, {
      clientId: config.client_id,
      authorizeUrl: config.authorize_url,
    });
  }
  if (method === 'apple') {
    const { createAppleSignIn } = await import('./apple');
    return createAppleSignIn({ clientId: config.client_id });
  }
  const { createGoogleSignIn } = await import('./google');
  return createGoogleSignIn({ clientId: config.client_id });
}
