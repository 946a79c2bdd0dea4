/**
 * Open menus follow the store's changes (worker/menu/menuChannel.ts): a `menu` event fetches the
 * menu again; an `open` after a reconnect fetches only when the version moved while the device was
 * away (a kiosk offline at the time); watches are counted per slug. Then the whole worker, with a
 * stub fetch: the channel's event makes the worker fetch the menu past its 15-minute staleness and
 * write it, so the menu's live read shows the item sold out. No wall clock: streams are fakes fed
 * by the test, and time is a constant.
 */
import 'fake-indexeddb/auto';
import { liveQuery } from 'dexie';
import { describe, expect, it, vi } from 'vitest';
import type { EventStreamInput, StreamEvent } from '@worker/live/eventStream';
import { createMenuChannel, menuEventNeedsFetch } from '@worker/menu/menuChannel';
import { queryMenu } from '@worker/db/queries';
import { demoBrand } from './support/brand';
import { captureLogs } from './support/logs';
import {
  successEnvelope,
  syntheticCategory,
  syntheticItem,
  syntheticMerchantAnswer,
} from './support/merchantAnswer';
import { serverlessWorker } from './support/serverlessWorker';

captureLogs();

describe('menuEventNeedsFetch', () => {
  it.each<[string, StreamEvent, string | undefined, boolean]>([
    ['a change', { event: 'menu', data: { slug: 'x', version: '8.1' } }, '7.1', true],
    [
      'a change the worker has not seen a version of',
      { event: 'menu', data: { version: '8.1' } },
      undefined,
      true,
    ],
    ['a change without a version', { event: 'menu', data: {} }, '7.1', true],
    ['the same change heard twice', { event: 'menu', data: { version: '7.1' } }, '7.1', false],
    [
      'the first open: the screen just loaded it',
      { event: 'open', data: { version: '7.1' } },
      undefined,
      false,
    ],
    [
      'a reconnect, nothing changed meanwhile',
      { event: 'open', data: { version: '7.1' } },
      '7.1',
      false,
    ],
    [
      'a reconnect after a change it missed',
      { event: 'open', data: { version: '9.1' } },
      '7.1',
      true,
    ],
    ['another event', { event: 'order', data: { version: '9.1' } }, '7.1', false],
    [
      'a number for a version, compared as its text',
      { event: 'open', data: { version: 7 } },
      '7',
      false,
    ],
  ])('%s → %s', (_case, event, last, fetch) => {
    expect(menuEventNeedsFetch(event, last)).toBe(fetch);
  });
});

/** A stream opener whose streams the test drives: each open is recorded with its input. */
function fakeStreams() {
  const opened: { input: EventStreamInput; closed: boolean }[] = [];
  const openStream = (_deps: unknown, input: EventStreamInput) => {
    const entry = { input, closed: false };
    opened.push(entry);
    return { close: () => void (entry.closed = true) };
  };
  return { opened, openStream };
}

function channel() {
  const streams = fakeStreams();
  const refetch = vi.fn(async (_slug: string) => undefined);
  const api = createMenuChannel(
    { brand: demoBrand() },
    { fetch: vi.fn(), origin: 'http://docket.test', openStream: streams.openStream },
    refetch,
  );
  return { api, refetch, opened: streams.opened };
}

