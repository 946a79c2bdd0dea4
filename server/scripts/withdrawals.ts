/**
 * Withdrawal requests (WithdrawFunds; server/money/withdraw.ts), for whoever sends the money back:
 *
 *   node --import tsx server/scripts/withdrawals.ts              # the pending ones
 *   node --import tsx server/scripts/withdrawals.ts paid 12      # sent: the held amount is released
 *   node --import tsx server/scripts/withdrawals.ts declined 12  # refused: the funds go back
 *
 * DATABASE_URL, else DATA_DIR / ./data/pglite (stop `npm start` first: PGlite opens a data
 * directory in one process at a time).
 */
import { formatMoney } from '@domain/money';
import { openDatabase } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { reviewWithdrawal } from '../money/reviewWithdrawal';

const [decision, id] = process.argv.slice(2);
const { db } = await openDatabase({
  databaseUrl: process.env.DATABASE_URL,
  dataDir: process.env.DATA_DIR ?? './data/pglite',
});
try {
  await migrateToLatest(db);
  if (decision === 'paid' || decision === 'declined') {
    const result = await reviewWithdrawal(db, { id: Number(id), decision, at: new Date() });
    process.stdout.write(
      result.ok
        ? `Withdrawal ${id} ${decision}: ${formatMoney(result.amountCents, '$')}\n`
        : `${result.message}\n`,
    );
    if (!result.ok) process.exitCode = 1;
  } else {
    const rows = await db
      .selectFrom('withdrawal_requests')
      .innerJoin('customers', 'customers.id', 'withdrawal_requests.customer_id')
      .select([
        'withdrawal_requests.id',
        'withdrawal_requests.amount_cents',
        'withdrawal_requests.created_at',
        'customers.email',
      ])
      .where('withdrawal_requests.state', '=', 'pending')
      .orderBy('withdrawal_requests.id')
      .execute();
    for (const row of rows)
      process.stdout.write(
        `${row.id}\t${row.created_at.toISOString()}\t${formatMoney(row.amount_cents, '$')}\t${row.email}\n`,
      );
    if (rows.length === 0) process.stdout.write('No withdrawal requests are waiting.\n');
  }
} finally {
  await db.destroy();
}
