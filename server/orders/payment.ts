/**
 * Paying for an order through the payment gateway (server/payments/types.ts; spec 2 §4.2, §4.3,
 * §7 'Payment method codes').
 *
 * Validation (preorder '1') checks what can be checked before money moves, and starts the redirect
 * payments: PayPal-type (PP) and crypto (CB) always, a card (CC) when its nonce needs 3-D Secure.
 * The redirect is stored for the cart (payment_redirects) and its URL answered.
 *
 * Placement (preorder '0') decides here, at reserve, what will be charged and how (chargePlanFor);
 * the charge itself is made outside any transaction (server/orders/charge.ts) and the order written
 * at finalise (server/orders/finalise.ts). A card or wallet nonce is charged; a redirect payment
 * must be approved by the provider, for the amount it was started with, and is captured; the
 * account balance (ACCOUNT) is debited from the ledger with the order; a member's saved card
 * (SAVED) is charged by its vault token. A member paying by a new card with save_card '1' has it
 * vaulted first, then the token is charged and, once approved, kept as the saved card.
 */
import type { CartTotals } from '@api/manageCart';
import { savedCardExpired } from '@domain/savedCard';
import { customerBalanceCents } from '../accounts/balance';
import { savedCardOf, type SavedCard } from '../accounts/savedCard';
import type { CartCall } from '../cart/call';
import type { RedirectKind } from '../db/schema';
import type { NonceCheck, PaymentGateway } from '../payments/types';
import type { ChargePlan } from './attempts';
import { fail, succeed, type ActionResult } from '../protocol/context';
import { MESSAGES } from '../protocol/messages';
import type { OrderPlan } from './validate';
import type { SubmitInput } from './submitInput';
import { terminalAllowed, terminalReferences } from './terminalPayment';
import { foreignTokenRefusal } from './nonceOwner';

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
  const foreign = await foreignTokenRefusal(call.trx, {
    check,
    nonce: input.nonce,
    caller: plan.caller,
  });
  if (foreign) return fail(foreign);
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
export function providerOf(payments: { sandboxOrigin: string } | null): SavedCard['provider'] {
  return payments?.sandboxOrigin ? 'sandbox' : 'braintree';
}

/**
 * The provider's look at a placement's card or wallet nonce, made before reserve and outside any
 * transaction: null when the method takes no nonce. A wallet's is looked at only for whose it is.
 */
export async function lookAtCardNonce(
  payments: { gateway: PaymentGateway } | null,
  input: SubmitInput,
): Promise<NonceCheck | null> {
  const wallet = WALLETS.has(input.paymentMethod);
  const nonce = wallet ? walletNonce(input.walletData) : input.nonce;
  if (!(wallet || CARD_METHODS.has(input.paymentMethod)) || !nonce || !payments) return null;
  return payments.gateway.checkNonce(nonce);
}

/** The latest redirect started for this cart at validation, if it is for `amount`. */
async function startedRedirect(
  call: CartCall,
  plan: OrderPlan,
  input: { kind: RedirectKind; amount: number; nonce: string },
): Promise<ActionResult<ChargePlan>> {
  let query = call.trx
    .selectFrom('payment_redirects')
    .select(['id', 'gateway_id', 'amount_cents'])
    .where('cart_id', '=', plan.cart.id)
    .where('kind', '=', input.kind)
    .where('state', 'in', ['pending', 'approved']);
  if (input.kind === '3ds') query = query.where('nonce', '=', input.nonce);
  const redirect = await query.orderBy('id', 'desc').executeTakeFirst();
  if (!redirect || redirect.amount_cents !== input.amount)
    return fail(MESSAGES.paymentRedirectInvalid);
  return succeed({ kind: 'redirect', redirectId: redirect.id, gatewayId: redirect.gateway_id });
}

export type PlannedCharge = { totals: CartTotals; charge: ChargePlan };

/**
 * Reserve: what the placement will charge, and how, from the database alone (the card nonce was
 * looked at before, `nonceCheck`). Everything that can be refused without moving money is.
 */
