/**
 * Serving the built PWA: shell files revalidated, hashed assets cached for good, client routes
 * falling back to index.html. Static serving does not touch the database, so PGlite suffices.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type DocketServer } from '../../server/app';

const INDEX_HTML = '<!doctype html><title>Docket</title>';
const PRECOMPRESSED_ASSET = 'assets/menu-9c8b7a6d.js';
const PRECOMPRESSED_SOURCE = 'export const menu = "fig and olive";\n'.repeat(200);

describe('static PWA', () => {
  let dist: string;
  let server: DocketServer;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'docket-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), INDEX_HTML);
    writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    writeFileSync(join(dist, 'manifest.webmanifest'), '{"name":"Docket"}');
    writeFileSync(join(dist, 'assets', 'index-3f2a1c9d.js'), 'console.log(1)');
    writeFileSync(join(dist, 'assets', 'big-0a1b2c3d.js'), 'console.log("menu");\n'.repeat(500));
    writeFileSync(join(dist, 'robots.txt'), 'User-agent: *');
    // What public/ could hold beside robots.txt, and dotfiles a build must never expose.
    mkdirSync(join(dist, '.well-known'));
    writeFileSync(join(dist, '.well-known', 'assetlinks.json'), '[]');
    writeFileSync(join(dist, '.env'), 'SECRET=1');
    mkdirSync(join(dist, '.git'));
    writeFileSync(join(dist, '.git', 'config'), '[core]');
    // What the build's compression step leaves beside a file (vite.config.ts).
    for (const file of [PRECOMPRESSED_ASSET, 'index.html']) {
      const source = file === 'index.html' ? INDEX_HTML : PRECOMPRESSED_SOURCE;
      writeFileSync(join(dist, `${file}.br`), brotliCompressSync(source));
      writeFileSync(join(dist, `${file}.gz`), gzipSync(source));
    }
    writeFileSync(join(dist, PRECOMPRESSED_ASSET), PRECOMPRESSED_SOURCE);
    server = await createServer({ dataDir: 'memory://', staticDir: dist });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, accept = '*/*') =>
    server.app.inject({ method: 'GET', url, headers: { accept } });

  it('serves the shell files with no-cache', async () => {
    expect(server.servesStatic).toBe(true);
    for (const url of ['/', '/index.html', '/sw.js', '/manifest.webmanifest']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('compresses what the client can decode, brotli first', async () => {
    const big = (encoding: string) =>
      server.app.inject({
        method: 'GET',
        url: '/assets/big-0a1b2c3d.js',
        headers: { 'accept-encoding': encoding },
      });
    const brotli = await big('gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.rawPayload.length).toBeLessThan(1_000);
    expect((await big('gzip')).headers['content-encoding']).toBe('gzip');
    expect((await big('identity')).headers['content-encoding']).toBeUndefined();
  });

  it("sends the build's own compressed file to a client that accepts it, else the file", async () => {
    const asset = (encoding: string) =>
      server.app.inject({
        method: 'GET',
        url: `/${PRECOMPRESSED_ASSET}`,
        headers: { 'accept-encoding': encoding },
      });
    const cases = [
      ['gzip, deflate, br, zstd', 'br', '.br', brotliDecompressSync],
      ['gzip', 'gzip', '.gz', gunzipSync],
      ['identity', undefined, '', (body: Buffer) => body],
    ] as const;
    for (const [accepts, encoding, suffix, decode] of cases) {
      const response = await asset(accepts);
      expect(response.statusCode, accepts).toBe(200);
      expect(response.headers['content-encoding'], accepts).toBe(encoding);
      expect(response.headers['content-type'], accepts).toContain('javascript');
      expect(response.headers['cache-control'], accepts).toBe(
        'public, max-age=31536000, immutable',
      );
      expect(response.headers.vary, accepts).toContain('accept-encoding');
      expect(decode(response.rawPayload).toString(), accepts).toBe(PRECOMPRESSED_SOURCE);
      // The very bytes the build wrote, not a compression made for this request.
      expect(response.rawPayload, accepts).toEqual(
        readFileSync(join(dist, `${PRECOMPRESSED_ASSET}${suffix}`)),
      );
    }
  });

  it('keeps the shell revalidated when it is sent compressed', async () => {
    for (const url of ['/', '/index.html', '/menu/fig-and-olive']) {
      const response = await server.app.inject({
        method: 'GET',
        url,
        headers: { accept: 'text/html', 'accept-encoding': 'br' },
      });
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(response.headers['content-type'], url).toContain('text/html');
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(brotliDecompressSync(response.rawPayload).toString(), url).toBe(INDEX_HTML);
    }
  });

  it('compresses the menu answer of the API', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'accept-encoding': 'gzip',
      },
      payload: new URLSearchParams({
        RequestAction: 'Merchant',
        app_token: 'demo-app-token',
        api_version: '7',
        app_id: 'tests',
        app_version: '3.1.23',
        app_mode: 'PERSONAL',
        local_ts: '0',
        menu_name: 'fig-and-olive',
        return_menu: '1',
      }).toString(),
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toContain('accept-encoding');
  });

  it('caches hashed assets for a year', async () => {
    const response = await get('/assets/index-3f2a1c9d.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/robots.txt')).headers['cache-control']).toBe('public, max-age=3600');
  });

  it('serves /.well-known/ files but no other dotfile', async () => {
    const known = await get('/.well-known/assetlinks.json');
    expect(known.statusCode).toBe(200);
    expect(known.body).toBe('[]');
    for (const url of ['/.env', '/assets/../.env']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('SECRET');
    }
    // Paths without a plain extension are client routes: the shell, never the file.
    for (const [url, content] of [
      ['/%2Eenv', 'SECRET'],
      ['/.git/config', '[core]'],
    ] as const) {
      const response = await get(url);
      expect(response.body, url).not.toContain(content);
      expect(response.body, url).toBe(INDEX_HTML);
    }
  });

  it('answers client routes with index.html', async () => {
    for (const url of [
      '/menu/fig-and-olive',
      '/menu/fig-and-olive/item/12?table=4',
      '/locations',
      '/account/orders',
    ]) {
      const response = await get(url, 'text/html');
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<title>Docket</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
    expect((await get('/checkout')).statusCode).toBe(200);
  });

  it('does not fall back for missing files, the API or media', async () => {
    expect((await get('/assets/missing-123.js')).statusCode).toBe(404);
    expect((await get('/api/anything', 'text/html')).statusCode).toBe(404);
    expect((await get('/media/nothing.svg')).statusCode).toBe(404);
    // The home's embed pages are the server's own: a missing one is a 404, never the app shell.
    expect((await get('/embeds/demo/nothing.html', 'text/html')).statusCode).toBe(404);
    expect((await get('/embeds/nothing', 'text/html')).statusCode).toBe(404);
    expect((await server.app.inject({ method: 'POST', url: '/menu/x' })).statusCode).toBe(404);
  });

  it('serves only the API when there is no build', async () => {
    const apiOnly = await createServer({ dataDir: 'memory://', staticDir: join(dist, 'nope') });
    try {
      expect(apiOnly.servesStatic).toBe(false);
      expect(
        (await apiOnly.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } }))
          .statusCode,
      ).toBe(404);
    } finally {
      await apiOnly.close();
    }
  });
});
