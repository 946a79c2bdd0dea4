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
 * and is captured; the account balance (ACCOUNT) is debited from the ledger in the same transaction
 * as the order (server/accounts/balance.ts); a member's saved card (SAVED) is charged by its vault
 * token. A member paying by a new card with save_card '1' has it vaulted first (the nonce becomes a
 * multi-use token, the card verified), then the token is charged and, once approved, kept as the
 * saved card. A refusal answers the provider's message and places nothing.
 */
import type { CartTotals } from '@api/manageCart';
import { savedCardExpired } from '@domain/savedCard';
import { customerBalanceCents, debitBalance } from '../accounts/balance';
import { savedCardOf, storeSavedCard, type SavedCard } from '../accounts/savedCard';
import type { CartCall } from '../cart/call';
import type { RedirectKind } from '../db/schema';
import type { ChargeResult, PaymentGateway, VaultResult } from '../payments/types';
import { fail, succeed, type ActionResult } from '../protocol/context';
import { MESSAGES } from '../protocol/messages';
import type { OrderPlan } from './validate';
import type { SubmitInput } from './submitInput';
import { terminalAllowed, terminalPayment } from './terminalPayment';

export type PaymentRecord = {
  method: string;
  cardType: string;
  lastFour: string;
  transactionId: string;
  amount: number;
  /** A Linkly terminal payment's references (server/orders/terminalPayment.ts). */
  terminal?: { txnRef: string; sessionId: string };
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
  if (method === 'eftpos') {
    const allowed = terminalAllowed(call, plan);
    return allowed.ok ? succeed({ totals: plain, redirectUrl: '' }) : allowed;
  }
  if (method === 'ACCOUNT') return balanceCheck(call, plan, plain);
  if (method === 'SAVED') {
    const card = await usableSavedCard(call, plan);
    if (!card.ok) return card;
    if (!gatewayOf(call)) return fail(MESSAGES.braintreeUnavailable);
    return succeed({ totals: plan.price(card.data.card_type), redirectUrl: '' });
  }
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
  const balance = await customerBalanceCents(call.trx, plan.caller.customerId);
  if (balance < totals.grand_total) return fail(MESSAGES.insufficientBalance);
  return succeed({ totals, redirectUrl: '' });
}

/** The member's saved card, if it may pay: a member, a card, not expired. */
async function usableSavedCard(call: CartCall, plan: OrderPlan): Promise<ActionResult<SavedCard>> {
  if (plan.caller.kind !== 'member') return fail(MESSAGES.accountRequiredForSavedCard);
  const card = await savedCardOf(call.trx, plan.caller.customerId);
  if (!card) return fail(MESSAGES.noSavedCard);
  if (
    savedCardExpired({ expiryMonth: card.expiry_month, expiryYear: card.expiry_year }, call.ctx.now)
  )
    return fail(MESSAGES.savedCardExpired);
  return succeed(card);
}

/** Which provider's vault a token belongs to: a token from one never works with the other. */
function providerOf(call: CartCall): SavedCard['provider'] {
  return call.ctx.payments?.sandboxOrigin ? 'sandbox' : 'braintree';
}

/**
 * Save card: vaults a member's new card nonce (under the provider customer their earlier card was
 * vaulted under, if any); the token is then charged in place of the nonce, which vaulting consumed.
 */
async function vaultNewCard(
  call: CartCall,
  plan: OrderPlan,
  nonce: string,
  gateway: PaymentGateway,
): Promise<ActionResult<Extract<VaultResult, { ok: true }>>> {
  if (plan.caller.kind !== 'member') return fail(MESSAGES.accountRequiredForSavedCard);
  const earlier = await savedCardOf(call.trx, plan.caller.customerId);
  const customerId =
    earlier && earlier.provider === providerOf(call) ? earlier.vault_customer_id : '';
  const vaulted = await gateway.vault({ nonce, customerId, email: plan.caller.email });
  return vaulted.ok ? succeed(vaulted) : fail(vaulted.message);
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

/**
 * Placement: takes the money once for the order `order.id` (reserved, written after), or says why not.
 * `order.ref` is its number as the provider sees it.
 */
export async function takePayment(
  call: CartCall,
  plan: OrderPlan,
  input: SubmitInput,
  order: { id: number; ref: string },
): Promise<ActionResult<Taken>> {
  const orderRef = order.ref;
  const method = plan.paymentMethod;
  const plain = plan.totals;
  const none = (totals: CartTotals): Taken => ({
    totals,
    payment: { method, cardType: '', lastFour: '', transactionId: '', amount: totals.grand_total },
  });
  if (method === 'eftpos') {
    const payment = await terminalPayment(call, plan, input, plain);
    return payment.ok ? succeed({ totals: plain, payment: payment.data }) : payment;
  }
  if (method === 'ACCOUNT') {
    if (plan.caller.kind !== 'member') return fail(MESSAGES.accountRequiredForBalance);
    if (plain.grand_total === 0) return succeed(none(plain));
    const taken = await debitBalance(call.trx, {
      brandId: call.key.brandId,
      customerId: plan.caller.customerId,
      amountCents: plain.grand_total,
      reason: 'order',
      orderId: order.id,
      note: `Order ${orderRef}`,
      at: call.ctx.now,
    });
    if (!taken.ok) return fail(MESSAGES.insufficientBalance);
    return succeed({
      totals: plain,
      payment: { ...none(plain).payment, transactionId: `balance-${taken.entryId}` },
    });
  }
  const gateway = gatewayOf(call);
  if (method === 'SAVED') {
    const card = await usableSavedCard(call, plan);
    if (!card.ok) return card;
    const totals = plan.price(card.data.card_type);
    if (totals.grand_total === 0) return succeed(none(totals));
    if (!gateway) return fail(MESSAGES.braintreeUnavailable);
    const result = await gateway.charge({
      nonce: card.data.token,
      amountCents: totals.grand_total,
      currencyCode: plan.currencyCode,
      idempotencyKey: input.requestId,
      orderRef,
    });
    const payment = charged(method, totals.grand_total, result);
    return payment.ok ? succeed({ totals, payment: payment.data }) : payment;
  }
  if (plain.grand_total === 0) return succeed(none(plain));
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
  // Save card: a member's card that needs no 3-D Secure redirect is vaulted, then its token charged.
  const saving = input.saveCard && plan.caller.kind === 'member' && !check.needsThreeDSecure;
  const vaulted = saving ? await vaultNewCard(call, plan, input.nonce, gateway) : null;
  if (vaulted && !vaulted.ok) return vaulted;
  const result = check.needsThreeDSecure
    ? await captureRedirect(
        call,
        plan,
        { kind: '3ds', amount: totals.grand_total, nonce: input.nonce, requestId: input.requestId },
        gateway,
      )
    : succeed(
        await gateway.charge({
          nonce: vaulted ? vaulted.data.token : input.nonce,
          amountCents: totals.grand_total,
          currencyCode: plan.currencyCode,
          idempotencyKey: input.requestId,
          orderRef,
        }),
      );
  if (!result.ok) return result;
  const payment = charged(method, totals.grand_total, result.data);
  if (payment.ok && vaulted && plan.caller.kind === 'member')
    await storeSavedCard(call.trx, {
      brandId: call.key.brandId,
      customerId: plan.caller.customerId,
      provider: providerOf(call),
      vaulted: vaulted.data,
      at: call.ctx.now,
    });
  return payment.ok ? succeed({ totals, payment: payment.data }) : payment;
}
