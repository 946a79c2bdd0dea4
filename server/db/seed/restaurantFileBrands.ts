/**
 * Brands whose content came from a restaurant file (server/restaurant/): each import records one
 * seed_state row, and the seed writes none of its demo content (menus, home, schedules, staff
 * devices…) to such a brand, so the next start cannot overwrite or mix into what was imported.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema';

const PREFIX = 'restaurant-file:';

export async function brandsFromRestaurantFiles(db: Kysely<Database>): Promise<Set<string>> {
  const rows = await db
    .selectFrom('seed_state')
    .select('key')
    .where('key', 'like', `${PREFIX}%`)
    .execute();
  return new Set(rows.map((row) => row.key.slice(PREFIX.length)));
}

export async function markBrandFromRestaurantFile(
  db: Kysely<Database>,
  brandCode: string,
): Promise<void> {
  await db
    .insertInto('seed_state')
    .values({ key: `${PREFIX}${brandCode}`, version: 1 })
    .onConflict((conflict) => conflict.column('key').doUpdateSet({ applied_at: sql`now()` }))
    .execute();
}
