/**
 * Reward points: what an order earns and what points take off an order. The specs show the
 * Rewards discount row and rewards_used but not the rule, so the scheme is the brand's
 * (brand.json `rewards`): points are spent in whole steps (every `stepPoints` take `stepCents`
 * off), never more than the member holds, and the discount never passes `maxPercent` of the
 * products total (nor the products total itself), so the order total never goes below zero.
 */

export type RewardsRedemption = {
  /** Points one step spends; 0 turns redemption off. */
  stepPoints: number;
  /** Cents one step takes off. */
  stepCents: number;
  /** The most the discount may be, as a percent of the products total (0–100). */
  maxPercent: number;
};

/** A brand that names no scheme redeems nothing. */
export const DEFAULT_REWARDS_REDEMPTION: RewardsRedemption = {
  stepPoints: 0,
  stepCents: 0,
  maxPercent: 0,
};

export type Redemption = { points: number; discount: number };

/** The points spent and the discount in cents for a member holding `balance` points. */
export function redeemPoints(input: {
  balance: number;
  subTotal: number;
  scheme: RewardsRedemption;
}): Redemption {
  const { balance, subTotal, scheme } = input;
  if (scheme.stepPoints <= 0 || scheme.stepCents <= 0 || balance <= 0 || subTotal <= 0)
    return { points: 0, discount: 0 };
  const percent = Math.min(100, Math.max(0, scheme.maxPercent));
  const cap = Math.floor((subTotal * percent) / 100);
  const steps = Math.min(
    Math.floor(balance / scheme.stepPoints),
    Math.floor(cap / scheme.stepCents),
  );
  return { points: steps * scheme.stepPoints, discount: steps * scheme.stepCents };
}

/** Points earned by an order's total: `perUnit` for each whole currency unit (100 cents). */
export function pointsEarnedBy(totalCents: number, perUnit: number): number {
  if (totalCents <= 0 || perUnit <= 0) return 0;
  return Math.floor(totalCents / 100) * perUnit;
}
