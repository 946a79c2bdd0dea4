/**
 * Several server processes on one PostgreSQL, the parts 0013 left per process:
 *
 * - docket_orders: every placed order and every status move is announced with pg_notify in the
 *   writing transaction, so each process's live channel (server/orders/orderEmitter.ts) hears it
 *   once it commits, whichever process (or script, or hand-written SQL) made it. A trigger for the
 *   reasons 0013 gives: delivered only on commit, after the rows are visible, and no write path
 *   can forget it. Payload: `<kind>:<brand>:<merchant>:<order>:<status>`, kind 'placed' (insert)
 *   or 'status' (a changed status); ids and a status name, far below NOTIFY's 8000 bytes.
 * - request_counts: the shared counters of the guessing limits (server/http/rateLimits.ts: promo
 *   codes per session, sign-in calls per address), one row per key and window. The key is the
 *   SHA-256 of the limiter's key, so no SID or address is kept here. Purged once the window ended.
 */
import { sql, type Kysely } from 'kysely';

const upStatements = [
  `create function docket_notify_order() returns trigger language plpgsql as $$
  begin
    perform pg_notify('docket_orders',
      case when tg_op = 'INSERT' then 'placed' else 'status' end
      || ':' || new.brand_id || ':' || new.merchant_id || ':' || new.id || ':' || new.status);
    return null;
  end $$`,
  `create trigger orders_notify_placed after insert on orders
   for each row execute function docket_notify_order()`,
  `create trigger orders_notify_status after update of status on orders for each row
   when (old.status is distinct from new.status) execute function docket_notify_order()`,
  `create table request_counts (
    key text primary key,
    hits integer not null,
    window_ends_at timestamptz not null
  )`,
  `create index request_counts_window_idx on request_counts (window_ends_at)`,
];

const downStatements = [
  'drop table if exists request_counts',
  'drop trigger if exists orders_notify_status on orders',
  'drop trigger if exists orders_notify_placed on orders',
  'drop function if exists docket_notify_order()',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of upStatements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of downStatements) await sql.raw(statement).execute(db);
}
