/**
 * Attempt limits for password and PIN checks (after OWASP's
 * authentication guidance rather than hard lockouts):
 *
 * - An attempt is reserved before its hash: one transaction, holding a lock on the throttled key,
 *   counts the key's failures and writes this attempt as one. So 40 guesses arriving at once are
 *   judged one after another and at most the free ones are evaluated; a success takes its row back.
 * - Per account: `freeFailures` wrong tries, then each next try waits after the latest failure,
 *   `firstDelaySeconds` doubling up to `maxDelayMinutes`. Nobody is locked out for good.
 * - A browser holding the account's signed device cookie (deviceCookies.ts) is judged by its own
 *   failures instead (scope 'device'), so a stranger's guesses never keep the owner out; and it is
 *   not held to the address ceiling.
 * - Per address, across accounts, only a high ceiling against spraying (`addressCeiling` in the
 *   window), so a store's customers on one Wi-Fi address are not locked out by a few wrong tries.
 *
 * ForgotLogin keeps its own count of requests (`overAttemptLimit`, `recordFailure`).
 */
import { sql } from 'kysely';
import { signInWaitMessage } from '@domain/serverPhrases';
import { ACCOUNT_PHRASES } from '@domain/signInMessages';
import { loadBrands, REPO_ROOT } from '../db/seed/index';
import type { ActionContext } from '../protocol/context';

export const MAX_FAILURES = 10;
export const FAILURE_WINDOW_MS = 15 * 60_000;

/** brand.json `signInLimits`; defaults below. */
export type SignInLimits = {
  /** Wrong tries at one account (or by one device) before each next try must wait. */
  freeFailures: number;
  /** The first wait; each further failure doubles it. */
  firstDelaySeconds: number;
  maxDelayMinutes: number;
  /** Failures from one network address, across accounts, in the window before it is refused. */
  addressCeiling: number;
  /** How long a device cookie exempts its browser from its account's throttle. */
  deviceCookieDays: number;
  /** How long a sign-in with 'Remember me' unticked lasts. */
  unrememberedSessionHours: number;
};

export const DEFAULT_SIGN_IN_LIMITS: SignInLimits = {
  freeFailures: 5,
  firstDelaySeconds: 15,
  maxDelayMinutes: 15,
  addressCeiling: 100,
  deviceCookieDays: 180,
  unrememberedSessionHours: 24,
};

let byBrand: Map<string, SignInLimits> | null = null;

/** The brand's limits (its brand.json `signInLimits` over the defaults), read once. */
export function signInLimitsOf(brandCode: string): SignInLimits {
  byBrand ??= new Map(
    loadBrands(REPO_ROOT).map((brand) => [
      brand.id,
      { ...DEFAULT_SIGN_IN_LIMITS, ...brand.signInLimits },
    ]),
  );
  return byBrand.get(brandCode) ?? DEFAULT_SIGN_IN_LIMITS;
}

/** How long after its latest failure a key with `failures` in the window must wait. */
export function throttleDelayMs(limits: SignInLimits, failures: number): number {
  if (failures < limits.freeFailures) return 0;
  const doublings = Math.min(failures - limits.freeFailures, 30);
  return Math.min(
    limits.firstDelaySeconds * 1000 * 2 ** doublings,
    limits.maxDelayMinutes * 60_000,
  );
}

/** `device`: the device cookie's id when the caller holds a valid one for this account. */
export type AttemptKeys = { account: string; address: string; device: string | null };

/** The account key: the login identifier as the customer typed it, normalised. */
export function attemptKeys(
  ctx: ActionContext,
  account: string,
  device: string | null = null,
): AttemptKeys {
  return { account: account.trim().toLowerCase(), address: ctx.address ?? '', device };
}

const since = (ctx: ActionContext) => new Date(ctx.now.getTime() - FAILURE_WINDOW_MS);

/** The rows an attempt wrote as failures until it is judged; a success deletes them. */
export type Reservation = { ids: number[] };

