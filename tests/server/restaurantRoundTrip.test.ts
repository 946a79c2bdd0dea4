/**
 * A restaurant file round trip on both databases: export → import → export is byte-identical on
 * the demo brand's seeded content and on the sample restaurant, a re-import keeps every row's id,
 * and the sample's CSV imports the same menu as its JSON.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runImport } from '../../server/restaurant/commands';
import { databaseDestination } from '../../server/restaurant/destination';
import { exportRestaurant } from '../../server/restaurant/exportRestaurant';
import { importRestaurant } from '../../server/restaurant/importRestaurant';
import { restaurantJson } from '../../server/restaurant/restaurantJson';
import { backends, DEMO, HARBOUR, startServer, type TestServer } from './helpers';
import { LARDER, svgFolder } from './restaurantHelpers';

const sample = () => JSON.parse(readFileSync(join(LARDER, 'restaurant.json'), 'utf8')) as unknown;

describe.each(backends)('restaurant file round trip ($name)', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(backend);
  });
  afterAll(() => server.close());

  const exported = async (brand: string) =>
    restaurantJson(await exportRestaurant(server.db, brand));
  const itemIds = (brand: string) =>
    server.db
      .selectFrom('menu_items')
      .innerJoin('menus', 'menus.id', 'menu_items.menu_id')
      .innerJoin('brands', 'brands.id', 'menus.brand_id')
      .select(['menu_items.id', 'menu_items.key', 'menus.slug'])
      .where('brands.code', '=', brand)
      .orderBy('menu_items.id')
      .execute();

  it("round-trips the demo brand's seeded content byte for byte, keeping every item's id", async () => {
    const first = await exported('demo');
    const before = await itemIds('demo');
    const imported = await importRestaurant(server.db, 'demo', JSON.parse(first), { images: null });
    expect(imported).toEqual({
      ok: true,
      summary: { stores: 1, menus: 1, items: before.length, offSale: 0 },
    });
    expect(await exported('demo')).toBe(first);
    expect(await itemIds('demo')).toEqual(before);
  });

  it('leaves a staff sold-out mark until close to end at the close; the file decides the rest', async () => {
    const file = JSON.parse(await exported('demo'));
    const [marked, other] = (await itemIds('demo')).slice(0, 2);
    const item = (id: number) =>
      server.db
        .selectFrom('menu_items')
        .select(['is_available', 'available_str', 'sold_out_until'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
    await server.db
      .updateTable('menu_items')
      .set({
        is_available: false,
        available_str: 'Sold out today',
        sold_out_until: '2026-11-24T21:00',
      })
      .where('id', '=', marked!.id)
      .execute();
    await server.db
      .updateTable('menu_items')
      .set({ is_available: false, available_str: 'Gone' })
      .where('id', '=', other!.id)
      .execute();
    expect(await importRestaurant(server.db, 'demo', file, { images: null })).toMatchObject({
      ok: true,
    });
    expect(await item(marked!.id)).toEqual({
      is_available: false,
      available_str: 'Sold out today',
      sold_out_until: '2026-11-24T21:00',
    });
    expect(await item(other!.id)).toEqual({
      is_available: true,
      available_str: '',
      sold_out_until: null,
    });
    await server.db
      .updateTable('menu_items')
      .set({ is_available: true, available_str: '', sold_out_until: null })
      .where('id', '=', marked!.id)
      .execute();
    expect(await exported('demo')).toBe(restaurantJson(file));
  });

  /** The next invalidation the server hears, listened for from now on. */
  const nextInvalidation = () => {
    let stop = () => {};
    const heard = new Promise<void>((resolve) => {
      stop = server.onHotReads((event) => {
        if (event.kind === 'invalidated') resolve();
      });
    });
    return { heard, stop };
  };

  it('updates the live menu: the next Merchant call shows a changed price, under a new version', async () => {
    const version = () =>
      server.db
        .selectFrom('menus')
        .select('version')
        .where('slug', '=', DEMO.slug)
        .executeTakeFirstOrThrow();
    const shakshuka = async () => {
      const { merchant } = await server.ok('Merchant', { menu_name: DEMO.slug, return_menu: '1' });
      const items = (merchant.menu?.items ?? []).flatMap((category) => category.items);
      return items.find((item) => item.name === 'Shakshuka')?.price;
    };
    expect(await shakshuka()).toBe(2450);
    const before = await version();
    const file = JSON.parse(await exported('demo'));
    file.menus[0].categories[0].items[0].price = 2650;
    expect(await importRestaurant(server.db, 'demo', file, { images: null })).toMatchObject({
      ok: true,
    });
    // One bump for the whole import, however many rows it wrote.
    expect(await version()).toEqual({ version: before.version + 1 });
    // The running server drops what it remembered when the database's notification arrives.
    for (;;) {
      const next = nextInvalidation();
      const price = await shakshuka();
      if (price === 2650) {
        next.stop();
        break;
      }
      await next.heard;
      next.stop();
    }
  });

  it('imports the sample restaurant (4 stores, 176 items) and round-trips it byte for byte', async () => {
    const imported = await importRestaurant(server.db, 'harbour', sample(), {
      images: svgFolder(join(LARDER, 'images')),
    });
    // Harbour's three seeded stores are not in the file: kept, and taken off sale.
    expect(imported).toEqual({
      ok: true,
      summary: { stores: 4, menus: 3, items: 3 * 176, offSale: 3 },
    });
    const first = await exported('harbour');
    expect(JSON.parse(first).stores.map((store: { slug: string }) => store.slug)).toEqual([
      'larder-fitzroy',
      'larder-carlton',
      'larder-richmond',
      'larder-geelong',
    ]);
    expect(first).toContain('"image": "/media/flat-white-');
    // The app lists the imported stores in file order, with their groups, and opens their menus.
    const listed = await server.ok('Merchants', { set: 'ALL' }, { token: HARBOUR.token });
    expect(
      listed.merchants.map((merchant) => [merchant.menus[0]?.name ?? null, merchant.status]),
    ).toEqual([
      ['larder-fitzroy', expect.any(String)],
      ['larder-carlton', expect.any(String)],
      ['larder-richmond', expect.any(String)],
      [null, 'coming_soon'],
    ]);
    expect(listed.merchant_groups.map((group) => group.group_title)).toEqual([
      'Inner North',
      'Inner East',
      'Regional',
    ]);
    const { merchant } = await server.ok(
      'Merchant',
      { menu_name: 'larder-fitzroy', return_menu: '1' },
      { token: HARBOUR.token },
    );
    const count = (categories: NonNullable<typeof merchant.menu>['items']): number =>
      categories.reduce(
        (sum, category) => sum + category.items.length + count(category.children),
        0,
      );
    expect(merchant.name).toBe('Larder & Co – Fitzroy');
    expect(count(merchant.menu?.items ?? [])).toBe(176);
    const before = await itemIds('harbour');
    await importRestaurant(server.db, 'harbour', JSON.parse(first), { images: null });
    expect(await exported('harbour')).toBe(first);
    expect(await itemIds('harbour')).toEqual(before);
  });

  it('imports the same menu from the sample CSV as from its JSON', async () => {
    const json = await exported('harbour');
    // The demo brand gets the sample's stores with a one-item menu, then the menu from CSV.
    const stub = sample() as { menus: { categories: unknown[]; modifier_groups: unknown[] }[] };
    stub.menus[0]!.modifier_groups = [];
    stub.menus[0]!.categories = [
      { key: 'stub', name: 'Stub', items: [{ key: 'stub', name: 'Stub', price: 100 }] },
    ];
    const stubbed = await importRestaurant(server.db, 'demo', stub, {
      images: svgFolder(join(LARDER, 'images')),
    });
    expect(stubbed.ok).toBe(true);
    const lines: string[] = [];
    const code = await runImport(
      [
        '--csv',
        join(LARDER, 'items.csv'),
        '--options',
        join(LARDER, 'options.csv'),
        '--all-stores',
        '--brand',
        'demo',
      ],
      {
        env: {},
        out: (line) => lines.push(line),
        readText: async (path) => readFileSync(path, 'utf8'),
        writeText: async () => {},
        withDestination: (work) =>
          work({
            ...databaseDestination(server.db, 'the test database'),
            importFile: ({ brand, file }) =>
              importRestaurant(server.db, brand, file, {
                images: svgFolder(join(LARDER, 'images')),
              }),
          }),
      },
    );
    expect(lines).toEqual([
      'Imported items.csv into demo through the test database: 4 stores, 3 menus, 528 items.',
    ]);
    expect(code).toBe(0);
    expect(await exported('demo')).toBe(json);
  });
});
