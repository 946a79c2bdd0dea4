/**
 * An operator's review of a withdrawal request (server/scripts/withdrawals.ts): 'paid' once the
 * money was sent back (the ledger debit stands; balance_held drops), 'declined' to give it back
 * (a positive 'withdrawal' entry reverses the debit, so the funds are spendable and transferable
 * again). A request is reviewed once; a second review changes nothing.
 */
import type { Kysely } from 'kysely';
import { creditBalance } from '../accounts/balance';
import type { Database } from '../db/schema';

export type WithdrawalDecision = 'paid' | 'declined';

export async function reviewWithdrawal(
  db: Kysely<Database>,
  input: { id: number; decision: WithdrawalDecision; at: Date },
): Promise<{ ok: true; amountCents: number } | { ok: false; message: string }> {
  return db.transaction().execute(async (trx) => {
    const request = await trx
      .updateTable('withdrawal_requests')
      .set({ state: input.decision, reviewed_at: input.at })
      .where('id', '=', input.id)
      .where('state', '=', 'pending')
      .returning(['brand_id', 'customer_id', 'amount_cents'])
      .executeTakeFirst();
    if (!request) return { ok: false, message: `Withdrawal ${input.id} is not pending` };
    if (input.decision === 'declined')
      await creditBalance(trx, {
        brandId: request.brand_id,
        customerId: request.customer_id,
        amountCents: request.amount_cents,
        reason: 'withdrawal',
        reference: `withdrawal-${input.id}-declined`,
        note: 'Withdrawal declined',
        at: input.at,
      });
    return { ok: true, amountCents: request.amount_cents };
  });
}
