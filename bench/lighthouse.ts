/**
 * Lighthouse, mobile preset (simulated slow 4G, 4x CPU slowdown), on one URL, cold: a new
 * Chromium profile each run, so no service worker, cache or IndexedDB. lighthouseRun is one run
 * (bench/routeLighthouse.ts runs every customer route with it); lighthouseFigures runs `runs`
 * times and keeps the median by performance score, as Lighthouse's own docs advise for a noisy
 * machine. The SEO category
 * runs too, to show that the menu's HTML carries its content and JSON-LD.
 */
import { spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium';
import { benchTools } from './tools';

export type LighthouseFigures = {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  /** The SEO category's score (the menu's budget: ≥ 98). */
  seo: number;
};

/** One run's figures, with what set its LCP (to see what to cut). */
export type LighthouseRun = LighthouseFigures & { lcpElement: string };

type Report = {
  categories: { performance: { score: number }; seo?: { score: number } };
  audits: Record<
    string,
    { numericValue?: number; details?: { items?: Array<{ type?: string; selector?: string }> } }
  >;
};

/** The LCP element's selector, from Lighthouse 13's LCP breakdown insight (its 'node' item). */
function lcpElementOf(report: Report): string {
  const items = report.audits['lcp-breakdown-insight']?.details?.items ?? [];
  return items.find((item) => item.type === 'node')?.selector ?? '(none)';
}

export async function lighthouseRun(url: string): Promise<LighthouseRun> {
  const tools = benchTools();
  const dir = mkdtempSync(join(tmpdir(), 'docket-lh-'));
  const output = join(dir, 'report.json');
  try {
    // Async: the server under test runs in this process and must keep answering.
    const child = spawn(
      tools.node,
      [
        tools.lighthouse,
        url,
        '--only-categories=performance,seo',
        '--form-factor=mobile',
        '--throttling-method=simulate',
        // An https address is bench/httpsFront.ts, whose certificate is its own, for 127.0.0.1.
        `--chrome-flags=${[
          ...CHROMIUM_FLAGS,
          ...(url.startsWith('https:') ? ['--ignore-certificate-errors'] : []),
          `--user-data-dir=${join(dir, 'profile')}`,
        ].join(' ')}`,
        '--output=json',
        `--output-path=${output}`,
        '--quiet',
      ],
      { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, stdio: ['ignore', 'inherit', 'pipe'] },
    );
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-2_000);
    });
    const status = await new Promise<number | null>((done) => child.on('close', done));
    if (status !== 0) throw new Error(`lighthouse failed: ${stderr.slice(-500)}`);
    const report = JSON.parse(readFileSync(output, 'utf8')) as Report;
    // BENCH_LH_REPORTS=<dir> keeps each run's report, to read what set a route's LCP.
    const keep = process.env.BENCH_LH_REPORTS;
    if (keep) {
      mkdirSync(keep, { recursive: true });
      const name = new URL(url).pathname.replace(/[^A-Za-z0-9]+/g, '_');
      copyFileSync(output, join(keep, `${name}-${Date.now()}.json`));
    }
    const audit = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
    return {
      score: Math.round(report.categories.performance.score * 100),
      lcpMs: Math.round(audit('largest-contentful-paint')),
      tbtMs: Math.round(audit('total-blocking-time')),
      cls: Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
      fcpMs: Math.round(audit('first-contentful-paint')),
      lcpElement: lcpElementOf(report),
      seo: Math.round((report.categories.seo?.score ?? Number.NaN) * 100),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function lighthouseFigures(url: string, runs = 3): Promise<LighthouseFigures> {
  const results: LighthouseFigures[] = [];
  for (let run = 0; run < runs; run += 1) results.push(await lighthouseRun(url));
  results.sort((a, b) => a.score - b.score);
  return results[Math.floor(results.length / 2)]!;
}
