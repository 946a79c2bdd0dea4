/**
 * Orders paid on a Linkly terminal: the terminal's transaction reference (TxnRef) and
 * session id are kept on the order. One terminal session can pay for at most one order: the
 * unique index refuses a second order for a session even when two placements race.
 */
import { sql, type Kysely } from 'kysely';

const upStatements = [
  `alter table orders
    add column terminal_txn_ref text,
    add column terminal_session_id text`,
  `create unique index orders_terminal_session_idx on orders (brand_id, terminal_session_id)
    where terminal_session_id is not null`,
];

const downStatements = [
  `drop index if exists orders_terminal_session_idx`,
  `alter table orders drop column if exists terminal_session_id, drop column if exists terminal_txn_ref`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of upStatements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of downStatements) await sql.raw(statement).execute(db);
}
