/**
 * Migration 0023 on a database with menus already in it: every category, item, modifier group and
 * option gets the slug of its name as its key, made unique where two names clash; a row inserted
 * later without a key gets one; and the migration goes down and up again.
 */
import { PGlite } from '@electric-sql/pglite';
import { Migrator, sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteDatabase } from '../../server/db/connect';
import { migrations } from '../../server/db/migrations/index';
import type { Database } from '../../server/db/schema';

const BEFORE = '0022_order_refunds';

describe('migration 0023: restaurant keys', () => {
  let db: Kysely<Database>;
  let migrator: Migrator;
  beforeAll(async () => {
    db = pgliteDatabase(await PGlite.create()).db;
    migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined();
    for (const statement of [
      `insert into brands (code, name, app_token, store_mode, menu_slug, country_code, state_code, session_minutes)
       values ('b', 'B', 't', 'single', 'm', 'AU', 'WA', 60)`,
      `insert into merchants (brand_id, slug, name, address1, suburb, lat, long, timezone, locale)
       values (1, 'm', 'M', 'a', 's', 0, 0, 'UTC', '{}')`,
      `insert into menus (brand_id, merchant_id, slug, name) values (1, 1, 'm', 'Menu')`,
      `insert into categories (menu_id, name) values (1, 'Café Drinks'), (1, 'Café Drinks'), (1, '!!!')`,
      `insert into menu_items (menu_id, category_id, name, price_cents)
       values (1, 1, 'Flat White', 500), (1, 1, 'Flat white', 500), (1, 2, 'Açaí Bowl', 900)`,
      `insert into modifier_groups (menu_id, name, mandatory, multiselect)
       values (1, 'Size', false, false), (1, 'Size', false, false)`,
      `insert into modifier_options (menu_id, group_id, description)
       values (1, 1, 'Large'), (1, 1, 'Large'), (1, 2, 'Large')`,
    ])
      await sql.raw(statement).execute(db);
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
  });
  afterAll(() => db.destroy());

  const keys = async (table: string) =>
    (await sql.raw<{ key: string }>(`select key from ${table} order by id`).execute(db)).rows.map(
      (row) => row.key,
    );

  it.each([
    ['menus', ['m']],
    ['categories', ['cafe-drinks', 'cafe-drinks-2', 'row']],
    ['menu_items', ['flat-white', 'flat-white-2', 'acai-bowl']],
    ['modifier_groups', ['size', 'size-2']],
    // An option's key is unique in its group: the third Large is in another group.
    ['modifier_options', ['large', 'large-2', 'large']],
  ])('gives the rows of %s their keys', async (table, expected) => {
    expect(await keys(table)).toEqual(expected);
  });

  it('gives a row inserted without a key the slug of its name and its id', async () => {
    await sql`insert into menu_items (menu_id, category_id, name, price_cents) values (1, 1, 'New One', 100)`.execute(
      db,
    );
    expect((await keys('menu_items')).at(-1)).toBe('new-one-4');
  });

  it('refuses a key used twice in a menu', async () => {
    await expect(
      sql`update menu_items set key = 'flat-white' where id = 3`.execute(db),
    ).rejects.toThrow(/menu_items_key_idx/);
  });

  it('goes down and up again', async () => {
    expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined();
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
  });
});
