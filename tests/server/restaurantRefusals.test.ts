/**
 * A restaurant import that must not write: a file with five planted problems is refused with all
 * five named by path, and a failure planted mid-write rolls everything back; on both databases,
 * the tables an import writes are dumped before and after. Then the running server's way in (the
 * operator console) and the seed's promise to leave an imported brand alone.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteDatabase } from '../../server/db/connect';
import { migrateToLatest } from '../../server/db/migrate';
import { seedDatabase } from '../../server/db/seed/index';
import { createOperatorConsole } from '../../server/operator/console';
import { runImport } from '../../server/restaurant/commands';
import { consoleDestination } from '../../server/restaurant/destination';
import { exportRestaurant } from '../../server/restaurant/exportRestaurant';
import { importRestaurant } from '../../server/restaurant/importRestaurant';
import { restaurantJson } from '../../server/restaurant/restaurantJson';
import { backends, startServer, type TestServer } from './helpers';
import { dumpWrittenTables, LARDER, svgFolder } from './restaurantHelpers';

const FIVE_ERRORS = join(import.meta.dirname, 'fixtures', 'restaurant', 'five-errors.json');
const fiveErrors = () => JSON.parse(readFileSync(FIVE_ERRORS, 'utf8')) as unknown;
const sample = () => JSON.parse(readFileSync(join(LARDER, 'restaurant.json'), 'utf8')) as unknown;

const PLANTED = [
  { path: '$.stores[3].geo.lat', message: 'must be at most 90' },
  { path: '$.stores[0].hours.wed', message: 'opens at 16:00 but closes at 07:00' },
  { path: '$.stores[2].menu', message: 'no menu has the key "brunch"' },
  {
    path: '$.menus[0].categories[0].items[4].modifier_groups[0]',
    message: 'no modifier group of this menu has the key "sauce"',
  },
  {
    path: '$.menus[0].categories[3].items[0].image',
    message: `there is no missing-photo.png in ${join(LARDER, 'images')}`,
  },
];

describe.each(backends)('restaurant import refusals ($name)', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(backend);
  });
  afterAll(() => server.close());

  it('refuses a file with five planted problems, naming all five by path, and writes nothing', async () => {
    const before = await dumpWrittenTables(server.db);
    const outcome = await importRestaurant(server.db, 'demo', fiveErrors(), {
      images: svgFolder(join(LARDER, 'images')),
    });
    expect(outcome).toEqual({ ok: false, problems: PLANTED });
    expect(await dumpWrittenTables(server.db)).toBe(before);
  });

  it('rolls back everything when a write fails halfway (the last picture of the menu)', async () => {
    const before = await dumpWrittenTables(server.db);
    await expect(
      importRestaurant(server.db, 'harbour', sample(), {
        images: svgFolder(join(LARDER, 'images'), { failOn: 'cold-brew.svg' }),
      }),
    ).rejects.toThrow('planted failure storing cold-brew.svg');
    expect(await dumpWrittenTables(server.db)).toBe(before);
  });
});

describe('restaurant files through the operator console', () => {
  let server: TestServer;
  const token = 'operator-test-token';
  beforeAll(async () => {
    server = await startServer({ name: 'pglite' });
  });
  afterAll(() => server.close());

  const console = () => createOperatorConsole({ db: server.db, now: server.now, token });
  /** fetch, answered by the console in process. */
  const consoleFetch =
    (app: ReturnType<typeof createOperatorConsole>): typeof fetch =>
    async (input, init) => {
      const url = new URL(String(input));
      const answer = await app.inject({
        method: (init?.method ?? 'GET') as 'GET' | 'POST',
        url: `${url.pathname}${url.search}`,
        headers: { ...(init?.headers as Record<string, string>), host: '127.0.0.1:8100' },
        ...(init?.body ? { payload: String(init.body) } : {}),
      });
      return new Response(answer.body, { status: answer.statusCode });
    };

  it('imports and exports for the command while the server holds the database', async () => {
    const app = console();
    const file = await exportRestaurant(server.db, 'demo');
    const imported = await app.inject({
      method: 'POST',
      url: '/restaurant/import',
      headers: { host: '127.0.0.1', authorization: `Bearer ${token}` },
      payload: { brand: 'demo', file, images: null },
    });
    expect(imported.statusCode).toBe(200);
    expect(imported.json()).toMatchObject({ ok: true, summary: { stores: 1, menus: 1 } });
    const exported = await app.inject({
      method: 'GET',
      url: '/restaurant/export?brand=demo',
      headers: { host: '127.0.0.1', authorization: `Bearer ${token}` },
    });
    expect(restaurantJson(exported.json().file)).toBe(restaurantJson(file));
    const unsigned = await app.inject({
      method: 'GET',
      url: '/restaurant/export?brand=demo',
      headers: { host: '127.0.0.1' },
    });
    expect(unsigned.statusCode).toBe(401);
  });

  it("stores the images folder's pictures in media and points the items at them", async () => {
    const answer = await console().inject({
      method: 'POST',
      url: '/restaurant/import',
      headers: { host: '127.0.0.1', authorization: `Bearer ${token}` },
      payload: { brand: 'demo', file: sample(), images: join(LARDER, 'images') },
    });
    expect(answer.statusCode).toBe(200);
    const { stores } = sample() as { stores: { slug: string }[] };
    const item = await server.db
      .selectFrom('menu_items')
      .innerJoin('menus', 'menus.id', 'menu_items.menu_id')
      .select(['menu_items.img_url', 'menu_items.img_url_lge'])
      .where('menus.slug', '=', stores[0]!.slug)
      .where('menu_items.key', '=', 'flat-white')
      .executeTakeFirstOrThrow();
    expect(item.img_url).toMatch(/^\/media\/[a-z0-9-]+\.svg$/);
    expect(item.img_url_lge).toBe(item.img_url);
    const media = await server.db
      .selectFrom('media')
      .select(['content_type', 'body'])
      .where('name', '=', item.img_url.slice('/media/'.length))
      .executeTakeFirstOrThrow();
    expect(media.content_type).toBe('image/svg+xml');
    expect(media.body).toBe(readFileSync(join(LARDER, 'images', 'flat-white.svg'), 'utf8'));
  });

  it('prints every problem of a refused file, one a line, and exits 1', async () => {
    const lines: string[] = [];
    const before = await dumpWrittenTables(server.db);
    const code = await runImport([FIVE_ERRORS, '--brand', 'demo'], {
      env: {},
      out: (line) => lines.push(line),
      readText: async (path) => readFileSync(path, 'utf8'),
      writeText: async () => {},
      withDestination: (work) =>
        work(
          consoleDestination({
            operatorUrl: 'http://127.0.0.1:8100',
            token,
            fetch: consoleFetch(console()),
          }),
        ),
    });
    expect(code).toBe(1);
    // Without an images folder the missing picture is a file name with no folder to look in.
    expect(lines).toEqual([
      ...PLANTED.slice(0, 4).map((problem) => `${problem.path}: ${problem.message}`),
      '$.menus[0].categories[0].items[0].image: "big-breakfast.svg" is a file name, so give its folder with --images <folder>',
      expect.stringContaining('is a file name'),
      expect.stringContaining('is a file name'),
      expect.stringContaining('is a file name'),
      expect.stringContaining('is a file name'),
      expect.stringContaining('is a file name'),
      expect.stringContaining('is a file name'),
      `${FIVE_ERRORS}: 11 problems; nothing was imported.`,
    ]);
    expect(await dumpWrittenTables(server.db)).toBe(before);
  });
});

describe('the seed and an imported brand', () => {
  it('leaves a brand imported before the first start to its file, and seeds the others', async () => {
    const { db } = pgliteDatabase(await PGlite.create());
    try {
      await migrateToLatest(db);
      const imported = await importRestaurant(db, 'demo', sample(), {
        images: svgFolder(join(LARDER, 'images')),
      });
      expect(imported.ok).toBe(true);
      const before = restaurantJson(await exportRestaurant(db, 'demo'));
      await seedDatabase(db);
      expect(restaurantJson(await exportRestaurant(db, 'demo'))).toBe(before);
      const harbour = await exportRestaurant(db, 'harbour');
      expect((harbour?.stores as unknown[]).length).toBe(3);
    } finally {
      await db.destroy();
    }
  });
});
