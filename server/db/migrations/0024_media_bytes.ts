/**
 * Menu photos: a restaurant's own images (server/restaurant/imageFolder.ts) are stored as WebP
 * bytes beside the SVG illustrations, which stay text. Each row holds one or the other. An item's
 * photo comes in two sizes, the card's (img_url) and the item sheet's (img_url_lge, '' when the
 * card's serves both).
 */
import { sql, type Kysely } from 'kysely';

const upStatements = [
  `alter table media add column bytes bytea`,
  `alter table media alter column body set default ''`,
  `alter table media add constraint media_text_or_bytes check ((body <> '') <> (bytes is not null))`,
  `alter table menu_items add column img_url_lge text not null default ''`,
];

const downStatements = [
  `alter table menu_items drop column if exists img_url_lge`,
  `delete from media where bytes is not null`,
  `alter table media drop constraint if exists media_text_or_bytes`,
  `alter table media alter column body drop default`,
  `alter table media drop column if exists bytes`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of upStatements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of downStatements) await sql.raw(statement).execute(db);
}
