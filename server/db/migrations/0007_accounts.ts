/**
 * Accounts (spec 3): what signing in, resetting and the profile keep.
 *
 * - customers gain a PIN (scrypt, like the password) and the temporary PIN ForgotLogin sends by
 *   SMS (valid an hour, beside the old PIN until used; once used it becomes the PIN with
 *   `pin_is_temporary` until the customer sets their own), the birthday (dd/mm, locked once set), country and state from sign-up, and when the
 *   customer asked for the account to be closed (CloseAccount). Mobiles are stored in E.164 and
 *   looked up by brand for the mobile + PIN sign-in.
 * - auth_failures: one row per failed password or PIN check, keyed by account and by address, so
 *   Login and ChangePin refuse after 10 failures in 15 minutes (server/accounts/attempts.ts).
 * - reset_tokens: the password reset links ForgotLogin mails ('reset') and the one-time tokens of
 *   the session-in-URL login ('login'); a token is stored only as its SHA-256, used once and valid
 *   for an hour.
 * - message_outbox: every email and SMS the server sends. The sandbox mailer only writes here;
 *   tests and the demo read it (server/README.md 'Mail and SMS').
 */
import { sql, type Kysely } from 'kysely';

const upStatements = [
  `alter table customers
    add column pin_hash text,
    add column pin_is_temporary boolean not null default false,
    add column temp_pin_hash text,
    add column temp_pin_expires_at timestamptz,
    add column birthday text not null default '' check (birthday = '' or birthday ~ '^[0-3][0-9]/[0-1][0-9]$'),
    add column country_code text not null default 'AU',
    add column state text not null default '',
    add column close_requested_at timestamptz`,
  `create index customers_mobile_idx on customers (brand_id, mobile) where mobile <> ''`,
  `create table auth_failures (
    id serial primary key,
    brand_id integer not null references brands (id) on delete cascade,
    scope text not null check (scope in ('account', 'address')),
    key text not null,
    at timestamptz not null
  )`,
  `create index auth_failures_key_idx on auth_failures (brand_id, scope, key, at)`,
  `create table reset_tokens (
    id serial primary key,
    brand_id integer not null references brands (id) on delete cascade,
    customer_id integer not null references customers (id) on delete cascade,
    purpose text not null check (purpose in ('reset', 'login')),
    token_hash text not null unique,
    expires_at timestamptz not null,
    used_at timestamptz,
    created_at timestamptz not null
  )`,
  `create table message_outbox (
    id serial primary key,
    brand_id integer not null references brands (id) on delete cascade,
    channel text not null check (channel in ('email', 'sms')),
    recipient text not null,
    subject text not null default '',
    body text not null,
    created_at timestamptz not null
  )`,
  `create index message_outbox_recipient_idx on message_outbox (brand_id, recipient, id)`,
];

const downStatements = [
  'drop table if exists message_outbox',
  'drop table if exists reset_tokens',
  'drop table if exists auth_failures',
  'drop index if exists customers_mobile_idx',
  `alter table customers
    drop column if exists pin_hash,
    drop column if exists pin_is_temporary,
    drop column if exists temp_pin_hash,
    drop column if exists temp_pin_expires_at,
    drop column if exists birthday,
    drop column if exists country_code,
    drop column if exists state,
    drop column if exists close_requested_at`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of upStatements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of downStatements) await sql.raw(statement).execute(db);
}
