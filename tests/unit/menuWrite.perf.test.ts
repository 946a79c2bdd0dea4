import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { queryMenu } from '@worker/db/queries';
import { createWorkerApi } from '@worker/api';
import { menuRows } from '@/db/menuRows';
import { writeMenu } from '@worker/menu/writeMenu';
import { demoBrand } from './support/brand';
import { bigMerchantAnswer, successEnvelope } from './support/merchantAnswer';
import { answeringFetch } from './support/recordingFetch';
import { testDb } from './support/testDb';

const ITEMS = 10_000;
const BUDGET_MS = 2_000;

describe('writing a 10,000-item menu (spec 1 §9 menu page chunk)', () => {
  it(`commits in one transaction in under ${BUDGET_MS} ms`, async () => {
    const db = testDb();
    await db.open();
    const rows = menuRows({
      answer: bigMerchantAnswer(ITEMS),
      slug: 'big',
      now: 1,
      fulfilmentType: null,
    });
    expect(rows.items).toHaveLength(ITEMS);

    const started = performance.now();
    await writeMenu(db, rows);
    const firstMs = performance.now() - started;

    // A refresh rewrites the same slug: the replace path must be as quick.
    const again = performance.now();
    await writeMenu(db, { ...rows, menu: { ...rows.menu, menuFetchedAt: 2 } });
    const secondMs = performance.now() - again;

    console.info(
      `10,000 items: first write ${firstMs.toFixed(0)} ms, rewrite ${secondMs.toFixed(0)} ms`,
    );
    expect(firstMs).toBeLessThan(BUDGET_MS);
    expect(secondMs).toBeLessThan(BUDGET_MS);
    expect((await queryMenu(db, 'big'))?.items).toHaveLength(ITEMS);
    db.close();
  });

  it('loads end to end (parse + rows + write) from a synthetic Merchant answer', async () => {
    const db = testDb();
    const api = createWorkerApi({
      brand: demoBrand(),
      db,
      origin: 'http://docket.test',
      fetch: answeringFetch(successEnvelope(bigMerchantAnswer(ITEMS))),
      now: () => 1_000,
    });
    const started = performance.now();
    const result = await api.loadMenu({ slug: 'big' });
    const totalMs = performance.now() - started;
    console.info(`10,000 items: loadMenu end to end ${totalMs.toFixed(0)} ms`);
    expect(result).toEqual({ ok: true, data: { source: 'network', reason: 'no-cache' } });
    expect((await queryMenu(db, 'big'))?.items).toHaveLength(ITEMS);
    db.close();
  });
});
