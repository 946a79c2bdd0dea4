/**
 * Seeds each brand's rewards (spec 3 'Rewards'; migration 0008) under its own seed key, so a
 * database seeded before rewards existed gets them at its next start. The demo brand turns its
 * is_loyalty_schemes_enabled flag on, earns 1 point per dollar and offers two rewards on its menu;
 * its feedback prompt offers the web app download.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../schema';

export const REWARDS_SEED_KEY = 'rewards';
export const REWARDS_SEED_VERSION = 1;

export type SeedRewards = {
  pointsPerDollar: number;
  /** Where Feedback's app-store prompt sends a happy customer; '' for none. */
  reviewAppUrl: string;
  downloadAppUrl: string;
  rewards: readonly { name: string; pointsRequired: number; menuSlug?: string }[];
};

export const REWARDS: Readonly<Record<string, SeedRewards>> = {
  demo: {
    pointsPerDollar: 1,
    reviewAppUrl: '',
    downloadAppUrl: 'https://apps.apple.com/au/app/fremantle-fig-and-olive/id0000000001',
    rewards: [
      { name: 'Free Iced Mint Tea', pointsRequired: 50 },
      { name: '$10 off your order', pointsRequired: 150 },
    ],
  },
};

export async function insertRewards(
  db: Kysely<Database>,
  brandId: number,
  seed: SeedRewards,
): Promise<void> {
  await db
    .updateTable('brands')
    .set({
      loyalty_schemes_enabled: true,
      loyalty_points_per_dollar: seed.pointsPerDollar,
      review_app_url: seed.reviewAppUrl,
      download_app_url: seed.downloadAppUrl,
    })
    .where('id', '=', brandId)
    .execute();
  await db
    .insertInto('reward_schemes')
    .values(
      seed.rewards.map((reward, position) => ({
        brand_id: brandId,
        rewards_name: reward.name,
        points_required: reward.pointsRequired,
        menu_slug: reward.menuSlug ?? '',
        position,
      })),
    )
    .execute();
}
