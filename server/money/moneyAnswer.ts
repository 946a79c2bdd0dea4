/** The Customer entity's money fields (src/api/money.ts customerMoneySchema) after a money call. */
import type { CustomerMoney } from '@api/money';
import type { Kysely } from 'kysely';
import { customerMoney } from '../accounts/customerMoney';
import type { Database } from '../db/schema';

export async function moneyFields(
  db: Kysely<Database>,
  customerId: number,
  now: Date,
): Promise<CustomerMoney> {
  const money = await customerMoney(db, customerId, now);
  return {
    balance: money.balance,
    balance_held: money.balance_held,
    balance_debit: money.balance_debit,
    balance_transferable: money.balance_transferable,
    has_saved_card: money.has_saved_card,
    credit_card_type: money.credit_card_type,
    credit_card_ending: money.credit_card_ending,
    credit_card_notice: money.credit_card_notice,
    credit_card_update: money.credit_card_update,
    credit_card_expired: money.credit_card_expired,
    auto_topup_amount: money.auto_topup_amount,
  };
}
