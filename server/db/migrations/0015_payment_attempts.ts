/**
 * Reserve → charge → finalise (ARCHITECTURE.md 'Money'): a placement first commits a payment
 * attempt holding the order's reserved id and number, its fixed totals, what the charge needs and
 * what the order will record; the provider is called after that commit, and a second transaction
 * writes the order and marks the attempt placed. One pending attempt per cart, so a cart is never
 * charged twice by two request ids at once; the reconciler settles attempts a crash left pending.
 */
import { sql, type Kysely } from 'kysely';

const upStatements = [
  `create table payment_attempts (
    id serial primary key,
    brand_id integer not null references brands(id),
    order_id integer not null unique,
    request_id text not null,
    owner text not null,
    cart_id integer not null,
    method text not null,
    amount_cents integer not null,
    state text not null default 'pending',
    draft jsonb not null,
    charge jsonb not null,
    payment jsonb,
    created_at timestamptz not null,
    updated_at timestamptz not null,
    checked_at timestamptz
  )`,
  `create unique index payment_attempts_request_idx on payment_attempts (brand_id, request_id)`,
  `create unique index payment_attempts_pending_cart_idx on payment_attempts (cart_id)
    where state = 'pending'`,
  `create index payment_attempts_pending_idx on payment_attempts (created_at)
    where state = 'pending'`,
];

const downStatements = [`drop table if exists payment_attempts`];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of upStatements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of downStatements) await sql.raw(statement).execute(db);
}
