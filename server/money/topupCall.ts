/**
 * The Topup* actions (spec 3 §2 Top-up, §7; src/api/money.ts): a member of a brand with top-up on,
 * a request id, an amount from the list; then reserve → charge → finalise (ARCHITECTURE.md
 * 'Money'), or a redirect to start or to come back from. A repeat of the request id gets the first
 * answer and is charged once; a repeat while the first is still pending resumes it.
 */
import type { TopupMethod, TopupResponse } from '@api/money';
import { requestIdField } from '../cart/parse';
import { settleDeps } from '../orders/submit';
import { walletNonce } from '../orders/payment';
import type { NonceCheck } from '../payments/types';
import {
  fail,
  type ActionContext,
  type ActionResult,
  type RequestFields,
} from '../protocol/context';
import {
  refuseRequestId,
  requestKey,
  storedRequest,
  type IdempotencyKey,
} from '../protocol/idempotency';
import { MESSAGES } from '../protocol/messages';
import { topupAmountOf } from './amounts';
import { moneyLocale, type MoneyLocale } from './locale';
import { moneyMember, type MoneyMember } from './member';
import { reserveTopup, type TopupAnswer, type TopupPlan } from './reserveTopup';
import { settleTopup } from './settleTopup';
import { topupForRequest, type TopupDraft } from './topupAttempt';
import { nonceCharge, savedCardCharge } from './topupPlans';
import { returnPlan, startRedirectTopup } from './topupRedirects';

export type TopupMethodCode = TopupMethod;

type Call = {
  ctx: ActionContext;
  fields: RequestFields;
  method: TopupMethodCode;
  member: MoneyMember;
  locale: MoneyLocale;
  key: IdempotencyKey;
  action: string;
};

export async function topupCall(
  ctx: ActionContext,
  fields: RequestFields,
  method: TopupMethodCode,
): Promise<ActionResult<TopupResponse>> {
  const member = await moneyMember(ctx);
  if (!member.ok) return member;
  if (!ctx.brand.topup_enabled) return fail(MESSAGES.topupDisabled);
  const requestId = requestIdField(fields);
  if (requestId === null) return fail(MESSAGES.requestIdRequired);
  const key = requestKey(ctx, requestId);
  const call: Call = {
    ctx,
    fields,
    method,
    member: member.data,
    locale: await moneyLocale(ctx),
    key,
    action: `Topup.${method}`,
  };
  try {
    return await dispatch(call);
  } catch (error) {
    return refuseRequestId(error);
  }
}

async function dispatch(call: Call): Promise<TopupAnswer> {
  const { ctx, fields, method } = call;
  const redirectId = fields.redirect_id?.trim() ?? '';
  if (redirectId !== '' && (method === 'PP' || method === 'CB' || method === 'CC'))
    return returnFromRedirect(call, redirectId);
  const amount = topupAmountOf(
    fields.topup_amount,
    method === 'CB' ? 'crypto' : 'other',
    call.locale.currencySign,
  );
  if (!amount.ok) return amount;
  if (method === 'PP' || method === 'CB') {
    return startRedirectTopup(ctx, call.key, call.action, {
      kind: method === 'PP' ? 'pp' : 'cb',
      customerId: call.member.id,
      amountCents: amount.data,
      currencyCode: call.locale.currencyCode,
      returnUrl: fields.return_url ?? '',
      nonce: '',
    });
  }
  if (method === 'SAVED')
    return placeTopup(call, async (trx) => {
      const charge = await savedCardCharge(trx, call.member.id, ctx.now);
      return charge.ok ? planOf(call, amount.data, charge.data, null) : charge;
    });
  return nonceTopup(call, amount.data);
}

function planOf(
  call: Call,
  amountCents: number,
  charge: TopupPlan['charge'],
  autoTopupCents: number | null,
): ActionResult<TopupPlan> {
  const draft: TopupDraft = {
    customerId: call.member.id,
    method: call.method,
    currencyCode: call.locale.currencyCode,
    autoTopupCents,
    source: 'member',
  };
  return { ok: true, data: { amountCents, draft, charge, redirectId: null } };
}

