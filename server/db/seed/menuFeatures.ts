/**
 * Seeds what the menu screen's merchant card shows beyond the menu itself (spec 1 §2.4, §3
 * 'Promotion'): each brand's promotion cards (a code to apply, or a loyalty programme) and each
 * merchant's menu settings (product list variant, sub-tabs). Written once per database under its own
 * seed key, so a database seeded before these existed gets them at its next start.
 *
 * The codes match promo_codes seeded with the schedules (WELCOME10, FIGS5, NOODLE5), so a card's
 * code applies for real.
 */
import type { Kysely } from 'kysely';
import type { Database, ProductLayout, PromotionKind } from '../schema';
import { merchantIdsBySlug } from './merchantIdsBySlug';

export const MENU_FEATURES_SEED_KEY = 'menu-features';
export const MENU_FEATURES_SEED_VERSION = 1;

export type SeedPromotion = {
  title: string;
  desc: string;
  /** '' for a promotion without a code. */
  code: string;
  kind: PromotionKind;
  terms: string;
  /** A merchant slug; absent: every merchant of the brand. */
  merchant?: string;
  startsOn?: string;
  endsOn?: string;
};

export type SeedMenuFeatures = {
  promotions: readonly SeedPromotion[];
  /** Per merchant slug; merchants not listed keep the defaults (grid, every tab). */
  layouts?: Readonly<Record<string, ProductLayout>>;
};

const figAndOlive: SeedMenuFeatures = {
  promotions: [
    {
      title: 'Welcome to Fig & Olive',
      desc: '10% off your order when you order online.',
      code: 'WELCOME10',
      kind: 'promo',
      terms: 'One code per order. Not valid with other offers.',
    },
    {
      title: 'Fig season',
      desc: '$5 off orders of $30 or more while fresh figs are in.',
      code: 'FIGS5',
      kind: 'promo',
      terms: 'Minimum order $30 before delivery fees. Fremantle store only.',
      merchant: 'fig-and-olive',
    },
    {
      title: 'Fig & Olive Rewards',
      desc: 'Earn a point for every dollar you spend and get $10 off at 100 points.',
      code: '',
      kind: 'loyalty',
      terms: 'Points are earned on online orders by signed-in members.',
    },
  ],
};

const harbour: SeedMenuFeatures = {
  promotions: [
    {
      title: 'First order',
      desc: '10% off your first noodle order.',
      code: 'WELCOME10',
      kind: 'promo',
      terms: 'One code per order.',
    },
    {
      title: 'Noodle night',
      desc: '$5 off orders of $30 or more.',
      code: 'NOODLE5',
      kind: 'promo',
      terms: 'Minimum order $30 before delivery fees.',
    },
    {
      title: 'Harbour Club',
      desc: 'Every tenth bowl is on us.',
      code: '',
      kind: 'loyalty',
      terms: 'For signed-in members; one stamp per bowl.',
    },
  ],
  // The noodle bar lists its menu as rows: the list variant of spec 1 §2.4.
  layouts: { 'harbour-cbd': 'list', 'harbour-northbridge': 'list' },
};

/** The seed for each brand folder. */
export const MENU_FEATURES: Readonly<Record<string, SeedMenuFeatures>> = {
  demo: figAndOlive,
  harbour,
};

export async function insertMenuFeatures(
  db: Kysely<Database>,
  brandId: number,
  seed: SeedMenuFeatures,
): Promise<void> {
  const idOf = await merchantIdsBySlug(db, brandId);

  for (const [slug, layout] of Object.entries(seed.layouts ?? {})) {
    const id = idOf.get(slug);
    if (id !== undefined)
      await db
        .updateTable('merchants')
        .set({ product_layout: layout })
        .where('id', '=', id)
        .execute();
  }
  if (seed.promotions.length === 0) return;
  await db
    .insertInto('promotions')
    .values(
      seed.promotions.map((promotion, position) => ({
        brand_id: brandId,
        merchant_id: promotion.merchant ? (idOf.get(promotion.merchant) ?? null) : null,
        title: promotion.title,
        description: promotion.desc,
        promo_code: promotion.code.toUpperCase(),
        kind: promotion.kind,
        terms: promotion.terms,
        starts_on: promotion.startsOn ?? null,
        ends_on: promotion.endsOn ?? null,
        position,
      })),
    )
    .execute();
}
