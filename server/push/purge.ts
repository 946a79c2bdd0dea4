/**
 * What the push tables stop needing (run with the server's hourly purge, server/app.ts):
 * - a guest's subscription (customer 0) whose session is gone: nothing can be pushed through it
 *   any more, since a guest's orders reach the session that placed them;
 * - the timezones of sessions that are gone;
 * - push records older than 30 days (a push opened later than that is not worth counting).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export const PUSH_MESSAGES_KEEP_MS = 30 * 24 * 60 * 60 * 1000;

export type PushPurgeCounts = {
  guestSubscriptions: number;
  timezones: number;
  pushMessages: number;
};

export async function purgePushRows(db: Kysely<Database>, now: Date): Promise<PushPurgeCounts> {
  const subscriptions = await db
    .deleteFrom('push_subscriptions')
    .where('customer_id', '=', 0)
    .where(({ exists, not, selectFrom }) =>
      not(
        exists(
          selectFrom('sessions')
            .select('sessions.sid')
            .whereRef('sessions.brand_id', '=', 'push_subscriptions.brand_id')
            .whereRef('sessions.sid', '=', 'push_subscriptions.sid')
            .where('sessions.expires_at', '>', now),
        ),
      ),
    )
    .executeTakeFirst();
  const timezones = await db
    .deleteFrom('push_timezones')
    .where(({ exists, not, selectFrom }) =>
      not(
        exists(
          selectFrom('sessions')
            .select('sessions.sid')
            .whereRef('sessions.brand_id', '=', 'push_timezones.brand_id')
            .whereRef('sessions.sid', '=', 'push_timezones.sid')
            .where('sessions.expires_at', '>', now),
        ),
      ),
    )
    .executeTakeFirst();
  const messages = await db
    .deleteFrom('push_messages')
    .where('sent_at', '<', new Date(now.getTime() - PUSH_MESSAGES_KEEP_MS))
    .executeTakeFirst();
  return {
    guestSubscriptions: Number(subscriptions.numDeletedRows),
    timezones: Number(timezones.numDeletedRows),
    pushMessages: Number(messages.numDeletedRows),
  };
}
