/**
 * RequestAction AppHome (spec 3 §2 'Home (configurable)', §3 'Home response', §7) and the embed
 * pages its blocks show. Every answer is parsed with src/api/appHome.ts by the helpers.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOME_BLOCK_TYPES } from '../../src/api/appHome';
import { backends, DEMO, HARBOUR, startServer, type TestServer } from './helpers';

describe.each(backends)('AppHome ($name)', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(backend);
  });
  afterAll(async () => {
    await server?.close();
  });

  const brandId = async (code: string): Promise<number> =>
    (
      await server.db
        .selectFrom('brands')
        .select('id')
        .where('code', '=', code)
        .executeTakeFirstOrThrow()
    ).id;

  it('gives the demo home: its location, layout and a block of every type, in order', async () => {
    const home = await server.ok('AppHome');
    expect(home.merchant).toMatchObject({
      name: 'Fremantle Fig & Olive',
      menus: [{ name: DEMO.slug }],
    });
    expect(home.layout).toBe('grid');
    expect(home.form_style).toBe('inset');
    expect(home.redirect_uri).toBeUndefined();
    const types = new Set(home.blocks.map((block) => block.block));
    expect([...types].sort()).toEqual([...HOME_BLOCK_TYPES].sort());
    expect(home.blocks[0]).toMatchObject({ block: 'welcome', alignment: 'center', use_card: 0 });
    expect(home.blocks.every((block) => block.visible === 1)).toBe(true);
    expect(new Set(home.blocks.map((block) => block.id)).size).toBe(home.blocks.length);

    const { rows } = await sql<{ id: number }>`
      select id from home_blocks
      where brand_id = ${await brandId('demo')} and visible and audience <> 'member'
      order by position, id`.execute(server.db);
    expect(home.blocks.map((block) => block.id)).toEqual(rows.map((row) => row.id));
  });

  it('spells out the targets of spec 3 §2 and the embed links', async () => {
    const { blocks } = await server.ok('AppHome');
    const byType = (type: string) => blocks.filter((block) => block.block === type);
    expect(byType('place_order')[0]?.target).toBe(`menu/${DEMO.slug}`);
    expect(byType('account')[0]?.target).toBe('orders');
    expect(byType('internal_link')[0]?.target).toBe('about');
    expect(byType('embed_link').map((block) => block.link_url)).toEqual([
      '/embeds/demo/our-story.html',
      '/embeds/demo/announcement.html',
    ]);
    expect(byType('iframe')[0]).toMatchObject({
      link_url: '/embeds/demo/catering.html',
      place_order_btn: 1,
    });
    expect(byType('push_notifs')[0]?.show_push_register).toBe(1);
    expect(byType('image')[0]?.image_url).toMatch(
      /^\/media\/summer-mezze-platter-[0-9a-f]{8}\.svg$/,
    );
  });

  it('lists published announcements, newest first', async () => {
    const { announcements } = await server.ok('AppHome');
    expect(announcements.map((announcement) => announcement.title)).toEqual([
      'Christmas trading',
      'New: kerbside pickup',
    ]);
    expect(announcements[0]?.created).toBe('2026-11-16T01:00:00.000Z');
    expect(announcements[0]?.content).toContain('<strong>18 December</strong>');
  });

  it('gives Harbour Street its own multi-store home', async () => {
    const home = await server.ok('AppHome', {}, { token: HARBOUR.token });
    expect(home.merchant).toBeNull();
    expect(home.layout).toBe('list');
    expect(home.blocks.map((block) => block.block)).toEqual([
      'welcome',
      'place_order',
      'announcements',
      'embed_link',
      'account',
      'share',
      'google_review',
      'app_download',
    ]);
    expect(home.blocks[1]?.target).toBe('locations');
    expect(home.blocks[3]).toMatchObject({
      link_url: '/embeds/harbour/our-story.html',
      nocontent: 1,
    });
    expect(home.announcements.map((announcement) => announcement.title)).toEqual([
      'Fremantle is coming',
    ]);
  });

  it('a guest gets the default home; a signed-in customer gets the member blocks instead', async () => {
    const guest = await server.call('AppHome');
    const titles = (home: unknown) =>
      (home as { blocks: { title: string }[] }).blocks.map((block) => block.title);
    expect(titles(guest.Response)).not.toContain('Your rewards');

    await server.db
      .updateTable('sessions')
      .set({ customer_id: 42 })
      .where('sid', '=', guest.SID ?? '')
      .execute();
    // Signed in by hand: the server's session memory must read the row again.
    server.forgetHotReads();
    const member = await server.ok('AppHome', {}, { sid: guest.SID });
    expect(member.blocks.map((block) => block.title)).toContain('Your rewards');
  });

  it('shows edits made in the database on the next call', async () => {
    const demo = await brandId('demo');
    const before = await server.ok('AppHome');
    const first = before.blocks[0];
    const last = before.blocks.at(-1);
    try {
      await server.db
        .updateTable('home_blocks')
        .set({ title: 'Welcome back', position: 999 })
        .where('id', '=', first?.id ?? 0)
        .execute();
      await server.db
        .updateTable('home_blocks')
        .set({ visible: false })
        .where('id', '=', last?.id ?? 0)
        .execute();
      await server.db
        .updateTable('home_settings')
        .set({ redirect_uri: '/menu/fig-and-olive', layout: 'list' })
        .where('brand_id', '=', demo)
        .execute();
      const { id: hidden } = await server.db
        .insertInto('home_announcements')
        .values({ brand_id: demo, title: 'Draft', published: false })
        .returning('id')
        .executeTakeFirstOrThrow();
      await server.db
        .insertInto('home_announcements')
        .values({ brand_id: demo, title: 'Expired', expires_at: new Date('2026-11-24T02:59:59Z') })
        .execute();

      const after = await server.ok('AppHome');
      expect(after.blocks.at(-1)).toMatchObject({ id: first?.id, title: 'Welcome back' });
      expect(after.blocks.map((block) => block.id)).not.toContain(last?.id);
      expect(after.redirect_uri).toBe('/menu/fig-and-olive');
      expect(after.layout).toBe('list');
      expect(after.announcements.map((announcement) => announcement.title)).toEqual([
        'Christmas trading',
        'New: kerbside pickup',
      ]);
      expect(after.announcements.map((announcement) => announcement.id)).not.toContain(hidden);
    } finally {
      await server.db
        .updateTable('home_blocks')
        .set({ title: first?.title ?? '', position: 0 })
        .where('id', '=', first?.id ?? 0)
        .execute();
      await server.db
        .updateTable('home_blocks')
        .set({ visible: true })
        .where('id', '=', last?.id ?? 0)
        .execute();
      await server.db
        .updateTable('home_settings')
        .set({ redirect_uri: null, layout: 'grid' })
        .where('brand_id', '=', demo)
        .execute();
      await server.db
        .deleteFrom('home_announcements')
        .where('title', 'in', ['Draft', 'Expired'])
        .execute();
    }
  });

  it('a brand with no home rows still answers an empty one-column home', async () => {
    const harbour = await brandId('harbour');
    const saved = await server.db
      .selectFrom('home_settings')
      .selectAll()
      .where('brand_id', '=', harbour)
      .executeTakeFirstOrThrow();
    await server.db.deleteFrom('home_settings').where('brand_id', '=', harbour).execute();
    try {
      const home = await server.ok('AppHome', {}, { token: HARBOUR.token });
      expect(home).toMatchObject({ merchant: null, layout: 'list', form_style: '' });
      expect(home.redirect_uri).toBeUndefined();
    } finally {
      await server.db.insertInto('home_settings').values(saved).execute();
    }
  });

  it('refuses an unknown block type at the database', async () => {
    await expect(
      server.db
        .insertInto('home_blocks')
        .values({ brand_id: await brandId('demo'), block: 'marquee' })
        .execute(),
    ).rejects.toThrow();
  });
});

describe.each(backends)('embed pages ($name)', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(backend);
  });
  afterAll(async () => {
    await server?.close();
  });

  const get = (url: string) =>
    server.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

  it('serves each embed_link and iframe block its page, with a CSP that runs no script', async () => {
    const { blocks } = await server.ok('AppHome');
    const { blocks: harbourBlocks } = await server.ok('AppHome', {}, { token: HARBOUR.token });
    const links = [...blocks, ...harbourBlocks]
      .filter((block) => block.block === 'embed_link' || block.block === 'iframe')
      .map((block) => block.link_url);
    expect(links).toHaveLength(4);
    for (const link of links) {
      const response = await get(link);
      expect(response.statusCode, link).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-security-policy']).toContain("default-src 'none'");
      expect(response.headers['content-security-policy']).not.toContain('script-src');
      expect(response.body).toMatch(/^<!doctype html>/);
      expect(response.body).toContain('<html lang="en-AU">');
    }
  });

  it('has real content about the restaurant', async () => {
    const story = await get('/embeds/demo/our-story.html');
    expect(story.body).toContain('<title>Our story</title>');
    expect(story.body).toContain('12 South Terrace, Fremantle');
  });

  it('carries the hostile markup the sanitising journey needs, as stored', async () => {
    const notice = await get('/embeds/demo/announcement.html');
    expect(notice.body).toContain('<img src=x onerror="window.__xss=1"');
    expect(notice.body).toContain('<script>window.__xss=2</script>');
    expect(notice.body).toContain('Our wood-fired oven is back');
  });

  it('answers 404 for an unknown page, brand or name, never the app shell', async () => {
    for (const url of [
      '/embeds/demo/nothing.html',
      '/embeds/nobody/our-story.html',
      '/embeds/harbour/catering.html',
      '/embeds/demo/our-story',
      '/embeds/demo/..%2Four-story.html',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toBe('Not found');
    }
  });

  it('shows an edited page at once', async () => {
    await server.db
      .updateTable('home_pages')
      .set({ body: '<p>Closed for a private event tonight.</p>' })
      .where('slug', '=', 'catering')
      .execute();
    expect((await get('/embeds/demo/catering.html')).body).toContain('private event');
  });
});
