/**
 * A brand's reward points scheme: on when its loyalty flag is (brands.loyalty_schemes_enabled);
 * points per dollar from brand.json `rewards.pointsPerDollar`, else the brands row's
 * loyalty_points_per_dollar; redemption (src/domain/rewardsRedemption.ts) from brand.json
 * `rewards`, off when it names none. brand.json is read once, as the order limits are.
 */
import { DEFAULT_REWARDS_REDEMPTION, type RewardsRedemption } from '@domain/rewardsRedemption';
import { loadBrands, REPO_ROOT } from '../db/seed/index';
import type { BrandRow } from '../protocol/context';

export type RewardScheme = {
  /** Points for each whole currency unit a member's order costs; 0 when rewards are off. */
  pointsPerDollar: number;
  /** How points are spent at checkout; stepPoints 0 when they are not. */
  redemption: RewardsRedemption;
};

export const NO_REWARDS: RewardScheme = {
  pointsPerDollar: 0,
  redemption: DEFAULT_REWARDS_REDEMPTION,
};

type ConfiguredRewards = { pointsPerDollar?: number; redemption: RewardsRedemption };
let byBrand: Map<string, ConfiguredRewards> | null = null;

function configured(brandCode: string): ConfiguredRewards | undefined {
  byBrand ??= new Map(
    loadBrands(REPO_ROOT).flatMap((brand) => {
      const rewards = brand.rewards;
      if (!rewards) return [];
      const entry: ConfiguredRewards = {
        redemption: {
          stepPoints: rewards.redeemPoints,
          stepCents: rewards.redeemCents,
          maxPercent: rewards.maxRedeemPercent,
        },
        ...(rewards.pointsPerDollar === undefined
          ? {}
          : { pointsPerDollar: rewards.pointsPerDollar }),
      };
      return [[brand.id, entry] as const];
    }),
  );
  return byBrand.get(brandCode);
}

export function rewardSchemeOf(
  brand: Pick<BrandRow, 'code' | 'loyalty_schemes_enabled' | 'loyalty_points_per_dollar'>,
): RewardScheme {
  if (!brand.loyalty_schemes_enabled) return NO_REWARDS;
  const config = configured(brand.code);
  return {
    pointsPerDollar: config?.pointsPerDollar ?? brand.loyalty_points_per_dollar,
    redemption: config?.redemption ?? DEFAULT_REWARDS_REDEMPTION,
  };
}
