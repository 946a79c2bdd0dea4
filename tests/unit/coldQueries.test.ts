/**
 * A cold open shows the menu from the page's own answer (src/app/coldStart.ts,
 * src/liveQueries/coldQueries.ts) until the API worker has adopted it. Every read must then give
 * what the worker's real read gives after the adoption, so nothing on screen changes when it takes
 * over.
 */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { coldMenuRows } from '@/app/coldStart';
import { coldQueryValue } from '@/liveQueries/coldQueries';
import { LIVE_QUERIES, runLiveQuery, type LiveQueryName } from '@worker/db/liveQueries';
import { setLogSink } from '@worker/log';
import { offlineFetch } from './support/recordingFetch';
import {
  successEnvelope,
  syntheticCategory,
  syntheticItem,
  syntheticMerchantAnswer,
} from './support/merchantAnswer';
import { serverlessWorker } from './support/serverlessWorker';
import { testDb } from './support/testDb';

const SLUG = 'synthetic';
const RECEIVED_AT = Date.parse('2026-11-23T09:00:00Z');

/** Every read the hooks use, with the arguments a menu screen for SLUG passes. */
const READS: Array<[LiveQueryName, ...unknown[]]> = [
  ['appState', 'menuSlug'],
  ['appState', 'cartSummary'],
  ['appState', 'upgrade'],
  ['appState', 'connectivity'],
  ['cart'],
  ['checkoutContext', SLUG],
  ['customer'],
  ['fulfilment', SLUG],
  ['fulfilmentSettings', SLUG],
  ['home'],
  ['itemDetails', SLUG, 1],
  ['menu', SLUG],
  ['merchants'],
  ['order', 42],
  ['orderHistory', 7],
  ['outbox'],
  ['account'],
  ['pinpadStatus'],
  ['staffBoard'],
  ['staffMenu'],
  ['terminalTransaction'],
];

const withoutOrder = { ...syntheticMerchantAnswer(), order: null };
const withoutMenu = syntheticMerchantAnswer();
withoutMenu.merchant.menu = null;
const nested = syntheticMerchantAnswer([
  syntheticCategory(1, [syntheticItem(1, 1)], [syntheticCategory(2, [syntheticItem(2, 2)])]),
  syntheticCategory(3, [syntheticItem(1, 3), syntheticItem(3, 3, { is_visible: 0 })]),
]);

const ANSWERS = [
  ['a menu with an open order', syntheticMerchantAnswer()],
  ['a menu without an order', withoutOrder],
  ['a store without a menu', withoutMenu],
  ['nested categories, an item listed twice, a hidden item', nested],
] as const;

/** The worker adopting `text` in an empty database, then each read, as the worker runs it. */
async function adopted(text: string) {
  const { api, db } = serverlessWorker({ fetch: offlineFetch, now: () => RECEIVED_AT });
  const result = await api.adoptMenuAnswer({ slug: SLUG, text, receivedAt: RECEIVED_AT });
  return { result, read: (name: LiveQueryName, args: unknown[]) => runLiveQuery(db, name, args) };
}

describe('cold reads', () => {
  it('cover every live read', () => {
    expect(new Set(READS.map(([name]) => name))).toEqual(new Set(Object.keys(LIVE_QUERIES)));
  });

  it.each(ANSWERS)('equal the worker’s reads after it adopts %s', async (_case, answer) => {
    const text = JSON.stringify(successEnvelope(answer));
    const rows = coldMenuRows(SLUG, { text, receivedAt: RECEIVED_AT });
    expect(rows).not.toBeNull();
    const worker = await adopted(text);
    expect(worker.result.ok).toBe(true);
    for (const [name, ...args] of READS) {
      const cold = coldQueryValue(rows, name, args as never);
      expect({ name, args, value: cold }).toEqual({
        name,
        args,
        value: await worker.read(name, args),
      });
    }
  });

  it('before the answer: an empty database’s value, or undefined for what the answer decides', async () => {
    const db = testDb();
    for (const [name, ...args] of READS) {
      const cold = coldQueryValue(null, name, args as never);
      if (cold === undefined) continue;
      expect({ name, args, value: cold }).toEqual({
        name,
        args,
        value: await runLiveQuery(db, name, args),
      });
    }
    expect(coldQueryValue(null, 'menu', [SLUG])).toBeUndefined();
    expect(coldQueryValue(null, 'fulfilmentSettings', [SLUG])).toBeUndefined();
    expect(coldQueryValue(null, 'appState', ['menuSlug'])).toBeUndefined();
  });

  it('leave another menu’s reads to the worker', () => {
    const rows = coldMenuRows(SLUG, {
      text: JSON.stringify(successEnvelope(syntheticMerchantAnswer())),
      receivedAt: RECEIVED_AT,
    });
    expect(coldQueryValue(rows, 'menu', ['other'])).toBeUndefined();
    expect(coldQueryValue(rows, 'fulfilmentSettings', ['other'])).toBeUndefined();
  });

  it('differ in one known way: an Upgrade reaches the update prompt once the worker adopts', async () => {
    const upgrade = { Available: true, Required: false, Link: 'https://docket.test/' };
    const text = JSON.stringify({
      ...successEnvelope(syntheticMerchantAnswer()),
      Upgrade: upgrade,
    });
    const rows = coldMenuRows(SLUG, { text, receivedAt: RECEIVED_AT });
    const restore = setLogSink(() => undefined);
    const worker = await adopted(text).finally(restore);
    expect(coldQueryValue(rows, 'appState', ['upgrade'])).toBeNull();
    expect(await worker.read('appState', ['upgrade'])).toMatchObject(upgrade);
  });
});
