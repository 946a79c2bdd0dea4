/**
 * The menu live channel, `POST /api/menus/{slug}/events`: an open menu hears its version change
 * when staff sell an item out or pause a fulfilment type, and when a mark ends at close; the new
 * version is the Merchant answer's. With PostgreSQL, a change made through one server reaches a
 * stream open on another (two processes on one database). Streams need real HTTP; each test
 * waits on the event it expects, never on time.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Scheduler } from '../../server/jobs/periodic';
import { MESSAGES } from '../../server/protocol/messages';
import { MENU_EXPIRY_EVERY_MS } from '../../server/staff/menuExpiry';
import { itemNamed, storeOf } from './cartHelpers';
import { readEvents, type StreamEvent } from './eventStreams';
import { backends, DEMO, HARBOUR, startServer, TUESDAY_11AM, type TestServer } from './helpers';
import { DEMO_STAFF, signIn } from './staffHelpers';

/** Opens a menu's stream with only the brand's token: the menu is public. */
function openMenuEvents(origin: string, slug: string, token: string = DEMO.token) {
  return fetch(`${origin}/api/menus/${slug}/events`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ app_token: token }),
  });
}

const firstMenuEvent = (events: StreamEvent[]) => events.some((event) => event.event === 'menu');

/** The demo menu's version as the stream states it. */
async function versionNow(server: TestServer): Promise<string> {
  const row = await server.db
    .selectFrom('menus')
    .innerJoin('merchants', 'merchants.id', 'menus.merchant_id')
    .select(['menus.version', 'merchants.config_version'])
    .where('menus.slug', '=', DEMO.slug)
    .executeTakeFirstOrThrow();
  return `${row.version}.${row.config_version}`;
}

function manualScheduler() {
  const jobs: { ms: number; tick: () => Promise<void> }[] = [];
  const scheduler: Scheduler = {
    every(ms, tick) {
      jobs.push({ ms, tick });
      return { cancel: () => undefined };
    },
  };
  return { scheduler, jobs };
}

describe.each(backends)('The menu live channel ($name)', (backend) => {
  const { scheduler, jobs } = manualScheduler();
  let server: TestServer;
  let origin = '';
  let teaId = 0;
  beforeAll(async () => {
    server = await startServer(backend, TUESDAY_11AM, { scheduler });
    origin = await server.app.listen({ port: 0, host: '127.0.0.1' });
    teaId = (await itemNamed(server, await storeOf(server, DEMO.token, DEMO.slug), 'Iced Mint Tea'))
      .id;
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });
  const staffChange = async (fields: Record<string, string>) =>
    server.ok(
      'StaffMenuChange',
      { request_id: randomUUID(), ...fields },
      (await signIn(server, DEMO_STAFF)).options,
    );

  it('opens with the version, then tells of a sold-out mark, a pause and the end at close', async () => {
    const stream = await openMenuEvents(origin, DEMO.slug);
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toContain('text/event-stream');
    const opened = await versionNow(server);

    await staffChange({ target: 'item', item_id: String(teaId), available: '0' });
    await staffChange({ target: 'fulfilment', code: 'delivery', paused: '1' });
    await staffChange({ target: 'fulfilment', code: 'delivery', paused: '0' });
    // Read once the changes are made (the stream keeps what came meanwhile), up to the last one.
    const last = await versionNow(server);
    expect(last).not.toBe(opened);
    const events = await readEvents(stream, (seen) =>
      seen.some((event) => event.event === 'menu' && event.data.version === last),
    );
    expect(events[0]).toEqual({ event: 'open', data: { slug: DEMO.slug, version: opened } });
    // Each version is told once and in order; changes close together may fold into one.
    const told = events.slice(1);
    expect(told.every((event) => event.event === 'menu' && event.data.slug === DEMO.slug)).toBe(
      true,
    );
    expect(new Set(told.map((event) => event.data.version)).size).toBe(told.length);
    expect(told.at(-1)?.data.version).toBe(last);

    // The Merchant answer of the version told shows the item sold out.
    server.forgetHotReads();
    const tea = await itemNamed(
      server,
      await storeOf(server, DEMO.token, DEMO.slug),
      'Iced Mint Tea',
    );
    expect(tea).toMatchObject({ is_available: 0, available_str: 'Sold out today' });

    // At close the job turns it back on, and an open menu hears that too.
    const again = await openMenuEvents(origin, DEMO.slug);
    const closeHeard = readEvents(again, firstMenuEvent);
    server.setNow('2026-11-24T13:00:00Z');
    try {
      await jobs.find((job) => job.ms === MENU_EXPIRY_EVERY_MS)?.tick();
    } finally {
      server.setNow(TUESDAY_11AM);
    }
    const closing = await closeHeard;
    expect(closing.at(-1)).toEqual({
      event: 'menu',
      data: { slug: DEMO.slug, version: await versionNow(server) },
    });
  });

  it('answers 404 for a slug the brand does not have, 401 for an unknown token', async () => {
    const unknown = await openMenuEvents(origin, 'no-such-menu');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: MESSAGES.invalidMenuName });
    const otherBrands = await openMenuEvents(origin, HARBOUR.slug);
    expect(otherBrands.status).toBe(404);
    const badToken = await openMenuEvents(origin, DEMO.slug, 'not-a-token');
    expect(badToken.status).toBe(401);
  });
});

describe('The menu live channel, capped per address', () => {
  let server: TestServer;
  let origin = '';
  beforeAll(async () => {
    server = await startServer({ name: 'pglite' }, TUESDAY_11AM, {
      connections: { streamsPerAddress: 2 },
    });
    origin = await server.app.listen({ port: 0, host: '127.0.0.1' });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  it('answers 429 with Retry-After past the cap', async () => {
    const first = await openMenuEvents(origin, DEMO.slug);
    const second = await openMenuEvents(origin, DEMO.slug);
    expect([first.status, second.status]).toEqual([200, 200]);
    const third = await openMenuEvents(origin, DEMO.slug);
    expect(third.status).toBe(429);
    expect(third.headers.get('retry-after')).toBe('30');
    await readEvents(first, (events) => events.length > 0);
    await readEvents(second, (events) => events.length > 0);
  });
});

describe.each(backends.filter((backend) => backend.name === 'postgres'))(
  'The menu live channel across two servers ($name)',
  (backend) => {
    let a: TestServer;
    let b: TestServer;
    let originB = '';
    beforeAll(async () => {
      a = await startServer(backend);
      b = await startServer(backend, undefined, {}, a);
      originB = await b.app.listen({ port: 0, host: '127.0.0.1' });
    }, 60_000);
    afterAll(async () => {
      await b?.close();
      await a?.close();
    });

    it('a sold-out mark made on A reaches a menu open on B', async () => {
      const tea = await itemNamed(a, await storeOf(a, DEMO.token, DEMO.slug), 'Iced Mint Tea');
      const stream = await openMenuEvents(originB, DEMO.slug);
      expect(stream.status).toBe(200);
      const heard = readEvents(stream, firstMenuEvent);
      await a.ok(
        'StaffMenuChange',
        { request_id: randomUUID(), target: 'item', item_id: String(tea.id), available: '0' },
        (await signIn(a, DEMO_STAFF)).options,
      );
      expect((await heard).at(-1)).toEqual({
        event: 'menu',
        data: { slug: DEMO.slug, version: await versionNow(a) },
      });
    });
  },
);
