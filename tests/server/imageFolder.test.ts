/** A restaurant's images folder: what it refuses, the sizes it stores, and how they are served. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Category } from '../../src/api/merchant';
import { registerMedia } from '../../server/http/media';
import { openImageFolder, sheetImageOf } from '../../server/restaurant/imageFolder';
import { IMAGE_SIZES } from '../../server/restaurant/imageSizes';
import { backends, DEMO, startServer, type TestServer } from './helpers';

const CLEAN_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 30"><rect width="40" height="30" fill="#c84"/></svg>';

/** A photo-like picture (a gradient, so WebP has something to encode) of the given size. */
async function photo(width: number, height: number, format: 'png' | 'jpeg' | 'webp') {
  const gradient = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g"><stop offset="0" stop-color="#a33"/><stop offset="1" stop-color="#3a7"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`;
  return sharp(Buffer.from(gradient)).toFormat(format).toBuffer();
}

let folder: string;

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'docket-images-'));
  writeFileSync(join(folder, 'tart.jpg'), await photo(3000, 2000, 'jpeg'));
  writeFileSync(join(folder, 'tart copy.jpg'), await photo(3000, 2000, 'jpeg'));
  writeFileSync(join(folder, 'soup.png'), await photo(400, 400, 'png'));
  // A phone's portrait photo: landscape pixels with an EXIF orientation that turns them upright.
  writeFileSync(
    join(folder, 'portrait.jpg'),
    await sharp(await photo(300, 200, 'jpeg'))
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer(),
  );
  writeFileSync(join(folder, 'salad.webp'), await photo(1600, 1200, 'webp'));
  writeFileSync(join(folder, 'logo.svg'), CLEAN_SVG);
  writeFileSync(join(folder, 'notes.png'), 'Soup of the day: ask the staff');
  writeFileSync(
    join(folder, 'script.svg'),
    CLEAN_SVG.replace('</svg>', '<script>alert(document.cookie)</script></svg>'),
  );
  writeFileSync(join(folder, 'onload.svg'), CLEAN_SVG.replace('<svg ', '<svg onload="alert(1)" '));
  writeFileSync(
    join(folder, 'link.svg'),
    CLEAN_SVG.replace('</svg>', '<a href="&#106;avascript:alert(1)"><text>Hi</text></a></svg>'),
  );
});

afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
});

describe('problems', () => {
  it('answers nothing for PNG, JPEG, WebP and a clean SVG', async () => {
    const images = openImageFolder(folder);
    expect(await images.problems(['tart.jpg', 'soup.png', 'salad.webp', 'logo.svg'])).toEqual([]);
  });

  it.each([
    ['missing.jpg', `missing.jpg is not in ${'FOLDER'}`],
    ['notes.png', 'notes.png is not a PNG, JPEG, WebP or SVG image'],
    ['script.svg', 'script.svg carries a script; export it again without it'],
    [
      'onload.svg',
      'onload.svg carries an event handler (an on… attribute); export it again without it',
    ],
    ['link.svg', 'link.svg carries a javascript: link; export it again without it'],
    ['../tart.jpg', '../tart.jpg must be the name of a file in the images folder'],
    ['.', '. must be the name of a file in the images folder'],
  ])('%s: %s', async (name, message) => {
    const images = openImageFolder(folder);
    expect(await images.problems([name])).toEqual([
      { name, message: message.replace('FOLDER', folder) },
    ]);
  });

  it('names each bad file once, in the order given', async () => {
    const images = openImageFolder(folder);
    const found = await images.problems(['notes.png', 'tart.jpg', 'missing.jpg', 'notes.png']);
    expect(found.map((problem) => problem.name)).toEqual(['notes.png', 'missing.jpg']);
  });
});

