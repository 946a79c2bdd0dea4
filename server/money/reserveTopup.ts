/**
 * Reserve, a top-up's first step (ARCHITECTURE.md 'Money'): one short transaction claims the
 * request id and commits the pending attempt with its amount and what the charge needs. A repeat of
 * the request id gets the stored answer, or the attempt still pending to resume. A redirect
 * (PayPal, crypto, 3-D Secure) is captured by one live attempt only: its row is locked, and a
 * redirect already credited answers that top-up's answer.
 */
import type { TopupResponse } from '@api/money';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { ChargePlan } from '../orders/attempts';
import { fail, type ActionContext, type ActionResult } from '../protocol/context';
import { claimRequest, storeAnswer, type IdempotencyKey } from '../protocol/idempotency';
import { MESSAGES } from '../protocol/messages';
import { topupOf, type TopupAttempt, type TopupDraft } from './topupAttempt';

export type TopupAnswer = ActionResult<TopupResponse>;

export type TopupPlan = {
  amountCents: number;
  draft: TopupDraft;
  charge: ChargePlan;
  /** The redirect this top-up captures (payment_redirects.id). */
  redirectId: number | null;
};

export type Reserved = { answer: TopupAnswer } | { attempt: TopupAttempt } | { resume: true };

/** The answer stored for the request that took this redirect first. */
async function answerOfRedirect(
  trx: Kysely<Database>,
  brandId: number,
  redirectId: number,
): Promise<TopupAnswer | null> {
  const row = await trx
    .selectFrom('payment_attempts')
    .innerJoin('idempotency_keys', (join) =>
      join
        .onRef('idempotency_keys.brand_id', '=', 'payment_attempts.brand_id')
        .onRef('idempotency_keys.request_id', '=', 'payment_attempts.request_id'),
    )
    .select(['payment_attempts.state', 'idempotency_keys.response'])
    .where('payment_attempts.brand_id', '=', brandId)
    .where('payment_attempts.redirect_id', '=', redirectId)
    .where('payment_attempts.state', 'in', ['pending', 'placed'])
    .executeTakeFirst();
  if (!row) return null;
  return (row.response as TopupAnswer | null) ?? fail(MESSAGES.paymentUnsettled);
}

export async function reserveTopup(
  ctx: ActionContext,
  key: IdempotencyKey,
  action: string,
  plan: (trx: Kysely<Database>) => Promise<ActionResult<TopupPlan>>,
): Promise<Reserved> {
  return ctx.db.transaction().execute(async (trx): Promise<Reserved> => {
    const claim = await claimRequest<TopupAnswer>(trx, key, action);
    if (!claim.claimed) return claim.answer ? { answer: claim.answer } : { resume: true };
    const refuse = async (answer: TopupAnswer): Promise<Reserved> => {
      await storeAnswer(trx, key, answer);
      return { answer };
    };
    const planned = await plan(trx);
    if (!planned.ok) return refuse(planned);
    const { amountCents, draft, charge, redirectId } = planned.data;
    if (redirectId !== null) {
      const taken = await answerOfRedirect(trx, key.brandId, redirectId);
      if (taken) return refuse(taken);
    }
    const row = await trx
      .insertInto('payment_attempts')
      .values({
        brand_id: key.brandId,
        kind: 'topup',
        order_id: null,
        cart_id: null,
        customer_id: draft.customerId,
        redirect_id: redirectId,
        request_id: key.requestId,
        owner: key.owner,
        method: draft.method,
        amount_cents: amountCents,
        draft: JSON.stringify(draft),
        charge: JSON.stringify(charge),
        created_at: ctx.now,
        updated_at: ctx.now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return { attempt: topupOf(row) };
  });
}
