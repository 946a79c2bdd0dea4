/**
 * Orders paid on the in-store Linkly terminal (spec 2 §4.4; issue 16). The device takes the card on
 * the pad itself (worker/linkly/) and places the order only once Linkly approved it, naming the
 * purchase's TxnRef and session id. The server charges nothing: it accepts the method only from a
 * kiosk or staff login (customer status 3 or 8) at a merchant with eftpos enabled, and records the
 * terminal's references on the order, where a unique index lets one session pay one order.
 * Everyone else is told 'Eftpos (Linkly) is not currently available (MSG-CO1). …'.
 */
import type { CartTotals } from '@api/manageCart';
import type { CartCall } from '../cart/call';
import { fail, succeed, type ActionResult } from '../protocol/context';
import { MESSAGES } from '../protocol/messages';
import type { PaymentRecord } from './payment';
import type { SubmitInput } from './submitInput';
import type { OrderPlan } from './validate';

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

/** Placement: the approved terminal purchase this order records; nothing is charged here. */
export async function terminalPayment(
  call: CartCall,
  plan: OrderPlan,
  input: SubmitInput,
  totals: CartTotals,
): Promise<ActionResult<PaymentRecord>> {
  const allowed = terminalAllowed(call, plan);
  if (!allowed.ok) return allowed;
  const sessionId = terminalSessionKey(input.terminalSessionId);
  if (sessionId === null || !TXN_REF.test(input.terminalTxnRef)) {
    return fail(MESSAGES.eftposUnavailable);
  }
  const used = await call.trx
    .selectFrom('orders')
    .select('id')
    .where('brand_id', '=', call.key.brandId)
    .where('terminal_session_id', '=', sessionId)
    .executeTakeFirst();
  if (used) return fail(MESSAGES.terminalSessionUsed);
  return succeed({
    method: 'eftpos',
    cardType: '',
    lastFour: '',
    transactionId: `linkly-${input.terminalTxnRef}`,
    amount: totals.grand_total,
    terminal: { txnRef: input.terminalTxnRef, sessionId },
  });
}
