/** Writes a restaurant file's location groups: upserted by code, members replaced, others deleted. */
import type { Kysely } from 'kysely';
import type { Brand } from '@brand/schema';
import type { Database } from '../db/schema';
import type { RestaurantFile } from './format';

export async function writeLocationGroups(
  trx: Kysely<Database>,
  brand: Brand,
  brandId: number,
  groups: RestaurantFile['location_groups'],
  merchantIds: ReadonlyMap<string, number>,
): Promise<void> {
  let stale = trx.deleteFrom('merchant_groups').where('brand_id', '=', brandId);
  if (groups.length)
    stale = stale.where(
      'code',
      'not in',
      groups.map((group) => group.code),
    );
  await stale.execute();
  for (const [position, group] of groups.entries()) {
    const values = { title: group.title, subtitle: group.subtitle, is_active: true, position };
    const { id } = await trx
      .insertInto('merchant_groups')
      .values({
        ...values,
        brand_id: brandId,
        code: group.code,
        logo_square_url: brand.assets.logo,
        hero_img_url: brand.assets.hero,
      })
      .onConflict((conflict) => conflict.columns(['brand_id', 'code']).doUpdateSet(values))
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.deleteFrom('merchant_group_members').where('group_id', '=', id).execute();
    if (group.stores.length)
      await trx
        .insertInto('merchant_group_members')
        .values(
          group.stores.map((slug, index) => ({
            group_id: id,
            merchant_id: merchantIds.get(slug)!,
            position: index,
          })),
        )
        .execute();
  }
}
