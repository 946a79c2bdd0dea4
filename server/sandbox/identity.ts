/**
 * The identity sandbox: Sign in with Apple and Google sign-in as they behave for a web app, on
 * the sandbox's own origin, for brands without client ids (server/accounts/identityProviders.ts).
 * It signs ID tokens (RS256) with a key made at start and publishes the public half as a JWKS, so
 * the server verifies them exactly as it verifies Apple's and Google's.
 *
 * - `GET /idp/jwks`: the key set.
 * - `GET /idp/{apple|google}/authorize?client_id=&origin=&state=&nonce=`: the provider's sign-in
 *   page, opened by the app as a popup (as the SDKs do). `origin` must be an app origin. The
 *   customer picks an email and name (Apple: and whether to share them).
 * - `POST` to the same address: answers a page that hands the SDK's response to the app with
 *   postMessage (target: `origin` only) and closes. Apple's response is `{authorization: {id_token,
 *   code, state}, user?}` (user only the first time that account signs in, as Apple does);
 *   Google's `{credential, select_by, clientId}`. Cancel answers `{error}`.
 * - `POST /__sandbox/idp/tokens` {provider, audience, claims?, expiresInSeconds?}: a token made to
 *   order, for tests (expired, another audience, no email).
 *
 * It mints a verified token for any email, so every route answers loopback callers
 * only, and the server uses it only for brands whose brand.json sets
 * `socialSignIn.identitySandbox` (server/accounts/identityProviders.ts).
 */
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { isLoopback } from './adminAccess';

type Provider = 'apple' | 'google';
const isProvider = (value: string): value is Provider => value === 'apple' || value === 'google';

const TOKEN_LIFETIME_SECONDS = 600;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const ownOrigin = (request: FastifyRequest) =>
  `${request.protocol}://${request.headers.host ?? ''}`;

const authorizeQuery = z.object({
  client_id: z.string().min(1).max(200),
  origin: z.string().max(200),
  state: z.string().max(200).default(''),
  nonce: z.string().max(200).default(''),
});
const authorizeForm = authorizeQuery.extend({
  email: z.string().max(200).default(''),
  first_name: z.string().max(100).default(''),
  last_name: z.string().max(100).default(''),
  share: z.string().optional(),
  choice: z.enum(['continue', 'cancel']),
});
const tokenBody = z.object({
  provider: z.enum(['apple', 'google']),
  audience: z.string().min(1).max(200),
  claims: z.record(z.string(), z.unknown()).default({}),
  expiresInSeconds: z.number().int().default(TOKEN_LIFETIME_SECONDS),
  issuedSecondsAgo: z.number().int().default(0),
});

export const IDP_RETURN_SCRIPT = `(() => {
  const data = JSON.parse(document.getElementById('idp-response').textContent);
  if (window.opener) {
    window.opener.postMessage({ type: 'docket-sandbox-idp', provider: data.provider, response: data.response }, data.origin);
    window.close();
  }
})();
`;

export function identityPageCsp(): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'unsafe-inline'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

const PAGE_STYLE =
  'body{font-family:system-ui,sans-serif;max-width:26rem;margin:2rem auto;padding:0 1rem;color:#1d1d1f}label{display:block;margin:.75rem 0 .25rem}input[type=text],input[type=email]{width:100%;padding:.6rem;font-size:1rem;box-sizing:border-box}button{font-size:1rem;padding:.7rem 1.2rem;margin:1rem .5rem 0 0;min-height:44px}';

const TITLES: Record<Provider, string> = {
  apple: 'Sign in with Apple (sandbox)',
  google: 'Sign in with Google (sandbox)',
};

function authorizePage(provider: Provider, query: z.infer<typeof authorizeQuery>): string {
  const hidden = (['client_id', 'origin', 'state', 'nonce'] as const)
    .map((name) => `<input type="hidden" name="${name}" value="${escapeHtml(query[name])}">`)
    .join('');
  const share =
    provider === 'apple'
      ? '<label><input type="checkbox" name="share" checked> Share my name and email</label>'
      : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${TITLES[provider]}</title><style>${PAGE_STYLE}</style></head><body><main><h1>${TITLES[provider]}</h1><p>A test identity provider: no real account is used.</p><form method="post">${hidden}<label for="email">Email</label><input id="email" type="email" name="email" value="sandbox.customer@example.com" autocomplete="off"><label for="first_name">First name</label><input id="first_name" type="text" name="first_name" value="Sandy"><label for="last_name">Last name</label><input id="last_name" type="text" name="last_name" value="Box">${share}<button type="submit" name="choice" value="continue">Continue</button><button type="submit" name="choice" value="cancel">Cancel</button></form></main></body></html>`;
}

function returnPage(data: { provider: Provider; origin: string; response: unknown }): string {
  // '<' escaped so the JSON cannot close its script element.
  const json = JSON.stringify(data).replaceAll('<', '\\u003c');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${TITLES[data.provider]}</title></head><body><main><p>Returning to the shop… You can close this window.</p></main><script type="application/json" id="idp-response">${json}</script><script src="/idp/return.js"></script></body></html>`;
}

export type IdentitySandbox = {
  /** Signs a token as the provider would, for tests. */
  token(input: z.input<typeof tokenBody>, issuerOrigin: string): string;
};

