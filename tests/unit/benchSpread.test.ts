import { describe, expect, it } from 'vitest';
import { coldLoadPart } from '../../bench/coldLoad';
import { formatRange, formatSpread, roundRobin, spreadOf } from '../../bench/spread';

// The Lighthouse rows print the median of 5 runs with the range.
describe('spreadOf', () => {
  it.each([
    { values: [97], median: 97, min: 97, max: 97 },
    { values: [98, 96, 97, 99, 95], median: 97, min: 95, max: 99 },
    { values: [1600, 1400, 2100, 1500, 1450], median: 1500, min: 1400, max: 2100 },
    { values: [10, 20], median: 15, min: 10, max: 20 },
    { values: [4, 1, 3, 2], median: 2.5, min: 1, max: 4 },
    { values: [0, 0, 0.012, 0, 0.001], median: 0, min: 0, max: 0.012 },
    { values: [5, 5, 5, 5, 5], median: 5, min: 5, max: 5 },
  ])('$values → median $median, range $min–$max', ({ values, median, min, max }) => {
    expect(spreadOf(values)).toEqual({ median, min, max, runs: values.length });
  });

  it('leaves its input in the order given', () => {
    const values = [3, 1, 2];
    spreadOf(values);
    expect(values).toEqual([3, 1, 2]);
  });

  it.each([[[]], [[1, Number.NaN]], [[Number.POSITIVE_INFINITY]]])('refuses %j', (values) => {
    expect(() => spreadOf(values)).toThrow();
  });
});

describe('formatSpread', () => {
  it.each([
    { values: [98, 96, 97, 99, 95], format: undefined, text: '97 (95–99)' },
    {
      values: [1612, 1400, 2100, 1500, 1450],
      format: (ms: number) => `${(ms / 1000).toFixed(2)} s`,
      text: '1.50 s (1.40 s–2.10 s)',
    },
  ])('$text', ({ values, format, text }) => {
    expect(formatSpread(spreadOf(values), format)).toBe(text);
  });
});

describe('formatRange', () => {
  it.each([
    { values: [98, 96, 97, 99, 95], text: '95–99' },
    { values: [0, 0, 0], text: '0–0' },
  ])('$text', ({ values, text }) => {
    expect(formatRange(spreadOf(values))).toBe(text);
  });
});

// The cold-load row's parts (bench/coldLoad.ts): 'page scripts, the API worker and data'.
describe('coldLoadPart', () => {
  const worker = new Set(['assets/api.worker-abc.js', 'assets/dexie-def.js']);
  it.each([
    ['/menu/fig-and-olive', 'document'],
    ['/', 'document'],
    ['/api', 'data'],
    ['/api/ping', 'data'],
    ['/assets/api.worker-abc.js', 'worker'],
    ['/assets/dexie-def.js', 'worker'],
    ['/assets/index-123.js', 'pageScripts'],
    ['/assets/index-123.css', 'styles'],
    ['/media/shakshuka-4141ae8e.svg', 'images'],
    ['/brand/logo.svg', 'images'],
    ['/brand/icon-192.png', 'images'],
  ] as const)('%s → %s', (path, part) => {
    expect(coldLoadPart(path, worker)).toBe(part);
  });
});

describe('roundRobin', () => {
  it('measures one of each item per run, in order, and keeps each item’s measurements', async () => {
    const order: string[] = [];
    const taken = await roundRobin(['Home', 'Menu'], 3, async (route) => {
      order.push(route);
      return order.length;
    });
    expect(order).toEqual(['Home', 'Menu', 'Home', 'Menu', 'Home', 'Menu']);
    expect(taken.get('Home')).toEqual([1, 3, 5]);
    expect(taken.get('Menu')).toEqual([2, 4, 6]);
  });
});