describe.each(backends)('store and serve ($name)', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(backend);
  });
  afterAll(async () => {
    await server?.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'GET', url, headers });

  it('stores a photo as WebP in the card and sheet sizes, covering each box', async () => {
    const images = openImageFolder(folder);
    const urls = await server.db.transaction().execute((trx) => images.store(trx, 'tart.jpg'));
    expect(urls.img_url).toMatch(/^\/media\/[a-f0-9]{24}-card\.webp$/);
    expect(urls.img_url_lge).toMatch(/^\/media\/[a-f0-9]{24}-sheet\.webp$/);
    // An export names only the card size; a re-import finds the sheet size beside it.
    expect(`/media/${sheetImageOf(urls.img_url.slice('/media/'.length))}`).toBe(urls.img_url_lge);
    for (const [url, size] of [
      [urls.img_url, IMAGE_SIZES[0]!],
      [urls.img_url_lge, IMAGE_SIZES[1]!],
    ] as const) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      const meta = await sharp(response.rawPayload).metadata();
      expect(meta.format).toBe('webp');
      // The smallest 3:2 picture that covers the box (object-fit: cover crops the overflow).
      const scale = Math.max(size.width / 3000, size.height / 2000);
      expect([meta.width, meta.height]).toEqual([
        Math.round(3000 * scale),
        Math.round(2000 * scale),
      ]);
      expect(meta.width).toBeGreaterThanOrEqual(size.width);
      expect(meta.height).toBeGreaterThanOrEqual(size.height);
    }
  });

  it('never enlarges a small photo', async () => {
    const images = openImageFolder(folder);
    const urls = await server.db.transaction().execute((trx) => images.store(trx, 'soup.png'));
    const meta = await sharp((await get(urls.img_url_lge)).rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([400, 400]);
  });

  it('turns a photo upright by its EXIF orientation', async () => {
    const images = openImageFolder(folder);
    const urls = await server.db.transaction().execute((trx) => images.store(trx, 'portrait.jpg'));
    const meta = await sharp((await get(urls.img_url_lge)).rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([200, 300]);
  });

  it('gives the same bytes the same URLs and adds no rows the second time', async () => {
    const images = openImageFolder(folder);
    const first = await server.db.transaction().execute((trx) => images.store(trx, 'salad.webp'));
    const count = async () =>
      Number(
        (
          await server.db
            .selectFrom('media')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const again = await server.db.transaction().execute((trx) => images.store(trx, 'salad.webp'));
    const copy = await server.db.transaction().execute((trx) => images.store(trx, 'tart copy.jpg'));
    const tart = await server.db.transaction().execute((trx) => images.store(trx, 'tart.jpg'));
    expect(again).toEqual(first);
    expect(copy).toEqual(tart);
    expect(await count()).toBe(before);
  });

  it('stores a clean SVG as it is, one URL for both sizes, served under the strict CSP', async () => {
    const images = openImageFolder(folder);
    const urls = await server.db.transaction().execute((trx) => images.store(trx, 'logo.svg'));
    expect(urls.img_url).toMatch(/^\/media\/[a-f0-9]{24}\.svg$/);
    expect(urls.img_url_lge).toBe(urls.img_url);
    const response = await get(urls.img_url);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.body).toBe(CLEAN_SVG);
    expect(response.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'",
    );
  });

  it('refuses to store an SVG that carries a script, and the transaction writes nothing', async () => {
    const images = openImageFolder(folder);
    const before = await server.db.selectFrom('media').select('name').execute();
    await expect(
      server.db.transaction().execute(async (trx) => {
        await images.store(trx, 'soup.png');
        await images.store(trx, 'script.svg');
      }),
    ).rejects.toThrow('script.svg carries a script');
    expect(await server.db.selectFrom('media').select('name').execute()).toEqual(before);
  });

  it('serves a photo with the year-long cache and its ETag, 304 when the browser has it', async () => {
    const images = openImageFolder(folder);
    const { img_url } = await server.db
      .transaction()
      .execute((trx) => images.store(trx, 'tart.jpg'));
    const first = await get(img_url);
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(first.headers['x-content-type-options']).toBe('nosniff');
    expect(first.headers.etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    // WebP is not compressed again (it would only cost CPU).
    const compressed = await get(img_url, { 'accept-encoding': 'br, gzip' });
    expect(compressed.headers['content-encoding']).toBeUndefined();
    expect(compressed.rawPayload.equals(first.rawPayload)).toBe(true);
    const again = await get(img_url, { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('keeps served images in memory only up to its budget, the least recently served dropped first', async () => {
    const images = openImageFolder(folder);
    const soup = await server.db.transaction().execute((trx) => images.store(trx, 'soup.png'));
    const salad = await server.db.transaction().execute((trx) => images.store(trx, 'salad.webp'));
    const bytesOf = async (url: string) => (await get(url)).rawPayload.length;
    const budget = Math.max(await bytesOf(soup.img_url), await bytesOf(salad.img_url)) + 1;
    const app = Fastify();
    registerMedia(app, server.db, budget);
    const status = async (url: string) => (await app.inject({ method: 'GET', url })).statusCode;
    const forget = (url: string) =>
      server.db.deleteFrom('media').where('name', '=', url.replace('/media/', '')).execute();
    try {
      expect(await status(soup.img_url)).toBe(200);
      await forget(soup.img_url);
      // Still served from memory.
      expect(await status(soup.img_url)).toBe(200);
      // The salad does not fit beside it: the soup is dropped, and its row is gone.
      expect(await status(salad.img_url)).toBe(200);
      expect(await status(soup.img_url)).toBe(404);
    } finally {
      await app.close();
    }
  });

  it("gives the menu the card photo and the item sheet the large one, else the card's", async () => {
    const images = openImageFolder(folder);
    const urls = await server.db.transaction().execute((trx) => images.store(trx, 'salad.webp'));
    const withMenu = { menu_name: DEMO.slug, return_menu: '1', return_order: '1' };
    const items = (categories: Category[]): Category['items'] =>
      categories.flatMap((category) => [...category.items, ...items(category.children)]);
    const before = await server.ok('Merchant', withMenu);
    const [photographed, illustrated] = items(before.merchant.menu?.items ?? []);
    await server.db
      .updateTable('menu_items')
      .set({ img_url: urls.img_url, img_url_lge: urls.img_url_lge })
      .where('id', '=', photographed!.id)
      .execute();
    // An edit by hand: the server remembers which menu version a slug names (hot reads).
    server.forgetHotReads();

    const after = items((await server.ok('Merchant', withMenu)).merchant.menu?.items ?? []);
    expect(after.find((item) => item.id === photographed!.id)).toMatchObject(urls);
    expect(after.find((item) => item.id === illustrated!.id)).toMatchObject({
      img_url: illustrated!.img_url,
      img_url_lge: illustrated!.img_url,
    });
    const details = (id: number) =>
      server.ok('MenuItemDetails', { menu_item_id: String(id), cart_item_slot_id: '-1' });
    expect(await details(photographed!.id)).toMatchObject({
      thumb_url: urls.img_url,
      image_url: urls.img_url_lge,
    });
    expect(await details(illustrated!.id)).toMatchObject({
      thumb_url: illustrated!.img_url,
      image_url: illustrated!.img_url,
    });
  });
});

describe('sheetImageOf', () => {
  it.each([
    ['0123456789abcdef01234567-card.webp', '0123456789abcdef01234567-sheet.webp'],
    ['0123456789abcdef01234567-sheet.webp', '0123456789abcdef01234567-sheet.webp'],
    ['flat-white-1a2b3c4d.svg', 'flat-white-1a2b3c4d.svg'],
    ['menu-card.webp', 'menu-card.webp'],
  ])('%s → %s', (name, sheet) => {
    expect(sheetImageOf(name)).toBe(sheet);
  });
});
