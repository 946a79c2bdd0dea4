/**
 * The member's order history, rewards and feedback (spec 3 §2 'Orders',
 * 'Rewards', 'Feedback', §3 'Order', 'Reward', 'Feedback', 'App-store prompt').
 *
 * - brands: the account flags of spec 3 §1 that this part reads, `standing_orders_enabled` and
 *   `loyalty_schemes_enabled` (spec 3 'is_standing_orders_enabled', 'is_loyalty_schemes_enabled');
 *   both off by default, the demo seed turns loyalty on.
 * - orders: the receipt's fields of spec 3 §3 'Order' the placement does not write yet: the POS's
 *   own order number, a delivery tracking link and the order confirmation text (staff or a POS set
 *   them; '' until then).
 * - reward_schemes: a brand's rewards (spec 3 'Reward': rewards_name, points_required, menu_name).
 *   A member earns `points_per_dollar` points for each whole dollar of every order not cancelled;
 *   reward_adjustments add or take points by hand (a goodwill gesture, a redeemed reward).
 *   `review_app_url` and `download_app_url`: where Feedback's app-store prompt sends a happy
 *   customer (spec 3 'App-store prompt'); '' means no prompt.
 * - feedback: what a member sent from /account/feedback (ease_of_use, speed, overall 0 to 5,
 *   comments).
 */
import { sql, type Kysely } from 'kysely';

const rating = (column: string) => `${column} smallint not null check (${column} between 0 and 5)`;

const upStatements = [
  `alter table brands
    add column standing_orders_enabled boolean not null default false,
    add column loyalty_schemes_enabled boolean not null default false,
    add column loyalty_points_per_dollar integer not null default 1 check (loyalty_points_per_dollar >= 0),
    add column review_app_url text not null default '',
    add column download_app_url text not null default ''`,
  `alter table orders
    add column pos_order_id text not null default '',
    add column delivery_tracking_url text not null default '',
    add column order_confirmation text not null default ''`,
  `create index orders_customer_idx on orders (brand_id, customer_id, created_at desc) where customer_id > 0`,
  `create table reward_schemes (
    id serial primary key,
    brand_id integer not null references brands (id) on delete cascade,
    rewards_name text not null,
    points_required integer not null check (points_required > 0),
    menu_slug text not null default '',
    position integer not null default 0,
    active boolean not null default true
  )`,
  `create index reward_schemes_brand_idx on reward_schemes (brand_id)`,
  `create table reward_adjustments (
    id serial primary key,
    brand_id integer not null references brands (id) on delete cascade,
    customer_id integer not null references customers (id) on delete cascade,
    points integer not null,
    reason text not null default '',
    created_at timestamptz not null default now()
  )`,
  `create index reward_adjustments_customer_idx on reward_adjustments (customer_id)`,
  `create table feedback (
    id serial primary key,
    brand_id integer not null references brands (id) on delete cascade,
    customer_id integer not null,
    ${rating('ease_of_use')},
    ${rating('speed')},
    ${rating('overall')},
    comments text not null default '',
    created_at timestamptz not null default now()
  )`,
  `create index feedback_brand_idx on feedback (brand_id, created_at)`,
];

const downStatements = [
  'drop table if exists feedback',
  'drop table if exists reward_adjustments',
  'drop table if exists reward_schemes',
  'drop index if exists orders_customer_idx',
  `alter table orders
    drop column if exists pos_order_id,
    drop column if exists delivery_tracking_url,
    drop column if exists order_confirmation`,
  `alter table brands
    drop column if exists standing_orders_enabled,
    drop column if exists loyalty_schemes_enabled,
    drop column if exists loyalty_points_per_dollar,
    drop column if exists review_app_url,
    drop column if exists download_app_url`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of upStatements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of downStatements) await sql.raw(statement).execute(db);
}
