/** Migrations, the seed, the cache-versioning triggers and the generated media. */
import { Migrator, NO_MIGRATIONS, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../server/db/migrate';
import { migrations } from '../../server/db/migrations/index';
import { loadBrands, REPO_ROOT, seedDatabase } from '../../server/db/seed/index';
import { backends, DEMO, startServer, type TestServer } from './helpers';

// Every brand folder (demo and harbour in the repository; a restaurant's own once `brand:new` made it).
const BRANDS = loadBrands(REPO_ROOT).length;

describe.each(backends)('database ($name)', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(backend);
  });
  afterAll(async () => {
    await server?.close();
  });

  const demoMenuId = async (): Promise<number> => {
    const { id } = await server.db
      .selectFrom('menus')
      .innerJoin('brands', 'brands.id', 'menus.brand_id')
      .select('menus.id')
      .where('brands.code', '=', 'demo')
      .where('menus.slug', '=', DEMO.slug)
      .executeTakeFirstOrThrow();
    return id;
  };

  it('has run every migration, and running them again does nothing', async () => {
    const applied = await sql<{
      name: string;
    }>`select name from kysely_migration order by name`.execute(server.db);
    expect(applied.rows.map((row) => row.name)).toEqual(Object.keys(migrations));
    expect(await migrateToLatest(server.db)).toEqual([]);
  });

  it('seeds once: a second run changes nothing', async () => {
    const count = async () =>
      (
        await server.db
          .selectFrom('menu_items')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n;
    const before = Number(await count());
    expect(await seedDatabase(server.db)).toEqual({ brands: BRANDS, seeded: false });
    expect(Number(await count())).toBe(before);
    const state = await server.db.selectFrom('seed_state').selectAll().execute();
    expect(state.map((row) => row.key).sort()).toEqual([
      'checkout',
      'demo-accounts',
      'demo-content',
      'fulfilment-schedules',
      'home-content',
      'menu-features',
      'money',
      'rewards',
      'staff-devices',
      'standing-orders',
      'stored-credit',
    ]);
  });

  it('seeds the demo restaurant with a full menu', async () => {
    const menuId = await demoMenuId();
    const categories = await server.db
      .selectFrom('categories')
      .selectAll()
      .where('menu_id', '=', menuId)
      .execute();
    const items = await server.db
      .selectFrom('menu_items')
      .selectAll()
      .where('menu_id', '=', menuId)
      .execute();
    const groups = await server.db
      .selectFrom('modifier_groups')
      .selectAll()
      .where('menu_id', '=', menuId)
      .execute();
    const options = await server.db
      .selectFrom('modifier_options')
      .selectAll()
      .where('menu_id', '=', menuId)
      .execute();

    expect(
      categories.filter((category) => category.parent_id === null).length,
    ).toBeGreaterThanOrEqual(8);
    expect(items.length).toBeGreaterThanOrEqual(60);
    for (const flag of [
      'is_gluten_free',
      'is_egg_free',
      'is_dairy_free',
      'is_lactose_free',
      'is_vegetarian',
      'is_vegan',
      'is_halal',
    ] as const) {
      expect(items.filter((item) => item[flag]).length, flag).toBeGreaterThanOrEqual(5);
    }
    expect(new Set(items.map((item) => item.price_cents)).size).toBeGreaterThan(20);
    expect(items.every((item) => Number.isInteger(item.price_cents) && item.price_cents > 0)).toBe(
      true,
    );
    expect(
      items.every((item) => item.description.length > 10 && item.img_url.startsWith('/media/')),
    ).toBe(true);

    // Mandatory single-choice groups with a default (but one the customer must choose for, so the
    // popup's '{group name} is required' rule can be met), optional multi-select groups with a limit.
    const mandatory = groups.filter((group) => group.mandatory && !group.multiselect);
    expect(mandatory.map((group) => group.name)).toEqual(
      expect.arrayContaining(['Size', 'Milk', 'Cook', 'Dipping sauce']),
    );
    expect(
      groups.some((group) => !group.mandatory && group.multiselect && group.max_select === 3),
    ).toBe(true);
    expect(options.some((option) => option.price_offset_cents > 0)).toBe(true);
    expect(options.some((option) => option.price_offset_cents < 0)).toBe(true);
    for (const group of mandatory) {
      expect(
        options.filter((option) => option.group_id === group.id && option.is_default),
        group.name,
      ).toHaveLength(group.name === 'Dipping sauce' ? 0 : 1);
    }

    const unavailable = items.filter((item) => !item.is_available);
    expect(unavailable.map((item) => [item.name, item.available_str])).toEqual(
      expect.arrayContaining([
        ['Watermelon, Feta & Mint', ''],
        ['Seafood Platter for Two', 'Back tomorrow'],
      ]),
    );
  });

  it('seeds Harbour Street with three locations in two groups', async () => {
    const merchants = await server.db
      .selectFrom('merchants')
      .innerJoin('brands', 'brands.id', 'merchants.brand_id')
      .select(['merchants.slug', 'merchants.status', 'merchants.cstext'])
      .where('brands.code', '=', 'harbour')
      .orderBy('merchants.position')
      .execute();
    expect(merchants.map((merchant) => merchant.slug)).toEqual([
      'harbour-cbd',
      'harbour-northbridge',
      'harbour-fremantle',
    ]);
    expect(merchants[2]).toMatchObject({
      status: 'coming_soon',
      cstext: expect.stringContaining('Opening'),
    });
    const items = await server.db
      .selectFrom('menu_items')
      .innerJoin('menus', 'menus.id', 'menu_items.menu_id')
      .select('menu_items.id')
      .where('menus.slug', '=', 'harbour-cbd')
      .execute();
    expect(items.length).toBeGreaterThanOrEqual(16);
    const releases = await server.db.selectFrom('app_releases').selectAll().execute();
    expect(releases.map((release) => [release.latest_version, release.minimum_version])).toEqual([
      ['3.1.23', '3.1.23'],
      ['3.1.23', '3.1.23'],
    ]);
  });

  it('bumps the menu version whenever something below the menu changes', async () => {
    const menuId = await demoMenuId();
    const version = async () =>
      (
        await server.db
          .selectFrom('menus')
          .select('version')
          .where('id', '=', menuId)
          .executeTakeFirstOrThrow()
      ).version;
    const before = await version();
    const option = await server.db
      .selectFrom('modifier_options')
      .select(['id', 'price_offset_cents'])
      .where('menu_id', '=', menuId)
      .executeTakeFirstOrThrow();
    await server.db
      .updateTable('modifier_options')
      .set({ price_offset_cents: option.price_offset_cents })
      .where('id', '=', option.id)
      .execute();
    expect(await version()).toBeGreaterThan(before);
  });

  it('serves every menu illustration as a small SVG with long cache headers', async () => {
    const media = await server.db.selectFrom('media').selectAll().execute();
    const referenced = await server.db
      .selectFrom('menu_items')
      .select('img_url')
      .distinct()
      .execute();
    // Home image blocks draw their pictures the same way.
    const homeImages = await server.db
      .selectFrom('home_blocks')
      .select('image_url')
      .where('image_url', 'like', '/media/%')
      .distinct()
      .execute();
    expect(media.length).toBe(referenced.length + homeImages.length);
    for (const row of media) {
      expect(row.body.length, row.name).toBeLessThan(2048);
      expect(row.body).toMatch(
        /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 320 240">.*<\/svg>$/,
      );
    }
    const { img_url } = referenced[0] ?? { img_url: '' };
    const response = await server.app.inject({ method: 'GET', url: img_url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const again = await server.app.inject({
      method: 'GET',
      url: img_url,
      headers: { 'if-none-match': String(response.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(
      (await server.app.inject({ method: 'GET', url: '/media/nothing-here.svg' })).statusCode,
    ).toBe(404);
  });

  it('migrates down to nothing and back up again, then seeds afresh', async () => {
    const migrator = new Migrator({
      db: server.db,
      provider: { getMigrations: async () => migrations },
    });
    const down = await migrator.migrateTo(NO_MIGRATIONS);
    expect(down.error).toBeUndefined();
    expect(await migrateToLatest(server.db)).toEqual(Object.keys(migrations));
    expect(await seedDatabase(server.db)).toEqual({ brands: BRANDS, seeded: true });
    const merchant = await server.ok('Merchant', {
      menu_name: DEMO.slug,
      return_menu: '1',
      return_order: '1',
    });
    expect(merchant.merchant.name).toBe('Fremantle Fig & Olive');
  });
});
