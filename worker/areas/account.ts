/** The account area (issue 15; issue 18: loaded on its first call): sign-in, profile, providers. */
import { createAccountApi } from '@worker/account/accountApi';
import type { WorkerContext } from '@worker/context';
import { createIdentityProvidersApi } from '@worker/socialSignIn/identityProviders';

export type AccountDeps = { fetch: typeof fetch; origin: string; timeoutMs?: number };

export function createAccountArea(ctx: WorkerContext, deps: AccountDeps) {
  return { ...createAccountApi(ctx), ...createIdentityProvidersApi(ctx, deps) };
}

export type AccountArea = ReturnType<typeof createAccountArea>;
