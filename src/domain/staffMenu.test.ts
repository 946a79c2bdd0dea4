import { describe, expect, it } from 'vitest';
import { changeTimeText, itemStateText, matchesMenuSearch, untilCloseLabel } from './staffMenu';

describe('untilCloseLabel: the default, naming the store’s close', () => {
  it.each([
    ['2026-11-24T22:00', 'Until close (10:00 pm)'],
    ['2026-11-24T14:30', 'Until close (2:30 pm)'],
    ['2026-11-25T00:00', 'Until close (12:00 am)'],
    [null, 'Until close'],
    ['soon', 'Until close'],
  ])('%s → %s', (closesAt, label) => {
    expect(untilCloseLabel(closesAt)).toBe(label);
  });
});

describe('itemStateText', () => {
  it.each([
    ['available', 1 as const, null, 'Available'],
    ['available, a stale end time ignored', 1 as const, '2026-11-24T22:00', 'Available'],
    ['sold out until close', 0 as const, '2026-11-24T22:00', 'Sold out until 10:00 pm'],
    ['sold out until turned back on', 0 as const, null, 'Sold out until turned back on'],
  ])('%s', (_case, is_available, sold_out_until, text) => {
    expect(itemStateText({ is_available, sold_out_until })).toBe(text);
  });
});

describe('matchesMenuSearch: name or category, every word, any case', () => {
  const item = { name: 'Lamb Moussaka', category: 'Mains' };
  it.each([
    ['', true],
    ['   ', true],
    ['mouss', true],
    ['MAINS', true],
    ['lamb mains', true],
    ['lamb dessert', false],
    ['falafel', false],
  ])('%j → %s', (query, matches) => {
    expect(matchesMenuSearch(item, query)).toBe(matches);
  });
});

describe('changeTimeText', () => {
  it.each([
    ['2026-11-24T12:05:09', 'Tue 24 Nov, 12:05 pm'],
    ['2026-11-24T09:00', 'Tue 24 Nov, 9:00 am'],
    ['garbled', 'garbled'],
  ])('%s → %s', (at, text) => {
    expect(changeTimeText(at)).toBe(text);
  });
});
