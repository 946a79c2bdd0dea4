/**
 * Checkout and orders (spec 2 §3 'Cart response', §7 SubmitOrder): what the checkout screen offers
 * and what a placed order keeps.
 *
 * - merchants: surcharge percents (card, AMEX, PayPal-type) in hundredths of a percent (150 =
 *   1.5 %), wallet and terminal flags, whether a billing address is required.
 * - brands: the Braintree tokenization key, copied from brands/<id>/brand.json at every start.
 * - menu_checkout_settings (one row per menu; a menu without one takes the defaults): the notice,
 *   order notes, registration, students, custom fields, contactless per fulfilment type, terms and
 *   age checkboxes, the minimum order and the preorder (convenience) fee.
 * - menu_payment_methods and menu_student_classes: the menu's tabs and classes, in order.
 * - carts gain the checkout's payment method, contactless, student and custom field answers;
 *   customers a mobile and a stored balance.
 * - orders gain the number shown to the customer, contact and payment details, every total,
 *   the fulfilment's detail and the placing request_id: unique per brand, so an order is placed once
 *   per key even when two placements race past the idempotency store.
 * - order_status_history: every status an order went through, the first 'placed'.
 * - payment_redirects: PayPal-type, crypto and 3-D Secure sessions started at validation for a
 *   cart, checked and captured at placement.
 *
 * Changes to a menu's checkout settings, methods or classes bump the menu's version like any other
 * menu child row.
 */
import { sql, type Kysely } from 'kysely';

const percent = (column: string) =>
  `${column} integer not null default 0 check (${column} between 0 and 10000)`;

const upStatements = [
  `alter table merchants
    add column ${percent('surcharge_cc_bp')},
    add column ${percent('surcharge_amex_bp')},
    add column ${percent('surcharge_paypal_bp')},
    add column apple_pay_enabled boolean not null default false,
    add column google_pay_enabled boolean not null default false,
    add column eftpos_enabled boolean not null default false,
    add column billing_address_required boolean not null default false`,
  `alter table brands add column braintree_tokenization_key text not null default ''`,
  `alter table customers
    add column mobile text not null default '',
    add column balance_cents integer not null default 0 check (balance_cents >= 0)`,
  `create table menu_checkout_settings (
    menu_id integer primary key references menus (id) on delete cascade,
    checkout_notice text not null default '',
    allow_order_notes boolean not null default true,
    require_registration boolean not null default false,
    students_enabled boolean not null default false,
    student_name_label text not null default 'Student name',
    custom_fields jsonb not null default '[]',
    custom_fields_label text not null default '',
    contactless jsonb not null default '{}',
    terms_required boolean not null default false,
    terms_url text not null default '',
    age_limit_required boolean not null default false,
    age_limit_text text not null default '',
    min_order_cents integer not null default 0 check (min_order_cents >= 0),
    preorder_fee_cents integer not null default 0 check (preorder_fee_cents >= 0)
  )`,
  `create table menu_payment_methods (
    id serial primary key,
    menu_id integer not null references menus (id) on delete cascade,
    code text not null check (code in ('CC', '3DS', 'PP', 'CB', 'APPLE', 'GOOGLE', 'eftpos', 'ACCOUNT')),
    description text not null,
    icon text not null default '',
    info text not null default '',
    position integer not null default 0,
    active boolean not null default true,
    unique (menu_id, code)
  )`,
  `create table menu_student_classes (
    id serial primary key,
    menu_id integer not null references menus (id) on delete cascade,
    name text not null,
    position integer not null default 0
  )`,
  ...['menu_checkout_settings', 'menu_payment_methods', 'menu_student_classes'].map(
    (table) => `create trigger ${table}_bump_menu after insert or update or delete on ${table}
     for each row execute function docket_bump_menu_version()`,
  ),
  `alter table carts
    add column payment_method text not null default '',
    add column contactless boolean not null default false,
    add column student_name text not null default '',
    add column store_class_id integer references menu_student_classes (id) on delete set null,
    add column custom_data jsonb not null default '{}'`,
  `alter table orders
    add column order_number text not null default '',
    add column request_id text,
    add column cart_id integer references carts (id) on delete set null,
    add column contact_name text not null default '',
    add column contact_email text not null default '',
    add column contact_mobile text not null default '',
    add column fulfilment_asap boolean not null default false,
    add column fulfilment_detail text not null default '',
    add column table_num text not null default '',
    add column booking_ref text not null default '',
    add column booking_name text not null default '',
    add column booking_pax integer not null default 0,
    add column contactless boolean not null default false,
    add column student_name text not null default '',
    add column store_class_id integer,
    add column custom_data jsonb not null default '{}',
    add column rewards_discount_cents integer not null default 0,
    add column surcharge_cents integer not null default 0,
    add column convenience_fee_cents integer not null default 0,
    add column payment_method text not null default '',
    add column card_type text not null default '',
    add column card_last_four text not null default '',
    add column payment_transaction_id text not null default '',
    add column payment_amount_cents integer not null default 0,
    add column order_source text not null default ''`,
  `create unique index orders_request_idx on orders (brand_id, request_id) where request_id is not null`,
  `alter table order_items add column option_lines jsonb not null default '[]'`,
  `create table order_status_history (
    id serial primary key,
    order_id integer not null references orders (id) on delete cascade,
    status text not null check (status in ('placed', 'accepted', 'preparing', 'ready', 'out_for_delivery', 'completed', 'cancelled')),
    at timestamptz not null,
    note text not null default ''
  )`,
  `create index order_status_history_order_idx on order_status_history (order_id)`,
  `create table payment_redirects (
    id serial primary key,
    brand_id integer not null references brands (id) on delete cascade,
    cart_id integer not null references carts (id) on delete cascade,
    gateway_id text not null,
    kind text not null check (kind in ('pp', 'cb', '3ds')),
    state text not null default 'pending' check (state in ('pending', 'approved', 'cancelled', 'failed', 'captured')),
    amount_cents integer not null check (amount_cents > 0),
    nonce text not null default '',
    redirect_url text not null,
    created_at timestamptz not null default now(),
    unique (brand_id, gateway_id)
  )`,
  `create index payment_redirects_cart_idx on payment_redirects (cart_id)`,
];

