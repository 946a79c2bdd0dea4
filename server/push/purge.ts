/**
 * What the push tables stop needing (run with the server's hourly purge, server/app.ts):
 * - a guest's subscription (customer 0) whose session is gone: nothing can be pushed through it
 *   any more, since a guest's orders reach the session that placed them;
 * - the timezones of sessions that are gone;
 * - push records older than 30 days (a push opened later than that is not worth counting).
 */
import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database } from '../db/schema';

export const PUSH_MESSAGES_KEEP_MS = 30 * 24 * 60 * 60 * 1000;

export type PushPurgeCounts = {
  guestSubscriptions: number;
  timezones: number;
  pushMessages: number;
};

/** The row's session (brand_id, sid) has expired or was deleted. */
function sessionGone(table: 'push_subscriptions' | 'push_timezones', now: Date) {
  return ({ exists, not, selectFrom }: ExpressionBuilder<Database, typeof table>) =>
    not(
      exists(
        selectFrom('sessions')
          .select('sessions.sid')
          .whereRef('sessions.brand_id', '=', `${table}.brand_id`)
          .whereRef('sessions.sid', '=', `${table}.sid`)
          .where('sessions.expires_at', '>', now),
      ),
    );
}

export async function purgePushRows(db: Kysely<Database>, now: Date): Promise<PushPurgeCounts> {
  const subscriptions = await db
    .deleteFrom('push_subscriptions')
    .where('customer_id', '=', 0)
    .where(sessionGone('push_subscriptions', now))
    .executeTakeFirst();
  const timezones = await db
    .deleteFrom('push_timezones')
    .where(sessionGone('push_timezones', now))
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
