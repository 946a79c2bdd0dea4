/**
 * Carts and what they need (spec 1 §3 'Cart item payload', 'Slot, stop and location entries',
 * 'Checkout fields touched here'; spec 2 §3 'Cart response', 'Checkout options'): where a merchant
 * delivers (postcodes with fee and minimum), its delivery slots, delivery stops and pickup locations
 * (each with a capacity and a cut-off), promo codes, saved delivery addresses, the open cart with its
 * lines and checkout choices, and a minimal orders table so capacity and repeat-order have something
 * to read (the checkout work extends it).
 *
 * Schedule entries (slots, stops, locations) apply on the listed weekdays, or only on `only_date`
 * when that is set. `cut_off_time` is the merchant-local time by which an order must be in,
 * `cut_off_days_before` days before the entry's date (0: the same day); null means the entry's own
 * start time (or the end of trading when it has none).
 */
import { sql, type Kysely } from 'kysely';

const hhmm = (column: string) => `${column} ~ '^\\d{2}:\\d{2}$'`;
const ymd = (column: string) => `${column} ~ '^\\d{4}-\\d{2}-\\d{2}$'`;

/** The columns the three kinds of schedule entry share. */
const scheduleColumns = `
    merchant_id integer not null references merchants (id) on delete cascade,
    display_label text not null,
    weekdays jsonb not null default '["mon","tue","wed","thu","fri","sat","sun"]',
    only_date text check (only_date is null or ${ymd('only_date')}),
    cut_off_time text check (cut_off_time is null or ${hhmm('cut_off_time')}),
    cut_off_days_before integer not null default 0 check (cut_off_days_before >= 0),
    capacity integer not null check (capacity >= 0),
    position integer not null default 0,
    active boolean not null default true`;