describe('the menu channel', () => {
  it('follows /api/menus/{slug}/events with the app token and no session', async () => {
    const { api, opened } = channel();
    await api.watchMenu({ slug: 'fig-and-olive' });
    expect(opened).toHaveLength(1);
    expect(opened[0]!.input.url).toBe('http://docket.test/api/menus/fig-and-olive/events');
    const body = await opened[0]!.input.body();
    expect(body === null ? null : Object.fromEntries(body)).toEqual({
      app_token: demoBrand().appToken,
    });
  });

  it('fetches on every change, not on the first open', async () => {
    const { api, refetch, opened } = channel();
    await api.watchMenu({ slug: 'fig' });
    const { onEvent } = opened[0]!.input;
    onEvent({ event: 'open', data: { slug: 'fig', version: '3.1' } });
    expect(refetch).not.toHaveBeenCalled();
    onEvent({ event: 'menu', data: { slug: 'fig', version: '4.1' } });
    await vi.waitFor(() => expect(refetch).toHaveBeenCalledTimes(1));
    onEvent({ event: 'menu', data: { slug: 'fig', version: '5.1' } });
    await vi.waitFor(() => expect(refetch).toHaveBeenCalledTimes(2));
    expect(refetch.mock.calls).toEqual([['fig'], ['fig']]);
    // The stream reconnected and nothing changed meanwhile.
    onEvent({ event: 'open', data: { slug: 'fig', version: '5.1' } });
    expect(refetch).toHaveBeenCalledTimes(2);
  });

  it('changes heard while a fetch is in flight fetch once more after it, never beside it', async () => {
    const streams = fakeStreams();
    const answers: (() => void)[] = [];
    const refetch = vi.fn(
      (_slug: string) => new Promise<void>((resolve) => answers.push(() => resolve())),
    );
    const api = createMenuChannel(
      { brand: demoBrand() },
      { fetch: vi.fn(), origin: 'http://docket.test', openStream: streams.openStream },
      refetch,
    );
    await api.watchMenu({ slug: 'fig' });
    const { onEvent } = streams.opened[0]!.input;
    onEvent({ event: 'open', data: { slug: 'fig', version: '3.1' } });
    onEvent({ event: 'menu', data: { slug: 'fig', version: '4.1' } });
    onEvent({ event: 'menu', data: { slug: 'fig', version: '5.1' } });
    onEvent({ event: 'menu', data: { slug: 'fig', version: '6.1' } });
    expect(refetch).toHaveBeenCalledTimes(1);
    answers[0]!();
    await vi.waitFor(() => expect(refetch).toHaveBeenCalledTimes(2));
    answers[1]!();
    onEvent({ event: 'menu', data: { slug: 'fig', version: '7.1' } });
    await vi.waitFor(() => expect(refetch).toHaveBeenCalledTimes(3));
    answers[2]!();
    expect(refetch).toHaveBeenCalledTimes(3);
  });

  it('a device offline when the change was made fetches once it reconnects', async () => {
    const { api, refetch, opened } = channel();
    await api.watchMenu({ slug: 'fig' });
    opened[0]!.input.onEvent({ event: 'open', data: { slug: 'fig', version: '3.1' } });
    // Offline: the screen lets go of the channel; staff change the menu meanwhile.
    await api.unwatchMenu({ slug: 'fig' });
    expect(opened[0]!.closed).toBe(true);
    // Online again: a new stream, whose open names the version it missed.
    await api.watchMenu({ slug: 'fig' });
    expect(opened).toHaveLength(2);
    opened[1]!.input.onEvent({ event: 'open', data: { slug: 'fig', version: '4.1' } });
    expect(refetch.mock.calls).toEqual([['fig']]);
  });

  it('counts watches per slug: one stream for two screens, closed with the last', async () => {
    const { api, opened } = channel();
    expect(await api.watchMenu({ slug: 'fig' })).toEqual({ ok: true, data: { watching: 1 } });
    expect(await api.watchMenu({ slug: 'fig' })).toEqual({ ok: true, data: { watching: 2 } });
    await api.watchMenu({ slug: 'harbour' });
    expect(opened.map((entry) => entry.input.url.split('/').at(-2))).toEqual(['fig', 'harbour']);
    await api.unwatchMenu({ slug: 'fig' });
    expect(opened[0]!.closed).toBe(false);
    expect(await api.unwatchMenu({ slug: 'fig' })).toEqual({ ok: true, data: { watching: 0 } });
    expect(opened[0]!.closed).toBe(true);
    expect(opened[1]!.closed).toBe(false);
  });

  it('a stream stopped for good (unknown menu) is watched afresh next time', async () => {
    const { api, opened } = channel();
    await api.watchMenu({ slug: 'gone' });
    opened[0]!.input.onStop?.('HTTP 404');
    await api.watchMenu({ slug: 'gone' });
    expect(opened).toHaveLength(2);
  });
});

/** A server-sent-event stream the test writes to. */
function sseStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  const encoder = new TextEncoder();
  return {
    response: () =>
      new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } }),
    send: (event: string, data: unknown) =>
      controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`)),
  };
}

function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  return new Promise((resolve, reject) => {
    const subscription = liveQuery(read).subscribe({
      next: (value) => {
        if (!done(value)) return;
        resolve(value);
        queueMicrotask(() => subscription.unsubscribe());
      },
      error: reject,
    });
  });
}

describe('the worker follows an open menu', () => {
  it('a change heard on the channel is fetched past the staleness and redraws the item', async () => {
    const SLUG = 'synthetic';
    const NOW = Date.parse('2026-11-23T09:00:00Z');
    const answer = (soldOut: boolean) =>
      successEnvelope(
        syntheticMerchantAnswer([
          syntheticCategory(1, [
            syntheticItem(1, 1),
            syntheticItem(
              2,
              1,
              soldOut ? { is_available: 0, available_str: 'Sold out today' } : {},
            ),
          ]),
        ]),
      );
    let soldOut = false;
    let merchantCalls = 0;
    const stream = sseStream();
    const fetch: typeof globalThis.fetch = async (input) => {
      if (String(input).endsWith(`/menus/${SLUG}/events`)) return stream.response();
      merchantCalls += 1;
      return new Response(JSON.stringify(answer(soldOut)), {
        headers: { 'content-type': 'application/json' },
      });
    };
    const { api, db } = serverlessWorker({ fetch, now: () => NOW });

    expect((await api.loadMenu({ slug: SLUG })).ok).toBe(true);
    expect(merchantCalls).toBe(1);
    await api.watchMenu({ slug: SLUG });
    stream.send('open', { slug: SLUG, version: '1.1' });
    // The menu is fresh: a plain load uses the cache.
    expect(await api.loadMenu({ slug: SLUG })).toEqual({ ok: true, data: { source: 'cache' } });

    soldOut = true;
    stream.send('menu', { slug: SLUG, version: '2.1' });
    const menu = await until(
      () => queryMenu(db, SLUG),
      (read) => read?.items.find((item) => item.id === 2)?.is_available === 0,
    );
    expect(menu?.items.find((item) => item.id === 2)?.available_str).toBe('Sold out today');
    expect(merchantCalls).toBe(2);
    await api.unwatchMenu({ slug: SLUG });
  });
});
