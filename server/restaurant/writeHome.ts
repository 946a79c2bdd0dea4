/**
 * Writes a restaurant file's home: the settings row, then the blocks, announcements and pages
 * replaced by the file's (nothing refers to their ids). A file without `home` leaves it as it is.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { RestaurantHome } from './format';

export async function writeHome(
  trx: Kysely<Database>,
  brandId: number,
  home: RestaurantHome,
  merchantIds: ReadonlyMap<string, number>,
  imageUrl: (value: string) => Promise<string>,
): Promise<void> {
  const settings = {
    layout: home.layout,
    form_style: home.form_style,
    merchant_id: home.store === null ? null : (merchantIds.get(home.store) ?? null),
  };
  await trx
    .insertInto('home_settings')
    .values({ ...settings, brand_id: brandId })
    .onConflict((conflict) => conflict.column('brand_id').doUpdateSet(settings))
    .execute();

  await trx.deleteFrom('home_blocks').where('brand_id', '=', brandId).execute();
  const blocks = [];
  for (const [position, { type, image, ...block }] of home.blocks.entries())
    blocks.push({
      ...block,
      block: type,
      image_url: await imageUrl(image),
      brand_id: brandId,
      position,
    });
  if (blocks.length) await trx.insertInto('home_blocks').values(blocks).execute();

  await trx.deleteFrom('home_announcements').where('brand_id', '=', brandId).execute();
  if (home.announcements.length)
    await trx
      .insertInto('home_announcements')
      .values(
        home.announcements.map((announcement) => ({
          brand_id: brandId,
          title: announcement.title,
          content: announcement.content,
          published: announcement.published,
          created_at: new Date(announcement.created),
        })),
      )
      .execute();

  await trx.deleteFrom('home_pages').where('brand_id', '=', brandId).execute();
  if (home.pages.length)
    await trx
      .insertInto('home_pages')
      .values(home.pages.map((page) => ({ ...page, brand_id: brandId })))
      .execute();
}
