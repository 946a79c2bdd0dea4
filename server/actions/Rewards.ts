/**
 * RequestAction Rewards (src/api/rewards.ts): the brand's active rewards, each with the signed-in
 * member's points (the sum of their ledger, server/rewards/points.ts), when the brand's is_loyalty_schemes_enabled
 * flag is on; an empty list when it is off. Anyone not signed in gets 'Account required'.
 */
import { fail, succeed, type ActionHandler } from '../protocol/context';
import { ACCOUNT_REQUIRED, signedInCustomer } from '../protocol/signedIn';
import { pointsBalance } from '../rewards/points';

export const Rewards: ActionHandler<'Rewards'> = async (ctx) => {
  const customer = await signedInCustomer(ctx);
  if (customer === null) return fail(ACCOUNT_REQUIRED);
  if (!ctx.brand.loyalty_schemes_enabled) {
    return succeed({ rewards: [], is_loyalty_schemes_enabled: 0 });
  }
  const [schemes, balance] = await Promise.all([
    ctx.db
      .selectFrom('reward_schemes')
      .select(['rewards_name', 'points_required', 'menu_slug'])
      .where('brand_id', '=', ctx.brand.id)
      .where('active', '=', true)
      .orderBy('position')
      .orderBy('id')
      .execute(),
    pointsBalance(ctx.db, customer.id).then((points) => Math.max(0, points)),
  ]);
  return succeed({
    rewards: schemes.map((scheme) => ({
      rewards_name: scheme.rewards_name,
      points_required: scheme.points_required,
      points_balance: balance,
      menu_name: scheme.menu_slug || ctx.brand.menu_slug,
    })),
    is_loyalty_schemes_enabled: 1,
    points_balance: balance,
  });
};
