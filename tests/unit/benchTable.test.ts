/**
 * The performance table is generated from the bench's results file (bench/table.ts), never typed.
 */
import { describe, expect, it } from 'vitest';
import { benchTable, TABLE_END, TABLE_START, withTable } from '../../bench/table';

const results = {
  measuredAt: '2026-11-28T23:00:00.000Z',
  groups: [],
  machine: { cpus: 2, node: '20.20.0', loadAverage: 0.4 },
  figures: [
    {
      name: 'LCP | Menu',
      value: 1700,
      unit: 'ms',
      guard: 1900,
      goal: 1600,
      atMost: true,
      range: '1.6–1.8 s',
    },
    { name: 'checkout route', value: 152.4, unit: 'KB', guard: 150, atMost: true },
    { name: 'throughput', value: 900, unit: 'req/s', guard: null, atMost: false },
  ],
};

describe('the generated performance table', () => {
  it('has a row per figure with its guard and goal, and marks a broken guard', () => {
    expect(benchTable(results).split('\n')).toEqual([
      'Measured 2026-11-28T23:00:00.000Z (2 cores, Node 20.20.0, load average 0.4 at the start); groups: all; 1 guard(s) broken.',
      '',
      '| figure | value | guard | goal |',
      '| --- | --- | --- | --- |',
      '| LCP \\| Menu | 1700 ms (1.6–1.8 s) | ≤ 1900 ms | ≤ 1600 ms |',
      '| checkout route | 152.4 KB **(guard broken)** | ≤ 150 KB |  |',
      '| throughput | 900 req/s | none |  |',
    ]);
  });

  it('replaces only what is between the markers', () => {
    const page = `# Performance\n\nbefore\n${TABLE_START}\nold table\n${TABLE_END}\nafter\n`;
    expect(withTable(page, 'new table')).toBe(
      `# Performance\n\nbefore\n${TABLE_START}\nnew table\n${TABLE_END}\nafter\n`,
    );
  });

  it('refuses a page without the markers', () => {
    expect(() => withTable('# Performance\n', 'table')).toThrow(/markers/);
  });
});
