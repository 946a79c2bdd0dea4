/**
 * Rate-limit counters shared by every server process on one database: one
 * `request_counts` row per key (migration 0014), a fixed window from its first hit, as
 * @fastify/rate-limit's own in-memory store counts. One upsert per hit, so two processes counting
 * the same key at once both land: PostgreSQL serialises the conflicting inserts on the key. Only
 * the SHA-256 of the key is stored (keys carry SIDs and addresses).
 */
import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

const hashed = (key: string) => createHash('sha256').update(key).digest('hex');

/** Counts one hit of `key`; answers the hits in its window so far, this one included. */
export async function countSharedHit(
  db: Kysely<Database>,
  key: string,
  windowMs: number,
  now: Date,
): Promise<number> {
  const ends = new Date(now.getTime() + windowMs);
  const expired = sql<boolean>`request_counts.window_ends_at <= ${now}`;
  const row = await db
    .insertInto('request_counts')
    .values({ key: hashed(key), hits: 1, window_ends_at: ends })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet({
        hits: sql<number>`case when ${expired} then 1 else request_counts.hits + 1 end`,
        window_ends_at: sql<Date>`case when ${expired} then ${ends}::timestamptz
          else request_counts.window_ends_at end`,
      }),
    )
    .returning('hits')
    .executeTakeFirstOrThrow();
  return row.hits;
}

/** Deletes the counters whose window has ended (server/jobs/purge.ts). */
export async function purgeSharedCounts(db: Kysely<Database>, now: Date): Promise<number> {
  const purged = await db
    .deleteFrom('request_counts')
    .where('window_ends_at', '<=', now)
    .executeTakeFirst();
  return Number(purged.numDeletedRows);
}
