/** The brand's merchants' ids by slug, for seeds that name merchants by their slug. */
import type { Kysely } from 'kysely';
import type { Database } from '../schema';

export async function merchantIdsBySlug(
  db: Kysely<Database>,
  brandId: number,
): Promise<Map<string, number>> {
  const merchants = await db
    .selectFrom('merchants')
    .select(['id', 'slug'])
    .where('brand_id', '=', brandId)
    .execute();
  return new Map(merchants.map((row) => [row.slug, row.id]));
}
