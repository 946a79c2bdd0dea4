/**
 * Auto top-up (spec 3 §9 'Triggers when balance falls below 5 currency units'): after an order paid
 * from the balance is placed (never inside its transaction), a member with an auto top-up amount
 * and a usable saved card whose balance is now below AUTO_TOPUP_THRESHOLD is charged that amount
 * through the top-up path. Its request id is derived from the order, so however often the
 * placement is repeated it is charged once. A failure is logged; the order stands.
 *
 * And SubmitOrder's auto_topup (spec 2/3 checkout state): '1' on a placement that saved a new card
 * sets the auto top-up amount: the checkout's auto_topup_amount when it is one of
 * AUTO_TOPUP_AMOUNTS, else the member's current amount, else the default top-up amount.
 */
import { AUTO_TOPUP_AMOUNTS, AUTO_TOPUP_THRESHOLD, DEFAULT_TOPUP_AMOUNT } from '@api/money';
import { customerBalanceCents } from '../accounts/balance';
import { settleDeps } from '../orders/submit';
import type { ActionContext, RequestFields } from '../protocol/context';
import { moneyLocale } from './locale';
import { reserveTopup, type TopupAnswer } from './reserveTopup';
import { settleTopup } from './settleTopup';
import { topupForRequest } from './topupAttempt';
import { savedCardCharge } from './topupPlans';

export const AUTO_TOPUP_ACTION = 'Topup.AUTO';

/** The auto top-up's request id for the order whose payment may trigger it. */
export function autoTopupRequestId(orderId: number): string {
  return `auto-topup:order-${orderId}`;
}

/** Charges the member's auto top-up if the balance is below the threshold; null when it is not due. */
export async function autoTopupAfterOrder(
  ctx: ActionContext,
  input: { customerId: number; orderId: number },
): Promise<TopupAnswer | null> {
  if (!ctx.brand.topup_enabled) return null;
  const customer = await ctx.db
    .selectFrom('customers')
    .select('auto_topup_cents')
    .where('id', '=', input.customerId)
    .executeTakeFirst();
  const amountCents = customer?.auto_topup_cents ?? 0;
  if (amountCents <= 0) return null;
  const key = {
    brandId: ctx.brand.id,
    requestId: autoTopupRequestId(input.orderId),
    owner: `customer:${input.customerId} auto-topup`,
    at: ctx.now,
  };
  const earlier = await topupForRequest(ctx.db, key.brandId, key.requestId);
  if (earlier && earlier.state !== 'pending') return null;
  if (!earlier && (await customerBalanceCents(ctx.db, input.customerId)) >= AUTO_TOPUP_THRESHOLD)
    return null;
  const { currencyCode } = await moneyLocale(ctx);
  const reserved = await reserveTopup(ctx, key, AUTO_TOPUP_ACTION, async (trx) => {
    const charge = await savedCardCharge(trx, input.customerId, ctx.now);
    if (!charge.ok) return charge;
    return {
      ok: true,
      data: {
        amountCents,
        charge: charge.data,
        redirectId: null,
        draft: {
          customerId: input.customerId,
          method: 'SAVED',
          currencyCode,
          autoTopupCents: null,
          source: 'auto',
        },
      },
    };
  });
  if ('answer' in reserved) return reserved.answer;
  const attempt =
    'attempt' in reserved
      ? reserved.attempt
      : await topupForRequest(ctx.db, key.brandId, key.requestId);
  if (!attempt || attempt.state !== 'pending') return null;
  return settleTopup(settleDeps(ctx), attempt);
}

/** SubmitOrder's auto_topup '1' with a card it saved: the member's auto top-up amount. */
export async function autoTopupFromCheckout(
  ctx: ActionContext,
  fields: RequestFields,
  customerId: number,
): Promise<void> {
  if (!ctx.brand.topup_enabled || fields.auto_topup?.trim() !== '1') return;
  if (fields.save_card?.trim() !== '1') return;
  const [customer, card] = await Promise.all([
    ctx.db
      .selectFrom('customers')
      .select('auto_topup_cents')
      .where('id', '=', customerId)
      .executeTakeFirst(),
    ctx.db
      .selectFrom('customer_cards')
      .select('id')
      .where('customer_id', '=', customerId)
      .executeTakeFirst(),
  ]);
  if (!customer || !card) return;
  const asked = Number(fields.auto_topup_amount?.trim() ?? '');
  const choices: readonly number[] = AUTO_TOPUP_AMOUNTS;
  const amount =
    asked > 0 && choices.includes(asked)
      ? asked
      : customer.auto_topup_cents > 0
        ? customer.auto_topup_cents
        : DEFAULT_TOPUP_AMOUNT;
  await ctx.db
    .updateTable('customers')
    .set({ auto_topup_cents: amount })
    .where('id', '=', customerId)
    .execute();
}
