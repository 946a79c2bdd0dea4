/** The account area (loaded on its first call): sign-in, profile, providers, money. */
import { createAccountApi } from '@worker/account/accountApi';
import { createMoneyApi } from '@worker/account/moneyApi';
import type { WorkerContext } from '@worker/context';
import { createIdentityProvidersApi } from '@worker/socialSignIn/identityProviders';
import { createStandingOrdersApi } from '@worker/standingOrders/standingOrdersApi';

export type AccountDeps = { fetch: typeof fetch; origin: string; timeoutMs?: number };

export function createAccountArea(ctx: WorkerContext, deps: AccountDeps) {
  const account = createAccountApi(ctx);
  return {
    ...account,
    ...createIdentityProvidersApi(ctx, deps),
    ...createStandingOrdersApi(ctx),
    ...createMoneyApi(ctx, account.loadAccount),
  };
}

export type AccountArea = ReturnType<typeof createAccountArea>;
