import { describe, expect, it } from 'vitest';
import {
  cancelConfirmation,
  refundKindOf,
  refundLine,
  type RefundKind,
  type RefundState,
} from './cancelRefund';

describe('refundKindOf: where a cancelled order’s money goes back', () => {
  it.each<[string, number, RefundKind]>([
    ['CC', 1250, 'card'],
    ['SAVED', 1250, 'card'],
    ['PP', 1250, 'card'],
    ['CB', 1250, 'card'],
    ['3DS', 1250, 'card'],
    ['APPLE', 1250, 'card'],
    ['GOOGLE', 1250, 'card'],
    ['eftpos', 1250, 'terminal'],
    ['ACCOUNT', 1250, 'balance'],
    ['', 0, 'none'],
    ['CC', 0, 'none'],
    ['ACCOUNT', 0, 'none'],
    ['CASH', 1250, 'none'],
  ])('%s for %i cents → %s', (method, amountCents, kind) => {
    expect(refundKindOf({ method, amountCents })).toBe(kind);
  });
});

describe('cancelConfirmation: the dialog names the amount and what happens to it', () => {
  it.each<[RefundKind, string]>([
    [
      'card',
      'The $12.50 card payment is voided or refunded through the card provider, and the refund is recorded on the order.',
    ],
    [
      'balance',
      "The $12.50 paid from the member's balance goes back to their balance, and the refund is recorded on the order.",
    ],
    [
      'terminal',
      "The $12.50 eftpos payment is not refunded automatically: refund it on the pinpad with the customer's card. The order records the refund as owed.",
    ],
    ['none', 'Nothing was paid for this order, so there is nothing to refund.'],
  ])('%s', (kind, payment) => {
    expect(
      cancelConfirmation({ orderNumber: '00042', kind, amountCents: 1250, sign: '$' }),
    ).toEqual({ question: 'Cancel order 00042?', payment });
  });
});

describe('refundLine: the cancelled card says where the money went', () => {
  it.each<[RefundKind, RefundState, string]>([
    ['card', 'refunded', '$12.50 refunded to card'],
    ['card', 'pending', 'Refund of $12.50 pending'],
    ['card', 'failed', 'Refund of $12.50 failed'],
    ['balance', 'refunded', '$12.50 returned to balance'],
    ['terminal', 'owed', 'Refund $12.50 on the pinpad'],
  ])('%s %s → %s', (kind, state, line) => {
    expect(refundLine({ kind, state, amountCents: 1250, sign: '$' })).toBe(line);
  });
});
