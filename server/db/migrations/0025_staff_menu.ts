/**
 * The staff device's Menu tab (server/staff/menu*.ts):
 *
 * - menu_items.sold_out_until: when a sold-out mark ends by itself, as the store's wall clock
 *   'yyyy-MM-ddTHH:mm' (the close it was set for). A wall-clock text rather than an instant: the
 *   close is a time on the store's clock, and the expiry job compares it with the store's clock
 *   now (server/staff/menuExpiry.ts), so no zone arithmetic runs in SQL. Null while the item is
 *   available, and for a mark kept until staff turn it back on. The partial index keeps the job's
 *   scan to the marks that end by themselves.
 * - fulfilment_types.paused: staff paused the type at the store (drivers out); the Merchant
 *   answer shows it unavailable and placement refuses it. A change bumps the merchant's
 *   config_version through 0001's trigger like any other edit of its fulfilment types.
 * - menu_changes: every change staff (or the close) made, for the manager's list: who
 *   (customer_id; null for the server's own expiry at close), when, which item or fulfilment
 *   type, what was done and the request id it came with. No foreign key on the customer or the
 *   item: the record outlives a closed account or an item a re-import replaced.
 *
 * Nothing to announce: a sold-out mark updates menu_items, whose trigger bumps menus.version, and
 * 0013 tells every process (and so every open menu stream) of the menus row that changed.
 */
import { sql, type Kysely } from 'kysely';

const upStatements = [
  `alter table menu_items add column sold_out_until text
    check (sold_out_until ~ '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}$')`,
  `create index menu_items_sold_out_until_idx on menu_items (sold_out_until)
    where sold_out_until is not null`,
  `alter table fulfilment_types add column paused boolean not null default false`,
  `create table menu_changes (
    id serial primary key,
    merchant_id integer not null references merchants (id) on delete cascade,
    customer_id integer,
    at timestamptz not null,
    item_id integer,
    fulfilment_code text,
    change text not null check (change in ('sold_out', 'back_on', 'paused', 'resumed')),
    what text not null,
    request_id text
  )`,
  `create index menu_changes_merchant_idx on menu_changes (merchant_id, at desc, id desc)`,
];

const downStatements = [
  'drop table if exists menu_changes',
  'alter table fulfilment_types drop column if exists paused',
  'drop index if exists menu_items_sold_out_until_idx',
  'alter table menu_items drop column if exists sold_out_until',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of upStatements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of downStatements) await sql.raw(statement).execute(db);
}
