/**
 * The whole cold load of a menu link as served (page scripts, the API worker and data, brotli): a
 * new visitor in Chromium (a fresh context, no service worker, empty storage) opens the menu, and
 * every byte the server sends until the visit is done is counted on the server's sockets, headers
 * included, in the encoding the server chose for what Chromium accepts (brotli for scripts, built
 * beside each file).
 *
 * Done: a product card is on screen, the API worker has committed the menu it adopted from the
 * page ('docket:menu-committed'), and no request has been open for QUIET_MS, so what the app does
 * after its first screen (prefetches, the lifecycle host, the worker's own calls) is in it. The
 * service worker is blocked: its install downloads the whole precache, which a row of its own
 * counts (bench/bundle.ts). Photos are counted and printed apart, not in the budgeted figure.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import type { ServedBuild, Transfer } from './serveBuild';

const CARD = 'article.product-card';
const QUIET_MS = 2_000;
const DEADLINE_MS = 60_000;

export type ColdLoadPart = 'document' | 'pageScripts' | 'styles' | 'worker' | 'data' | 'images';

export type ColdLoadFigures = {
  /** Everything but images, in bytes. */
  bytes: number;
  parts: Record<ColdLoadPart, { bytes: number; requests: number }>;
  /** Script or stylesheet responses not sent as brotli (should be none). */
  notBrotli: string[];
  transfers: Transfer[];
};

/** Which part of the cold load a response is; `workerFiles` are the API worker's own chunks. */
export function coldLoadPart(path: string, workerFiles: ReadonlySet<string>): ColdLoadPart {
  if (path.startsWith('/api')) return 'data';
  if (workerFiles.has(path.replace(/^\//, ''))) return 'worker';
  if (path.endsWith('.js')) return 'pageScripts';
  if (path.endsWith('.css')) return 'styles';
  if (/\.(svg|png|webp|jpe?g|ico)$/.test(path)) return 'images';
  return 'document';
}

/** The API worker's chunks, from its build's chunk stats (BENCH_STATS=1). */
function workerFiles(dist: string): Set<string> {
  const stats = JSON.parse(
    readFileSync(join(dist, '.vite/worker-chunk-packages.json'), 'utf8'),
  ) as Record<string, string[]>;
  return new Set(Object.keys(stats));
}

async function workerCommitted(page: Page): Promise<boolean> {
  for (const worker of page.workers()) {
    const committed = await worker
      .evaluate(() => performance.getEntriesByName('docket:menu-committed', 'mark').length > 0)
      .catch(() => false);
    if (committed) return true;
  }
  return false;
}

async function settled(page: Page, served: ServedBuild): Promise<void> {
  const deadline = Date.now() + DEADLINE_MS;
  while (!(await workerCommitted(page))) {
    if (Date.now() > deadline)
      throw new Error('cold load: the API worker never committed the menu');
    await page.waitForTimeout(100);
  }
  let quietSince = Date.now();
  let seen = served.transfers().length;
  while (Date.now() - quietSince < QUIET_MS) {
    if (Date.now() > deadline) throw new Error('cold load: the network never went quiet');
    await page.waitForTimeout(100);
    const now = served.transfers().length;
    if (served.inFlight() > 0 || now !== seen) quietSince = Date.now();
    seen = now;
  }
}

export async function coldLoadAsServed(
  browser: Browser,
  served: ServedBuild,
  dist: string,
  slug: string,
): Promise<ColdLoadFigures> {
  const worker = workerFiles(dist);
  const context = await browser.newContext({
    serviceWorkers: 'block',
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1,
  });
  try {
    const page = await context.newPage();
    const from = served.transfers().length;
    await page.goto(`${served.origin}/menu/${slug}`);
    await page.locator(CARD).first().waitFor({ state: 'attached', timeout: DEADLINE_MS });
    await settled(page, served);
    const transfers = served.transfers().slice(from);
    const parts = Object.fromEntries(
      (['document', 'pageScripts', 'styles', 'worker', 'data', 'images'] as const).map((part) => [
        part,
        { bytes: 0, requests: 0 },
      ]),
    ) as ColdLoadFigures['parts'];
    for (const transfer of transfers) {
      const part = parts[coldLoadPart(transfer.path, worker)];
      part.bytes += transfer.bytes;
      part.requests += 1;
    }
    return {
      bytes: transfers
        .filter((transfer) => coldLoadPart(transfer.path, worker) !== 'images')
        .reduce((sum, transfer) => sum + transfer.bytes, 0),
      parts,
      notBrotli: transfers
        .filter((transfer) => /\.(js|css)$/.test(transfer.path) && transfer.encoding !== 'br')
        .map((transfer) => transfer.path),
      transfers,
    };
  } finally {
    await context.close();
  }
}