const upStatements = [
  `create table delivery_postcodes (
    id serial primary key,
    merchant_id integer not null references merchants (id) on delete cascade,
    postcode text not null,
    suburb text not null,
    state text not null,
    delivery_fee_cents integer not null default 0 check (delivery_fee_cents >= 0),
    min_order_cents integer not null default 0 check (min_order_cents >= 0),
    delivery_mins integer,
    active boolean not null default true,
    unique (merchant_id, postcode, suburb)
  )`,
  `create table delivery_slots (
    id serial primary key,${scheduleColumns},
    start_time text not null check (${hhmm('start_time')}),
    end_time text not null check (${hhmm('end_time')})
  )`,
  `create index delivery_slots_merchant_idx on delivery_slots (merchant_id)`,
  `create table delivery_stops (
    id serial primary key,${scheduleColumns},
    address text not null default '',
    stop_time text check (stop_time is null or ${hhmm('stop_time')})
  )`,
  `create index delivery_stops_merchant_idx on delivery_stops (merchant_id)`,
  `create table pickup_locations (
    id serial primary key,${scheduleColumns},
    description text not null default ''
  )`,
  `create index pickup_locations_merchant_idx on pickup_locations (merchant_id)`,
  `create table promo_codes (
    id serial primary key,
    brand_id integer not null references brands (id) on delete cascade,
    merchant_id integer references merchants (id) on delete cascade,
    code text not null check (code = upper(code) and code <> ''),
    description text not null default '',
    kind text not null check (kind in ('percent', 'amount')),
    value integer not null check (value > 0),
    min_order_cents integer not null default 0 check (min_order_cents >= 0),
    starts_on text check (starts_on is null or ${ymd('starts_on')}),
    ends_on text check (ends_on is null or ${ymd('ends_on')}),
    active boolean not null default true,
    unique (brand_id, code)
  )`,
  `create table customer_addresses (
    id serial primary key,
    brand_id integer not null references brands (id) on delete cascade,
    customer_id integer not null references customers (id) on delete cascade,
    address1 text not null,
    address2 text not null default '',
    city text not null,
    state text not null,
    postcode text not null,
    country text not null default 'AU',
    created_at timestamptz not null default now()
  )`,
  `create index customer_addresses_customer_idx on customer_addresses (customer_id)`,
  `create table orders (
    id serial primary key,
    brand_id integer not null references brands (id) on delete cascade,
    merchant_id integer not null references merchants (id) on delete cascade,
    menu_id integer not null references menus (id) on delete cascade,
    owner text not null,
    customer_id integer not null default 0,
    status text not null default 'placed',
    fulfilment_type text not null default '',
    fulfilment_date text check (fulfilment_date is null or ${ymd('fulfilment_date')}),
    fulfilment_time text check (fulfilment_time is null or ${hhmm('fulfilment_time')}),
    delivery_slot_id integer references delivery_slots (id) on delete set null,
    delivery_stop_id integer references delivery_stops (id) on delete set null,
    pickup_location_id integer references pickup_locations (id) on delete set null,
    coupon_code text not null default '',
    sub_total_cents integer not null default 0,
    discount_cents integer not null default 0,
    delivery_fee_cents integer not null default 0,
    total_cents integer not null default 0,
    note text not null default '',
    created_at timestamptz not null default now()
  )`,
  `create index orders_owner_idx on orders (brand_id, owner)`,
  `create index orders_merchant_date_idx on orders (merchant_id, fulfilment_date)`,
  `create table order_items (
    id serial primary key,
    order_id integer not null references orders (id) on delete cascade,
    menu_item_id integer not null,
    name text not null,
    quantity integer not null check (quantity > 0),
    options jsonb not null default '{}',
    unit_price_cents integer not null,
    position integer not null default 0
  )`,
  `create index order_items_order_idx on order_items (order_id)`,
  `create table carts (
    id serial primary key,
    brand_id integer not null references brands (id) on delete cascade,
    merchant_id integer not null references merchants (id) on delete cascade,
    menu_id integer not null references menus (id) on delete cascade,
    owner text not null,
    customer_id integer not null default 0,
    status text not null default 'open' check (status in ('open', 'placed')),
    coupon_code text not null default '',
    promo_code_id integer references promo_codes (id) on delete set null,
    order_note text not null default '',
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  // One open cart per owner and menu; concurrent first adds meet on this index.
  `create unique index carts_open_idx on carts (brand_id, owner, menu_id) where status = 'open'`,
  `create table cart_items (
    id serial primary key,
    cart_id integer not null references carts (id) on delete cascade,
    menu_item_id integer not null,
    name text not null,
    quantity integer not null check (quantity > 0),
    options jsonb not null default '{}',
    option_lines jsonb not null default '[]',
    unit_price_cents integer not null,
    created_at timestamptz not null default now()
  )`,
  `create index cart_items_cart_idx on cart_items (cart_id)`,
  `create table checkouts (
    cart_id integer primary key references carts (id) on delete cascade,
    fulfilment_type text not null default '',
    fulfilment_asap boolean not null default false,
    fulfilment_date text check (fulfilment_date is null or ${ymd('fulfilment_date')}),
    fulfilment_time text check (fulfilment_time is null or ${hhmm('fulfilment_time')}),
    delivery_address_id integer,
    delivery_address text not null default '',
    delivery_address1 text not null default '',
    delivery_address2 text not null default '',
    delivery_city text not null default '',
    delivery_state text not null default '',
    delivery_postcode text not null default '',
    delivery_country text not null default '',
    delivery_geo text not null default '',
    delivery_latlng text not null default '',
    delivery_validated boolean not null default false,
    delivery_postcode_id integer references delivery_postcodes (id) on delete set null,
    delivery_slot_id integer references delivery_slots (id) on delete set null,
    delivery_stop_id integer references delivery_stops (id) on delete set null,
    pickup_location_id integer references pickup_locations (id) on delete set null,
    updated_at timestamptz not null default now()
  )`,
];

const downStatements = [
  'checkouts',
  'cart_items',
  'carts',
  'order_items',
  'orders',
  'customer_addresses',
  'promo_codes',
  'pickup_locations',
  'delivery_stops',
  'delivery_slots',
  'delivery_postcodes',
].map((table) => `drop table if exists ${table}`);

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of upStatements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of downStatements) await sql.raw(statement).execute(db);
}
