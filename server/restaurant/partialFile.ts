/**
 * When a file fails the schema, the entries that pass it still get the cross-reference and image
 * checks, so one run reports every problem: each store, menu and location group is parsed on its
 * own, and the checks' paths are mapped back to the entry's place in the file.
 */
import { entrySchemas, restaurantFileSchema, type RestaurantFile } from './format';
import type { Problem } from './problems';

const LISTS = ['stores', 'menus', 'location_groups'] as const;
type List = (typeof LISTS)[number];

export type PartialFile = {
  file: RestaurantFile;
  /** Keys and slugs of the entries that failed, which references may still name. */
  known: { menuKeys: string[]; storeSlugs: string[] };
  /** A check's path in the partial file → its path in the file as written. */
  placed(problem: Problem): Problem;
};

export function partialFile(input: unknown): PartialFile | null {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) return null;
  const raw = input as Record<string, unknown>;
  const shape = restaurantFileSchema.shape;
  const kept = {} as Record<List, unknown[]>;
  const places = {} as Record<List, number[]>;
  for (const list of LISTS) {
    const entries = Array.isArray(raw[list]) ? (raw[list] as unknown[]) : [];
    const entry = entrySchemas[list];
    kept[list] = [];
    places[list] = [];
    entries.forEach((value, index) => {
      const parsed = entry.safeParse(value);
      if (parsed.success) {
        kept[list].push(parsed.data);
        places[list].push(index);
      }
    });
  }
  const home = shape.home.safeParse(raw.home);
  const texts = shape.location_texts.safeParse(raw.location_texts);
  const file = {
    format: 1,
    location_texts: texts.success
      ? texts.data
      : { promo: '', payment: '', delivery: '', warning: '' },
    stores: kept.stores,
    menus: kept.menus,
    home: home.success ? home.data : undefined,
    location_groups: kept.location_groups,
  } as RestaurantFile;
  const named = (list: List, field: string) =>
    (Array.isArray(raw[list]) ? (raw[list] as unknown[]) : []).flatMap((value) => {
      const name =
        value !== null && typeof value === 'object'
          ? (value as Record<string, unknown>)[field]
          : undefined;
      return typeof name === 'string' ? [name] : [];
    });
  return {
    file,
    known: { menuKeys: named('menus', 'key'), storeSlugs: named('stores', 'slug') },
    placed: (problem) => ({
      ...problem,
      path: problem.path.replace(
        /^\$\.(stores|menus|location_groups)\[(\d+)\]/,
        (_, list: List, at: string) => `$.${list}[${places[list][Number(at)]}]`,
      ),
    }),
  };
}
