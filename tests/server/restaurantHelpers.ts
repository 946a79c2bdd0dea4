/**
 * Doubles and probes for the restaurant file suites: an images folder that stores SVG files as
 * media (the real one, with its sizes, belongs to the media pipeline), and a dump of every table
 * an import writes, to prove a refused or failed import changed nothing.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../server/db/schema';
import type { ImageFolder } from '../../server/restaurant/images';

export const LARDER = join(import.meta.dirname, '..', '..', 'examples', 'larder');

export function svgFolder(dir: string, options: { failOn?: string } = {}): ImageFolder {
  return {
    async problems(names) {
      return names.flatMap((name) => {
        const path = join(dir, name);
        if (!existsSync(path)) return [{ name, message: `there is no ${name} in ${dir}` }];
        if (!readFileSync(path, 'utf8').startsWith('<svg'))
          return [{ name, message: `${name} is not an image` }];
        return [];
      });
    },
    async store(trx, name) {
      if (name === options.failOn) throw new Error(`planted failure storing ${name}`);
      const body = readFileSync(join(dir, name), 'utf8');
      const stored = `${name.replace(/\.svg$/, '')}-${createHash('sha256').update(body).digest('hex').slice(0, 8)}.svg`;
      await trx
        .insertInto('media')
        .values({ name: stored, body, content_type: 'image/svg+xml' })
        .onConflict((conflict) => conflict.column('name').doNothing())
        .execute();
      return { img_url: `/media/${stored}`, img_url_lge: `/media/${stored}` };
    },
  };
}

/** Every table an import writes, whole, in a fixed order. */
const WRITTEN = [
  'brands',
  'merchants',
  'merchant_hours',
  'special_dates',
  'fulfilment_types',
  'menus',
  'categories',
  'menu_items',
  'modifier_groups',
  'modifier_options',
  'item_modifier_groups',
  'merchant_groups',
  'merchant_group_members',
  'home_settings',
  'home_blocks',
  'home_announcements',
  'home_pages',
  'media',
  'seed_state',
];

export async function dumpWrittenTables(db: Kysely<Database>): Promise<string> {
  const dump: Record<string, unknown[]> = {};
  for (const table of WRITTEN) {
    const { rows } = await sql<Record<string, unknown>>`
      select * from ${sql.table(table)} as t order by t::text`.execute(db);
    dump[table] = rows;
  }
  return JSON.stringify(dump);
}
