/**
 * RequestAction Rewards (spec 3 §3 'Reward', §7 'Rewards: none → rewards'): the brand's rewards with
 * the signed-in member's points. Only when the brand's is_loyalty_schemes_enabled flag is on;
 * otherwise the list is empty.
 */
import { z } from 'zod/mini';
import { flag } from './common';

export type RewardsRequest = Record<string, never>;

export const rewardSchema = z.object({
  rewards_name: z.string(),
  points_required: z.int(),
  points_balance: z.int(),
  /** The menu the reward is spent on: tapping it goes to /menu/{menu_name}. */
  menu_name: z.string(),
});
export type Reward = z.infer<typeof rewardSchema>;

export const rewardsResponseSchema = z.object({
  rewards: z.array(rewardSchema),
  is_loyalty_schemes_enabled: flag,
  /** The member's points (the sum of their ledger), also when the brand lists no rewards. */
  points_balance: z.optional(z.int()),
});
export type RewardsResponse = z.infer<typeof rewardsResponseSchema>;
