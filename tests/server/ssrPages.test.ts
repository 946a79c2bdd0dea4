/**
 * Home and Menu as HTML (server/http/ssrPages.ts): a navigation to `/` or a menu link
 * is answered by the build's server entry with the page's own call answered in process through
 * /api; anything the entry declines, or a failure, gets the plain index.html. The entry here is a
 * small module with the real entry's contract (src/entry-server.tsx: pagePlan, renderPage) that
 * writes what it was given into the page, so each step can be seen; the real entry's render is
 * covered by tests/e2e/ssr.spec.ts against a real build.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isEmbedPagePath, planStyles } from '../../server/http/ssrPages';
import { backends, DEMO, startServer, type TestServer } from './helpers';

const INDEX_HTML =
  '<!doctype html><html><head><title>Docket</title></head><body><div id="root"></div></body></html>';

/** The server entry: plans a Merchant call for /menu/{slug}, AppHome for /, and renders both. */
const ENTRY = `
const common = 'app_token=${DEMO.token}&api_version=7&app_id=docket-tests&app_version=3.1.23&app_mode=PERSONAL';
export function pagePlan(path, now, search) {
  if (path === '/login') return { kind: 'signIn', slug: '', url: '/api', body: null, modules: ['signIn'], search };
  if (path === '/') return { kind: 'home', slug: '', url: '/api', body: 'RequestAction=AppHome&' + common, modules: ['home'] };
  const match = /^\\/menu\\/([a-z-]+)$/.exec(path);
  if (!match) return null;
  if (match[1] === 'throws') throw new Error('render failed');
  return {
    kind: 'menu', slug: match[1], url: '/api', modules: ['menu'],
    body: 'RequestAction=Merchant&return_menu=1&menu_name=' + match[1] + '&local_ts=' + Math.floor(now / 1000) + '&' + common,
  };
}
export async function renderPage({ template, plan, answer, origin, styles, now, search, fetchPage }) {
  const embeds = plan.kind !== 'home' ? '' : await Promise.all([
    fetchPage('/embeds/demo/our-story.html'),
    fetchPage('/embeds/demo/no-such-page.html'),
  ]).then(([story, missing]) =>
    '<pre id="story">' + story.status + ' ' + story.text + '</pre><p id="missing">' + missing.status + '</p>');
  if (plan.kind === 'signIn') {
    return template.replace('<div id="root"></div>',
      '<div id="root"><h1>Sign In</h1><p id="answer">[' + answer + ']</p><p id="search">' + search + '</p></div>');
  }
  const envelope = JSON.parse(answer);
  if (envelope.ResponseCode !== 'SUCCESS') return null;
  const name = envelope.Response.merchant.name;
  return template.replace('<div id="root"></div>',
    '<div id="root"><h1>' + name + '</h1><p id="origin">' + origin + '</p><p id="now">' + now + '</p><p id="styles">' + styles.join(' ') + '</p>' + embeds + '</div>');
}
`;

describe.each(backends)('server-rendered pages ($name)', (backend) => {
  let dist: string;
  let server: TestServer;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'docket-ssr-'));
    writeFileSync(join(dist, 'index.html'), INDEX_HTML);
    mkdirSync(join(dist, '.ssr'));
    writeFileSync(join(dist, '.ssr', 'entry-server.js'), ENTRY);
    mkdirSync(join(dist, '.vite'));
    writeFileSync(
      join(dist, '.vite', 'ssr-styles.json'),
      JSON.stringify({ menu: ['/assets/menu.css'], home: ['/assets/home.css'] }),
    );
    server = await startServer(backend, undefined, { staticDir: dist });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const navigate = (url: string, accept = 'text/html') =>
    server.app.inject({ method: 'GET', url, headers: { accept, host: 'order.example.com' } });

  it('renders a menu link from the Merchant answer, uncached, with its styles', async () => {
    const page = await navigate(`/menu/${DEMO.slug}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toContain('<h1>Fremantle Fig & Olive</h1>');
    expect(page.body).toContain('<p id="origin">http://order.example.com</p>');
    expect(page.body).toContain('<p id="styles">/assets/menu.css</p>');
    // The server's clock (the test's), the one the answer was made at.
    expect(page.body).toContain(`<p id="now">${Date.parse('2026-11-24T03:00:00Z')}</p>`);
  });

  it('renders the home from the AppHome answer', async () => {
    const page = await navigate('/');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1>Fremantle Fig & Olive</h1>');
    expect(page.body).toContain('/assets/home.css');
  });

  it("lets the home's render read the server's own embed pages, as the page's worker would", async () => {
    const page = await navigate('/');
    expect(page.body).toMatch(/<pre id="story">200 <!doctype html>[\s\S]*opened on South Terrace/);
    expect(page.body).toContain('<p id="missing">404</p>');
  });

  it('renders a page that needs no answer without a call, with the query it was asked with', async () => {
    const page = await navigate('/login?next=%2Fcart');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1>Sign In</h1>');
    expect(page.body).toContain('<p id="answer">[]</p>');
    expect(page.body).toContain('<p id="search">?next=%2Fcart</p>');
  });

  it('sends index.html when the answer is a failure (a menu that does not exist)', async () => {
    const page = await navigate('/menu/no-such-menu');
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe(INDEX_HTML);
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('sends index.html when the render throws, and keeps serving', async () => {
    expect((await navigate('/menu/throws')).body).toBe(INDEX_HTML);
    expect((await navigate(`/menu/${DEMO.slug}`)).body).toContain('<h1>');
  });

  it('sends index.html for paths the entry does not render', async () => {
    expect((await navigate('/menu/fig-and-olive/extra/part')).body).toBe(INDEX_HTML);
    expect((await navigate('/cart')).body).toBe(INDEX_HTML);
  });

  it('answers a menu path that is not a navigation as before: not found', async () => {
    const response = await navigate('/menu/fig-and-olive.js', 'application/javascript');
    expect(response.statusCode).toBe(404);
  });

  it('never serves the server entry or the build metadata', async () => {
    for (const url of ['/.ssr/entry-server.js', '/.vite/ssr-styles.json']) {
      expect((await navigate(url, '*/*')).statusCode, url).toBe(404);
    }
  });
});

describe('isEmbedPagePath', () => {
  it.each([
    ['/embeds/demo/our-story.html', true],
    ['/embeds/demo/our-story.html?v=2', true],
    ['/', false],
    ['/menu/fig-and-olive', false],
    ['/embeds/../', false],
    ['/embeds/demo/../../', false],
    ['/embeds/%2e%2e/', false],
    ['//other.example/embeds/x.html', false],
  ])('%s: %s', (path, allowed) => {
    expect(isEmbedPagePath(path)).toBe(allowed);
  });
});

describe('planStyles', () => {
  it.each([
    { modules: ['menu'], styles: ['/a.css', '/shared.css'] },
    { modules: ['menu', 'item'], styles: ['/a.css', '/shared.css', '/item.css'] },
    { modules: ['unknown'], styles: [] },
  ])('$modules → $styles', ({ modules, styles }) => {
    const built = { menu: ['/a.css', '/shared.css'], item: ['/item.css', '/shared.css'] };
    expect(planStyles(built, modules)).toEqual(styles);
  });
});
