/**
 * RequestAction ChangeBilling (spec 3 §2 Billing, §7; src/api/money.ts): remove the saved card,
 * set the auto top-up amount (server/money/billing.ts).
 */
import { changeBilling, type PauseStandingOrders } from '../money/billing';
import { moneyMember } from '../money/member';
import type { ActionHandler } from '../protocol/context';
import { pauseStandingOrdersOf } from '../standingOrders/notify';

/** Removing the card pauses the member's active standing orders (spec 3 §4), which it pays. */
const pauseOnCardRemoval: PauseStandingOrders = (trx, { customerId, at }) =>
  pauseStandingOrdersOf(trx, customerId, at);

export const ChangeBilling: ActionHandler<'ChangeBilling'> = async (ctx, fields) => {
  const member = await moneyMember(ctx);
  if (!member.ok) return member;
  return changeBilling(ctx, member.data, fields, pauseOnCardRemoval);
};