export function registerIdentitySandbox(
  app: FastifyInstance,
  options: { now: () => Date; appOrigins: readonly string[] },
): IdentitySandbox {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const kid = randomBytes(8).toString('hex');
  const jwk = {
    ...(publicKey as KeyObject).export({ format: 'jwk' }),
    kid,
    alg: 'RS256',
    use: 'sig',
  };
  const seen = new Set<string>();

  // It signs in as anyone, so only this machine may reach it, whatever the sandbox listens on.
  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (!path.startsWith('/idp/') && !path.startsWith('/__sandbox/idp/')) return;
    if (!isLoopback(request.socket.remoteAddress)) return reply.code(404).send();
  });

  const signToken = (claims: Record<string, unknown>) => {
    const header = Buffer.from(JSON.stringify({ alg: 'RS256', kid, typ: 'JWT' })).toString(
      'base64url',
    );
    const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
    const signature = sign('sha256', Buffer.from(`${header}.${payload}`), privateKey);
    return `${header}.${payload}.${signature.toString('base64url')}`;
  };
  const nowSeconds = () => Math.floor(options.now().getTime() / 1000);
  const subjectOf = (provider: Provider, email: string) =>
    createHash('sha256').update(`${provider}:${email.toLowerCase()}`).digest('hex').slice(0, 24);

  const token: IdentitySandbox['token'] = (input, issuerOrigin) => {
    const body = tokenBody.parse(input);
    const iat = nowSeconds() - body.issuedSecondsAgo;
    return signToken({
      iss: `${issuerOrigin}/idp/${body.provider}`,
      aud: body.audience,
      sub: subjectOf(body.provider, String(body.claims.email ?? 'sandbox')),
      iat,
      exp: iat + body.expiresInSeconds,
      ...body.claims,
    });
  };

  app.get('/idp/jwks', async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=300').send({ keys: [jwk] }),
  );

  app.get('/idp/return.js', async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(IDP_RETURN_SCRIPT),
  );

  app.get<{ Params: { provider: string }; Querystring: Record<string, string> }>(
    '/idp/:provider/authorize',
    async (request, reply) => {
      const { provider } = request.params;
      const query = authorizeQuery.safeParse(request.query);
      if (!isProvider(provider)) return reply.code(404).send();
      if (!query.success || !options.appOrigins.includes(query.data.origin))
        return reply.code(400).type('text/plain').send('Unknown app origin or client.');
      return reply
        .header('content-security-policy', identityPageCsp())
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(authorizePage(provider, query.data));
    },
  );

  app.post<{ Params: { provider: string } }>('/idp/:provider/authorize', async (request, reply) => {
    const { provider } = request.params;
    const form = authorizeForm.safeParse(request.body);
    if (!isProvider(provider)) return reply.code(404).send();
    if (!form.success || !options.appOrigins.includes(form.data.origin))
      return reply.code(400).type('text/plain').send('Unknown app origin or client.');
    const input = form.data;
    let response: unknown;
    if (input.choice === 'cancel') {
      response = { error: provider === 'apple' ? 'popup_closed_by_user' : 'cancelled' };
    } else {
      const email = input.email.trim().toLowerCase();
      const shared = provider === 'google' || input.share !== undefined;
      const sub = subjectOf(provider, email || randomBytes(6).toString('hex'));
      const iat = nowSeconds();
      const claims: Record<string, unknown> = {
        iss: `${ownOrigin(request)}/idp/${provider}`,
        aud: input.client_id,
        sub,
        iat,
        exp: iat + TOKEN_LIFETIME_SECONDS,
        auth_time: iat,
        ...(input.nonce ? { nonce: input.nonce } : {}),
      };
      const given = input.first_name.trim();
      const family = input.last_name.trim();
      if (shared && email) {
        claims.email = email;
        // Apple sends the flag as a string, Google as a boolean.
        claims.email_verified = provider === 'apple' ? 'true' : true;
      }
      if (provider === 'google' && (given || family)) {
        claims.name = [given, family].filter(Boolean).join(' ');
        claims.given_name = given;
        claims.family_name = family;
      }
      const idToken = signToken(claims);
      if (provider === 'apple') {
        const first = !seen.has(sub);
        seen.add(sub);
        response = {
          authorization: {
            id_token: idToken,
            code: randomBytes(16).toString('hex'),
            state: input.state,
          },
          ...(first && shared
            ? { user: { email, name: { firstName: given, lastName: family } } }
            : {}),
        };
      } else {
        response = { credential: idToken, select_by: 'user', clientId: input.client_id };
      }
    }
    return reply
      .header('content-security-policy', identityPageCsp())
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(returnPage({ provider, origin: input.origin, response }));
  });

  app.post('/__sandbox/idp/tokens', async (request, reply) => {
    const body = tokenBody.safeParse(request.body);
    if (!body.success) return reply.code(400).send({ message: 'Unreadable request' });
    return reply
      .header('cache-control', 'no-store')
      .send({ id_token: token(body.data, ownOrigin(request)) });
  });

  return { token };
}

/** The server's start-up line about the identity sandbox. */
export function identitySandboxLine(brandIds: readonly string[], origin: string): string {
  if (brandIds.length === 0)
    return 'Identity sandbox: off (no brand selects socialSignIn.identitySandbox)';
  return `Identity sandbox (Apple and Google sign-in as any email: ${brandIds.join(', ')} only, from this machine only) on ${origin}/idp`;
}
