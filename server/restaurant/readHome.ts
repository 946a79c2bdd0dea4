/** Reads a brand's home as a restaurant file's `home`; undefined when it has none. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { withoutDefaults } from './withoutDefaults';

export async function readHome(
  db: Kysely<Database>,
  brandId: number,
): Promise<Record<string, unknown> | undefined> {
  const settings = await db
    .selectFrom('home_settings')
    .leftJoin('merchants', 'merchants.id', 'home_settings.merchant_id')
    .select(['home_settings.layout', 'home_settings.form_style', 'merchants.slug'])
    .where('home_settings.brand_id', '=', brandId)
    .executeTakeFirst();
  if (!settings) return undefined;
  const [blocks, announcements, pages] = await Promise.all([
    db
      .selectFrom('home_blocks')
      .selectAll()
      .where('brand_id', '=', brandId)
      .orderBy('position')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('home_announcements')
      .selectAll()
      .where('brand_id', '=', brandId)
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('home_pages')
      .select(['slug', 'title', 'body'])
      .where('brand_id', '=', brandId)
      .orderBy('slug')
      .execute(),
  ]);
  return withoutDefaults('home', {
    layout: settings.layout,
    form_style: settings.form_style,
    store: settings.slug ?? null,
    blocks: blocks.map((block) =>
      withoutDefaults('homeBlock', {
        type: block.block,
        heading: block.heading,
        title: block.title,
        content: block.content,
        image: block.image_url,
        link_url: block.link_url,
        target: block.target,
        icon: block.icon,
        visible: block.visible,
        audience: block.audience,
        use_card: block.use_card,
        alignment: block.alignment,
        form_group_style: block.form_group_style,
        image_card_style: block.image_card_style,
        place_order_btn: block.place_order_btn,
        share_url: block.share_url,
        show_push_register: block.show_push_register,
        nocontent: block.nocontent,
      }),
    ),
    announcements: announcements.map((announcement) =>
      withoutDefaults('announcement', {
        title: announcement.title,
        content: announcement.content,
        created: new Date(announcement.created_at).toISOString(),
        published: announcement.published,
      }),
    ),
    pages,
  });
}
