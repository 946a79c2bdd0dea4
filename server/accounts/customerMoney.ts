/**
 * The Customer entity's money fields (spec 3 §3 Customer: balance, balance_held, balance_debit,
 * balance_transferable, has_saved_card, credit_card_type, credit_card_ending, credit_card_expired,
 * credit_card_notice, credit_card_update, auto_topup_amount), in cents, for CustomerAccount and the profile's Account
 * Balance block. One call, so the account answer and the checkout agree.
 */
import type { Kysely } from 'kysely';
import type { SavedCardFields } from '@domain/savedCard';
import type { Database } from '../db/schema';
import { customerBalance, type CustomerBalance } from './balance';
import { customerCardFields } from './savedCard';

export type CustomerMoney = CustomerBalance & SavedCardFields & { auto_topup_amount: number };

export async function customerMoney(
  db: Kysely<Database>,
  customerId: number,
  now: Date,
): Promise<CustomerMoney> {
  const [balance, card, autoTopup] = await Promise.all([
    customerBalance(db, customerId, now),
    customerCardFields(db, customerId, now),
    db
      .selectFrom('customers')
      .select('auto_topup_cents')
      .where('id', '=', customerId)
      .executeTakeFirst(),
  ]);
  return { ...balance, ...card, auto_topup_amount: autoTopup?.auto_topup_cents ?? 0 };
}
