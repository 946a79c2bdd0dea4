/**
 * Seeding. Brand rows follow brands/<id>/brand.json on every start (so a changed app token or name
 * takes effect), each with a release row when it has none. The demo content (locations, menus,
 * modifiers, illustrations) and then each brand's home are written once, each recorded by its own
 * seed_state row, inside one transaction holding an advisory lock so that several servers starting
 * together seed them once. A brand whose content came from a restaurant file gets none of it
 * (./restaurantFileBrands.ts).
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql, type Kysely } from 'kysely';
import { loadBrand } from '@brand/load';
import type { Brand } from '@brand/schema';
import type { Database } from '../schema';
import { figAndOlive } from './figAndOlive';
import { harbour } from './harbour';
import { HOME_SEED_KEY, HOME_SEED_VERSION, insertHome, type SeedHome } from './home';
import { figAndOliveHome } from './homeFigAndOlive';
import { harbourHome } from './homeHarbour';
import {
  insertSchedules,
  SCHEDULES_SEED_KEY,
  SCHEDULES_SEED_VERSION,
  type SeedSchedules,
} from './schedules';
import { figAndOliveSchedules, harbourSchedules } from './schedulesData';
import type { SeedBrandContent } from './types';
import {
  insertMenuFeatures,
  MENU_FEATURES,
  MENU_FEATURES_SEED_KEY,
  MENU_FEATURES_SEED_VERSION,
} from './menuFeatures';
import { insertMenu, insertMerchant } from './write';
import { brandsFromRestaurantFiles } from './restaurantFileBrands';
import {
  CHECKOUT,
  CHECKOUT_SEED_KEY,
  CHECKOUT_SEED_VERSION,
  insertCheckoutSettings,
} from './checkout';
import { ACCOUNTS_SEED_KEY, ACCOUNTS_SEED_VERSION, DEMO_MEMBERS, insertMember } from './accounts';
import {
  creditDemoMember,
  insertAccountMethods,
  MONEY_SEED_KEY,
  MONEY_SEED_VERSION,
} from './money';
import { insertRewards, REWARDS, REWARDS_SEED_KEY, REWARDS_SEED_VERSION } from './rewards';
// Staff devices
import {
  DEMO_STAFF_DEVICES,
  insertStaffDevices,
  STAFF_DEVICES_SEED_KEY,
  STAFF_DEVICES_SEED_VERSION,
} from './staffDevices';
import { enableTopups, STORED_CREDIT_SEED_KEY, STORED_CREDIT_SEED_VERSION } from './storedCredit';
import {
  insertStandingOrderStores,
  STANDING_ORDER_STORES,
  STANDING_ORDERS_SEED_KEY,
  STANDING_ORDERS_SEED_VERSION,
} from './standingOrders';

export const SEED_KEY = 'demo-content';
export const SEED_VERSION = 1;
/** Held by the seed and by a restaurant file's import, so neither writes under the other. */
export const SEED_LOCK = 7_240_001;

/** The content seeded for each brand folder; a brand without an entry gets only its brand row. */
const CONTENT: Readonly<Record<string, SeedBrandContent>> = { demo: figAndOlive, harbour };
/** Each brand's home page (spec 3 §2 'Home (configurable)'). */
const HOMES: Readonly<Record<string, SeedHome>> = { demo: figAndOliveHome, harbour: harbourHome };
/** Each brand's delivery areas, slots, stops, pickup locations and promo codes. */
const SCHEDULES: Readonly<Record<string, SeedSchedules>> = {
  demo: figAndOliveSchedules,
  harbour: harbourSchedules,
};

/** The repository root: brands are read from <root>/brands/<id>/brand.json. */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** Every brand folder's brand.json, validated (schema, id, contrast) by the build's own loader. */
export function loadBrands(root: string): Brand[] {
  const brandsDir = join(root, 'brands');
  return readdirSync(brandsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(brandsDir, entry.name, 'brand.json')))
    .map((entry) => loadBrand(root, entry.name))
    .sort((a, b) => a.id.localeCompare(b.id));
}

export type SeedOutcome = { brands: number; seeded: boolean };

