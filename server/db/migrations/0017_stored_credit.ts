/**
 * Stored credit and cards (spec 3 §2 Top-up, Billing, Withdraw; §9).
 *
 * - brands.topup_enabled: the account flag is_topup_enabled (spec 3 §1).
 * - customers.auto_topup_cents: the auto top-up amount (0 off), charged to the saved card when a
 *   payment takes the balance below the threshold (server/money/autoTopup.ts).
 * - payment_attempts gains kind 'topup': a top-up goes through the same reserve → charge →
 *   finalise and the same reconciler as an order, without an order or a cart; its customer is
 *   customer_id, and redirect_id the PayPal, crypto or 3-D Secure payment it captures (one live
 *   attempt per redirect, so a return repeated under new request ids captures once).
 * - payment_redirects may belong to a customer (a top-up's) instead of a cart.
 * - withdrawal_requests: WithdrawFunds' requests, one per request id; a pending one holds its
 *   amount (balance_held), debited from the ledger when asked for.
 */
import { sql, type Kysely } from 'kysely';

const upStatements = [
  `alter table brands add column topup_enabled boolean not null default false`,
  `alter table customers add column auto_topup_cents integer not null default 0
    check (auto_topup_cents >= 0)`,
  `alter table payment_redirects alter column cart_id drop not null`,
  `alter table payment_redirects
    add column customer_id integer references customers (id) on delete cascade`,
  `alter table payment_attempts
    add column kind text not null default 'order' check (kind in ('order', 'topup'))`,
  `alter table payment_attempts alter column order_id drop not null`,
  `alter table payment_attempts alter column cart_id drop not null`,
  `alter table payment_attempts
    add column customer_id integer references customers (id) on delete cascade`,
  `alter table payment_attempts add column redirect_id integer references payment_redirects (id)`,
  `alter table payment_attempts add constraint payment_attempts_kind_rows_check check (
    (kind = 'order' and order_id is not null and cart_id is not null)
    or (kind = 'topup' and customer_id is not null))`,
  `create unique index payment_attempts_live_redirect_idx on payment_attempts (redirect_id)
    where state in ('pending', 'placed')`,
  `create table withdrawal_requests (
    id serial primary key,
    brand_id integer not null references brands (id) on delete cascade,
    customer_id integer not null references customers (id) on delete cascade,
    request_id text not null,
    amount_cents integer not null check (amount_cents > 0),
    state text not null default 'pending' check (state in ('pending', 'paid', 'declined')),
    created_at timestamptz not null,
    reviewed_at timestamptz
  )`,
  `create unique index withdrawal_requests_request_idx
    on withdrawal_requests (brand_id, request_id)`,
  `create index withdrawal_requests_pending_idx on withdrawal_requests (customer_id)
    where state = 'pending'`,
];

const downStatements = [
  'drop table if exists withdrawal_requests',
  `delete from payment_attempts where kind <> 'order'`,
  'drop index if exists payment_attempts_live_redirect_idx',
  'alter table payment_attempts drop constraint if exists payment_attempts_kind_rows_check',
  'alter table payment_attempts drop column if exists redirect_id',
  'alter table payment_attempts drop column if exists customer_id',
  'alter table payment_attempts alter column cart_id set not null',
  'alter table payment_attempts alter column order_id set not null',
  'alter table payment_attempts drop column if exists kind',
  'delete from payment_redirects where cart_id is null',
  'alter table payment_redirects drop column if exists customer_id',
  'alter table payment_redirects alter column cart_id set not null',
  'alter table customers drop column if exists auto_topup_cents',
  'alter table brands drop column if exists topup_enabled',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of upStatements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of downStatements) await sql.raw(statement).execute(db);
}
