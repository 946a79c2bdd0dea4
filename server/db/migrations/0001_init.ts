/**
 * The first schema: brands and their releases, merchants with hours, special dates and fulfilment
 * types, menus (categories, items, modifiers), sessions, customers, idempotency keys, seed state
 * and generated media. Plain SQL so that it reads like the schema it is; one statement per entry
 * because PGlite's extended protocol runs one statement per query.
 *
 * Every menu child row carries its menu_id, so a menu loads in a handful of `where menu_id = $1`
 * queries, and the triggers at the end bump menus.version (any change below a menu) and
 * merchants.config_version (any change to a merchant, its hours, special dates, fulfilment types
 * or list of menus): the server's caches are keyed by those versions and never serve stale data.
 */
import { sql, type Kysely } from 'kysely';

const upStatements = [
  `create table brands (
    id serial primary key,
    code text not null unique,
    name text not null,
    app_token text not null unique,
    store_mode text not null check (store_mode in ('single', 'multi')),
    menu_slug text not null,
    country_code text not null,
    state_code text not null,
    session_minutes integer not null check (session_minutes > 0),
    logo_url text not null default '',
    hero_url text not null default '',
    promo_text text not null default '',
    payment_text text not null default '',
    delivery_text text not null default '',
    warning_text text not null default '',
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  `create table app_releases (
    id serial primary key,
    brand_id integer not null unique references brands (id) on delete cascade,
    latest_version text not null check (latest_version ~ '^\\d+\\.\\d+\\.\\d+$'),
    minimum_version text not null check (minimum_version ~ '^\\d+\\.\\d+\\.\\d+$'),
    link text not null,
    updated_at timestamptz not null default now()
  )`,
  `create table merchants (
    id serial primary key,
    brand_id integer not null references brands (id) on delete cascade,
    slug text not null check (slug ~ '^[a-z0-9-]+$'),
    name text not null,
    merchant_type text not null default '',
    address1 text not null,
    suburb text not null,
    state text not null default '',
    postcode text not null default '',
    phone text not null default '',
    status text not null default 'trading',
    always_open boolean not null default false,
    order_for_later boolean not null default true,
    lat double precision not null,
    long double precision not null,
    radius double precision not null default 0,
    timezone text not null,
    locale jsonb not null,
    promo_text text not null default '',
    payment_text text not null default '',
    delivery_text text not null default '',
    warning_text text not null default '',
    public_notice text not null default '',
    opening_times_heading text not null default 'Opening Times',
    cstext text not null default '',
    group_menu_by_category boolean not null default true,
    display_images boolean not null default true,
    allow_promo_codes boolean not null default true,
    show_dietary_info boolean not null default true,
    logo_square_url text not null default '',
    hero_img_url text not null default '',
    payment_methods jsonb not null default '[]',
    position integer not null default 0,
    active boolean not null default true,
    deleted_at timestamptz,
    config_version integer not null default 1,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    unique (brand_id, slug)
  )`,
  `create table merchant_groups (
    id serial primary key,
    brand_id integer not null references brands (id) on delete cascade,
    code text not null,
    title text not null,
    subtitle text not null default '',
    is_active boolean not null default true,
    logo_square_url text not null default '',
    hero_img_url text not null default '',
    position integer not null default 0,
    unique (brand_id, code)
  )`,
  `create table merchant_group_members (
    group_id integer not null references merchant_groups (id) on delete cascade,
    merchant_id integer not null references merchants (id) on delete cascade,
    position integer not null default 0,
    primary key (group_id, merchant_id)
  )`,
  `create table merchant_hours (
    merchant_id integer not null references merchants (id) on delete cascade,
    weekday smallint not null check (weekday between 1 and 7),
    is_open boolean not null,
    open_time text not null check (open_time ~ '^\\d{2}:\\d{2}$'),
    close_time text not null check (close_time ~ '^\\d{2}:\\d{2}$'),
    primary key (merchant_id, weekday)
  )`,
  `create table special_dates (
    id serial primary key,
    merchant_id integer not null references merchants (id) on delete cascade,
    ph_date text not null check (ph_date ~ '^\\d{4}-\\d{2}-\\d{2}$'),
    name text not null default '',
    is_open boolean not null,
    open_time text not null default '00:00' check (open_time ~ '^\\d{2}:\\d{2}$'),
    close_time text not null default '00:00' check (close_time ~ '^\\d{2}:\\d{2}$'),
    unique (merchant_id, ph_date)
  )`,
  `create table menus (
    id serial primary key,
    brand_id integer not null references brands (id) on delete cascade,
    merchant_id integer not null references merchants (id) on delete cascade,
    slug text not null check (slug ~ '^[a-z0-9-]+$'),
    name text not null,
    position integer not null default 0,
    active boolean not null default true,
    version integer not null default 1,
    updated_at timestamptz not null default now(),
    unique (brand_id, slug)
  )`,
  `create index menus_merchant_idx on menus (merchant_id)`,
  `create table categories (
    id serial primary key,
    menu_id integer not null references menus (id) on delete cascade,
    parent_id integer references categories (id) on delete cascade,
    name text not null,
    description text not null default '',
    img_url text not null default '',
    position integer not null default 0,
    is_visible boolean not null default true
  )`,
  `create index categories_menu_idx on categories (menu_id)`,
  `create table menu_items (
    id serial primary key,
    menu_id integer not null references menus (id) on delete cascade,
    category_id integer not null references categories (id) on delete cascade,
    name text not null,
    description text not null default '',
    short_desc text not null default '',
    notes text not null default '',
    price_cents integer not null check (price_cents >= 0),
    img_url text not null default '',
    is_available boolean not null default true,
    available_str text not null default '',
    is_visible boolean not null default true,
    min_qty integer not null default 1 check (min_qty >= 1),
    max_qty integer check (max_qty is null or max_qty >= 1),
    qty_label text not null default 'Quantity',
    is_gluten_free boolean not null default false,
    is_egg_free boolean not null default false,
    is_dairy_free boolean not null default false,
    is_lactose_free boolean not null default false,
    is_vegetarian boolean not null default false,
    is_vegan boolean not null default false,
    is_halal boolean not null default false,
    position integer not null default 0,
    unique (id, menu_id)
  )`,
  `create index menu_items_menu_idx on menu_items (menu_id)`,
  `create table modifier_groups (
    id serial primary key,
    menu_id integer not null references menus (id) on delete cascade,
    name text not null,
    mandatory boolean not null default false,
    multiselect boolean not null default false,
    max_select integer not null default 0 check (max_select >= 0),
    position integer not null default 0,
    unique (id, menu_id)
  )`,
  `create index modifier_groups_menu_idx on modifier_groups (menu_id)`,
  `create table modifier_options (
    id serial primary key,
    menu_id integer not null,
    group_id integer not null,
    description text not null,
    price_offset_cents integer not null default 0,
    is_default boolean not null default false,
    position integer not null default 0,
    foreign key (group_id, menu_id) references modifier_groups (id, menu_id) on delete cascade
  )`,
  `create index modifier_options_menu_idx on modifier_options (menu_id)`,
  `create table item_modifier_groups (
    menu_id integer not null,
    item_id integer not null,
    group_id integer not null,
    position integer not null default 0,
    primary key (item_id, group_id),
    foreign key (item_id, menu_id) references menu_items (id, menu_id) on delete cascade,
    foreign key (group_id, menu_id) references modifier_groups (id, menu_id) on delete cascade
  )`,
  `create index item_modifier_groups_menu_idx on item_modifier_groups (menu_id)`,
  `create table fulfilment_types (
    id serial primary key,
    merchant_id integer not null references merchants (id) on delete cascade,
    code text not null check (code in ('pickup', 'delivery', 'dinein', 'booking', 'catering', 'custom')),
    icon text not null,
    verb text not null,
    description text not null default '',
    position integer not null default 0,
    settings jsonb not null,
    unique (merchant_id, code)
  )`,
  `create table customers (
    id serial primary key,
    brand_id integer not null references brands (id) on delete cascade,
    name text not null default '',
    email text not null default '',
    status integer not null default 1,
    password_hash text,
    created_at timestamptz not null default now()
  )`,
  `create unique index customers_email_idx on customers (brand_id, lower(email)) where email <> ''`,
  `create table sessions (
    sid text primary key,
    brand_id integer not null references brands (id) on delete cascade,
    customer_id integer not null default 0,
    created_at timestamptz not null,
    expires_at timestamptz not null
  )`,
  `create index sessions_expires_idx on sessions (expires_at)`,
  `create table idempotency_keys (
    id serial primary key,
    brand_id integer not null references brands (id) on delete cascade,
    request_id text not null,
    action text not null,
    response jsonb,
    created_at timestamptz not null default now(),
    unique (brand_id, request_id)
  )`,
  `create table seed_state (
    key text primary key,
    version integer not null,
    applied_at timestamptz not null default now()
  )`,
  `create table media (
    name text primary key check (name ~ '^[a-z0-9-]+\\.[a-z0-9]+$'),
    content_type text not null,
    body text not null,
    created_at timestamptz not null default now()
  )`,
  // Cache versioning: any change below a menu bumps menus.version …
  `create function docket_bump_menu_version() returns trigger language plpgsql as $$
  begin
    if tg_op <> 'INSERT' then
      update menus set version = version + 1, updated_at = now() where id = old.menu_id;
    end if;
    if tg_op <> 'DELETE' and (tg_op = 'INSERT' or new.menu_id is distinct from old.menu_id) then
      update menus set version = version + 1, updated_at = now() where id = new.menu_id;
    end if;
    return null;
  end $$`,
  // … and any change to a merchant's hours, special dates or fulfilment types bumps config_version.
  `create function docket_bump_merchant_config() returns trigger language plpgsql as $$
  begin
    if tg_op <> 'INSERT' then
      update merchants set config_version = config_version + 1, updated_at = now() where id = old.merchant_id;
    end if;
    if tg_op <> 'DELETE' and (tg_op = 'INSERT' or new.merchant_id is distinct from old.merchant_id) then
      update merchants set config_version = config_version + 1, updated_at = now() where id = new.merchant_id;
    end if;
    return null;
  end $$`,
  ...[
    'categories',
    'menu_items',
    'modifier_groups',
    'modifier_options',
    'item_modifier_groups',
  ].map(
    (table) =>
      `create trigger ${table}_bump_menu after insert or update or delete on ${table}
       for each row execute function docket_bump_menu_version()`,
  ),
  ...['merchant_hours', 'special_dates', 'fulfilment_types'].map(
    (table) =>
      `create trigger ${table}_bump_merchant after insert or update or delete on ${table}
       for each row execute function docket_bump_merchant_config()`,
  ),
  // A merchant's list of menus is part of its configuration too (but not each menu's version).
  `create trigger menus_bump_merchant
   after insert or delete or update of slug, name, active, position, merchant_id on menus
   for each row execute function docket_bump_merchant_config()`,
  // … and so is the merchant row itself.
  `create function docket_touch_merchant() returns trigger language plpgsql as $$
  begin
    new.config_version := old.config_version + 1;
    new.updated_at := now();
    return new;
  end $$`,
  `create trigger merchants_touch before update on merchants
   for each row execute function docket_touch_merchant()`,
];

const downStatements = [
  ...[
    'media',
    'seed_state',
    'idempotency_keys',
    'sessions',
    'customers',
    'fulfilment_types',
    'item_modifier_groups',
    'modifier_options',
    'modifier_groups',
    'menu_items',
    'categories',
    'menus',
    'special_dates',
    'merchant_hours',
    'merchant_group_members',
    'merchant_groups',
    'merchants',
    'app_releases',
    'brands',
  ].map((table) => `drop table if exists ${table}`),
  'drop function if exists docket_bump_menu_version()',
  'drop function if exists docket_bump_merchant_config()',
  'drop function if exists docket_touch_merchant()',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of upStatements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of downStatements) await sql.raw(statement).execute(db);
}
