/**
 * A member's favourite locations (spec 1 §2.3 the 'fave' filter, §6 'Only logged-in members get
 * history and favourites'): one row per customer and merchant. The brand is kept on the row so a
 * customer's favourites are read per brand without a join; a merchant or customer that goes takes
 * its rows with it.
 */
import { sql, type Kysely } from 'kysely';

const upStatements = [
  `create table favourite_merchants (
    brand_id integer not null references brands (id) on delete cascade,
    customer_id integer not null references customers (id) on delete cascade,
    merchant_id integer not null references merchants (id) on delete cascade,
    created_at timestamptz not null,
    primary key (customer_id, merchant_id)
  )`,
  `create index favourite_merchants_brand_idx on favourite_merchants (brand_id, customer_id)`,
];

const downStatements = ['drop table if exists favourite_merchants'];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of upStatements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of downStatements) await sql.raw(statement).execute(db);
}