/** CC, APPLE, GOOGLE: the nonce is looked at by the provider first, outside any transaction. */
async function nonceTopup(call: Call, amountCents: number): Promise<TopupAnswer> {
  const { ctx, fields, method } = call;
  const wallet = method === 'APPLE' || method === 'GOOGLE';
  if (wallet && !(await walletOn(ctx, method))) {
    return fail(method === 'APPLE' ? MESSAGES.applePayUnavailable : MESSAGES.googlePayUnavailable);
  }
  const nonce = wallet
    ? walletNonce(fields.wallet_data ?? '')
    : (fields.braintree_nonce?.trim() ?? '');
  if (wallet && nonce === null) return fail(MESSAGES.walletDataInvalid);
  if (!nonce) return fail(MESSAGES.cardNonceRequired);
  const stored = await storedRequest<TopupAnswer>(ctx.db, call.key, call.action);
  if (stored) return stored.answer ?? resume(call);
  const gateway = ctx.payments?.gateway;
  if (!gateway) return fail(MESSAGES.braintreeUnavailable);
  let check: NonceCheck;
  try {
    check = await gateway.checkNonce(nonce);
  } catch (error) {
    ctx.log.warn({ err: String(error) }, 'top-up nonce check failed');
    return fail(MESSAGES.braintreeUnavailable);
  }
  if (check.ok && check.needsThreeDSecure && !wallet) {
    return startRedirectTopup(ctx, call.key, call.action, {
      kind: '3ds',
      customerId: call.member.id,
      amountCents,
      currencyCode: call.locale.currencyCode,
      returnUrl: fields.return_url ?? '',
      nonce,
    });
  }
  const saveCard = !wallet && fields.save_card === '1';
  const autoTopup = saveCard && fields.auto_topup === '1' ? amountCents : null;
  return placeTopup(call, async (trx) => {
    const charge = await nonceCharge(trx, {
      ctx,
      customerId: call.member.id,
      email: call.member.email,
      nonce,
      check,
      saveCard,
    });
    return charge.ok ? planOf(call, amountCents, charge.data, autoTopup) : charge;
  });
}

async function walletOn(ctx: ActionContext, method: 'APPLE' | 'GOOGLE'): Promise<boolean> {
  const merchant = await ctx.db
    .selectFrom('merchants')
    .select(['apple_pay_enabled', 'google_pay_enabled'])
    .where('brand_id', '=', ctx.brand.id)
    .where('active', '=', true)
    .where('deleted_at', 'is', null)
    .orderBy('position')
    .orderBy('id')
    .executeTakeFirst();
  return method === 'APPLE' ? !!merchant?.apple_pay_enabled : !!merchant?.google_pay_enabled;
}

async function returnFromRedirect(call: Call, raw: string): Promise<TopupAnswer> {
  const redirectId = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  if (redirectId <= 0) return fail(MESSAGES.paymentRedirectInvalid);
  return placeTopup(call, (trx) =>
    returnPlan(trx, {
      brandId: call.ctx.brand.id,
      customerId: call.member.id,
      redirectId,
      currencyCode: call.locale.currencyCode,
    }),
  );
}

/** Reserve → charge → finalise. */
async function placeTopup(
  call: Call,
  plan: Parameters<typeof reserveTopup>[3],
): Promise<TopupAnswer> {
  const reserved = await reserveTopup(call.ctx, call.key, call.action, plan);
  if ('answer' in reserved) return reserved.answer;
  if ('resume' in reserved) return resume(call);
  const answer = await settleTopup(settleDeps(call.ctx), reserved.attempt);
  if (answer.ok)
    call.ctx.log.info(
      { topup: reserved.attempt.orderNumber, amount: reserved.attempt.amountCents },
      'top-up credited',
    );
  return answer;
}

/** A repeat while the first is between reserve and finalise: settles it (the same charge). */
async function resume(call: Call): Promise<TopupAnswer> {
  const { ctx, key } = call;
  const attempt = await topupForRequest(ctx.db, key.brandId, key.requestId);
  if (attempt?.state === 'pending') return settleTopup(settleDeps(ctx), attempt);
  const stored = await storedRequest<TopupAnswer>(ctx.db, key, call.action);
  return stored?.answer ?? fail(MESSAGES.paymentUnsettled);
}
