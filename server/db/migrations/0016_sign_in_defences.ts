/**
 * Sign-in that holds under attack:
 *
 * - auth_failures also counts a device's own failures (scope 'device'): a browser holding a signed
 *   device cookie for an account is throttled by its own wrong tries, not by a stranger's
 *   (server/accounts/attempts.ts, deviceCookies.ts).
 * - server_secrets: the key the device cookies are signed with, made once per database so every
 *   process behind a load balancer signs and checks with the same one (unless DOCKET_SECRET is set).
 * - sessions.remember: false for a sign-in with 'Remember me' unticked; such a session does not
 *   slide and ends within a day.
 * - customers.email_verified_at: when the customer proved the email (a verification or reset link,
 *   or a provider's verified email); only then may Apple or Google sign-in be linked to it.
 * - reset_tokens gain the purpose 'verify' (the verification link).
 */
import { sql, type Kysely } from 'kysely';

const upStatements = [
  `alter table auth_failures drop constraint if exists auth_failures_scope_check`,
  `alter table auth_failures add constraint auth_failures_scope_check
    check (scope in ('account', 'address', 'device'))`,
  `create table server_secrets (
    name text primary key,
    value text not null
  )`,
  `alter table sessions add column remember boolean not null default true`,
  `alter table customers add column email_verified_at timestamptz`,
  `alter table reset_tokens drop constraint if exists reset_tokens_purpose_check`,
  `alter table reset_tokens add constraint reset_tokens_purpose_check
    check (purpose in ('reset', 'login', 'verify'))`,
];

const downStatements = [
  `delete from reset_tokens where purpose = 'verify'`,
  `alter table reset_tokens drop constraint if exists reset_tokens_purpose_check`,
  `alter table reset_tokens add constraint reset_tokens_purpose_check
    check (purpose in ('reset', 'login'))`,
  'alter table customers drop column if exists email_verified_at',
  'alter table sessions drop column if exists remember',
  'drop table if exists server_secrets',
  `delete from auth_failures where scope = 'device'`,
  `alter table auth_failures drop constraint if exists auth_failures_scope_check`,
  `alter table auth_failures add constraint auth_failures_scope_check
    check (scope in ('account', 'address'))`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of upStatements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of downStatements) await sql.raw(statement).execute(db);
}
