/**
 * Sessions (spec 1 §7): every answer carries a SID and slides its expiry to now + the brand's
 * session length (20160 minutes). An unknown or missing SID gets a new guest session. An expired
 * session is replaced; when it belonged to a customer the caller answers AUTH 'Session expired'
 * so the client resets the customer.
 *
 * The caller reads the stored session together with the brand (one query per call). Sliding is
 * written at most once a minute per session, so a busy client does not write on every call.
 * Expired sessions are deleted by the purge job (server/jobs/purge.ts).
 *
 * A new guest session lives a day until its first call after the one that made it (a flood once made
 * 11,000 sessions in 16 s, each kept 14 days); that call slides it to the brand's length.
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { BrandRow, SessionInfo } from './context';
import type { HotReads, HotStamp } from './hotReads';

/** Expiry is rewritten only when it would move by more than this. */
export const SLIDE_GRANULARITY_MS = 60_000;

/** How long a guest session lives before anyone calls with it again. */
export const UNTOUCHED_GUEST_MS = 24 * 60 * 60 * 1000;

/** A new guest session's expiry: a day, or the brand's session length when shorter. */
export function untouchedGuestExpiry(now: Date, sessionMinutes: number): Date {
  return new Date(now.getTime() + Math.min(UNTOUCHED_GUEST_MS, sessionMinutes * 60_000));
}

/** `remember: false`: a sign-in without 'Remember me' (migration 0016); it does not slide. */
export type StoredSession = { customerId: number; expiresAt: Date; remember?: boolean };

export type ResolvedSession = SessionInfo & { customerSessionExpired: boolean };

export function newSid(): string {
  return randomBytes(32).toString('base64url');
}

export async function resolveSession(
  db: Kysely<Database>,
  brand: Pick<BrandRow, 'id' | 'session_minutes'>,
  sid: string | undefined,
  stored: StoredSession | null,
  now: Date,
  hot?: HotReads,
  /** When `stored` was read (HotReads.stamp): a session changed since is not remembered. */
  stamp?: HotStamp,
): Promise<ResolvedSession> {
  const at = now.getTime();
  const expiresAt = new Date(now.getTime() + brand.session_minutes * 60_000);
  let customerSessionExpired = false;
  if (sid && stored) {
    if (stored.expiresAt > now) {
      if (
        stored.remember !== false &&
        expiresAt.getTime() - stored.expiresAt.getTime() >= SLIDE_GRANULARITY_MS
      ) {
        await db
          .updateTable('sessions')
          .set({ expires_at: expiresAt })
          .where('sid', '=', sid)
          .where('brand_id', '=', brand.id)
          .execute();
        hot?.rememberSession(
          brand.id,
          sid,
          { customerId: stored.customerId, expiresAt },
          at,
          stamp,
        );
      }
      return { sid, customerId: stored.customerId, customerSessionExpired };
    }
    await db
      .deleteFrom('sessions')
      .where('sid', '=', sid)
      .where('brand_id', '=', brand.id)
      .execute();
    hot?.forgetSession(brand.id, sid);
    customerSessionExpired = stored.customerId > 0;
  }
  const fresh = newSid();
  const freshExpiresAt = untouchedGuestExpiry(now, brand.session_minutes);
  await db
    .insertInto('sessions')
    .values({
      sid: fresh,
      brand_id: brand.id,
      customer_id: 0,
      created_at: now,
      expires_at: freshExpiresAt,
    })
    .execute();
  hot?.rememberSession(brand.id, fresh, { customerId: 0, expiresAt: freshExpiresAt }, at);
  return { sid: fresh, customerId: 0, customerSessionExpired };
}

/**
 * Binds a session to a customer (sign-in) or back to 0 (sign-out), keeping the hot-read memory
 * right. Sign-in code must go through here rather than update the sessions table itself.
 */
export async function setSessionCustomer(
  db: Kysely<Database>,
  hot: HotReads | undefined,
  input: { brandId: number; sid: string; customerId: number },
): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ customer_id: input.customerId })
    .where('sid', '=', input.sid)
    .where('brand_id', '=', input.brandId)
    .execute();
  hot?.forgetSession(input.brandId, input.sid);
}
