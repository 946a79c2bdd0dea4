/**
 * Push and third-party sign-in.
 *
 * - push_subscriptions: one Web Push subscription per browser (its endpoint is unique per brand),
 *   registered by `Push register` for the session and, when signed in, the customer. An order's
 *   status change is pushed to its customer's subscriptions, or for a guest's order to those of
 *   the session that placed it. A push service answering 404 or 410 removes the row.
 * - push_messages: every push sent (or refused by the push service), for `Push track_open` and
 *   for support; no payload is kept, it carried only the order's number and status.
 * - push_timezones: `Push timezone`, the device's UTC offset, IANA zone and locale, per session.
 * - customer_identities: a customer's Apple or Google account (the provider's stable subject),
 *   linked at the first third-party sign-in; a row is what is_apple_connected /
 *   is_google_connected report.
 */
import { sql, type Kysely } from 'kysely';

const upStatements = [
  `create table push_subscriptions (
    id serial primary key,
    brand_id integer not null references brands (id) on delete cascade,
    endpoint text not null,
    p256dh text not null,
    auth text not null,
    sid text not null default '',
    customer_id integer not null default 0,
    device_state text not null default '',
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    unique (brand_id, endpoint)
  )`,
  `create index push_subscriptions_customer_idx on push_subscriptions (brand_id, customer_id) where customer_id > 0`,
  `create index push_subscriptions_sid_idx on push_subscriptions (brand_id, sid)`,
  `create table push_messages (
    id serial primary key,
    brand_id integer not null references brands (id) on delete cascade,
    subscription_id integer,
    order_id integer,
    status text not null default '',
    http_status integer not null default 0,
    sent_at timestamptz not null,
    opened_at timestamptz,
    open_action text not null default ''
  )`,
  `create index push_messages_sent_idx on push_messages (sent_at)`,
  `create table push_timezones (
    brand_id integer not null references brands (id) on delete cascade,
    sid text not null,
    customer_id integer not null default 0,
    utc_offset_minutes integer not null,
    timezone text not null default '',
    locale text not null default '',
    client_dates text not null default '',
    updated_at timestamptz not null,
    primary key (brand_id, sid)
  )`,
  `create table customer_identities (
    id serial primary key,
    brand_id integer not null references brands (id) on delete cascade,
    customer_id integer not null references customers (id) on delete cascade,
    provider text not null check (provider in ('apple', 'google')),
    subject text not null,
    email text not null default '',
    created_at timestamptz not null default now(),
    unique (brand_id, provider, subject),
    unique (customer_id, provider)
  )`,
];

const downStatements = [
  `drop table if exists customer_identities`,
  `drop table if exists push_timezones`,
  `drop table if exists push_messages`,
  `drop table if exists push_subscriptions`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of upStatements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of downStatements) await sql.raw(statement).execute(db);
}
