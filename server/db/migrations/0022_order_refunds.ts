/**
 * The money a cancelled order gave back (src/domain/cancelRefund.ts): one row per order, written in
 * the cancel's transaction, so a cancel sent twice gives back once. A card refund is 'pending' until
 * the card provider, called after the commit with idempotency_key, has voided or refunded it.
 */
import { sql, type Kysely } from 'kysely';

const upStatements = [
  `create table order_refunds (
    id serial primary key,
    order_id integer not null unique references orders (id) on delete cascade,
    kind text not null,
    amount_cents integer not null,
    state text not null,
    idempotency_key text not null,
    message text not null default '',
    created_at timestamptz not null,
    claimed_at timestamptz,
    settled_at timestamptz
  )`,
];

const downStatements = ['drop table if exists order_refunds'];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of upStatements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of downStatements) await sql.raw(statement).execute(db);
}
