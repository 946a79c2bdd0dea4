/**
 * Where Apple and Google sign-in tokens come from and which keys sign them. A brand with a client
 * id in brand.json (`socialSignIn.appleClientId` / `googleClientId`) uses the real provider: its
 * issuer and its published keys (Apple https://appleid.apple.com/auth/keys, Google
 * https://www.googleapis.com/oauth2/v3/certs), the client id as the audience. A brand without one
 * uses the identity sandbox (server/sandbox/identity.ts) only when its brand.json sets
 * `socialSignIn.identitySandbox` (it signs in as any email), verified exactly the
 * same way against the sandbox's own key set, with the audience `docket-sandbox-<brand>`;
 * otherwise that sign-in is off.
 *
 * Key sets are fetched, kept for an hour, and fetched again early when a token names a key the
 * set does not hold (providers rotate keys), at most once a minute per set.
 */
import type { Brand } from '@brand/schema';
import { loadBrands, REPO_ROOT } from '../db/seed/index';
import { tokenKeyId, type Jwk } from './jwt';

export type ThirdPartyMethod = 'apple' | 'google';

export type ProviderEndpoints = {
  mode: 'live' | 'sandbox';
  issuers: readonly string[];
  jwksUrl: string;
  /** Our client id: the tokens' audience. */
  audience: string;
  /** Sandbox only: the page that signs the customer in (the SDK's popup). */
  authorizeUrl: string;
};

export const APPLE_LIVE = {
  issuers: ['https://appleid.apple.com'],
  jwksUrl: 'https://appleid.apple.com/auth/keys',
} as const;
export const GOOGLE_LIVE = {
  issuers: ['https://accounts.google.com', 'accounts.google.com'],
  jwksUrl: 'https://www.googleapis.com/oauth2/v3/certs',
} as const;

export const sandboxClientId = (brandId: string) => `docket-sandbox-${brandId}`;

export type FetchJson = (url: string) => Promise<unknown>;

export type IdentityProviders = {
  /** The provider's endpoints for a brand; null when the brand has that sign-in turned off. */
  endpoints(brandCode: string, method: ThirdPartyMethod): ProviderEndpoints | null;
  /** The key set that should hold `token`'s key. */
  keysFor(endpoints: ProviderEndpoints, token: string): Promise<readonly Jwk[]>;
};

export type IdentitySettings = {
  /** The identity sandbox's origins (the first is the one pages are sent to); [] when none runs. */
  sandboxOrigins: readonly string[];
  /** Brand files (default: every brands/<id>/brand.json). */
  brands?: readonly Pick<Brand, 'id' | 'signIn' | 'socialSignIn'>[];
  fetchJson?: FetchJson;
  /** The clock the key cache ages by. */
  now?: () => Date;
};

const KEYS_FOR_MS = 60 * 60_000;
const REFETCH_AFTER_MS = 60_000;

const defaultFetchJson: FetchJson = async (url) => {
  const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
};

function jwksKeys(body: unknown): Jwk[] {
  if (typeof body !== 'object' || body === null || !('keys' in body) || !Array.isArray(body.keys))
    return [];
  return body.keys.filter(
    (key): key is Jwk => typeof key === 'object' && key !== null && typeof key.kty === 'string',
  );
}

/** The brands that use the identity sandbox for Apple or Google (main.ts's start-up line). */
export function identitySandboxBrands(
  brands: readonly Pick<Brand, 'id' | 'signIn' | 'socialSignIn'>[] = loadBrands(REPO_ROOT),
): string[] {
  return brands
    .filter(
      (brand) =>
        brand.socialSignIn?.identitySandbox === true &&
        ((brand.signIn.apple && !brand.socialSignIn.appleClientId) ||
          (brand.signIn.google && !brand.socialSignIn.googleClientId)),
    )
    .map((brand) => brand.id);
}

export function createIdentityProviders(settings: IdentitySettings): IdentityProviders {
  const brands = new Map(
    (settings.brands ?? loadBrands(REPO_ROOT)).map((brand) => [brand.id, brand]),
  );
  const fetchJson = settings.fetchJson ?? defaultFetchJson;
  const now = settings.now ?? (() => new Date());
  const cache = new Map<string, { keys: Jwk[]; at: number }>();
  const [sandbox = ''] = settings.sandboxOrigins;

  async function fetchKeys(url: string): Promise<Jwk[]> {
    const keys = jwksKeys(await fetchJson(url));
    cache.set(url, { keys, at: now().getTime() });
    return keys;
  }

  return {
    endpoints(brandCode, method) {
      const brand = brands.get(brandCode);
      if (!brand || !brand.signIn[method]) return null;
      const clientId =
        method === 'apple' ? brand.socialSignIn?.appleClientId : brand.socialSignIn?.googleClientId;
      if (clientId) {
        const live = method === 'apple' ? APPLE_LIVE : GOOGLE_LIVE;
        return { mode: 'live', ...live, audience: clientId, authorizeUrl: '' };
      }
      // The sandbox signs in as any email: only where the brand selects it.
      if (!sandbox || brand.socialSignIn?.identitySandbox !== true) return null;
      return {
        mode: 'sandbox',
        issuers: settings.sandboxOrigins.map((origin) => `${origin}/idp/${method}`),
        jwksUrl: `${sandbox}/idp/jwks`,
        audience: sandboxClientId(brandCode),
        authorizeUrl: `${sandbox}/idp/${method}/authorize`,
      };
    },
    async keysFor(endpoints, token) {
      const kid = tokenKeyId(token);
      const held = cache.get(endpoints.jwksUrl);
      const age = held ? now().getTime() - held.at : Infinity;
      if (held && age < KEYS_FOR_MS && held.keys.some((key) => key.kid === kid)) return held.keys;
      if (held && age < REFETCH_AFTER_MS) return held.keys;
      return fetchKeys(endpoints.jwksUrl);
    },
  };
}