const downStatements = [
  'drop table if exists payment_redirects',
  'drop table if exists order_status_history',
  'alter table order_items drop column if exists option_lines',
  'drop index if exists orders_request_idx',
  `alter table orders
    ${[
      'order_number',
      'request_id',
      'cart_id',
      'contact_name',
      'contact_email',
      'contact_mobile',
      'fulfilment_asap',
      'fulfilment_detail',
      'table_num',
      'booking_ref',
      'booking_name',
      'booking_pax',
      'contactless',
      'student_name',
      'store_class_id',
      'custom_data',
      'rewards_discount_cents',
      'surcharge_cents',
      'convenience_fee_cents',
      'payment_method',
      'card_type',
      'card_last_four',
      'payment_transaction_id',
      'payment_amount_cents',
      'order_source',
    ]
      .map((column) => `drop column if exists ${column}`)
      .join(',\n    ')}`,
  `alter table carts
    drop column if exists payment_method,
    drop column if exists contactless,
    drop column if exists student_name,
    drop column if exists store_class_id,
    drop column if exists custom_data`,
  'drop table if exists menu_student_classes',
  'drop table if exists menu_payment_methods',
  'drop table if exists menu_checkout_settings',
  `alter table customers drop column if exists mobile, drop column if exists balance_cents`,
  `alter table brands drop column if exists braintree_tokenization_key`,
  `alter table merchants
    drop column if exists surcharge_cc_bp,
    drop column if exists surcharge_amex_bp,
    drop column if exists surcharge_paypal_bp,
    drop column if exists apple_pay_enabled,
    drop column if exists google_pay_enabled,
    drop column if exists eftpos_enabled,
    drop column if exists billing_address_required`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of upStatements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of downStatements) await sql.raw(statement).execute(db);
}
