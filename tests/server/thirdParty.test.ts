/**
 * Apple and Google sign-in (server/accounts/thirdParty.ts): ID tokens from the identity sandbox
 * (server/sandbox/identity.ts) verified against its published key set, as the real providers'
 * tokens are against theirs; who the customer is (new, linked by verified email, already linked);
 * the spec's messages for expired tokens and missing data; and refusals for a wrong audience, a
 * bad signature, an unknown key and a token that is not a JWS.
 */
import { generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createIdentityProviders,
  sandboxClientId,
  type IdentityProviders,
  type ThirdPartyMethod,
} from '../../server/accounts/identityProviders';
import {
  connectedProviders,
  signInWithThirdParty,
  type ThirdPartyContext,
} from '../../server/accounts/thirdParty';
import { MESSAGES } from '../../server/protocol/messages';
import { startPaymentSandbox, type PaymentSandbox } from '../../server/sandbox/index';
import { backends, startServer, type TestServer } from './helpers';

const AUDIENCE = sandboxClientId('demo');

describe.each(backends)('Apple and Google sign-in ($name)', (backend) => {
  let sandbox: PaymentSandbox & { origin: string };
  let server: TestServer;
  let ctx: ThirdPartyContext;
  beforeAll(async () => {
    sandbox = await startPaymentSandbox({
      port: 0,
      host: '127.0.0.1',
      appOrigins: ['http://app.test'],
    });
    // The sandbox signs on the machine's clock, so the server's clock is the machine's too.
    server = await startServer(backend, new Date().toISOString(), {
      identity: { sandboxOrigins: [sandbox.origin] },
    });
    const brand = await server.db
      .selectFrom('brands')
      .selectAll()
      .where('code', '=', 'demo')
      .executeTakeFirstOrThrow();
    ctx = {
      db: server.db,
      brand,
      now: server.now(),
      log: server.app.log,
      identity: createIdentityProviders({
        sandboxOrigins: [sandbox.origin],
        now: server.now,
      }),
    };
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await sandbox?.close();
  });

  const token = (
    provider: ThirdPartyMethod,
    claims: Record<string, unknown>,
    extra: { audience?: string; expiresInSeconds?: number; issuedSecondsAgo?: number } = {},
  ) =>
    sandbox.identity.token(
      { provider, audience: extra.audience ?? AUDIENCE, claims, ...extra },
      sandbox.origin,
    );
  const apple = (idToken: string, user?: unknown) =>
    signInWithThirdParty(ctx, 'apple', {
      payload: JSON.stringify({
        authorization: { id_token: idToken, code: 'c', state: '' },
        ...(user ? { user } : {}),
      }),
    });
  const google = (credential: string) =>
    signInWithThirdParty(ctx, 'google', {
      payload: JSON.stringify({ credential, select_by: 'user' }),
    });
  const newEmail = () => `p-${randomUUID()}@example.com`;

  it('creates a member at the first Apple sign-in, and finds the same one next time', async () => {
    const email = newEmail();
    const first = await apple(
      token('apple', { email, email_verified: 'true', sub: `apple-${email}` }),
      { email, name: { firstName: 'Grace', lastName: 'Hopper' } },
    );
    expect(first).toMatchObject({
      ok: true,
      created: true,
      linked: true,
      customer: { name: 'Grace Hopper', email, status: 1 },
    });
    // Apple sends the name only the first time.
    const again = await apple(
      token('apple', { email, email_verified: 'true', sub: `apple-${email}` }),
    );
    expect(again).toMatchObject({ ok: true, created: false, linked: false });
    if (!first.ok || !again.ok) throw new Error('unreachable');
    expect(again.customer.id).toBe(first.customer.id);
    expect(await connectedProviders(server.db, first.customer.id)).toEqual({
      is_apple_connected: 1,
      is_google_connected: 0,
    });
  });

  it("answers the spec's message when Apple shares no email, or no name for a new account", async () => {
    const email = newEmail();
    expect(await apple(token('apple', { sub: `hidden-${email}` }))).toEqual({
      ok: false,
      message:
        'Insufficient data from Apple to log you in. Access to your Name and Email address are required.',
    });
    expect(
      await apple(token('apple', { email, email_verified: 'true', sub: `noname-${email}` })),
    ).toEqual({
      ok: false,
      message: MESSAGES.appleInsufficientData,
    });
  });

  it("answers 'Apple Signin Token has expired' for an expired Apple token", async () => {
    const email = newEmail();
    const expired = token(
      'apple',
      { email, email_verified: 'true' },
      { issuedSecondsAgo: 3600, expiresInSeconds: 600 },
    );
    expect(await apple(expired, { email, name: { firstName: 'A', lastName: 'B' } })).toEqual({
      ok: false,
      message: 'Apple Signin Token has expired',
    });
    const expiredGoogle = token(
      'google',
      { email },
      { issuedSecondsAgo: 3600, expiresInSeconds: 600 },
    );
    expect(await google(expiredGoogle)).toEqual({
      ok: false,
      message: 'Error logging in with Google.',
    });
  });

  it("answers 'Unknown response from Google.' without an email or a credential", async () => {
    expect(await google(token('google', { name: 'No Mail' }))).toEqual({
      ok: false,
      message: 'Unknown response from Google.',
    });
    expect(
      await signInWithThirdParty(ctx, 'google', { payload: JSON.stringify({ select_by: 'user' }) }),
    ).toEqual({ ok: false, message: MESSAGES.googleUnknownResponse });
    expect(await signInWithThirdParty(ctx, 'google', { payload: 'not json' })).toEqual({
      ok: false,
      message: MESSAGES.googleUnknownResponse,
    });
  });

  it('links Google to an existing member by verified email only', async () => {
    const email = newEmail();
    const brandId = ctx.brand.id;
    const existing = await server.db
      .insertInto('customers')
      .values({
        brand_id: brandId,
        name: 'Ada',
        email: email.toUpperCase(),
        status: 1,
        password_hash: null,
        // A proved email (an unverified one is not linked: signInTakeover.test.ts).
        email_verified_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(
      await google(token('google', { email, email_verified: false, name: 'Mallory' })),
    ).toEqual({
      ok: false,
      message: MESSAGES.googleSignInFailed,
    });
    const linked = await google(token('google', { email, email_verified: true, name: 'Ada L' }));
    expect(linked).toMatchObject({
      ok: true,
      created: false,
      linked: true,
      customer: { id: existing.id, name: 'Ada' },
    });
    expect(await connectedProviders(server.db, existing.id)).toEqual({
      is_apple_connected: 0,
      is_google_connected: 1,
    });
  });

  it("names a new Google member from the token, or 'Google User'", async () => {
    const named = await google(
      token('google', {
        email: newEmail(),
        email_verified: true,
        given_name: 'Kath',
        family_name: 'Johnson',
      }),
    );
    expect(named).toMatchObject({ ok: true, created: true, customer: { name: 'Kath Johnson' } });
    const unnamed = await google(token('google', { email: newEmail(), email_verified: true }));
    expect(unnamed).toMatchObject({ ok: true, created: true, customer: { name: 'Google User' } });
  });

  it('makes one member when the same first sign-in arrives twice at once', async () => {
    const email = newEmail();
    const credential = token('google', { email, email_verified: true, name: 'Twin' });
    const [a, b] = await Promise.all([google(credential), google(credential)]);
    if (!a.ok || !b.ok) throw new Error('both sign in');
    expect(a.customer.id).toBe(b.customer.id);
    expect([a.created, b.created].sort()).toEqual([false, true]);
  });

  it.each([
    [
      'another audience',
      () => token('google', { email: 'x@example.com' }, { audience: 'someone-else' }),
    ],
    [
      'a changed payload',
      () => {
        const [h, , s] = token('google', { email: 'x@example.com' }).split('.');
        const forged = Buffer.from(
          JSON.stringify({
            iss: `${sandbox.origin}/idp/google`,
            aud: AUDIENCE,
            sub: 'admin',
            email: 'victim@example.com',
            email_verified: true,
            exp: 9999999999,
          }),
        ).toString('base64url');
        return `${h}.${forged}.${s}`;
      },
    ],
    [
      'a key the provider does not publish',
      () => {
        const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
        const [h = '', p = ''] = token('google', { email: 'x@example.com' }).split('.');
        return `${h}.${p}.${sign('sha256', Buffer.from(`${h}.${p}`), privateKey as KeyObject).toString('base64url')}`;
      },
    ],
    [
      'alg none',
      () => {
        const [, p] = token('google', { email: 'x@example.com' }).split('.');
        return `${Buffer.from('{"alg":"none"}').toString('base64url')}.${p}.`;
      },
    ],
    [
      'another issuer',
      () => token('google', { email: 'x@example.com', iss: 'https://evil.example' }),
    ],
    ['not a token', () => 'abc.def'],
  ])('refuses %s', async (_case, make) => {
    expect(await google(make())).toEqual({ ok: false, message: MESSAGES.googleSignInFailed });
  });

  it('refuses an Apple token made for Google', async () => {
    const email = newEmail();
    const googleToken = token('google', { email, email_verified: true });
    expect(await apple(googleToken, { email, name: { firstName: 'A', lastName: 'B' } })).toEqual({
      ok: false,
      message: MESSAGES.appleSignInFailed,
    });
  });

  it('tells the page which sign-in each provider uses (GET /api/identity-providers)', async () => {
    const answer = await server.app.inject({
      method: 'GET',
      url: '/api/identity-providers?brand=demo',
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.json()).toEqual({
      apple: {
        mode: 'sandbox',
        client_id: AUDIENCE,
        authorize_url: `${sandbox.origin}/idp/apple/authorize`,
      },
      google: {
        mode: 'sandbox',
        client_id: AUDIENCE,
        authorize_url: `${sandbox.origin}/idp/google/authorize`,
      },
    });
    const unknown = await server.app.inject({
      method: 'GET',
      url: '/api/identity-providers?brand=nobody',
    });
    expect(unknown.json()).toEqual({ apple: null, google: null });
    expect(
      (await server.app.inject({ method: 'GET', url: '/api/identity-providers?brand=../x' }))
        .statusCode,
    ).toBe(400);
  });

  it("the sandbox's pages sign in as the SDKs do, for app origins only", async () => {
    const query = `client_id=${AUDIENCE}&origin=${encodeURIComponent('http://app.test')}&state=s1&nonce=n1`;
    const page = await sandbox.app.inject({ method: 'GET', url: `/idp/apple/authorize?${query}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).toContain('Share my name and email');
    const refused = await sandbox.app.inject({
      method: 'GET',
      url: `/idp/apple/authorize?client_id=x&origin=${encodeURIComponent('https://evil.example')}`,
    });
    expect(refused.statusCode).toBe(400);

    const email = newEmail();
    const answer = await sandbox.app.inject({
      method: 'POST',
      url: '/idp/apple/authorize',
      // The browser reaches the sandbox at its origin: the tokens' issuer.
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        host: new URL(sandbox.origin).host,
      },
      payload: new URLSearchParams({
        client_id: AUDIENCE,
        origin: 'http://app.test',
        state: 's1',
        nonce: 'n1',
        email,
        first_name: 'Mary',
        last_name: 'Jackson',
        share: 'on',
        choice: 'continue',
      }).toString(),
    });
    const data = JSON.parse(
      /<script type="application\/json" id="idp-response">(.*?)<\/script>/.exec(answer.body)?.[1] ??
        '{}',
    ) as {
      origin: string;
      response: { authorization: { id_token: string; state: string }; user: unknown };
    };
    expect(data.origin).toBe('http://app.test');
    expect(data.response.authorization.state).toBe('s1');
    expect(data.response.user).toEqual({ email, name: { firstName: 'Mary', lastName: 'Jackson' } });
    // The page's response is what the app sends as Login's payload.
    const signedIn = await signInWithThirdParty(ctx, 'apple', {
      payload: JSON.stringify(data.response),
    });
    expect(signedIn).toMatchObject({
      ok: true,
      created: true,
      customer: { name: 'Mary Jackson', email },
    });
  });
});

describe('the real providers (brands with client ids)', () => {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = {
    ...(publicKey as KeyObject).export({ format: 'jwk' }),
    kid: 'k1',
    alg: 'RS256',
    use: 'sig',
  };
  const signed = (claims: Record<string, unknown>, kid = 'k1') => {
    const h = Buffer.from(JSON.stringify({ alg: 'RS256', kid })).toString('base64url');
    const p = Buffer.from(JSON.stringify(claims)).toString('base64url');
    return `${h}.${p}.${sign('sha256', Buffer.from(`${h}.${p}`), privateKey).toString('base64url')}`;
  };
  const brands = [
    {
      id: 'live',
      signIn: { apple: true, google: true, facebook: false },
      socialSignIn: {
        appleClientId: 'com.example.web',
        googleClientId: '123.apps.googleusercontent.com',
      },
    },
    { id: 'off', signIn: { apple: false, google: false, facebook: false } },
  ];

  it("verifies against the provider's published keys, fetching again for a new key", async () => {
    const fetched: string[] = [];
    let published = [jwk];
    const providers: IdentityProviders = createIdentityProviders({
      sandboxOrigins: ['http://127.0.0.1:1'],
      brands,
      fetchJson: async (url) => {
        fetched.push(url);
        return { keys: published };
      },
      now: () => new Date('2026-11-24T03:00:00Z'),
    });
    const apple = providers.endpoints('live', 'apple');
    expect(apple).toMatchObject({
      mode: 'live',
      issuers: ['https://appleid.apple.com'],
      jwksUrl: 'https://appleid.apple.com/auth/keys',
      audience: 'com.example.web',
    });
    expect(providers.endpoints('live', 'google')).toMatchObject({
      mode: 'live',
      issuers: ['https://accounts.google.com', 'accounts.google.com'],
      jwksUrl: 'https://www.googleapis.com/oauth2/v3/certs',
      audience: '123.apps.googleusercontent.com',
    });
    expect(providers.endpoints('off', 'apple')).toBeNull();
    const claims = {
      iss: 'https://appleid.apple.com',
      aud: 'com.example.web',
      sub: 's',
      exp: 1_795_000_000,
    };
    expect(await providers.keysFor(apple!, signed(claims))).toEqual([jwk]);
    expect(await providers.keysFor(apple!, signed(claims))).toEqual([jwk]);
    expect(fetched).toEqual(['https://appleid.apple.com/auth/keys']);
    // A rotated key is fetched (once a minute at most).
    published = [jwk, { ...jwk, kid: 'k2' }];
    expect((await providers.keysFor(apple!, signed(claims, 'k2'))).map((k) => k.kid)).toEqual([
      'k1',
    ]);
    expect(fetched).toHaveLength(1);
  });
});
