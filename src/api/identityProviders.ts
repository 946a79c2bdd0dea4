/**
 * GET /api/identity-providers?brand=<id> (server/http/identityProviders.ts): how this brand's Apple
 * and Google sign-in run. 'live': the provider's own JS SDK with `client_id`; 'sandbox': the
 * identity sandbox's page at `authorize_url` (server/sandbox/identity.ts), opened as a popup. null:
 * that sign-in is off for the brand. The SDK's answer goes to Login (method apple or google) as
 * its `payload`.
 */
import { z } from 'zod/mini';

export const IDENTITY_PROVIDERS_PATH = '/api/identity-providers';

const providerSchema = z.nullable(
  z.object({
    mode: z.enum(['live', 'sandbox']),
    client_id: z.string(),
    /** sandbox only; '' for live. */
    authorize_url: z.string(),
  }),
);

export const identityProvidersSchema = z.object({ apple: providerSchema, google: providerSchema });
export type IdentityProvidersConfig = z.infer<typeof identityProvidersSchema>;
export type IdentityProviderConfig = NonNullable<IdentityProvidersConfig['apple']>;
