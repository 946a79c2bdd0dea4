/**
 * GET /api/identity-providers?brand=<id> (src/api/identityProviders.ts): which Apple and Google
 * sign-in the brand's page should load, the real SDK with the brand's client id, or the identity
 * sandbox's page. Nothing secret: client ids are public.
 */
import type { FastifyInstance } from 'fastify';
import { IDENTITY_PROVIDERS_PATH, type IdentityProvidersConfig } from '@api/identityProviders';
import type { IdentityProviders, ThirdPartyMethod } from '../accounts/identityProviders';

export function registerIdentityProvidersConfig(
  app: FastifyInstance,
  identity: IdentityProviders,
): void {
  app.get<{ Querystring: { brand?: string } }>(IDENTITY_PROVIDERS_PATH, async (request, reply) => {
    const brand = request.query.brand ?? '';
    if (!/^[a-z0-9-]{1,64}$/.test(brand)) return reply.code(400).send({ message: 'Unknown brand' });
    const config = (method: ThirdPartyMethod) => {
      const endpoints = identity.endpoints(brand, method);
      return endpoints
        ? {
            mode: endpoints.mode,
            client_id: endpoints.audience,
            authorize_url: endpoints.authorizeUrl,
          }
        : null;
    };
    const answer: IdentityProvidersConfig = { apple: config('apple'), google: config('google') };
    return reply.header('cache-control', 'no-store').send(answer);
  });
}
