/**
 * What cancelling a paid order does with its payment: one rule for the server, which gives the
 * money back, and the staff board, which says beforehand what will happen. Card and wallet
 * payments go back through the card provider (a void before settlement, a refund after); a member's
 * balance is credited again; a pinpad payment is refunded on the pinpad with the customer's card,
 * since Linkly refunds only with the card presented; an unpaid order has nothing to give back.
 */
import { PROVIDER_METHOD_CODES } from '../api/paymentMethodCodes';
import { formatMoney } from './money';

export type RefundKind = 'card' | 'terminal' | 'balance' | 'none';

/** How a refund stands on the order: owed on the pinpad, pending with the provider, or done. */
export type RefundState = 'pending' | 'refunded' | 'failed' | 'owed';

const PROVIDER_METHODS: ReadonlySet<string> = new Set(PROVIDER_METHOD_CODES);

export function refundKindOf(payment: { method: string; amountCents: number }): RefundKind {
  if (payment.amountCents <= 0) return 'none';
  if (payment.method === 'eftpos') return 'terminal';
  if (payment.method === 'ACCOUNT') return 'balance';
  return PROVIDER_METHODS.has(payment.method) ? 'card' : 'none';
}

/** The confirmation dialog's question and what happens to the money, in the board's words. */
export function cancelConfirmation(input: {
  orderNumber: string;
  kind: RefundKind;
  amountCents: number;
  sign: string;
}): { question: string; payment: string } {
  const amount = formatMoney(input.amountCents, input.sign);
  const question = `Cancel order ${input.orderNumber}?`;
  switch (input.kind) {
    case 'card':
      return {
        question,
        payment: `The ${amount} card payment is voided or refunded through the card provider, and the refund is recorded on the order.`,
      };
    case 'balance':
      return {
        question,
        payment: `The ${amount} paid from the member's balance goes back to their balance, and the refund is recorded on the order.`,
      };
    case 'terminal':
      return {
        question,
        payment: `The ${amount} eftpos payment is not refunded automatically: refund it on the pinpad with the customer's card. The order records the refund as owed.`,
      };
    case 'none':
      return {
        question,
        payment: 'Nothing was paid for this order, so there is nothing to refund.',
      };
  }
}

/** The line on a cancelled order's card: where its money went. */
export function refundLine(input: {
  kind: RefundKind;
  state: RefundState;
  amountCents: number;
  sign: string;
}): string {
  const amount = formatMoney(input.amountCents, input.sign);
  if (input.state === 'owed') return `Refund ${amount} on the pinpad`;
  if (input.state === 'pending') return `Refund of ${amount} pending`;
  if (input.state === 'failed') return `Refund of ${amount} failed`;
  return input.kind === 'balance' ? `${amount} returned to balance` : `${amount} refunded to card`;
}
