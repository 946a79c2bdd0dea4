/**
 * A member's saved card (customer_cards, migration 0009): the payment provider's vault token, the
 * provider's customer id, the card's type, last four and expiry; never the number or security
 * code. One card per customer (spec 3 §3 Customer has_saved_card): saving another replaces it.
 * CustomerAccount and load_checkout answer its Customer fields (savedCardFields); SubmitOrder pays
 * with its token (server/orders/payment.ts).
 */
import type { Kysely, Selectable } from 'kysely';
import { savedCardFields, type SavedCardFields } from '@domain/savedCard';
import type { CustomerCardsTable, Database } from '../db/schema';
import type { VaultResult } from '../payments/types';

export type SavedCard = Selectable<CustomerCardsTable>;
export type CardProvider = CustomerCardsTable['provider'];

export async function savedCardOf(
  db: Kysely<Database>,
  customerId: number,
): Promise<SavedCard | null> {
  if (customerId <= 0) return null;
  const row = await db
    .selectFrom('customer_cards')
    .selectAll()
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  return row ?? null;
}

/** The Customer entity's card fields for `customerId` at `now`. */
export async function customerCardFields(
  db: Kysely<Database>,
  customerId: number,
  now: Date,
): Promise<SavedCardFields> {
  const card = await savedCardOf(db, customerId);
  return savedCardFields(
    card && {
      cardType: card.card_type,
      lastFour: card.last_four,
      expiryMonth: card.expiry_month,
      expiryYear: card.expiry_year,
    },
    now,
  );
}

/** Stores (or replaces) the customer's saved card from what the provider vaulted. */
export async function storeSavedCard(
  db: Kysely<Database>,
  input: {
    brandId: number;
    customerId: number;
    provider: CardProvider;
    vaulted: Extract<VaultResult, { ok: true }>;
    at: Date;
  },
): Promise<void> {
  const { vaulted } = input;
  const values = {
    provider: input.provider,
    vault_customer_id: vaulted.customerId,
    token: vaulted.token,
    card_type: vaulted.cardType,
    last_four: vaulted.lastFour,
    expiry_month: vaulted.expiryMonth,
    expiry_year: vaulted.expiryYear,
    updated_at: input.at,
  };
  await db
    .insertInto('customer_cards')
    .values({
      brand_id: input.brandId,
      customer_id: input.customerId,
      ...values,
      created_at: input.at,
    })
    .onConflict((conflict) => conflict.column('customer_id').doUpdateSet(values))
    .execute();
}
