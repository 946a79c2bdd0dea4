import { describe, expect, it } from 'vitest';
import {
  FULFILMENT_STALE_MS,
  MENU_STALE_MS,
  menuFetchReason,
  type CachedMenuFacts,
  type MenuFetchReason,
} from './staleness';

const NOW = Date.UTC(2025, 0, 15, 12, 0, 0);
const MIN = 60_000;

function cache(overrides: Partial<CachedMenuFacts> = {}): CachedMenuFacts {
  return {
    slug: 'fig-and-olive',
    menuFetchedAt: NOW - MIN,
    fulfilmentFetchedAt: NOW - MIN,
    hasFulfilment: true,
    ...overrides,
  };
}

describe('menuFetchReason (spec 1 §4 Menu load)', () => {
  it('uses the spec constants (§9: 15 minutes menu, 5 minutes fulfilment)', () => {
    expect(MENU_STALE_MS).toBe(15 * MIN);
    expect(FULFILMENT_STALE_MS).toBe(5 * MIN);
  });

  const rows: [string, CachedMenuFacts | null, string, MenuFetchReason | null][] = [
    ['"fetched when there is no cache"', null, 'fig-and-olive', 'no-cache'],
    ['"fetched when … the slug differs"', cache(), 'harbour-st', 'slug-changed'],
    [
      '"fetched when … fulfilment is missing"',
      cache({ hasFulfilment: false }),
      'fig-and-olive',
      'no-fulfilment',
    ],
    ['"Otherwise the cache is used" (1 min old)', cache(), 'fig-and-olive', null],
    [
      'menu "older than 15 minutes": 15 min + 1 ms',
      cache({ menuFetchedAt: NOW - 15 * MIN - 1, fulfilmentFetchedAt: NOW }),
      'fig-and-olive',
      'menu-stale',
    ],
    [
      'menu exactly 15 min old is not "older than 15 minutes"',
      cache({ menuFetchedAt: NOW - 15 * MIN, fulfilmentFetchedAt: NOW }),
      'fig-and-olive',
      null,
    ],
    [
      'fulfilment "older than 5 minutes": 5 min + 1 ms',
      cache({ fulfilmentFetchedAt: NOW - 5 * MIN - 1 }),
      'fig-and-olive',
      'fulfilment-stale',
    ],
    [
      'fulfilment exactly 5 min old is not "older than 5 minutes"',
      cache({ fulfilmentFetchedAt: NOW - 5 * MIN }),
      'fig-and-olive',
      null,
    ],
    [
      'both stale: the menu reason wins',
      cache({ menuFetchedAt: NOW - 16 * MIN, fulfilmentFetchedAt: NOW - 16 * MIN }),
      'fig-and-olive',
      'menu-stale',
    ],
    [
      'slug differs and stale: the slug reason wins',
      cache({ menuFetchedAt: NOW - 16 * MIN }),
      'harbour-st',
      'slug-changed',
    ],
    [
      'missing fulfilment beats staleness',
      cache({ hasFulfilment: false, menuFetchedAt: NOW - 16 * MIN }),
      'fig-and-olive',
      'no-fulfilment',
    ],
    [
      'fetched "in the future" (clock set back): age unknown, so stale',
      cache({ menuFetchedAt: NOW + MIN }),
      'fig-and-olive',
      'menu-stale',
    ],
    [
      'fulfilment fetched in the future: stale',
      cache({ fulfilmentFetchedAt: NOW + 1 }),
      'fig-and-olive',
      'fulfilment-stale',
    ],
    [
      'fetched this very millisecond: fresh',
      cache({ menuFetchedAt: NOW, fulfilmentFetchedAt: NOW }),
      'fig-and-olive',
      null,
    ],
  ];

  it.each(rows)('%s', (_quote, cached, slug, expected) => {
    expect(menuFetchReason({ cached, slug, now: NOW })).toBe(expected);
  });
});
