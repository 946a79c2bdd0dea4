/**
 * SubmitOrder's work on the caller's open cart (spec 2 §4.2; ARCHITECTURE.md 'Money').
 *
 * Validation (preorder '1') checks the order and prepares the payment, answering a redirect when
 * the customer must approve it first; the provider is asked outside any transaction, and the answer
 * is kept for the request id in a short one.
 *
 * Placement (preorder '0') is reserve → charge → finalise: one short transaction claims the request
 * id, checks the order again, refuses it past the brand's limits or when its total is not the one
 * the customer confirmed, and commits a pending attempt with the order's number and totals; the
 * provider is then charged with no transaction open; a second short transaction writes the order
 * (server/orders/finalise.ts). A repeat of the request id gets the stored answer, or resumes an
 * attempt still pending: the provider's idempotency key makes its charge the same charge.
 */
import type { SubmitOrderResponse } from '@api/submitOrder';
import { formatMoney } from '@domain/money';
import { pointsEarnedBy } from '@domain/rewardsRedemption';
import { orderTotalChangedMessage } from '@domain/serverPhrases';
import type { Kysely } from 'kysely';
import { cartCall } from '../cart/call';
import { resolveTarget } from '../cart/target';
import type { Database } from '../db/schema';
import {
  fail,
  succeed,
  type ActionContext,
  type ActionResult,
  type RequestFields,
} from '../protocol/context';
import {
  claimRequest,
  storeAnswer,
  storedRequest,
  withIdempotency,
  type IdempotencyKey,
} from '../protocol/idempotency';
import { MESSAGES } from '../protocol/messages';
import type { NonceCheck } from '../payments/types';
import { lockMember, spendPoints } from '../rewards/points';
import { submitAnswer } from './answer';
import {
  attemptForRequest,
  attemptOf,
  planRecord,
  type Attempt,
  type OrderDraft,
} from './attempts';
import { chargeAttempt, type SettleDeps } from './charge';
import { finaliseAttempt } from './finalise';
import { orderLimitProblem, orderLimitsOf } from './limits';
import { chargePlanFor, lookAtCardNonce, preparePayment } from './payment';
import { orderNumberOf, reserveOrderId } from './place';
import type { SubmitInput } from './submitInput';
import { planOrder } from './validate';

type Answer = ActionResult<SubmitOrderResponse>;

export const VALIDATE_ACTION = 'SubmitOrder.validate';
export const PLACE_ACTION = 'SubmitOrder.place';

export function settleDeps(ctx: ActionContext): SettleDeps {
  return {
    db: ctx.db,
    now: ctx.now,
    log: ctx.log,
    payments: ctx.payments,
    ...(ctx.terminal ? { terminal: ctx.terminal } : {}),
  };
}

/** Validation: checks and prepares; provider calls happen before the answer is stored. */
export async function validateOrder(
  ctx: ActionContext,
  fields: RequestFields,
  input: SubmitInput,
  key: IdempotencyKey,
): Promise<Answer> {
  const stored = await storedRequest<Answer>(ctx.db, key, VALIDATE_ACTION);
  if (stored?.answer) return stored.answer;
  const answer = await prepareAnswer(ctx, fields, input);
  return withIdempotency(ctx.db, key, VALIDATE_ACTION, async () => answer);
}

async function prepareAnswer(
  ctx: ActionContext,
  fields: RequestFields,
  input: SubmitInput,
): Promise<Answer> {
  const target = await resolveTarget(ctx, ctx.db, fields);
  if (!target.ok) return target;
  const call = cartCall(ctx, ctx.db, target.data);
  const plan = await planOrder(call, input);
  if (!plan.ok) return plan;
  const limited = limitProblem(ctx, plan.data.lines, plan.data.totals.grand_total, target.data);
  if (limited) return fail(limited);
  const prepared = await preparePayment(call, plan.data, input);
  if (!prepared.ok) return prepared;
  return succeed(
    submitAnswer(planRecord(plan.data), {
      preorder: 1,
      orderId: 0,
      total: prepared.data.totals.grand_total,
      redirectUrl: prepared.data.redirectUrl,
    }),
  );
}

function limitProblem(
  ctx: ActionContext,
  lines: readonly { quantity: number }[],
  totalCents: number,
  target: { config: { row: { locale: { currency_sign: string } } } },
): string | null {
  return orderLimitProblem(orderLimitsOf(ctx.brand.code), {
    lineCount: lines.length,
    quantities: lines.map((line) => line.quantity),
    totalCents,
    currencySign: target.config.row.locale.currency_sign,
  });
}

type Reserved = { answer: Answer } | { attempt: Attempt } | { resume: true };

