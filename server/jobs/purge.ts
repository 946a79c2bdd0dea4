/**
 * What the server deletes as it runs, so its tables hold only what can still be used:
 * - idempotency rows older than a day: an outbox retries within minutes, and a row of a day ago
 *   can no longer be repeated usefully;
 * - sessions that expired (a session lives 14 days after its last call, spec 1 §9; a guest
 *   session nobody called with again, a day after it was made,
 *   server/protocol/session.ts);
 * - open guest carts whose session is gone or expired. A guest's cart follows the SID, and an
 *   expired SID is replaced by a new one, so nobody can reach that cart again: a guest cart is
 *   abandoned 14 days after the guest's last call. Members' carts follow the customer and stay.
 * - failed sign-in checks older than the attempt window (server/accounts/attempts.ts) and reset
 *   or login tokens that expired (server/accounts/tokens.ts): neither can matter any more.
 * - shared rate-limit counters whose window has ended (server/http/sharedCounts.ts).
 *
 * A plain function of `now`, run at start and then on a timer (server/jobs/periodic.ts).
 */
import { sql, type Kysely } from 'kysely';
import { FAILURE_WINDOW_MS } from '../accounts/attempts';
import type { Database } from '../db/schema';
import { purgeSharedCounts } from '../http/sharedCounts';

export const IDEMPOTENCY_KEEP_MS = 24 * 60 * 60 * 1000;

/** How often the running server purges. */
export const PURGE_EVERY_MS = 60 * 60 * 1000;

export type PurgeCounts = {
  idempotencyKeys: number;
  sessions: number;
  guestCarts: number;
  // Accounts
  authFailures: number;
  tokens: number;
  // Several server processes
  requestCounts: number;
};

export async function purgeStaleRows(db: Kysely<Database>, now: Date): Promise<PurgeCounts> {
  const keys = await db
    .deleteFrom('idempotency_keys')
    .where('created_at', '<', new Date(now.getTime() - IDEMPOTENCY_KEEP_MS))
    .executeTakeFirst();
  const sessions = await db
    .deleteFrom('sessions')
    .where('expires_at', '<=', now)
    .executeTakeFirst();
  // 'session:' is 8 characters: the rest of a guest cart's owner is its SID (cartOwner).
  const carts = await db
    .deleteFrom('carts')
    .where('status', '=', 'open')
    .where('owner', 'like', 'session:%')
    .where(({ exists, not, selectFrom }) =>
      not(
        exists(
          selectFrom('sessions')
            .select('sessions.sid')
            .whereRef('sessions.brand_id', '=', 'carts.brand_id')
            .where('sessions.sid', '=', sql<string>`substr(carts.owner, 9)`)
            .where('sessions.expires_at', '>', now),
        ),
      ),
    )
    .executeTakeFirst();
  const failures = await db
    .deleteFrom('auth_failures')
    .where('at', '<=', new Date(now.getTime() - FAILURE_WINDOW_MS))
    .executeTakeFirst();
  const tokens = await db
    .deleteFrom('reset_tokens')
    .where('expires_at', '<=', now)
    .executeTakeFirst();
  return {
    idempotencyKeys: Number(keys.numDeletedRows),
    sessions: Number(sessions.numDeletedRows),
    guestCarts: Number(carts.numDeletedRows),
    authFailures: Number(failures.numDeletedRows),
    tokens: Number(tokens.numDeletedRows),
    requestCounts: await purgeSharedCounts(db, now),
  };
}
