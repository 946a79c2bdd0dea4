/**
 * Writing the 10,000-item menu to IndexedDB in Node (fake-indexeddb), timed here rather than in the
 * unit suite, which checks what is written: the first write, a rewrite of the same slug, and
 * loadMenu end to end (parse, rows, write) from a synthetic Merchant answer. Run as its own process
 * (bench/run.ts), with the app's path aliases:
 * `TSX_TSCONFIG_PATH=tsconfig.node.json node --import tsx bench/menuWrite.ts` prints the figures as
 * JSON.
 */
import 'fake-indexeddb/auto';
import { createWorkerApi } from '@worker/api';
import { writeMenu } from '@worker/menu/writeMenu';
import { menuRows } from '@/liveQueries/menuRows';
import { demoBrand } from '../tests/unit/support/brand';
import { bigMerchantAnswer, successEnvelope } from '../tests/unit/support/merchantAnswer';
import { answeringFetch } from '../tests/unit/support/recordingFetch';
import { testDb } from '../tests/unit/support/testDb';

const ITEMS = 10_000;

export type MenuWriteFigures = { firstWriteMs: number; rewriteMs: number; loadMenuMs: number };

async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return Math.round(performance.now() - started);
}

async function measure(): Promise<MenuWriteFigures> {
  const db = testDb();
  await db.open();
  const rows = menuRows({
    answer: bigMerchantAnswer(ITEMS),
    slug: 'big',
    now: 1,
    fulfilmentType: null,
  });
  const firstWriteMs = await timed(() => writeMenu(db, rows));
  const rewriteMs = await timed(() =>
    writeMenu(db, { ...rows, menu: { ...rows.menu, menuFetchedAt: 2 } }),
  );
  db.close();

  const fresh = testDb();
  const api = createWorkerApi({
    brand: demoBrand(),
    db: fresh,
    origin: 'http://docket.test',
    fetch: answeringFetch(successEnvelope(bigMerchantAnswer(ITEMS))),
    now: () => 1_000,
  });
  const loadMenuMs = await timed(async () => {
    const result = await api.loadMenu({ slug: 'big' });
    if (!result.ok) throw new Error(`loadMenu failed: ${result.error.message}`);
  });
  fresh.close();
  return { firstWriteMs, rewriteMs, loadMenuMs };
}

console.log(JSON.stringify(await measure()));
