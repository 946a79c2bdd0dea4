import { describe, expect, it } from 'vitest';
import {
  findGroup,
  groupIsClickable,
  merchantsQuery,
  nearbyFallbackNotice,
  shownLocations,
  type ListMode,
  type MerchantsQuery,
  type Position,
} from './locationsList';

describe("groupIsClickable (spec 1 §2.3: 'clickable only when it is active and has merchants')", () => {
  it.each<[string, 0 | 1, number[], boolean]>([
    ['active with merchants', 1, [1, 2], true],
    ['inactive with merchants', 0, [1], false],
    ['active without merchants', 1, [], false],
    ['inactive without merchants', 0, [], false],
  ])('%s', (_case, is_active, merchants, expected) => {
    expect(groupIsClickable({ is_active, merchants })).toBe(expected);
  });
});

describe('findGroup (/locations/{group})', () => {
  const groups = [{ code: 'perth-city' }, { code: 'port' }];
  it.each<[string | undefined, string | null]>([
    ['perth-city', 'perth-city'],
    ['PORT', 'port'],
    ['nowhere', null],
    ['', null],
    [undefined, null],
  ])('%s → %s', (code, expected) => {
    expect(findGroup(groups, code)?.code ?? null).toBe(expected);
  });
});

describe('shownLocations', () => {
  const merchants = [{ id: 1 }, { id: 2 }, { id: 3 }];
  const ids = (list: { id: number }[]) => list.map((merchant) => merchant.id);
  it.each<[string, ListMode, number[], number[] | null, number[]]>([
    ['the whole answer, in its order', 'all', [], null, [1, 2, 3]],
    ['nearby keeps the nearest-first order', 'nearby', [], null, [1, 2, 3]],
    ['limited to the chosen group', 'search', [], [3, 1], [1, 3]],
    ['"History shows the history merchants", in history order', 'history', [3, 1], null, [3, 1]],
    ['history in a group', 'history', [3, 1], [1, 2], [1]],
    ['history ids not in the answer are skipped', 'history', [9, 2, 2], null, [2]],
    ['no history', 'history', [], null, []],
    ['fave lists the favourites, not the history', 'fave', [1], null, [2, 3]],
  ])('%s', (_case, mode, history, group, expected) => {
    expect(
      ids(
        shownLocations({
          merchants,
          mode,
          history,
          favourites: [2, 3],
          group: group && { merchants: group },
        }),
      ),
    ).toEqual(expected);
  });

  it.each<[string, number[], number[] | null, number[]]>([
    ['fave shows the favourites in their order (most recently marked first)', [3, 1], null, [3, 1]],
    ['favourites in a group', [3, 1], [1, 2], [1]],
    ['favourite ids not in the answer are skipped', [9, 2], null, [2]],
    ["no favourites: the empty list ('No favourites :(')", [], null, []],
  ])('%s', (_case, favourites, group, expected) => {
    expect(
      ids(
        shownLocations({
          merchants,
          mode: 'fave',
          history: [1, 2, 3],
          favourites,
          group: group && { merchants: group },
        }),
      ),
    ).toEqual(expected);
  });
});

describe("merchantsQuery (spec 1 §7 Merchants: 'set (COORDS or ALL), lat, long')", () => {
  const here: Position = { lat: -31.95, long: 115.86 };
  const place: Position = { lat: -32.05, long: 115.74 };
  it.each<[string, ListMode, Position | null, Position | null, MerchantsQuery | null]>([
    ['nearby waits for the position', 'nearby', null, null, null],
    ['nearby sends COORDS with lat/long', 'nearby', here, null, { set: 'COORDS', ...here }],
    ['search before a place lists all', 'search', null, null, { set: 'ALL' }],
    ['search before a place keeps distances', 'search', here, null, { set: 'ALL', ...here }],
    [
      "the chosen place's lat/long goes to COORDS",
      'search',
      here,
      place,
      { set: 'COORDS', ...place },
    ],
    ['history lists all', 'history', null, null, { set: 'ALL' }],
    [
      'the plain list lists all, with distances when known',
      'all',
      here,
      null,
      { set: 'ALL', ...here },
    ],
  ])('%s', (_case, mode, position, chosen, expected) => {
    expect(merchantsQuery({ mode, position, place: chosen })).toEqual(expected);
  });
});

describe('nearbyFallbackNotice (spec 1 §2.3)', () => {
  it.each<['geolocation' | 'empty', string]>([
    [
      'geolocation',
      'Geolocation not enabled or unavailable. Allow access to your location to display stores that are nearest to you.',
    ],
    ['empty', 'No results nearby :('],
  ])('%s', (reason, expected) => {
    expect(nearbyFallbackNotice(reason)).toBe(expected);
  });
});
