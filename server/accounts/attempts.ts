/**
 * Attempt limits for password and PIN checks (issue 15): at most 10 failures in 15 minutes per
 * account and per network address. While either is over the limit the check is not even made, and
 * the caller is told to wait. A success does not wipe the address's count (one good account must
 * not launder guesses at others); it clears that account's.
 */
import type { ActionContext } from '../protocol/context';

export const MAX_FAILURES = 10;
export const FAILURE_WINDOW_MS = 15 * 60_000;

export type AttemptKeys = { account: string; address: string };

/** The account key: the login identifier as the customer typed it, normalised. */
export function attemptKeys(ctx: ActionContext, account: string): AttemptKeys {
  return { account: account.trim().toLowerCase(), address: ctx.address ?? '' };
}

/** Whether the account or the address has reached the limit within the window. */
export async function overAttemptLimit(ctx: ActionContext, keys: AttemptKeys): Promise<boolean> {
  const since = new Date(ctx.now.getTime() - FAILURE_WINDOW_MS);
  const rows = await ctx.db
    .selectFrom('auth_failures')
    .select(['scope', (eb) => eb.fn.countAll<string>().as('n')])
    .where('brand_id', '=', ctx.brand.id)
    .where('at', '>', since)
    .where((eb) =>
      eb.or([
        eb.and([eb('scope', '=', 'account'), eb('key', '=', keys.account)]),
        eb.and([eb('scope', '=', 'address'), eb('key', '=', keys.address)]),
      ]),
    )
    .groupBy('scope')
    .execute();
  return rows.some((row) => Number(row.n) >= MAX_FAILURES);
}

export async function recordFailure(ctx: ActionContext, keys: AttemptKeys): Promise<void> {
  await ctx.db
    .insertInto('auth_failures')
    .values([
      { brand_id: ctx.brand.id, scope: 'account', key: keys.account, at: ctx.now },
      ...(keys.address === ''
        ? []
        : [{ brand_id: ctx.brand.id, scope: 'address' as const, key: keys.address, at: ctx.now }]),
    ])
    .execute();
}

export async function clearAccountFailures(ctx: ActionContext, keys: AttemptKeys): Promise<void> {
  await ctx.db
    .deleteFrom('auth_failures')
    .where('brand_id', '=', ctx.brand.id)
    .where('scope', '=', 'account')
    .where('key', '=', keys.account)
    .execute();
}
