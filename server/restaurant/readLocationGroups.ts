/** Reads a brand's location groups as a restaurant file's, members on sale only. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { withoutDefaults } from './withoutDefaults';

export async function readLocationGroups(
  db: Kysely<Database>,
  brandId: number,
): Promise<Record<string, unknown>[]> {
  const groups = await db
    .selectFrom('merchant_groups')
    .select(['id', 'code', 'title', 'subtitle'])
    .where('brand_id', '=', brandId)
    .orderBy('position')
    .orderBy('id')
    .execute();
  if (!groups.length) return [];
  const members = await db
    .selectFrom('merchant_group_members')
    .innerJoin('merchants', 'merchants.id', 'merchant_group_members.merchant_id')
    .select(['merchant_group_members.group_id', 'merchants.slug'])
    .where(
      'merchant_group_members.group_id',
      'in',
      groups.map((group) => group.id),
    )
    .where('merchants.active', '=', true)
    .orderBy('merchant_group_members.position')
    .orderBy('merchants.id')
    .execute();
  return groups.map((group) =>
    withoutDefaults('locationGroup', {
      code: group.code,
      title: group.title,
      subtitle: group.subtitle,
      stores: members.filter((member) => member.group_id === group.id).map((m) => m.slug),
    }),
  );
}
