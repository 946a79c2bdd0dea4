/** loadHome and embedHtml (spec 3 §2, §7 AppHome, §8 HO1 and embed failures) against the real server. */
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOME_BLOCK_TYPES } from '@/api/appHome';
import { queryHome } from '@worker/db/queries';
import { ERROR_HO1, INTERNET_REQUIRED } from '@/domain/messages';
import { createWorkerApi } from '@worker/api';
import { demoBrand } from './support/brand';
import { captureLogs } from './support/logs';
import { startServer, type TestServer } from './support/server';
import { testDb } from './support/testDb';
import { workerHarness } from './support/workerHarness';

const NOW = Date.UTC(2026, 10, 24, 3, 0, 0);
let server: TestServer;
const logs = captureLogs();

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

const harness = () => workerHarness({ origin: server.origin, now: NOW });

describe('loadHome (spec 3 §7 AppHome)', () => {
  it('asks AppHome with no fields and stores the home as one row', async () => {
    const { api, db, requests } = harness();
    const result = await api.loadHome();
    expect(result.ok).toBe(true);

    expect(requests).toHaveLength(1);
    const body = Object.fromEntries(requests[0]?.body ?? []);
    expect(body.RequestAction).toBe('AppHome');
    expect(Object.keys(body).sort()).toEqual(
      [
        'RequestAction',
        'api_version',
        'app_id',
        'app_mode',
        'app_token',
        'app_version',
        'local_ts',
      ].sort(),
    );

    const home = await queryHome(db);
    expect(home).toMatchObject({
      key: 'current',
      layout: 'grid',
      formStyle: 'inset',
      fetchedAt: NOW,
    });
    expect(home?.merchant?.name).toBe('Fremantle Fig & Olive');
    expect(home?.redirectUri).toBeUndefined();
    expect(new Set(home?.blocks.map((block) => block.block))).toEqual(new Set(HOME_BLOCK_TYPES));
    expect(result).toEqual({ ok: true, data: { blocks: home?.blocks.length } });
    expect(home?.announcements.map((announcement) => announcement.title)).toEqual([
      'Christmas trading',
      'New: kerbside pickup',
    ]);
  });

  it('offline (the server cannot be reached at all) keeps the stored home and toasts nothing', async () => {
    const { api, db, network, toasts } = harness();
    await api.loadHome();
    const stored = await queryHome(db);

    network.online = false;
    expect(await api.loadHome()).toEqual({
      ok: false,
      error: { code: 'network', message: INTERNET_REQUIRED },
    });
    // Being offline is a state the page shows, not a failure: no HO1 and its sign-out advice.
    expect(await toasts()).toEqual([]);
    expect(await queryHome(db)).toEqual(stored);
  });

  it('a server failure while the server answers its ping keeps the stored home and toasts HO1', async () => {
    const failing = { home: false };
    const { api, db, toasts } = workerHarness({
      origin: server.origin,
      now: NOW,
      wrapFetch: (inner) => async (input, init) =>
        failing.home && String(init?.body ?? '').includes('RequestAction=AppHome')
          ? new Response('down', { status: 503 })
          : inner(input, init),
    });
    await api.loadHome();
    const stored = await queryHome(db);

    failing.home = true;
    expect(await api.loadHome()).toEqual({
      ok: false,
      error: { code: 'network', message: ERROR_HO1 },
    });
    expect(await toasts()).toEqual([{ message: ERROR_HO1, tone: 'error', durationMs: 4_000 }]);
    expect(ERROR_HO1).toBe(
      'Error HO1, please try again. If the problem continues, please log out and log back in again.',
    );
    expect(await queryHome(db)).toEqual(stored);
    expect(logs.some((entry) => entry.scope === 'home' && entry.level === 'warn')).toBe(true);
  });
});

describe('embedHtml (spec 3 §7 "a GET of an embed link\'s HTML", §8)', () => {
  it('GETs a same-origin embed page and returns its HTML as it is (the page sanitises it)', async () => {
    const { api, requests } = harness();
    const result = await api.embedHtml({ url: '/embeds/demo/announcement.html' });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data.url).toBe(`${server.origin}/embeds/demo/announcement.html`);
    expect(result.data.html).toContain('Our wood-fired oven is back');
    expect(result.data.html).toContain('<script>window.__xss=2</script>');
    expect(requests.map((request) => request.url)).toEqual([
      `${server.origin}/embeds/demo/announcement.html`,
    ]);
  });

  it('reports an HTTP failure as its status and text', async () => {
    const { api } = harness();
    expect(await api.embedHtml({ url: '/embeds/demo/missing.html' })).toEqual({
      ok: false,
      error: { code: 'network', message: '404 Not Found' },
    });
  });

  it('reports an exception as ERROR plus its text', async () => {
    const { api, network } = harness();
    network.online = false;
    expect(await api.embedHtml({ url: '/embeds/demo/our-story.html' })).toEqual({
      ok: false,
      error: { code: 'network', message: 'ERROR fetch failed' },
    });
  });

  it('gives up after the time-out', async () => {
    const hanging: typeof fetch = (_input, init) =>
      new Promise((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () =>
          reject(new DOMException('aborted', 'AbortError')),
        ),
      );
    const api = createWorkerApi({
      brand: demoBrand(),
      db: testDb(),
      origin: server.origin,
      fetch: hanging,
      now: () => NOW,
      timeoutMs: 20,
    });
    expect(await api.embedHtml({ url: '/embeds/demo/our-story.html' })).toEqual({
      ok: false,
      error: { code: 'network', message: 'ERROR No answer within 0.02 s' },
    });
  });

  it.each([
    ['another site', 'https://evil.example/page.html'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a data: URL', 'data:text/html,<p>hi</p>'],
    ['a file: URL', 'file:///etc/passwd'],
  ])('refuses %s without fetching it', async (_case, url) => {
    const { api, requests } = harness();
    await api.loadHome();
    expect(await api.embedHtml({ url })).toEqual({
      ok: false,
      error: { code: 'invalid-request', message: 'ERROR This link cannot be shown here' },
    });
    expect(requests.map((request) => request.body.get('RequestAction'))).toEqual(['AppHome']);
  });

  it('fetches another site only when the stored home has an embed_link block for it', async () => {
    const { api, db, network, requests } = harness();
    await api.loadHome();
    const home = await queryHome(db);
    if (home === null) throw new Error('no home stored');
    const remote = 'https://news.example/fig-and-olive.html';
    await db.home.put({
      ...home,
      blocks: [
        ...home.blocks,
        { ...home.blocks[0]!, id: 999, block: 'embed_link', link_url: remote },
      ],
    });

    network.online = false;
    expect(await api.embedHtml({ url: remote })).toEqual({
      ok: false,
      error: { code: 'network', message: 'ERROR fetch failed' },
    });
    expect(requests.at(-1)?.url).toBe(remote);
    // The same address on an iframe block is framed, never fetched.
    await db.home.put({
      ...home,
      blocks: [...home.blocks, { ...home.blocks[0]!, id: 999, block: 'iframe', link_url: remote }],
    });
    expect((await api.embedHtml({ url: remote })).ok).toBe(false);
    expect(requests.at(-1)?.url).toBe(remote);
    expect(requests.filter((request) => request.url === remote)).toHaveLength(1);
  });
});
