/**
 * ChangeBilling (spec 3 §2 Billing, §7): remove_card '1' forgets the member's saved card and turns
 * auto top-up off (it charges that card); topup_amount sets the auto top-up amount, one of
 * AUTO_TOPUP_AMOUNTS, and needs a saved card unless it is 0. Removing the card pauses the member's
 * active standing orders, which pay with it: `pauseStandingOrders` (ChangeBilling passes the
 * standing orders' pause) runs in the same transaction and says how many it paused.
 *
 * The card is forgotten here only: the payment gateway has no call to delete a vaulted card, so
 * its token stays in the provider's vault, unused, until the card expires.
 */
import type { ChangeBillingResponse } from '@api/money';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import {
  fail,
  succeed,
  type ActionContext,
  type ActionResult,
  type RequestFields,
} from '../protocol/context';
import { MESSAGES } from '../protocol/messages';
import { autoTopupAmountOf } from './amounts';
import { moneyLocale } from './locale';
import type { MoneyMember } from './member';
import { moneyFields } from './moneyAnswer';

/** Pauses the member's active standing orders paid by card; answers how many it paused. */
export type PauseStandingOrders = (
  trx: Kysely<Database>,
  input: { brandId: number; customerId: number; at: Date },
) => Promise<number>;

export async function changeBilling(
  ctx: ActionContext,
  member: MoneyMember,
  fields: RequestFields,
  pauseStandingOrders: PauseStandingOrders,
): Promise<ActionResult<ChangeBillingResponse>> {
  const removeCard = fields.remove_card?.trim() === '1';
  const rawAmount = fields.topup_amount?.trim() ?? '';
  let autoTopup: number | null = null;
  if (rawAmount !== '') {
    if (!ctx.brand.topup_enabled) return fail(MESSAGES.topupDisabled);
    const amount = autoTopupAmountOf(rawAmount, (await moneyLocale(ctx)).currencySign);
    if (!amount.ok) return amount;
    autoTopup = amount.data;
  }
  if (!removeCard && autoTopup === null) return fail(MESSAGES.billingNothingToChange);
  if (removeCard && autoTopup !== null && autoTopup > 0) return fail(MESSAGES.autoTopupNeedsCard);
  return ctx.db.transaction().execute(async (trx) => {
    let paused = 0;
    if (removeCard) {
      await trx.deleteFrom('customer_cards').where('customer_id', '=', member.id).execute();
      await trx
        .updateTable('customers')
        .set({ auto_topup_cents: 0 })
        .where('id', '=', member.id)
        .execute();
      paused = await pauseStandingOrders(trx, {
        brandId: ctx.brand.id,
        customerId: member.id,
        at: ctx.now,
      });
    } else if (autoTopup !== null) {
      const card = await trx
        .selectFrom('customer_cards')
        .select('id')
        .where('customer_id', '=', member.id)
        .executeTakeFirst();
      if (autoTopup > 0 && !card) return fail(MESSAGES.autoTopupNeedsCard);
      await trx
        .updateTable('customers')
        .set({ auto_topup_cents: autoTopup })
        .where('id', '=', member.id)
        .execute();
    }
    return succeed({
      message: removeCard ? MESSAGES.cardRemoved : MESSAGES.autoTopupUpdated,
      customer: await moneyFields(trx, member.id, ctx.now),
      standing_orders_paused: paused,
    });
  });
}
