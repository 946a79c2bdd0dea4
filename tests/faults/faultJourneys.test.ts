/**
 * Whole journeys under seeded faults: the worker's real code against the real server, payment
 * sandbox and Linkly simulator, with a fault drawn at each mutating call (faultProxy.ts). After
 * each journey every side is counted and held to what the customer was told (truth.ts).
 *
 * FAULT_JOURNEYS (300) journeys from seed FAULT_FIRST_SEED (1); SEED=<n> runs only that one.
 * `npm run test:soak` runs 10,000.
 */
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { captureLogs } from '../unit/support/logs';
import { setUpFixtures } from './fixtures';
import { runJourney, type Fixtures, type JourneyReport } from './journey';

const ONE = process.env.SEED;
const COUNT = ONE ? 1 : Number(process.env.FAULT_JOURNEYS ?? 300);
const FIRST = Number(ONE ?? process.env.FAULT_FIRST_SEED ?? 1);

captureLogs();
let fixtures: Fixtures;

beforeAll(async () => {
  fixtures = await setUpFixtures();
}, 120_000);
afterAll(async () => {
  vi.useRealTimers();
  await fixtures?.bed.close();
});

describe('whole journeys under seeded faults', () => {
  it(`${COUNT} journeys from seed ${FIRST}: nothing lost or doubled, every customer told the truth`, async () => {
    const started = performance.now();
    const failures: JourneyReport[] = [];
    const totals: Record<string, number> = {};
    const kinds: Record<string, number> = {};
    for (let seed = FIRST; seed < FIRST + COUNT; seed += 1) {
      const report = await runJourney(fixtures, seed);
      if (process.env.FAULT_DEBUG)
        process.stderr.write(
          `${seed} ${report.kind} ${(performance.now() - started).toFixed(0)} ms\n`,
        );
      kinds[report.kind] = (kinds[report.kind] ?? 0) + 1;
      if ((seed - FIRST + 1) % 1000 === 0)
        process.stderr.write(
          `${seed - FIRST + 1} journeys in ${((performance.now() - started) / 1000).toFixed(0)} s, ${failures.length} failed\n`,
        );
      for (const [name, n] of Object.entries(report.counts ?? {}))
        totals[name] = (totals[name] ?? 0) + n;
      if (report.problems.length > 0) {
        failures.push(report);
        process.stderr.write(
          `journey SEED=${seed} (${report.kind}) failed:\n  ${report.problems.join('\n  ')}\n  told: ${report.told}\n  schedule:\n    ${report.schedule.join('\n    ')}\n`,
        );
      }
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    process.stderr.write(
      [
        `fault journeys: ${COUNT} from seed ${FIRST} in ${seconds} s; ${failures.length} failed`,
        `journeys by kind: ${JSON.stringify(kinds)}`,
        `counts: ${JSON.stringify(totals)}`,
        `faults by kind: ${JSON.stringify(fixtures.tally.byKind())}`,
        'faults by kind and call:',
        ...fixtures.tally.rows().map((row) => `  ${row}`),
        '',
      ].join('\n'),
    );
    expect(failures.map((f) => `SEED=${f.seed}: ${f.problems[0]}`)).toEqual([]);
  }, 3_600_000);
});
