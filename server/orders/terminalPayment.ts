/**
 * Orders paid on the in-store Linkly terminal (spec 2 §4.4). The device takes the card on
 * the pad itself (worker/linkly/) and places the order once Linkly approved it, naming the
 * purchase's TxnRef and session id. The server charges nothing, and believes none of it until
 * Linkly confirms it (server/payments/linkly.ts): three separate checks, so each can run where it
 * belongs in reserve → charge → finalise:
 * - terminalAllowed: only a kiosk or staff login (customer status 3 or 8) at a merchant with eftpos
 *   enabled; everyone else is told 'Eftpos (Linkly) is not currently available (MSG-CO1). …'.
 * - terminalSessionUsed: one session pays one order (a unique index on the order holds it too).
 * - confirmTerminalPayment: Linkly approved that session, a purchase of exactly this amount with
 *   that TxnRef. No database transaction: it is the charge step's call.
 */
import type { Kysely } from 'kysely';
import type { CartCall } from '../cart/call';
import type { Database } from '../db/schema';
import type { LinklyTerminal } from '../payments/linkly';
import { fail, succeed, type ActionResult } from '../protocol/context';
import { MESSAGES } from '../protocol/messages';
import type { ChargeOutcome } from './charge';
import type { SubmitInput } from './submitInput';
import type { OrderPlan } from './validate';

export type TerminalReferences = { txnRef: string; sessionId: string };

/** The same session, hyphenated or as 32 hex digits (Linkly accepts both), kept as 32 hex. */
export function terminalSessionKey(raw: string): string | null {
  const hex = raw.trim().toLowerCase();
  if (/^[0-9a-f]{32}$/.test(hex)) return hex;
  if (/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(hex)) {
    return hex.replaceAll('-', '');
  }
  return null;
}

const TXN_REF = /^[A-Za-z0-9]{1,16}$/;

/** Validation (preorder '1'): may this caller pay by terminal here at all? */
export function terminalAllowed(call: CartCall, plan: OrderPlan): ActionResult<true> {
  const device = plan.caller.kind === 'kiosk' || plan.caller.kind === 'staff';
  if (!device || !call.target.config.row.eftpos_enabled) return fail(MESSAGES.eftposUnavailable);
  return succeed(true);
}

/**
 * Reserve: the terminal purchase's references as the device sent them, checked for form, and not
 * already recorded by another order. The charge step confirms the purchase with Linkly.
 */
export async function terminalReferences(
  call: CartCall,
  plan: OrderPlan,
  input: SubmitInput,
): Promise<ActionResult<TerminalReferences>> {
  const allowed = terminalAllowed(call, plan);
  if (!allowed.ok) return allowed;
  const sessionId = terminalSessionKey(input.terminalSessionId);
  if (sessionId === null || !TXN_REF.test(input.terminalTxnRef)) {
    return fail(MESSAGES.eftposUnavailable);
  }
  if (await terminalSessionUsed(call.trx, call.key.brandId, sessionId)) {
    return fail(MESSAGES.terminalSessionUsed);
  }
  return succeed({ txnRef: input.terminalTxnRef, sessionId });
}

/** Whether an order of this brand already records the session (`sessionId` as 32 hex). */
export async function terminalSessionUsed(
  db: Kysely<Database>,
  brandId: number,
  sessionId: string,
): Promise<boolean> {
  const used = await db
    .selectFrom('orders')
    .select('id')
    .where('brand_id', '=', brandId)
    .where('terminal_session_id', '=', sessionId)
    .executeTakeFirst();
  return used !== undefined;
}

/**
 * Charge: Linkly's word that the session is an approved purchase of `amountCents` with that
 * TxnRef, as the payment the order records. A server without Linkly takes no terminal payment.
 */
export async function confirmTerminalPayment(
  ctx: { terminal?: LinklyTerminal | null },
  refs: TerminalReferences,
  amountCents: number,
): Promise<ChargeOutcome> {
  // No Linkly to ask: the device's word is not enough to place a paid order.
  if (!ctx.terminal) return { ok: false, message: MESSAGES.eftposUnavailable };
  const confirmed = await ctx.terminal.confirmPurchase({ ...refs, amountCents });
  if (!confirmed.ok)
    return confirmed.unanswered
      ? { ok: false, message: confirmed.message, unsettled: true }
      : { ok: false, message: confirmed.message };
  return {
    ok: true,
    payment: {
      method: 'eftpos',
      cardType: confirmed.cardType,
      lastFour: confirmed.lastFour,
      transactionId: confirmed.transactionId,
      amount: amountCents,
      terminal: refs,
    },
  };
}
