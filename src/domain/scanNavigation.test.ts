import { describe, expect, it } from 'vitest';
import type { ScanPurpose } from './deepLinks';
import { menuSlugOfPath, scanNavigationTarget } from './scanNavigation';

describe('menuSlugOfPath', () => {
  it.each<[string, string | null]>([
    ['/menu/harbour-cbd', 'harbour-cbd'],
    ['/menu/harbour-cbd/tbl12-prmsummer', 'harbour-cbd'],
    ['/menu/Harbour-CBD?table=12', 'harbour-cbd'],
    ['/menu/harbour-cbd.', 'harbour-cbd'],
    ['/?menu=harbour-cbd&table=4', 'harbour-cbd'],
    ['/menu/a%20b', 'a b'],
    ['/locations', null],
    ['/?table=12', null],
    ['/', null],
  ])('%s → %s', (path, expected) => {
    expect(menuSlugOfPath(path)).toBe(expected);
  });
});

describe("scanNavigationTarget (spec 1 §2.2 'Scanned or followed links for ordering')", () => {
  it.each<[string, ScanPurpose, string | null, string, string | null]>([
    ['a bare code has no link to follow', 'table', null, '/menu/harbour-cbd', null],
    [
      'an "any" scan follows a menu link',
      'any',
      '/menu/harbour-cbd?table=12',
      '/locations',
      '/menu/harbour-cbd?table=12',
    ],
    [
      'an "any" scan follows the path form',
      'any',
      '/menu/harbour-cbd/tbl12',
      '/locations',
      '/menu/harbour-cbd/tbl12',
    ],
    ['an "any" scan follows any same-origin link', 'any', '/?table=3', '/locations', '/?table=3'],
    [
      'a table scan for the open menu stays and fills the field',
      'table',
      '/menu/harbour-cbd?table=12',
      '/menu/harbour-cbd',
      null,
    ],
    [
      'a table scan for another store opens that menu',
      'table',
      '/menu/harbour-fremantle/tbl3',
      '/menu/harbour-cbd',
      '/menu/harbour-fremantle/tbl3',
    ],
    ['a promo scan with no menu stays', 'promo', '/?promo=SUMMER', '/menu/harbour-cbd', null],
    [
      'a booking scan for the open menu (query form) stays',
      'booking',
      '/?menu=harbour-cbd&bookingref=AB1',
      '/menu/harbour-cbd',
      null,
    ],
  ])('%s', (_case, purpose, path, currentPath, expected) => {
    expect(scanNavigationTarget({ purpose, path, currentPath })).toBe(expected);
  });
});