/**
 * Reserves one attempt: the refusal when the key must wait or the address is past its ceiling
 * (nothing is written then), else the failure rows written for it.
 */
export async function reserveAttempt(
  ctx: ActionContext,
  keys: AttemptKeys,
  limits: SignInLimits,
): Promise<{ ok: true; reservation: Reservation } | { ok: false; message: string }> {
  const throttled = keys.device
    ? { scope: 'device' as const, key: keys.device }
    : { scope: 'account' as const, key: keys.account };
  return ctx.db.transaction().execute(async (trx) => {
    const lockName = `${ctx.brand.id}:sign-in:${throttled.scope}:${throttled.key}`;
    await sql`select pg_advisory_xact_lock(hashtext(${lockName}))`.execute(trx);
    if (!keys.device && keys.address !== '') {
      const fromAddress = await trx
        .selectFrom('auth_failures')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('brand_id', '=', ctx.brand.id)
        .where('scope', '=', 'address')
        .where('key', '=', keys.address)
        .where('at', '>', since(ctx))
        .executeTakeFirstOrThrow();
      if (Number(fromAddress.n) >= limits.addressCeiling)
        return { ok: false, message: ACCOUNT_PHRASES.tooManyAttempts };
    }
    const counted = await trx
      .selectFrom('auth_failures')
      .select((eb) => [eb.fn.countAll<string>().as('n'), eb.fn.max('at').as('latest')])
      .where('brand_id', '=', ctx.brand.id)
      .where('scope', '=', throttled.scope)
      .where('key', '=', throttled.key)
      .where('at', '>', since(ctx))
      .executeTakeFirstOrThrow();
    const latest = counted.latest === null ? null : new Date(counted.latest);
    const waitMs = latest
      ? latest.getTime() + throttleDelayMs(limits, Number(counted.n)) - ctx.now.getTime()
      : 0;
    if (waitMs > 0) return { ok: false, message: signInWaitMessage(waitMs) };
    const rows = await trx
      .insertInto('auth_failures')
      .values([
        { brand_id: ctx.brand.id, ...throttled, at: ctx.now },
        ...(keys.address === ''
          ? []
          : [
              { brand_id: ctx.brand.id, scope: 'address' as const, key: keys.address, at: ctx.now },
            ]),
      ])
      .returning('id')
      .execute();
    return { ok: true, reservation: { ids: rows.map((row) => row.id) } };
  });
}

/** A right secret: its reserved rows go, and so do the throttled key's failures. */
export async function settleSuccess(
  ctx: ActionContext,
  keys: AttemptKeys,
  reservation: Reservation,
): Promise<void> {
  await ctx.db
    .deleteFrom('auth_failures')
    .where('brand_id', '=', ctx.brand.id)
    .where((eb) =>
      eb.or([
        eb('id', 'in', reservation.ids),
        keys.device
          ? eb.and([eb('scope', '=', 'device'), eb('key', '=', keys.device)])
          : eb.and([eb('scope', '=', 'account'), eb('key', '=', keys.account)]),
      ]),
    )
    .execute();
}

/** An attempt that could not be judged (no hasher free): it does not count. */
export async function releaseAttempt(ctx: ActionContext, reservation: Reservation): Promise<void> {
  await ctx.db.deleteFrom('auth_failures').where('id', 'in', reservation.ids).execute();
}

/** ForgotLogin's requests: whether the email or mobile, or the address, asked 10 times in 15 minutes. */
export async function overAttemptLimit(
  ctx: ActionContext,
  keys: Pick<AttemptKeys, 'account' | 'address'>,
): Promise<boolean> {
  const rows = await ctx.db
    .selectFrom('auth_failures')
    .select(['scope', (eb) => eb.fn.countAll<string>().as('n')])
    .where('brand_id', '=', ctx.brand.id)
    .where('at', '>', since(ctx))
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

export async function recordFailure(
  ctx: ActionContext,
  keys: Pick<AttemptKeys, 'account' | 'address'>,
): Promise<void> {
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
