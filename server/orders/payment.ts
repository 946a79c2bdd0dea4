/**
 * Paying for an order through the payment gateway (server/payments/types.ts; spec 2 §4.2, §4.3,
 * §7 'Payment method codes').
 *
 * Validation (preorder '1') checks what can be checked before money moves, and starts the redirect
 * payments: PayPal-type (PP) and crypto (CB) always, a card (CC) when its nonce needs 3-D Secure.
 * The redirect is stored for the cart (payment_redirects) and its URL answered.
 *
 * Placement (preorder '0') takes the money once, keyed by the request_id: a card or wallet nonce is
 * charged; a redirect payment must be approved by the provider, for the amount it was started with,
 * and is captured; the account balance is taken in the same transaction as the order. A refusal
 * answers the provider's message and places nothing.
 */
import type { CartTotals } from '../../src/api/manageCart';
import type { CartCall } from '../cart/call';
import type { RedirectKind } from '../db/schema';
import type { ChargeResult, PaymentGateway } from '../payments/types';
import { fail, succeed, type ActionResult } from '../protocol/context';
import { MESSAGES } from '../protocol/messages';
import type { OrderPlan } from './validate';
import type { SubmitInput } from './submitInput';

export type PaymentRecord = {
  method: string;
  cardType: string;
  lastFour: string;
  transactionId: string;
  amount: number;
};

export type Prepared = { totals: CartTotals; redirectUrl: string };
export type Taken = { totals: CartTotals; payment: PaymentRecord };

const REDIRECT_KINDS: Readonly<Record<string, RedirectKind>> = { PP: 'pp', CB: 'cb' };
const CARD_METHODS = new Set(['CC', '3DS']);
const WALLETS = new Set(['APPLE', 'GOOGLE']);

function gatewayOf(call: CartCall): PaymentGateway | null {
  return call.ctx.payments?.gateway ?? null;
}

/** The wallet's nonce from wallet_data: JSON {"nonce": …}, a JSON string, or the nonce itself. */
export function walletNonce(walletData: string): string | null {
  if (walletData === '') return null;
  try {
    const parsed: unknown = JSON.parse(walletData);
    if (typeof parsed === 'string') return parsed || null;
    if (typeof parsed === 'object' && parsed !== null && 'nonce' in parsed) {
      const nonce = (parsed as { nonce: unknown }).nonce;
      return typeof nonce === 'string' && nonce !== '' ? nonce : null;
    }
    return null;
  } catch {
    return /^[\w-]{1,200}$/.test(walletData) ? walletData : null;
  }
}

function walletEnabled(call: CartCall, method: string): ActionResult<true> {
  const { row } = call.target.config;
  if (method === 'APPLE' && !row.apple_pay_enabled) return fail(MESSAGES.applePayUnavailable);
  if (method === 'GOOGLE' && !row.google_pay_enabled) return fail(MESSAGES.googlePayUnavailable);
  return succeed(true);
}

async function storeRedirect(
  call: CartCall,
  plan: OrderPlan,
  input: { kind: RedirectKind; amount: number; nonce: string; returnUrl: string },
  gateway: PaymentGateway,
): Promise<string> {
  const started = await gateway.startRedirect({
    kind: input.kind,
    amountCents: input.amount,
    currencyCode: plan.currencyCode,
    returnUrl: input.returnUrl,
    ...(input.nonce ? { nonce: input.nonce } : {}),
  });
  await call.trx
    .insertInto('payment_redirects')
    .values({
      brand_id: call.key.brandId,
      cart_id: plan.cart.id,
      gateway_id: started.id,
      kind: input.kind,
      amount_cents: input.amount,
      nonce: input.nonce,
      redirect_url: started.redirectUrl,
      created_at: call.ctx.now,
    })
    .execute();
  return started.redirectUrl;
}

