/**
 * A cold open's first Merchant answer, fetched by index.html, is handled by the API worker as if
 * it had fetched it (worker/menu/loadMenu.ts adoptMenuAnswer), and read by the page before that
 * (src/app/coldStart.ts coldMenuRows).
 */
import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { coldMenuRows, keepRenderedRows, readColdMenu, takeColdMenuBoot } from '@/app/coldStart';
import { menuRows } from '@/liveQueries/menuRows';
import { queryMenu } from '@worker/db/queries';
import { ERROR_ME1 } from '@/domain/messages';
import type { Toast } from '@worker/events/workerEvents';
import { setLogSink } from '@worker/log';
import { answeringFetch, recordingFetch } from './support/recordingFetch';
import {
  successEnvelope,
  syntheticCategory,
  syntheticItem,
  syntheticMerchantAnswer,
} from './support/merchantAnswer';
import { serverlessWorker } from './support/serverlessWorker';

const SLUG = 'synthetic';
const NOW = Date.parse('2026-11-23T09:00:00Z');
const answer = syntheticMerchantAnswer();
const success = JSON.stringify(successEnvelope(answer, 'sid-from-page'));

function worker() {
  const recorder = recordingFetch(answeringFetch(successEnvelope(answer)));
  const { api, db } = serverlessWorker({ fetch: recorder.fetch, now: () => NOW });
  const toasts: Toast[] = [];
  api.listen('toast', (toast) => void toasts.push(toast));
  return { api, db, requests: recorder.requests, toasts };
}

const quiet = <T>(run: () => Promise<T>) => {
  const restore = setLogSink(() => undefined);
  return run().finally(restore);
};

describe('adoptMenuAnswer', () => {
  it('writes the menu and keeps the session, as its own fetch would; the next load uses it', async () => {
    const { api, db, requests } = worker();
    const result = await api.adoptMenuAnswer({ slug: SLUG, text: success, receivedAt: NOW });
    expect(result).toEqual({ ok: true, data: { source: 'network', reason: 'page-fetched' } });
    const menu = await queryMenu(db, SLUG);
    expect(menu?.items.map((item) => item.id)).toEqual([1, 2, 3]);
    expect(menu?.row.menuFetchedAt).toBe(NOW);
    expect((await db.session.get('current'))?.sid).toBe('sid-from-page');

    expect(await api.loadMenu({ slug: SLUG })).toEqual({ ok: true, data: { source: 'cache' } });
    expect(requests).toHaveLength(0);
  });

  it('is joined by a load asked for while it runs', async () => {
    const { api, requests } = worker();
    const adopting = api.adoptMenuAnswer({ slug: SLUG, text: success, receivedAt: NOW });
    const loading = api.loadMenu({ slug: SLUG });
    expect(await loading).toEqual(await adopting);
    expect(requests).toHaveLength(0);
  });

  const invalidItem = JSON.stringify(
    successEnvelope(
      syntheticMerchantAnswer([
        syntheticCategory(1, [syntheticItem(1, 1, { price: '12.50' as unknown as number })]),
      ]),
    ),
  );

  it.each([
    [
      'a server failure: its phrase',
      JSON.stringify({ ResponseCode: 'ERROR', Response: ['Invalid menu name'] }),
      'Invalid menu name',
    ],
    ['a body that is not JSON: ME1', '<html>Bad gateway</html>', ERROR_ME1],
    ['an answer off the schema: ME1', invalidItem, ERROR_ME1],
  ])('reports %s, writes nothing', async (_case, text, message) => {
    const { api, db, toasts } = worker();
    const result = await quiet(() => api.adoptMenuAnswer({ slug: SLUG, text, receivedAt: NOW }));
    expect(result.ok).toBe(false);
    expect(await queryMenu(db, SLUG)).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(toasts.map((toast) => toast.message)).toEqual([message]);
  });
});

describe("the page's reading of a cold answer (coldMenuRows)", () => {
  it('builds the rows the worker builds', () => {
    expect(coldMenuRows(SLUG, { text: success, receivedAt: NOW })).toEqual(
      menuRows({ answer, slug: SLUG, now: NOW, fulfilmentType: null }),
    );
  });

  const broken = (change: (merchant: Record<string, unknown>) => void) => {
    const copy = structuredClone(answer) as unknown as { merchant: Record<string, unknown> };
    change(copy.merchant);
    return JSON.stringify(successEnvelope(copy));
  };

  it.each([
    ['a failure', JSON.stringify({ ResponseCode: 'ERROR', Response: ['Invalid menu name'] })],
    ['not JSON', '<html>'],
    ['no envelope', '[]'],
    ['no merchant', JSON.stringify(successEnvelope({ order: null }))],
    ['no fulfilment settings', broken((merchant) => delete merchant.fulfilment_settings)],
    ['a menu without items', broken((merchant) => (merchant.menu = {}))],
    [
      'a category without children',
      broken((merchant) => {
        const menu = merchant.menu as { items: Array<Record<string, unknown>> };
        delete menu.items[0]!.children;
      }),
    ],
  ])('shows nothing for %s (the worker loads the menu as usual)', (_case, text) => {
    expect(coldMenuRows(SLUG, { text, receivedAt: NOW })).toBeNull();
  });

  it('has no menu when the fetch failed', async () => {
    expect(await readColdMenu({ slug: SLUG, answer: Promise.resolve(null) })).toBeNull();
    expect(await readColdMenu({ slug: SLUG, answer: Promise.reject(new Error('x')) })).toBeNull();
    const menu = await readColdMenu({
      slug: SLUG,
      answer: Promise.resolve({ text: success, receivedAt: NOW }),
    });
    expect(menu?.rows.menu.slug).toBe(SLUG);
  });

  it("reuses a server-rendered page's rows as they are (the reads keep what it hydrated with)", async () => {
    const rows = coldMenuRows(SLUG, { text: success, receivedAt: NOW })!;
    const answered = Promise.resolve({ text: success, receivedAt: NOW });
    vi.stubGlobal('window', { __docketColdMenu: { slug: SLUG, answer: answered } });
    try {
      keepRenderedRows(rows);
      const boot = takeColdMenuBoot();
      expect((await readColdMenu(boot!))?.rows).toBe(rows);
      // Taken once: a later open of the worker client finds nothing left.
      expect(takeColdMenuBoot()).toBeNull();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
