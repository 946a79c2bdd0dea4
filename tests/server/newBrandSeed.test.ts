/** A brand made with brand:new and no restaurant file yet: its row only, none of the demo's content. */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, seedDatabase } from '../../server/db/seed/index';
import { backends, DEMO, startServer, type TestServer } from './helpers';

const NEW = { id: 'corner-cafe', token: 'corner-cafe-test-token', slug: 'corner-cafe' };

/** The repository's brands beside a new one: the demo's brand.json with the new names. */
function rootWithNewBrand(): string {
  const root = mkdtempSync(join(tmpdir(), 'docket-new-brand-'));
  cpSync(join(REPO_ROOT, 'brands'), join(root, 'brands'), { recursive: true });
  const demo = JSON.parse(readFileSync(join(REPO_ROOT, 'brands/demo/brand.json'), 'utf8'));
  cpSync(join(REPO_ROOT, 'brands/demo/assets'), join(root, 'brands', NEW.id, 'assets'), {
    recursive: true,
  });
  writeFileSync(
    join(root, 'brands', NEW.id, 'brand.json'),
    JSON.stringify({
      ...demo,
      id: NEW.id,
      name: 'Corner Cafe',
      shortName: 'Corner',
      menuSlug: NEW.slug,
      appToken: NEW.token,
    }),
  );
  return root;
}

describe.each(backends)('a new brand before its restaurant file ($name)', (backend) => {
  let server: TestServer;
  let root: string;
  beforeAll(async () => {
    server = await startServer(backend);
    root = rootWithNewBrand();
  });
  afterAll(async () => {
    await server?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('gets its brand row and release at the next start, and no merchants, menus or members', async () => {
    const counts = async () =>
      Promise.all(
        ['merchants', 'menus', 'menu_items', 'customers', 'media'].map(async (table) =>
          Number(
            (
              await server.db
                .selectFrom(table as 'merchants')
                .select((eb) => eb.fn.countAll().as('n'))
                .executeTakeFirstOrThrow()
            ).n,
          ),
        ),
      );
    const before = await counts();
    expect(await seedDatabase(server.db, root)).toEqual({ brands: 3, seeded: false });
    expect(await counts()).toEqual(before);

    const brand = await server.db
      .selectFrom('brands')
      .select(['id', 'name', 'menu_slug'])
      .where('code', '=', NEW.id)
      .executeTakeFirstOrThrow();
    expect(brand).toMatchObject({ name: 'Corner Cafe', menu_slug: NEW.slug });
    const release = await server.db
      .selectFrom('app_releases')
      .select('latest_version')
      .where('brand_id', '=', brand.id)
      .executeTakeFirst();
    expect(release?.latest_version).toBe('3.1.23');
    const merchants = await server.db
      .selectFrom('merchants')
      .select('id')
      .where('brand_id', '=', brand.id)
      .execute();
    expect(merchants).toEqual([]);
  });

  it('answers its customers plainly: no locations, and no menu by its slug', async () => {
    // Brands are remembered for a few seconds (hot reads); the row above was written by hand.
    server.forgetHotReads();
    const token = { token: NEW.token };
    expect((await server.ok('Merchants', { set: 'ALL' }, token)).merchants).toEqual([]);
    expect(
      await server.failure(
        'Merchant',
        { menu_name: NEW.slug, return_menu: '1', return_order: '1' },
        token,
      ),
    ).toEqual({ code: 'ERROR', message: 'Invalid menu name' });
    // The demo is untouched.
    expect(
      (await server.ok('Merchants', { set: 'ALL' }, { token: DEMO.token })).merchants,
    ).toHaveLength(1);
  });
});
