/**
 * How this brand's Apple and Google sign-in run (src/api/identityProviders.ts): a GET of
 * `<apiBaseUrl>/identity-providers?brand=<id>`, asked each time the buttons show (the identity
 * sandbox's address can change between runs; nothing is stored).
 */
import { identityProvidersSchema, type IdentityProvidersConfig } from '@/api/identityProviders';
import { fail, ok, type Result } from '@/domain/result';
import type { WorkerContext } from '@worker/context';
import { createLogger } from '@worker/log';
import { REQUEST_TIMEOUT_MS } from '@worker/protocol/createProtocolClient';

const log = createLogger('social-sign-in');

export function createIdentityProvidersApi(
  ctx: WorkerContext,
  deps: { fetch: typeof fetch; origin: string; timeoutMs?: number },
) {
  return {
    /** Which sign-in (real SDK or sandbox page) each provider uses for this brand. */
    async identityProviders(): Promise<Result<IdentityProvidersConfig>> {
      const base = new URL(ctx.brand.apiBaseUrl, deps.origin);
      base.pathname = `${base.pathname.replace(/\/$/, '')}/identity-providers`;
      base.search = `?brand=${encodeURIComponent(ctx.brand.id)}`;
      let response: Response;
      try {
        response = await deps.fetch(base, {
          signal: AbortSignal.timeout(deps.timeoutMs ?? REQUEST_TIMEOUT_MS),
        });
      } catch (error) {
        log.info(`identity providers: ${String(error)}`);
        return fail('network', 'Sign-in providers could not be reached');
      }
      if (!response.ok) return fail('rejected', `Sign-in providers answered ${response.status}`);
      const parsed = identityProvidersSchema.safeParse(await response.json().catch(() => null));
      return parsed.success
        ? ok(parsed.data)
        : fail('invalid-response', 'Sign-in providers answered something unreadable');
    },
  };
}