/** Validation: what the payment needs before placing; a redirect URL when the customer must go. */
export async function preparePayment(
  call: CartCall,
  plan: OrderPlan,
  input: SubmitInput,
): Promise<ActionResult<Prepared>> {
  const method = plan.paymentMethod;
  const plain = plan.totals;
  if (method === 'eftpos') return fail(MESSAGES.eftposUnavailable);
  if (method === 'ACCOUNT') return balanceCheck(call, plan, plain);
  if (plain.grand_total === 0) return succeed({ totals: plain, redirectUrl: '' });
  if (WALLETS.has(method)) {
    const enabled = walletEnabled(call, method);
    if (!enabled.ok) return enabled;
    if (!gatewayOf(call)) return fail(MESSAGES.braintreeUnavailable);
    return succeed({ totals: plain, redirectUrl: '' });
  }
  const gateway = gatewayOf(call);
  if (!gateway) return fail(MESSAGES.braintreeUnavailable);
  const redirectKind = REDIRECT_KINDS[method];
  if (redirectKind) {
    const redirectUrl = await storeRedirect(
      call,
      plan,
      { kind: redirectKind, amount: plain.grand_total, nonce: '', returnUrl: input.returnUrl },
      gateway,
    );
    return succeed({ totals: plain, redirectUrl });
  }
  if (!CARD_METHODS.has(method)) return fail(MESSAGES.paymentMethodUnavailable);
  if (input.nonce === '') return fail(MESSAGES.cardNonceRequired);
  const check = await gateway.checkNonce(input.nonce);
  if (!check.ok) return fail(check.message);
  const totals = plan.price(check.cardType ?? '');
  if (!check.needsThreeDSecure) return succeed({ totals, redirectUrl: '' });
  const redirectUrl = await storeRedirect(
    call,
    plan,
    { kind: '3ds', amount: totals.grand_total, nonce: input.nonce, returnUrl: input.returnUrl },
    gateway,
  );
  return succeed({ totals, redirectUrl });
}

async function balanceCheck(
  call: CartCall,
  plan: OrderPlan,
  totals: CartTotals,
): Promise<ActionResult<Prepared>> {
  if (plan.caller.kind !== 'member') return fail(MESSAGES.accountRequiredForBalance);
  const row = await call.trx
    .selectFrom('customers')
    .select('balance_cents')
    .where('id', '=', plan.caller.customerId)
    .executeTakeFirstOrThrow();
  if (row.balance_cents < totals.grand_total) return fail(MESSAGES.insufficientBalance);
  return succeed({ totals, redirectUrl: '' });
}

function charged(
  method: string,
  amount: number,
  result: ChargeResult,
): ActionResult<PaymentRecord> {
  if (!result.ok) return fail(result.message);
  return succeed({
    method,
    cardType: result.cardType,
    lastFour: result.lastFour,
    transactionId: result.transactionId,
    amount,
  });
}

/**
 * The redirect payment started for this cart at validation (the latest of its kind, for a 3-D
 * Secure one the same nonce), approved by the provider for `amount`, captured once.
 */
async function captureRedirect(
  call: CartCall,
  plan: OrderPlan,
  input: { kind: RedirectKind; amount: number; nonce: string; requestId: string },
  gateway: PaymentGateway,
): Promise<ActionResult<ChargeResult>> {
  let query = call.trx
    .selectFrom('payment_redirects')
    .selectAll()
    .where('cart_id', '=', plan.cart.id)
    .where('kind', '=', input.kind)
    .where('state', 'in', ['pending', 'approved']);
  if (input.kind === '3ds') query = query.where('nonce', '=', input.nonce);
  const redirect = await query.orderBy('id', 'desc').executeTakeFirst();
  if (!redirect || redirect.amount_cents !== input.amount)
    return fail(MESSAGES.paymentRedirectInvalid);
  const state = await gateway.redirectState(redirect.gateway_id);
  if (state !== 'approved') {
    if (state !== 'pending')
      await call.trx
        .updateTable('payment_redirects')
        .set({ state })
        .where('id', '=', redirect.id)
        .execute();
    return fail(MESSAGES.paymentRedirectInvalid);
  }
  const result = await gateway.captureRedirect({
    id: redirect.gateway_id,
    amountCents: input.amount,
    idempotencyKey: input.requestId,
  });
  if (result.ok)
    await call.trx
      .updateTable('payment_redirects')
      .set({ state: 'captured' })
      .where('id', '=', redirect.id)
      .execute();
  return succeed(result);
}

