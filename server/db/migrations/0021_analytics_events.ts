/**
 * First-party analytics (brand.json `analytics.adapter` 'firstParty'): the purchase event of
 * spec 2 §4.2 step 5, one row per placed order, built by the server from the order itself (value
 * is the order's grand total). No name, email, phone or address is kept: only the order, its lines'
 * names, prices and quantities, and how the app was used (web or kiosk).
 */
import { sql, type Kysely } from 'kysely';

const upStatements = [
  `create table analytics_events (
    id serial primary key,
    brand_id integer not null references brands (id) on delete cascade,
    name text not null,
    order_id integer not null references orders (id) on delete cascade,
    value_cents integer not null,
    currency text not null,
    items jsonb not null,
    app_mode text not null default '',
    request_id text not null,
    created_at timestamptz not null
  )`,
  // One purchase per order, whichever device or tab sends it.
  `create unique index analytics_events_order_idx on analytics_events (brand_id, name, order_id)`,
  `create index analytics_events_recent_idx on analytics_events (brand_id, created_at)`,
];

const downStatements = ['drop table if exists analytics_events'];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of upStatements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of downStatements) await sql.raw(statement).execute(db);
}
