/**
 * The account balance as a ledger, and the saved card (spec 2 §5.3, spec 3 §3 Customer).
 *
 * - customer_balance_entries: every credit (positive) and debit (negative) of a customer's stored
 *   balance, one row each, with its reason, the order it paid for or the top-up's reference, and
 *   when. The balance is their sum (server/accounts/balance.ts), never negative: a debit locks the
 *   customer's row and checks the sum first. A reference is unique per customer and reason, so a
 *   top-up or a seeded credit written twice is written once. The order a debit paid for is checked
 *   at commit (deferred): the debit is taken before the order row is written, in one transaction.
 * - customers.balance_cents goes: each positive balance becomes an 'opening' entry.
 * - customer_cards: a member's saved card as the payment provider vaulted it (spec 3 'Card entry'
 *   save_card): the provider's payment method token and customer id, the card type, last four and
 *   expiry. Never the number or the security code.
 */
import { sql, type Kysely } from 'kysely';

const upStatements = [
  `create table customer_balance_entries (
    id serial primary key,
    brand_id integer not null references brands (id) on delete cascade,
    customer_id integer not null references customers (id) on delete cascade,
    amount_cents integer not null check (amount_cents <> 0),
    reason text not null check (reason in
      ('opening', 'credit', 'topup', 'order', 'refund', 'withdrawal', 'adjustment')),
    order_id integer references orders (id) on delete set null deferrable initially deferred,
    reference text not null default '',
    note text not null default '',
    created_at timestamptz not null default now()
  )`,
  `create index customer_balance_entries_customer_idx
    on customer_balance_entries (customer_id, created_at)`,
  `create unique index customer_balance_entries_reference_idx
    on customer_balance_entries (customer_id, reason, reference) where reference <> ''`,
  `insert into customer_balance_entries (brand_id, customer_id, amount_cents, reason, reference, note)
    select brand_id, id, balance_cents, 'opening', 'migration-0009', 'Balance before the ledger'
    from customers where balance_cents > 0`,
  `alter table customers drop column balance_cents`,
  `create table customer_cards (
    id serial primary key,
    brand_id integer not null references brands (id) on delete cascade,
    customer_id integer not null unique references customers (id) on delete cascade,
    provider text not null check (provider in ('sandbox', 'braintree')),
    vault_customer_id text not null default '',
    token text not null,
    card_type text not null default '',
    last_four text not null check (last_four ~ '^[0-9]{4}$'),
    expiry_month integer not null check (expiry_month between 1 and 12),
    expiry_year integer not null check (expiry_year between 2000 and 2099),
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
];

const downStatements = [
  'drop table if exists customer_cards',
  `alter table customers
    add column balance_cents integer not null default 0 check (balance_cents >= 0)`,
  `update customers set balance_cents = greatest(0, coalesce((
    select sum(amount_cents) from customer_balance_entries e where e.customer_id = customers.id), 0))`,
  'drop table if exists customer_balance_entries',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of upStatements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of downStatements) await sql.raw(statement).execute(db);
}
