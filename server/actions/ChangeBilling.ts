/**
 * RequestAction ChangeBilling (spec 3 §2 Billing, §7; src/api/money.ts): remove the saved card,
 * set the auto top-up amount (server/money/billing.ts).
 */
import { changeBilling, pauseNoStandingOrders, type PauseStandingOrders } from '../money/billing';
import { moneyMember } from '../money/member';
import type { ActionHandler } from '../protocol/context';

/** What removing the card does to the member's standing orders (none until they pay by card). */
const pauseOnCardRemoval: PauseStandingOrders = pauseNoStandingOrders;

export const ChangeBilling: ActionHandler<'ChangeBilling'> = async (ctx, fields) => {
  const member = await moneyMember(ctx);
  if (!member.ok) return member;
  return changeBilling(ctx, member.data, fields, pauseOnCardRemoval);
};
