/**
 * A customer's stored balance (spec 2 §5.3 'Account balance payment', spec 3 §3 Customer balance,
 * balance_held, balance_debit, balance_transferable): a ledger, customer_balance_entries
 * (migration 0009), one row per credit (positive) or debit (negative). The balance is their sum
 * and never negative.
 *
 * Why a debit is safe under concurrency: it locks the customer's row (select … for update), then
 * sums and checks, then writes, all in one transaction. Two debits for one customer therefore run
 * one after the other on PostgreSQL (the second waits for the lock and, at read committed, its sum
 * sees the first's row); PGlite has one connection, so transactions never overlap at all. Credits
 * need no lock: they cannot take the balance below zero.
 */
import type { Kysely } from 'kysely';
import type { BalanceReason, Database } from '../db/schema';

/** 'only payments from the past 60 days are refundable' (spec 3 Withdraw). */
export const TRANSFERABLE_DAYS = 60;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The balance in cents: the sum of the customer's entries (0 without any). */
export async function customerBalanceCents(
  db: Kysely<Database>,
  customerId: number,
): Promise<number> {
  const row = await db
    .selectFrom('customer_balance_entries')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string | number>('amount_cents'), eb.lit(0)).as('sum'))
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  return Number(row?.sum ?? 0);
}

/**
 * The Customer entity's balance fields (spec 3 §3), in cents:
 * - balance: what the customer may spend (the ledger's sum);
 * - balance_held: funds set aside and not spendable: the withdrawal requests not yet reviewed
 *   (server/money/withdraw.ts), already debited from the ledger;
 * - balance_debit: what the customer owes. The ledger never goes below zero, so it is 0;
 * - balance_transferable: what may be withdrawn: only money the customer paid in (top-ups, not
 *   store credits or opening balances), only from the past 60 days, less what was withdrawn since,
 *   and never more than the balance.
 */
export type CustomerBalance = {
  balance: number;
  balance_held: number;
  balance_debit: number;
  balance_transferable: number;
};

export async function customerBalance(
  db: Kysely<Database>,
  customerId: number,
  now: Date,
): Promise<CustomerBalance> {
  const since = new Date(now.getTime() - TRANSFERABLE_DAYS * DAY_MS);
  const [balance, recent, held] = await Promise.all([
    customerBalanceCents(db, customerId),
    db
      .selectFrom('customer_balance_entries')
      .select((eb) =>
        eb.fn.coalesce(eb.fn.sum<string | number>('amount_cents'), eb.lit(0)).as('sum'),
      )
      .where('customer_id', '=', customerId)
      .where('reason', 'in', ['topup', 'withdrawal'])
      .where('created_at', '>=', since)
      .executeTakeFirst(),
    db
      .selectFrom('withdrawal_requests')
      .select((eb) =>
        eb.fn.coalesce(eb.fn.sum<string | number>('amount_cents'), eb.lit(0)).as('sum'),
      )
      .where('customer_id', '=', customerId)
      .where('state', '=', 'pending')
      .executeTakeFirst(),
  ]);
  const paidIn = Math.max(0, Number(recent?.sum ?? 0));
  return {
    balance,
    balance_held: Number(held?.sum ?? 0),
    balance_debit: 0,
    balance_transferable: Math.min(balance, paidIn),
  };
}

export type BalanceEntry = {
  brandId: number;
  customerId: number;
  /** Positive cents. */
  amountCents: number;
  reason: BalanceReason;
  /** When; the database's clock when absent (the seed has none). */
  at?: Date;
  orderId?: number | null;
  /** Unique per customer and reason when not '' (a top-up's reference): written once. */
  reference?: string;
  note?: string;
};

function assertAmount(amountCents: number): void {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0)
    throw new Error(`A balance entry needs a positive whole number of cents, not ${amountCents}`);
}

/**
 * Adds a credit. With a reference, a second credit with the same customer, reason and reference
 * is not written (created false): seeding and top-ups may be retried.
 */
export async function creditBalance(
  db: Kysely<Database>,
  entry: BalanceEntry,
): Promise<{ created: boolean }> {
  assertAmount(entry.amountCents);
  const inserted = await db
    .insertInto('customer_balance_entries')
    .values({
      brand_id: entry.brandId,
      customer_id: entry.customerId,
      amount_cents: entry.amountCents,
      reason: entry.reason,
      order_id: entry.orderId ?? null,
      reference: entry.reference ?? '',
      note: entry.note ?? '',
      ...(entry.at ? { created_at: entry.at } : {}),
    })
    .onConflict((conflict) =>
      conflict
        .columns(['customer_id', 'reason', 'reference'])
        .where('reference', '<>', '')
        .doNothing(),
    )
    .returning('id')
    .executeTakeFirst();
  return { created: inserted !== undefined };
}

export type DebitResult =
  { ok: true; balance: number; entryId: number } | { ok: false; balance: number };

/**
 * Takes amountCents from the balance if it holds that much: the balance after, or ok false with
 * the balance as it is. Inside a transaction (SubmitOrder's) the debit commits or rolls back with
 * it; outside one it runs in its own.
 */
export async function debitBalance(
  db: Kysely<Database>,
  entry: BalanceEntry,
): Promise<DebitResult> {
  assertAmount(entry.amountCents);
  const run = async (trx: Kysely<Database>): Promise<DebitResult> => {
    const locked = await trx
      .selectFrom('customers')
      .select('id')
      .where('id', '=', entry.customerId)
      .forUpdate()
      .executeTakeFirst();
    if (!locked) return { ok: false, balance: 0 };
    const balance = await customerBalanceCents(trx, entry.customerId);
    if (balance < entry.amountCents) return { ok: false, balance };
    const { id } = await trx
      .insertInto('customer_balance_entries')
      .values({
        brand_id: entry.brandId,
        customer_id: entry.customerId,
        amount_cents: -entry.amountCents,
        reason: entry.reason,
        order_id: entry.orderId ?? null,
        reference: entry.reference ?? '',
        note: entry.note ?? '',
        ...(entry.at ? { created_at: entry.at } : {}),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { ok: true, balance: balance - entry.amountCents, entryId: id };
  };
  return db.isTransaction ? run(db) : db.transaction().execute(run);
}
