/**
 * Reward points as a ledger (server/rewards/points.ts): every point earned or spent is a row of
 * reward_points, and a member's points are the sum of their rows.
 *
 * - reward_points: `earned` (+) when an order is placed, `spent` (−) when a placement reserves
 *   points for its Rewards discount, `released` (+) when a reservation is not placed or its
 *   order is cancelled, `reversed` (−) when a placed order is cancelled, `adjusted` (±) by hand.
 *   order_id is the order's id (reserved before the order row exists, so not a foreign key); an
 *   order has at most one row of each reason, so a retry never writes a second.
 * - The points orders earned before the ledger are written as `earned` rows, honestly: only for
 *   brands whose rewards are on, only orders not cancelled, only a member's (not a kiosk's or a
 *   staff login's, status 3 and 8), at the brand's points per dollar. reward_adjustments become
 *   `adjusted` rows (their reason kept as the note), and the table goes.
 * - carts.use_rewards: the member chose 'Use my rewards points' at checkout.
 */
import { sql, type Kysely } from 'kysely';

const upStatements = [
  `create table reward_points (
    id serial primary key,
    brand_id integer not null references brands (id) on delete cascade,
    customer_id integer not null references customers (id) on delete cascade,
    points integer not null check (points <> 0),
    reason text not null check (reason in ('earned', 'spent', 'released', 'reversed', 'adjusted')),
    order_id integer,
    note text not null default '',
    created_at timestamptz not null default now()
  )`,
  `create index reward_points_customer_idx on reward_points (customer_id)`,
  `create unique index reward_points_order_reason_idx
    on reward_points (order_id, reason) where order_id is not null`,
  `insert into reward_points (brand_id, customer_id, points, reason, order_id, note, created_at)
    select o.brand_id, o.customer_id, floor(o.total_cents / 100) * b.loyalty_points_per_dollar,
      'earned', o.id, 'Order ' || o.order_number, o.created_at
    from orders o
    join brands b on b.id = o.brand_id
    join customers c on c.id = o.customer_id
    where b.loyalty_schemes_enabled and b.loyalty_points_per_dollar > 0
      and o.status <> 'cancelled' and o.total_cents >= 100 and c.status not in (3, 8)`,
  `insert into reward_points (brand_id, customer_id, points, reason, note, created_at)
    select brand_id, customer_id, points, 'adjusted', reason, created_at
    from reward_adjustments where points <> 0`,
  'drop table reward_adjustments',
  'alter table carts add column use_rewards boolean not null default false',
];

const downStatements = [
  'alter table carts drop column if exists use_rewards',
  `create table reward_adjustments (
    id serial primary key,
    brand_id integer not null references brands (id) on delete cascade,
    customer_id integer not null references customers (id) on delete cascade,
    points integer not null,
    reason text not null default '',
    created_at timestamptz not null default now()
  )`,
  `create index reward_adjustments_customer_idx on reward_adjustments (customer_id)`,
  `insert into reward_adjustments (brand_id, customer_id, points, reason, created_at)
    select brand_id, customer_id, points, note, created_at from reward_points where reason = 'adjusted'`,
  'drop table if exists reward_points',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of upStatements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of downStatements) await sql.raw(statement).execute(db);
}
