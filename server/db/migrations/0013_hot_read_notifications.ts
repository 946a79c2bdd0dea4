/**
 * Several server processes on one PostgreSQL: each keeps the hot reads in memory
 * (server/protocol/hotReads.ts), so every write that could make a remembered read wrong says so
 * with pg_notify on 'docket_hot_reads'. Triggers rather than calls in the write paths: a
 * notification sent in the writing transaction is delivered only if it commits, after the rows
 * are visible, and no write is missed (the seed, admin SQL, a script, a future action that forgets
 * to call). PostgreSQL folds identical messages of one transaction into one.
 *
 * Payloads (parsed by HotReads.invalidate):
 * - 'brands': a brand or app release changed (few rows; every process re-reads them all);
 * - 'menus:<brand>': a menu or merchant row changed, which every edit of its contents, hours,
 *   fulfilment types or promotions does through the version triggers of 0001, 0004 and 0006;
 * - 'session:<brand>:<sid>': a session was deleted, bound to another customer, or cut short;
 *   sliding its expiry later tells no one (every process may slide it itself);
 * - 'cart:<brand>:<owner>': a cart or one of its lines changed (both owners when lines move).
 * The SID travels only between the database and its own servers, which read it from the sessions
 * table anyway; the servers never log a payload.
 */
import { sql, type Kysely } from 'kysely';

const notify = (payload: string) => `perform pg_notify('docket_hot_reads', ${payload});`;

const upStatements = [
  `create function docket_notify_brands() returns trigger language plpgsql as $$
  begin
    ${notify(`'brands'`)}
    return null;
  end $$`,
  ...['brands', 'app_releases'].map(
    (table) => `create trigger ${table}_notify after insert or update or delete or truncate
     on ${table} for each statement execute function docket_notify_brands()`,
  ),
  `create function docket_notify_menus() returns trigger language plpgsql as $$
  begin
    if tg_op <> 'INSERT' then ${notify(`'menus:' || old.brand_id`)} end if;
    if tg_op <> 'DELETE' then ${notify(`'menus:' || new.brand_id`)} end if;
    return null;
  end $$`,
  ...['menus', 'merchants'].map(
    (table) => `create trigger ${table}_notify after insert or update or delete on ${table}
     for each row execute function docket_notify_menus()`,
  ),
  `create function docket_notify_session() returns trigger language plpgsql as $$
  begin
    ${notify(`'session:' || old.brand_id || ':' || old.sid`)}
    return null;
  end $$`,
  `create trigger sessions_notify_delete after delete on sessions
   for each row execute function docket_notify_session()`,
  `create trigger sessions_notify_update after update on sessions for each row
   when (old.customer_id is distinct from new.customer_id or new.expires_at < old.expires_at
     or old.sid is distinct from new.sid or old.brand_id is distinct from new.brand_id)
   execute function docket_notify_session()`,
  `create function docket_notify_cart() returns trigger language plpgsql as $$
  begin
    if tg_op <> 'INSERT' then ${notify(`'cart:' || old.brand_id || ':' || old.owner`)} end if;
    if tg_op <> 'DELETE' then ${notify(`'cart:' || new.brand_id || ':' || new.owner`)} end if;
    return null;
  end $$`,
  `create trigger carts_notify after insert or update or delete on carts
   for each row execute function docket_notify_cart()`,
  `create function docket_notify_cart_items() returns trigger language plpgsql as $$
  declare
    cart record;
  begin
    for cart in
      select brand_id, owner from carts where id in (
        case when tg_op <> 'INSERT' then old.cart_id end,
        case when tg_op <> 'DELETE' then new.cart_id end)
    loop
      ${notify(`'cart:' || cart.brand_id || ':' || cart.owner`)}
    end loop;
    return null;
  end $$`,
  `create trigger cart_items_notify after insert or update or delete on cart_items
   for each row execute function docket_notify_cart_items()`,
];

const downStatements = [
  'drop trigger if exists cart_items_notify on cart_items',
  'drop trigger if exists carts_notify on carts',
  'drop trigger if exists sessions_notify_update on sessions',
  'drop trigger if exists sessions_notify_delete on sessions',
  'drop trigger if exists merchants_notify on merchants',
  'drop trigger if exists menus_notify on menus',
  'drop trigger if exists app_releases_notify on app_releases',
  'drop trigger if exists brands_notify on brands',
  'drop function if exists docket_notify_cart_items()',
  'drop function if exists docket_notify_cart()',
  'drop function if exists docket_notify_session()',
  'drop function if exists docket_notify_menus()',
  'drop function if exists docket_notify_brands()',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of upStatements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of downStatements) await sql.raw(statement).execute(db);
}