export async function seedDatabase(db: Kysely<Database>, root = REPO_ROOT): Promise<SeedOutcome> {
  const brands = loadBrands(root);
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${SEED_LOCK})`.execute(trx);
    const fromFiles = await brandsFromRestaurantFiles(trx);
    // The demo content goes only to brands whose content did not come from a restaurant file.
    const brandIds = new Map<string, number>();
    for (const brand of brands) {
      const id = await syncBrand(trx, brand);
      if (!fromFiles.has(brand.id)) brandIds.set(brand.id, id);
    }

    const content = await seedOnce(trx, SEED_KEY, SEED_VERSION, async () => {
      for (const brand of brands) {
        const seed = CONTENT[brand.id];
        const brandId = brandIds.get(brand.id);
        if (seed && brandId !== undefined) await seedBrandContent(trx, brand, brandId, seed);
      }
    });
    // Homes came later than the demo content, so they have their own key: an older database gets
    // its homes at the next start. They need the merchants, so they are seeded after them.
    const homes = await seedOnce(trx, HOME_SEED_KEY, HOME_SEED_VERSION, async () => {
      for (const brand of brands) {
        const home = HOMES[brand.id];
        const brandId = brandIds.get(brand.id);
        if (home && brandId !== undefined) await insertHome(trx, brandId, home);
      }
    });
    // Schedules and promo codes came with carts, under their own key for the same reason.
    const schedules = await seedOnce(trx, SCHEDULES_SEED_KEY, SCHEDULES_SEED_VERSION, async () => {
      for (const brand of brands) {
        const seed = SCHEDULES[brand.id];
        const brandId = brandIds.get(brand.id);
        if (seed && brandId !== undefined) await insertSchedules(trx, brandId, seed);
      }
    });
    // Promotion cards and menu settings came with the menu screen's tabs, likewise.
    const menuFeatures = await seedOnce(
      trx,
      MENU_FEATURES_SEED_KEY,
      MENU_FEATURES_SEED_VERSION,
      async () => {
        for (const brand of brands) {
          const seed = MENU_FEATURES[brand.id];
          const brandId = brandIds.get(brand.id);
          if (seed && brandId !== undefined) await insertMenuFeatures(trx, brandId, seed);
        }
      },
    );
    // Checkout settings and payment methods came with checkout, likewise.
    const checkout = await seedOnce(trx, CHECKOUT_SEED_KEY, CHECKOUT_SEED_VERSION, async () => {
      for (const brand of brands) {
        const seed = CHECKOUT[brand.id];
        const brandId = brandIds.get(brand.id);
        if (seed && brandId !== undefined) await insertCheckoutSettings(trx, brandId, seed);
      }
    });
    // Rewards came with the account area, likewise.
    const rewards = await seedOnce(trx, REWARDS_SEED_KEY, REWARDS_SEED_VERSION, async () => {
      for (const brand of brands) {
        const seed = REWARDS[brand.id];
        const brandId = brandIds.get(brand.id);
        if (seed && brandId !== undefined) await insertRewards(trx, brandId, seed);
      }
    });
    // The demo member came with accounts, likewise.
    const accounts = await seedOnce(trx, ACCOUNTS_SEED_KEY, ACCOUNTS_SEED_VERSION, async () => {
      for (const brand of brands) {
        const member = DEMO_MEMBERS[brand.id];
        const brandId = brandIds.get(brand.id);
        if (member && brandId !== undefined) await insertMember(trx, brandId, member);
      }
    });
    // The account balance tab came with member payments, likewise.
    const money = await seedOnce(trx, MONEY_SEED_KEY, MONEY_SEED_VERSION, () =>
      insertAccountMethods(trx, brandIds),
    );
    // Kiosk and staff accounts, eftpos at the demo store, the print bridge, likewise.
    const staffDevices = await seedOnce(
      trx,
      STAFF_DEVICES_SEED_KEY,
      STAFF_DEVICES_SEED_VERSION,
      async () => {
        for (const brand of brands) {
          const seed = DEMO_STAFF_DEVICES[brand.id];
          const brandId = brandIds.get(brand.id);
          if (seed && brandId !== undefined) await insertStaffDevices(trx, brandId, seed);
        }
      },
    );
    // Standing-order stores came with standing orders (migration 0018), likewise.
    const standingOrders = await seedOnce(
      trx,
      STANDING_ORDERS_SEED_KEY,
      STANDING_ORDERS_SEED_VERSION,
      async () => {
        for (const brand of brands) {
          const stores = STANDING_ORDER_STORES[brand.id];
          const brandId = brandIds.get(brand.id);
          if (stores && brandId !== undefined)
            await insertStandingOrderStores(trx, brandId, stores);
        }
      },
    );
    // Top-up came with stored credit (migration 0017), likewise.
    const storedCredit = await seedOnce(
      trx,
      STORED_CREDIT_SEED_KEY,
      STORED_CREDIT_SEED_VERSION,
      () => enableTopups(trx, brandIds),
    );
    // Last, at every start: the demo member (seeded with sign-in) gets its credit once.
    const credited = await creditDemoMember(trx, brandIds.get('demo'));
    return {
      brands: brands.length,
      seeded:
        content ||
        homes ||
        schedules ||
        menuFeatures ||
        checkout ||
        rewards ||
        accounts ||
        money ||
        staffDevices ||
        storedCredit ||
        standingOrders ||
        credited,
    };
  });
}

/** Runs `write` unless seed_state already records `key`; says whether it ran. */
async function seedOnce(
  db: Kysely<Database>,
  key: string,
  version: number,
  write: () => Promise<void>,
): Promise<boolean> {
  const done = await db
    .selectFrom('seed_state')
    .select('version')
    .where('key', '=', key)
    .executeTakeFirst();
  if (done) return false;
  await write();
  await db.insertInto('seed_state').values({ key, version }).execute();
  return true;
}

export async function syncBrand(db: Kysely<Database>, brand: Brand): Promise<number> {
  const values = {
    code: brand.id,
    name: brand.name,
    app_token: brand.appToken,
    store_mode: brand.storeMode,
    menu_slug: brand.menuSlug,
    country_code: brand.countryCode,
    state_code: brand.stateCode,
    session_minutes: brand.sessionMinutes,
    logo_url: brand.assets.logo,
    hero_url: brand.assets.hero,
    braintree_tokenization_key: brand.providers.braintreeTokenizationKey,
  };
  const { id } = await db
    .insertInto('brands')
    .values(values)
    .onConflict((conflict) =>
      conflict.column('code').doUpdateSet({ ...values, updated_at: sql`now()` }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('app_releases')
    .values({
      brand_id: id,
      latest_version: brand.appVersion,
      minimum_version: brand.appVersion,
      link: brand.links.web,
    })
    .onConflict((conflict) => conflict.column('brand_id').doNothing())
    .execute();
  return id;
}

async function seedBrandContent(
  db: Kysely<Database>,
  brand: Brand,
  brandId: number,
  content: SeedBrandContent,
): Promise<void> {
  await db
    .updateTable('brands')
    .set({
      promo_text: content.locationTexts.promo,
      payment_text: content.locationTexts.payment,
      delivery_text: content.locationTexts.delivery,
      warning_text: content.locationTexts.warning,
    })
    .where('id', '=', brandId)
    .execute();

  const media = new Map<string, string>();
  const merchantIds = new Map<string, number>();
  for (const [position, merchant] of content.merchants.entries()) {
    const merchantId = await insertMerchant(db, brand, brandId, merchant, position);
    merchantIds.set(merchant.slug, merchantId);
    if (merchant.menu)
      await insertMenu(db, brandId, merchantId, merchant.slug, merchant.menu, media);
  }

  for (const [position, group] of content.groups.entries()) {
    const { id } = await db
      .insertInto('merchant_groups')
      .values({
        brand_id: brandId,
        code: group.code,
        title: group.title,
        subtitle: group.subtitle,
        is_active: true,
        logo_square_url: brand.assets.logo,
        hero_img_url: brand.assets.hero,
        position,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const members = group.merchants.flatMap((slug, index) => {
      const merchantId = merchantIds.get(slug);
      return merchantId === undefined
        ? []
        : [{ group_id: id, merchant_id: merchantId, position: index }];
    });
    if (members.length) await db.insertInto('merchant_group_members').values(members).execute();
  }

  if (media.size) {
    await db
      .insertInto('media')
      .values([...media].map(([name, body]) => ({ name, body, content_type: 'image/svg+xml' })))
      .onConflict((conflict) => conflict.column('name').doNothing())
      .execute();
  }
}
