/**
 * The bench's verdict (bench/figures.ts): only a broken guard fails the run; a goal not yet met
 * is printed beside the figure.
 */
import { describe, expect, it } from 'vitest';
import { figureLine, guardHeld, type Figure } from '../../bench/figures';

const lcp = (value: number): Figure => ({
  name: 'LCP',
  value,
  unit: 'ms',
  guard: 1900,
  goal: 1600,
  atMost: true,
});
const score = (value: number): Figure => ({
  name: 'performance',
  value,
  unit: '',
  guard: 96,
  goal: 100,
  atMost: false,
  range: '95–99',
});

describe('the bench verdict', () => {
  it.each([
    ['a ceiling under its goal', lcp(1500), true, 'LCP: 1500 ms (guard ≤ 1900 ms; goal ≤ 1600 ms)'],
    [
      'a ceiling between goal and guard',
      lcp(1800),
      true,
      'LCP: 1800 ms (guard ≤ 1900 ms; goal ≤ 1600 ms: not yet)',
    ],
    [
      'a ceiling over its guard',
      lcp(2000),
      false,
      'LCP: 2000 ms (guard ≤ 1900 ms; goal ≤ 1600 ms: not yet)  GUARD BROKEN',
    ],
    [
      'a floor at its guard',
      score(96),
      true,
      'performance: 96 (95–99) (guard ≥ 96; goal ≥ 100: not yet)',
    ],
    [
      'a floor under its guard',
      score(95),
      false,
      'performance: 95 (95–99) (guard ≥ 96; goal ≥ 100: not yet)  GUARD BROKEN',
    ],
    [
      'a figure without bounds',
      { name: 'throughput', value: 900, unit: 'req/s', guard: null, atMost: false },
      true,
      'throughput: 900 req/s (no bound)',
    ],
  ])('%s', (_, figure, held, line) => {
    expect(guardHeld(figure)).toBe(held);
    expect(figureLine(figure)).toBe(line);
  });
});