export async function chargePlanFor(
  call: CartCall,
  plan: OrderPlan,
  input: SubmitInput,
  nonceCheck: NonceCheck | null,
): Promise<ActionResult<PlannedCharge>> {
  const method = plan.paymentMethod;
  const plain = plan.totals;
  const none = (totals: CartTotals) => succeed<PlannedCharge>({ totals, charge: { kind: 'none' } });
  if (method === 'eftpos') {
    const refs = await terminalReferences(call, plan, input);
    return refs.ok ? succeed({ totals: plain, charge: { kind: 'terminal', ...refs.data } }) : refs;
  }
  if (method === 'ACCOUNT') {
    const checked = await balanceCheck(call, plan, plain);
    if (!checked.ok) return checked;
    return plain.grand_total === 0
      ? none(plain)
      : succeed({ totals: plain, charge: { kind: 'balance' } });
  }
  const gateway = gatewayOf(call);
  if (method === 'SAVED') {
    const card = await usableSavedCard(call, plan);
    if (!card.ok) return card;
    const totals = plan.price(card.data.card_type);
    if (totals.grand_total === 0) return none(totals);
    if (!gateway) return fail(MESSAGES.braintreeUnavailable);
    return succeed({ totals, charge: { kind: 'saved', token: card.data.token } });
  }
  if (plain.grand_total === 0) return none(plain);
  if (WALLETS.has(method)) {
    const enabled = walletEnabled(call, method);
    if (!enabled.ok) return enabled;
    if (!gateway) return fail(MESSAGES.braintreeUnavailable);
    const nonce = walletNonce(input.walletData);
    if (nonce === null) return fail(MESSAGES.walletDataInvalid);
    const foreign =
      nonceCheck &&
      (await foreignTokenRefusal(call.trx, { check: nonceCheck, nonce, caller: plan.caller }));
    if (foreign) return fail(foreign);
    return succeed({ totals: plain, charge: { kind: 'nonce', nonce, save: null } });
  }
  if (!gateway) return fail(MESSAGES.braintreeUnavailable);
  const redirectKind = REDIRECT_KINDS[method];
  if (redirectKind) {
    const redirect = await startedRedirect(call, plan, {
      kind: redirectKind,
      amount: plain.grand_total,
      nonce: '',
    });
    return redirect.ok ? succeed({ totals: plain, charge: redirect.data }) : redirect;
  }
  if (!CARD_METHODS.has(method)) return fail(MESSAGES.paymentMethodUnavailable);
  if (input.nonce === '') return fail(MESSAGES.cardNonceRequired);
  if (!nonceCheck) return fail(MESSAGES.braintreeUnavailable);
  if (!nonceCheck.ok) return fail(nonceCheck.message);
  const foreign = await foreignTokenRefusal(call.trx, {
    check: nonceCheck,
    nonce: input.nonce,
    caller: plan.caller,
  });
  if (foreign) return fail(foreign);
  const totals = plan.price(nonceCheck.cardType ?? '');
  if (nonceCheck.needsThreeDSecure) {
    const redirect = await startedRedirect(call, plan, {
      kind: '3ds',
      amount: totals.grand_total,
      nonce: input.nonce,
    });
    return redirect.ok ? succeed({ totals, charge: redirect.data }) : redirect;
  }
  // Save card: a member's card that needs no 3-D Secure redirect is vaulted, then its token charged.
  const save =
    input.saveCard && plan.caller.kind === 'member'
      ? await vaultCustomer(call, plan.caller.customerId, plan.caller.email)
      : null;
  return succeed({ totals, charge: { kind: 'nonce', nonce: input.nonce, save } });
}

/** The provider customer a member's new card is vaulted under: their earlier card's, or a new one. */
async function vaultCustomer(
  call: CartCall,
  customerId: number,
  email: string,
): Promise<{ customerId: string; email: string }> {
  const earlier = await savedCardOf(call.trx, customerId);
  const provider = providerOf(call.ctx.payments);
  return {
    customerId: earlier && earlier.provider === provider ? earlier.vault_customer_id : '',
    email,
  };
}
