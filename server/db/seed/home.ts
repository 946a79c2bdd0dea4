/**
 * Seeds each brand's home (spec 3 §2 'Home (configurable)'): settings, blocks in order,
 * announcements, the pages its embed_link and iframe blocks show, and any generated pictures.
 * Written once per database under its own seed key, so a database seeded before homes existed
 * gets one at its next start.
 */
import type { Insertable, Kysely } from 'kysely';
import type { HomeBlockType } from '@api/appHome';
import { renderDish, type DishArt } from '../../media/dishArt';
import type { Database, HomeBlocksTable } from '../schema';
import { mediaFileName } from './write';

export const HOME_SEED_KEY = 'home-content';
export const HOME_SEED_VERSION = 1;

/** Where the server serves a brand's home page `slug` (see server/http/embeds.ts). */
export function embedPagePath(brandCode: string, slug: string): string {
  return `/embeds/${brandCode}/${slug}.html`;
}

/**
 * A block as seed data: the table's columns, with the type narrowed to the spec's list. An
 * `imageArt` draws the block's picture into the media table and sets image_url to it.
 */
export type SeedHomeBlock = Omit<Insertable<HomeBlocksTable>, 'brand_id' | 'position' | 'block'> & {
  block: HomeBlockType;
  imageArt?: { art: DishArt; backdrop: string; name: string };
};

export type SeedHome = {
  layout: 'list' | 'grid';
  formStyle: string;
  /** The slug of the location the home belongs to (single-store), or null. */
  merchantSlug: string | null;
  blocks: readonly SeedHomeBlock[];
  announcements: readonly { title: string; content: string; created: string }[];
  pages: readonly { slug: string; title: string; body: string }[];
};

export async function insertHome(
  db: Kysely<Database>,
  brandId: number,
  home: SeedHome,
): Promise<void> {
  const merchant = home.merchantSlug
    ? await db
        .selectFrom('merchants')
        .select('id')
        .where('brand_id', '=', brandId)
        .where('slug', '=', home.merchantSlug)
        .executeTakeFirst()
    : undefined;
  await db
    .insertInto('home_settings')
    .values({
      brand_id: brandId,
      layout: home.layout,
      form_style: home.formStyle,
      merchant_id: merchant?.id ?? null,
    })
    .onConflict((conflict) => conflict.column('brand_id').doNothing())
    .execute();

  const media: { name: string; body: string; content_type: string }[] = [];
  const blocks = home.blocks.map(({ imageArt, ...block }, position) => {
    if (!imageArt) return { ...block, brand_id: brandId, position };
    const svg = renderDish(imageArt.art, imageArt.backdrop, imageArt.name);
    const name = mediaFileName(imageArt.name, svg);
    media.push({ name, body: svg, content_type: 'image/svg+xml' });
    return { ...block, image_url: `/media/${name}`, brand_id: brandId, position };
  });
  if (blocks.length) await db.insertInto('home_blocks').values(blocks).execute();
  if (media.length) {
    await db
      .insertInto('media')
      .values(media)
      .onConflict((conflict) => conflict.column('name').doNothing())
      .execute();
  }
  if (home.announcements.length) {
    await db
      .insertInto('home_announcements')
      .values(
        home.announcements.map((announcement) => ({
          brand_id: brandId,
          title: announcement.title,
          content: announcement.content,
          created_at: new Date(announcement.created),
        })),
      )
      .execute();
  }
  if (home.pages.length) {
    await db
      .insertInto('home_pages')
      .values(home.pages.map((page) => ({ ...page, brand_id: brandId })))
      .execute();
  }
}