/** Placement: takes the money once for `orderRef`, or says why not. */
export async function takePayment(
  call: CartCall,
  plan: OrderPlan,
  input: SubmitInput,
  orderRef: string,
): Promise<ActionResult<Taken>> {
  const method = plan.paymentMethod;
  const plain = plan.totals;
  const none = (totals: CartTotals): Taken => ({
    totals,
    payment: { method, cardType: '', lastFour: '', transactionId: '', amount: totals.grand_total },
  });
  if (method === 'eftpos') return fail(MESSAGES.eftposUnavailable);
  if (method === 'ACCOUNT') {
    if (plan.caller.kind !== 'member') return fail(MESSAGES.accountRequiredForBalance);
    const taken = await call.trx
      .updateTable('customers')
      .set((eb) => ({ balance_cents: eb('balance_cents', '-', plain.grand_total) }))
      .where('id', '=', plan.caller.customerId)
      .where('balance_cents', '>=', plain.grand_total)
      .returning('id')
      .executeTakeFirst();
    return taken ? succeed(none(plain)) : fail(MESSAGES.insufficientBalance);
  }
  if (plain.grand_total === 0) return succeed(none(plain));
  const gateway = gatewayOf(call);
  if (WALLETS.has(method)) {
    const enabled = walletEnabled(call, method);
    if (!enabled.ok) return enabled;
    if (!gateway) return fail(MESSAGES.braintreeUnavailable);
    const nonce = walletNonce(input.walletData);
    if (nonce === null) return fail(MESSAGES.walletDataInvalid);
    const result = await gateway.charge({
      nonce,
      amountCents: plain.grand_total,
      currencyCode: plan.currencyCode,
      idempotencyKey: input.requestId,
      orderRef,
    });
    const payment = charged(method, plain.grand_total, result);
    return payment.ok ? succeed({ totals: plain, payment: payment.data }) : payment;
  }
  if (!gateway) return fail(MESSAGES.braintreeUnavailable);
  const redirectKind = REDIRECT_KINDS[method];
  if (redirectKind) {
    const result = await captureRedirect(
      call,
      plan,
      { kind: redirectKind, amount: plain.grand_total, nonce: '', requestId: input.requestId },
      gateway,
    );
    if (!result.ok) return result;
    const payment = charged(method, plain.grand_total, result.data);
    return payment.ok ? succeed({ totals: plain, payment: payment.data }) : payment;
  }
  if (!CARD_METHODS.has(method)) return fail(MESSAGES.paymentMethodUnavailable);
  if (input.nonce === '') return fail(MESSAGES.cardNonceRequired);
  const check = await gateway.checkNonce(input.nonce);
  if (!check.ok) return fail(check.message);
  const totals = plan.price(check.cardType ?? '');
  const result = check.needsThreeDSecure
    ? await captureRedirect(
        call,
        plan,
        { kind: '3ds', amount: totals.grand_total, nonce: input.nonce, requestId: input.requestId },
        gateway,
      )
    : succeed(
        await gateway.charge({
          nonce: input.nonce,
          amountCents: totals.grand_total,
          currencyCode: plan.currencyCode,
          idempotencyKey: input.requestId,
          orderRef,
        }),
      );
  if (!result.ok) return result;
  const payment = charged(method, totals.grand_total, result.data);
  return payment.ok ? succeed({ totals, payment: payment.data }) : payment;
}
