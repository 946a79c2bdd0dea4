/**
 * `npm run print:jobs [-- <how many>]`: the newest print jobs (`PrintQueue add`) with
 * their state (queued, taken by a printer bridge, printed, failed), newest first. While the server
 * runs it asks the operator console (OPERATOR_URL, default http://127.0.0.1:8100, with the token
 * server/operator/token.ts keeps), since PGlite is
 * one process at a time; with nothing answering there it opens the database itself
 * (DATABASE_URL, else DATA_DIR, default ./data/pglite).
 */
import { pathToFileURL } from 'node:url';
import { openDatabase } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { consoleToken } from '../operator/token';
import { listPrintJobs, type PrintJobSummary } from '../staff/printQueue';

export function printJobLines(jobs: readonly PrintJobSummary[]): string[] {
  if (jobs.length === 0) return ['No print jobs yet.'];
  return jobs.map((job) =>
    [
      `#${job.id}`,
      `order ${job.order_number}`,
      job.status.padEnd(7),
      `pos ${job.pos_guid}`,
      `queued ${job.created_at}`,
      job.done_at ? `done ${job.done_at}` : job.taken_at ? `taken ${job.taken_at}` : '',
    ]
      .filter(Boolean)
      .join('  '),
  );
}

/** The console's list; null when nothing answers there. A refusal (no token) is an error. */
async function throughConsole(url: string, limit: number): Promise<PrintJobSummary[] | null> {
  let answer: Response;
  try {
    answer = await fetch(new URL(`/print-jobs?limit=${limit}`, url), {
      headers: { authorization: `Bearer ${consoleToken(process.env)}` },
    });
  } catch {
    return null;
  }
  const body = (await answer.json()) as { jobs?: PrintJobSummary[]; message?: string };
  if (!answer.ok || !body.jobs) throw new Error(`The operator console refused: ${body.message}`);
  return body.jobs;
}

async function main(): Promise<void> {
  const limit = Math.max(1, Number(process.argv[2]) || 20);
  let jobs = await throughConsole(process.env.OPERATOR_URL || 'http://127.0.0.1:8100', limit);
  if (jobs === null) {
    const { db } = await openDatabase({
      databaseUrl: process.env.DATABASE_URL || undefined,
      dataDir: process.env.DATA_DIR || './data/pglite',
    });
    try {
      await migrateToLatest(db);
      jobs = await listPrintJobs(db, limit);
    } finally {
      await db.destroy();
    }
  }
  for (const line of printJobLines(jobs)) process.stdout.write(`${line}\n`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
