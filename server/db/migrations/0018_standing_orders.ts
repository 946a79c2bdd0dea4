/**
 * Standing orders (spec 3 §2 'Standing orders', §3 'Standing order', 'Store settings (standing
 * orders)'):
 *
 * - standing_order_settings: a store's standing-order settings, one row per merchant. A store
 *   without a row, or with enabled false, takes no standing orders. Cut-off per fulfilment type:
 *   the local time and how many days before the order's day the order is placed and paid.
 * - standing_orders and standing_order_items: a member's recurring order, one row of per-weekday
 *   quantities per product (0 to 999).
 * - standing_order_runs: one row per standing order and order day, committed before the charge,
 *   so the scheduler places at most one order per standing order per day whatever process or
 *   restart runs it (server/standingOrders/scheduler.ts).
 * - orders.standing_order_id: the standing order that placed an order, for the receipt's 'Edit
 *   Standing Order'.
 */
import { sql, type Kysely } from 'kysely';

const upStatements = [
  `create table standing_order_settings (
    merchant_id integer primary key references merchants(id),
    enabled boolean not null default false,
    available_pickup boolean not null default true,
    available_dinein boolean not null default false,
    available_delivery boolean not null default false,
    cut_off_time_pickup text not null default '17:00',
    cut_off_time_dinein text not null default '17:00',
    cut_off_time_delivery text not null default '17:00',
    cut_off_days_pickup integer not null default 1 check (cut_off_days_pickup between 0 and 7),
    cut_off_days_dinein integer not null default 1 check (cut_off_days_dinein between 0 and 7),
    cut_off_days_delivery integer not null default 1 check (cut_off_days_delivery between 0 and 7),
    discount_percent_pickup integer not null default 0
      check (discount_percent_pickup between 0 and 100),
    discount_percent_dinein integer not null default 0
      check (discount_percent_dinein between 0 and 100),
    discount_percent_delivery integer not null default 0
      check (discount_percent_delivery between 0 and 100),
    pickup_from text not null default '07:00',
    pickup_to text not null default '15:00',
    payment_method_required boolean not null default true,
    updated_at timestamptz not null default now()
  )`,
  `create table standing_orders (
    id serial primary key,
    brand_id integer not null references brands(id),
    customer_id integer not null references customers(id),
    merchant_id integer not null references merchants(id),
    menu_id integer not null references menus(id),
    fulfilment_type text not null check (fulfilment_type in ('pickup', 'dinein', 'delivery')),
    fulfilment_time text not null default '',
    contactless boolean not null default false,
    payment_method text not null default 'advance',
    pickup_location_id integer,
    delivery_address_id integer,
    delivery_address1 text not null default '',
    delivery_address2 text not null default '',
    delivery_city text not null default '',
    delivery_state text not null default '',
    delivery_postcode text not null default '',
    delivery_country text not null default '',
    delivery_postcode_id integer,
    delivery_slot_id integer,
    delivery_stop_id integer,
    student_name text not null default '',
    store_class_id integer,
    note text not null default '',
    status integer not null default 0,
    active_since timestamptz,
    request_id text,
    created_at timestamptz not null,
    updated_at timestamptz not null
  )`,
  `create index standing_orders_customer_idx on standing_orders (customer_id)`,
  `create index standing_orders_active_idx on standing_orders (merchant_id) where status = 1`,
  `create unique index standing_orders_request_idx on standing_orders (brand_id, request_id)`,
  `create table standing_order_items (
    id serial primary key,
    standing_order_id integer not null references standing_orders(id) on delete cascade,
    menu_item_id integer not null,
    options jsonb not null default '[]',
    qty_mon integer not null default 0 check (qty_mon between 0 and 999),
    qty_tue integer not null default 0 check (qty_tue between 0 and 999),
    qty_wed integer not null default 0 check (qty_wed between 0 and 999),
    qty_thu integer not null default 0 check (qty_thu between 0 and 999),
    qty_fri integer not null default 0 check (qty_fri between 0 and 999),
    qty_sat integer not null default 0 check (qty_sat between 0 and 999),
    qty_sun integer not null default 0 check (qty_sun between 0 and 999),
    position integer not null default 0
  )`,
  `create index standing_order_items_order_idx on standing_order_items (standing_order_id)`,
  `create table standing_order_runs (
    id serial primary key,
    brand_id integer not null references brands(id),
    standing_order_id integer not null references standing_orders(id),
    order_date text not null,
    state text not null default 'pending'
      check (state in ('pending', 'placed', 'failed', 'skipped')),
    request_id text not null,
    order_id integer,
    amount_cents integer not null default 0,
    reason text not null default '',
    created_at timestamptz not null,
    updated_at timestamptz not null,
    unique (standing_order_id, order_date)
  )`,
  `create index standing_order_runs_pending_idx on standing_order_runs (updated_at)
    where state = 'pending'`,
  `alter table orders add column standing_order_id integer`,
];

const downStatements = [
  `alter table orders drop column if exists standing_order_id`,
  `drop table if exists standing_order_runs`,
  `drop table if exists standing_order_items`,
  `drop table if exists standing_orders`,
  `drop table if exists standing_order_settings`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of upStatements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of downStatements) await sql.raw(statement).execute(db);
}
