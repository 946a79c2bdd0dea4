/**
 * Importing a 10,000-item restaurant file into a fresh PGlite: a generated file (one store, one
 * menu of 100 categories with 100 items each, modifier groups on a third of them), validated on
 * its own, then imported (validated again and written in its one transaction). Run as its own process (bench/run.ts), so the peak memory
 * (process.resourceUsage().maxRSS) is the import's and not the bench's:
 * `node --import tsx bench/restaurantImport.ts` prints the figures as JSON.
 */
import { pathToFileURL } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pgliteDatabase } from '../server/db/connect';
import { migrateToLatest } from '../server/db/migrate';
import type { RestaurantFileInput } from '../server/restaurant/format';
import { importRestaurant } from '../server/restaurant/importRestaurant';
import { validateRestaurant } from '../server/restaurant/validate';

export const RESTAURANT_ITEMS = 10_000;
const CATEGORIES = 100;

export type RestaurantImportFigures = {
  items: number;
  fileMb: number;
  validateMs: number;
  importMs: number;
  peakRssMb: number;
  /** How far the import raised the peak above the migrated, empty database's. */
  importRssMb: number;
};

const day = ['07:00', '21:00'] as [string, string];

export function generatedRestaurant(items = RESTAURANT_ITEMS): RestaurantFileInput {
  const perCategory = Math.ceil(items / CATEGORIES);
  return {
    format: 1,
    stores: [
      {
        slug: 'big-store',
        name: 'Big Store',
        address: { line1: '1 Long Street', suburb: 'Perth', state: 'WA', postcode: '6000' },
        geo: { lat: -31.95, long: 115.86, radius_km: 5 },
        timezone: 'Australia/Perth',
        locale: {
          currency_sign: '$',
          currency_code: 'AUD',
          country_code: 'AU',
          labels: {
            address1: 'Street address',
            address2: 'Unit',
            city_suburb: 'Suburb',
            state: 'State',
            postcode: 'Postcode',
          },
        },
        hours: { mon: day, tue: day, wed: day, thu: day, fri: day, sat: day, sun: day },
        fulfilment: [{ type: 'pickup', icon: 'walking', verb: 'Pickup' }],
        menu: 'big',
      },
    ],
    menus: [
      {
        key: 'big',
        name: 'Big Menu',
        modifier_groups: ['size', 'milk', 'extras'].map((key) => ({
          key,
          name: key,
          multiselect: key === 'extras',
          options: Array.from({ length: 5 }, (_, index) => ({
            key: `${key}-${index}`,
            name: `${key} ${index}`,
            price: index * 50,
            default: index === 0 && key !== 'extras',
          })),
        })),
        categories: Array.from({ length: CATEGORIES }, (_, category) => ({
          key: `category-${category}`,
          name: `Category ${category}`,
          items: Array.from(
            { length: Math.min(perCategory, items - category * perCategory) },
            (_, index) => {
              const n = category * perCategory + index;
              return {
                key: `item-${n}`,
                name: `Item ${n}`,
                description: `Item ${n}, made to order. A generated dish for the import bench.`,
                price: 500 + (n % 40) * 50,
                diet: n % 3 === 0 ? ['V' as const] : [],
                modifier_groups: n % 3 === 0 ? ['size', 'extras'] : [],
              };
            },
          ),
        })),
      },
    ],
  };
}

async function measure(): Promise<RestaurantImportFigures> {
  const file = JSON.parse(JSON.stringify(generatedRestaurant())) as unknown;
  const { db } = pgliteDatabase(await PGlite.create());
  try {
    await migrateToLatest(db);
    const storedMedia = async () => new Set<string>();
    const peakBefore = process.resourceUsage().maxRSS;
    let started = performance.now();
    const validated = await validateRestaurant(file, { images: null, storedMedia });
    const validateMs = Math.round(performance.now() - started);
    if (!validated.ok)
      throw new Error(`the generated file is refused: ${validated.problems[0]?.message}`);
    started = performance.now();
    const imported = await importRestaurant(db, 'demo', file, { images: null });
    const importMs = Math.round(performance.now() - started);
    if (!imported.ok) throw new Error(`the import was refused: ${imported.problems[0]?.message}`);
    return {
      items: imported.summary.items,
      fileMb: Math.round(JSON.stringify(file).length / 1024 / 102.4) / 10,
      validateMs,
      importMs,
      peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
      importRssMb: Math.round((process.resourceUsage().maxRSS - peakBefore) / 1024),
    };
  } finally {
    await db.destroy();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  console.log(JSON.stringify(await measure()));
