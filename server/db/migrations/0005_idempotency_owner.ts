/**
 * Idempotency rows carry their owner (server/protocol/idempotency.ts): the session, and the
 * customer it was signed in as, that made the first request. A repeat by anyone else is refused
 * and never sees the stored answer. Rows written before this migration get owner '' and so belong
 * to nobody: a repeat of one is refused, which is safe, and they are purged within a day.
 *
 * The purge job (server/jobs/purge.ts) deletes idempotency rows by age and open guest carts whose
 * session is gone; the two indexes keep those deletes from reading whole tables.
 */
import { sql, type Kysely } from 'kysely';

const upStatements = [
  `alter table idempotency_keys add column owner text not null default ''`,
  `create index idempotency_keys_created_idx on idempotency_keys (created_at)`,
  `create index carts_guest_open_idx on carts (owner) where status = 'open' and owner like 'session:%'`,
];

const downStatements = [
  `drop index if exists carts_guest_open_idx`,
  `drop index if exists idempotency_keys_created_idx`,
  `alter table idempotency_keys drop column if exists owner`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of upStatements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of downStatements) await sql.raw(statement).execute(db);
}