/** Reserve: one short transaction that commits the pending attempt, or the refusal's answer. */
async function reserve(
  ctx: ActionContext,
  fields: RequestFields,
  input: SubmitInput,
  key: IdempotencyKey,
  nonceCheck: NonceCheck | null,
): Promise<Reserved> {
  return ctx.db.transaction().execute(async (trx): Promise<Reserved> => {
    const claim = await claimRequest<Answer>(trx, key, PLACE_ACTION);
    if (!claim.claimed) return claim.answer ? { answer: claim.answer } : { resume: true };
    const refuse = async (answer: Answer): Promise<Reserved> => {
      await storeAnswer(trx, key, answer);
      return { answer };
    };
    const target = await resolveTarget(ctx, trx, fields);
    if (!target.ok) return refuse(target);
    const call = cartCall(ctx, trx, target.data);
    // Locked before the order is priced: a racing placement by the same member waits, then prices
    // its Rewards discount from the points this one leaves.
    await lockMember(trx, call.key.customerId);
    const plan = await planOrder(call, input);
    if (!plan.ok) return refuse(plan);
    const planned = await chargePlanFor(call, plan.data, input, nonceCheck);
    if (!planned.ok) return refuse(planned);
    const { totals, charge } = planned.data;
    const limited = limitProblem(ctx, plan.data.lines, totals.grand_total, target.data);
    if (limited) return refuse(fail(limited));
    if (input.confirmedTotal !== null && input.confirmedTotal !== totals.grand_total) {
      const sign = target.data.config.row.locale.currency_sign;
      return refuse(fail(orderTotalChangedMessage(formatMoney(totals.grand_total, sign))));
    }
    if (await pendingForCart(trx, plan.data.cart.id))
      return refuse(fail(MESSAGES.paymentUnsettled));
    const orderId = await reserveOrderId(trx);
    const { caller, rewardsPoints } = plan.data;
    const spent = await spendPoints(trx, {
      brandId: key.brandId,
      customerId: caller.customerId,
      orderId,
      points: rewardsPoints,
      note: `Order ${orderNumberOf(orderId)}`,
      at: ctx.now,
    });
    // The member's row is locked since the order was priced: the points it priced are there.
    if (!spent) throw new Error(`order ${orderId}: ${rewardsPoints} reward points not held`);
    const draft: OrderDraft = {
      merchantId: call.key.merchantId,
      menuId: call.key.menuId,
      owner: call.key.owner,
      customerId: call.key.customerId,
      plan: planRecord(plan.data),
      totals,
      orderSource: input.orderSource,
      pointsEarned:
        caller.kind === 'member'
          ? pointsEarnedBy(totals.grand_total, call.orderContext.rewards?.pointsPerDollar ?? 0)
          : 0,
    };
    const row = await trx
      .insertInto('payment_attempts')
      .values({
        brand_id: key.brandId,
        order_id: orderId,
        request_id: key.requestId,
        owner: key.owner,
        cart_id: plan.data.cart.id,
        method: plan.data.paymentMethod,
        amount_cents: totals.grand_total,
        draft: JSON.stringify(draft),
        charge: JSON.stringify(charge),
        created_at: ctx.now,
        updated_at: ctx.now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return { attempt: attemptOf(row) };
  });
}

async function pendingForCart(trx: Kysely<Database>, cartId: number): Promise<boolean> {
  const row = await trx
    .selectFrom('payment_attempts')
    .select('id')
    .where('cart_id', '=', cartId)
    .where('state', '=', 'pending')
    .executeTakeFirst();
  return row !== undefined;
}

/** Charge, then finalise: shared by a first placement, a repeat that resumes, and the reconciler. */
export async function settleAttempt(deps: SettleDeps, attempt: Attempt): Promise<Answer> {
  const outcome = await chargeAttempt(deps, attempt);
  return finaliseAttempt(deps, attempt, outcome);
}

async function resume(ctx: ActionContext, key: IdempotencyKey): Promise<Answer> {
  const attempt = await attemptForRequest(ctx.db, key.brandId, key.requestId);
  if (attempt?.state === 'pending') return settleAttempt(settleDeps(ctx), attempt);
  const stored = await storedRequest<Answer>(ctx.db, key, PLACE_ACTION);
  return stored?.answer ?? fail(MESSAGES.paymentUnsettled);
}

/** Placement: reserve → charge → finalise. */
export async function placeOrder(
  ctx: ActionContext,
  fields: RequestFields,
  input: SubmitInput,
  key: IdempotencyKey,
): Promise<Answer> {
  const stored = await storedRequest<Answer>(ctx.db, key, PLACE_ACTION);
  if (stored?.answer) return stored.answer;
  if (stored) return resume(ctx, key);
  let nonceCheck: NonceCheck | null;
  try {
    nonceCheck = await lookAtCardNonce(ctx.payments, input);
  } catch (error) {
    ctx.log.warn(
      { err: error instanceof Error ? error.message : String(error) },
      'nonce check failed',
    );
    return fail(MESSAGES.braintreeUnavailable);
  }
  const reserved = await reserve(ctx, fields, input, key, nonceCheck);
  if ('answer' in reserved) return reserved.answer;
  if ('resume' in reserved) return resume(ctx, key);
  const answer = await settleAttempt(settleDeps(ctx), reserved.attempt);
  if (answer.ok)
    ctx.log.info(
      { order: reserved.attempt.orderId, total: reserved.attempt.amountCents },
      'order placed',
    );
  return answer;
}
