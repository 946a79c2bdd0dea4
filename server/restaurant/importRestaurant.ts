/**
 * Imports a restaurant file into a brand: validated whole first (nothing is written while any
 * problem stands), then written in one transaction, so a failed import changes nothing. The brand
 * row is made from brands/<id>/brand.json when the brand is new, and the import is recorded so the
 * demo seed never writes its content over the brand's (server/db/seed/restaurantFileBrands.ts).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { sql, type Kysely } from 'kysely';
import { loadBrand } from '@brand/load';
import type { Brand } from '@brand/schema';
import type { Database } from '../db/schema';
import { REPO_ROOT, SEED_LOCK, syncBrand } from '../db/seed/index';
import { markBrandFromRestaurantFile } from '../db/seed/restaurantFileBrands';
import type { RestaurantFile } from './format';
import { imageValue, type ImageFolder } from './images';
import type { Problem } from './problems';
import { validateRestaurant } from './validate';
import { writeHome } from './writeHome';
import { writeLocationGroups } from './writeLocationGroups';
import { sheetImageOf } from './imageFolder';
import { writeMenu, type ImageUrls } from './writeMenu';
import { writeStores } from './writeStores';

export type ImportSummary = { stores: number; menus: number; items: number; offSale: number };

export type ImportOutcome =
  { ok: true; summary: ImportSummary } | { ok: false; problems: Problem[] };

export type ImportDeps = {
  /** The images folder given with --images, or null. */
  images: ImageFolder | null;
  /** Where brands/<id>/brand.json is read (the repository by default). */
  root?: string;
};

export async function importRestaurant(
  db: Kysely<Database>,
  brandCode: string,
  input: unknown,
  deps: ImportDeps,
): Promise<ImportOutcome> {
  const root = deps.root ?? REPO_ROOT;
  if (!existsSync(join(root, 'brands', brandCode, 'brand.json')))
    return {
      ok: false,
      problems: [
        {
          path: '$',
          message: `there is no brand "${brandCode}": make brands/${brandCode}/ first (npm run brand:new -- ${brandCode})`,
        },
      ],
    };
  let brand: Brand;
  try {
    brand = loadBrand(root, brandCode);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { ok: false, problems: [{ path: '$', message: `brands/${brandCode}: ${message}` }] };
  }
  const validated = await validateRestaurant(input, {
    images: deps.images,
    storedMedia: (names) => storedMedia(db, names),
  });
  if (!validated.ok) return validated;
  const summary = await db
    .transaction()
    .execute((trx) => writeRestaurant(trx, brand, validated.file, deps.images));
  return { ok: true, summary };
}

async function writeRestaurant(
  trx: Kysely<Database>,
  brand: Brand,
  file: RestaurantFile,
  images: ImageFolder | null,
): Promise<ImportSummary> {
  await sql`select pg_advisory_xact_lock(${SEED_LOCK})`.execute(trx);
  // Each menu written is bumped once below rather than once per row (migration 0023).
  await sql`select set_config('docket.menu_bulk_write', 'on', true)`.execute(trx);
  const brandId = await syncBrand(trx, brand);
  const texts = file.location_texts;
  await trx
    .updateTable('brands')
    .set({
      promo_text: texts.promo,
      payment_text: texts.payment,
      delivery_text: texts.delivery,
      warning_text: texts.warning,
    })
    .where('id', '=', brandId)
    .execute();
  const { ids: merchantIds, offSale } = await writeStores(trx, brand, brandId, file.stores);

  const stored = new Map<string, Promise<ImageUrls>>();
  const imageUrls = (value: string): Promise<ImageUrls> => {
    let urls = stored.get(value);
    if (!urls) {
      urls = resolveImage(trx, images, value);
      stored.set(value, urls);
    }
    return urls;
  };

  const menus = new Map(file.menus.map((menu) => [menu.key, menu]));
  let items = 0;
  let copies = 0;
  const written: number[] = [];
  for (const store of file.stores) {
    const merchantId = merchantIds.get(store.slug)!;
    const menu = store.menu === null ? undefined : menus.get(store.menu);
    if (!menu) {
      await trx
        .updateTable('menus')
        .set({ active: false })
        .where('brand_id', '=', brandId)
        .where('slug', '=', store.slug)
        .execute();
      continue;
    }
    written.push(
      await writeMenu(trx, { brandId, merchantId, storeSlug: store.slug, imageUrls }, menu),
    );
    copies += 1;
    items += countItems(menu.categories);
  }
  await sql`select set_config('docket.menu_bulk_write', 'off', true)`.execute(trx);
  if (written.length)
    await trx
      .updateTable('menus')
      .set({ version: sql`version + 1`, updated_at: sql`now()` })
      .where('id', 'in', written)
      .execute();
  if (file.home)
    await writeHome(
      trx,
      brandId,
      file.home,
      merchantIds,
      async (value) => (await imageUrls(value)).img_url,
    );
  await writeLocationGroups(trx, brand, brandId, file.location_groups, merchantIds);
  await markBrandFromRestaurantFile(trx, brand.id);
  return { stores: file.stores.length, menus: copies, items, offSale };
}

async function resolveImage(
  trx: Kysely<Database>,
  images: ImageFolder | null,
  value: string,
): Promise<ImageUrls> {
  const image = imageValue(value);
  switch (image.kind) {
    case 'file':
      // Validation refused file names without a folder, so the folder is here.
      return images!.store(trx, image.name);
    case 'media':
      return { img_url: `/media/${image.name}`, img_url_lge: `/media/${sheetImageOf(image.name)}` };
    case 'url':
      return { img_url: image.url, img_url_lge: image.url };
    default:
      return { img_url: '', img_url_lge: '' };
  }
}

function countItems(categories: RestaurantFile['menus'][number]['categories']): number {
  return categories.reduce(
    (sum, category) => sum + category.items.length + countItems(category.categories),
    0,
  );
}

async function storedMedia(
  db: Kysely<Database>,
  names: readonly string[],
): Promise<ReadonlySet<string>> {
  const found = new Set<string>();
  for (let start = 0; start < names.length; start += 1000) {
    const rows = await db
      .selectFrom('media')
      .select('name')
      .where('name', 'in', names.slice(start, start + 1000))
      .execute();
    for (const row of rows) found.add(row.name);
  }
  return found;
}
