import { describe, expect, it } from 'vitest';
import {
  formatDistanceKm,
  locationButton,
  locationEmptyText,
  locationFilterFallback,
  searchHint,
  shouldSearch,
  type LocationButtonKind,
  type LocationFilter,
} from './locationButton';

describe('locationButton (spec 1 §4 Location card button)', () => {
  it.each<[string, string, 0 | 1, 0 | 1, string, LocationButtonKind, string, boolean]>([
    ['"\'Order Now\' if online"', 'online', 0, 0, '', 'order-now', 'Order Now', true],
    ['online and order-for-later', 'online', 0, 1, '', 'order-now', 'Order Now', true],
    [
      '"\'Order Now\' if … always open" while offline',
      'offline',
      1,
      0,
      '',
      'order-now',
      'Order Now',
      true,
    ],
    [
      'offline, always open and order-for-later',
      'offline',
      1,
      1,
      '',
      'order-now',
      'Order Now',
      true,
    ],
    [
      '"\'Order for Later\' if offline, not always open and order-for-later allowed"',
      'offline',
      0,
      1,
      '',
      'order-for-later',
      'Order for Later',
      true,
    ],
    [
      '"Otherwise \'Closed\'": offline, not always open, no order-for-later',
      'offline',
      0,
      0,
      '',
      'closed',
      'Closed',
      true,
    ],
    [
      '"A card with no online/offline status shows \'Coming soon\'"',
      'pending',
      1,
      1,
      '',
      'coming-soon',
      'Coming soon',
      false,
    ],
    [
      '"… or a custom text (cstext)"',
      '',
      0,
      0,
      'Opening March',
      'coming-soon',
      'Opening March',
      false,
    ],
    [
      'a blank cstext falls back to Coming soon',
      'closed',
      0,
      0,
      '  ',
      'coming-soon',
      'Coming soon',
      false,
    ],
  ])('%s', (_quote, status, alwaysOpen, forLater, cstext, kind, label, open) => {
    expect(
      locationButton({ status, always_open: alwaysOpen, order_for_later: forLater, cstext }),
    ).toEqual({
      kind,
      label,
      open,
    });
  });
});

describe('formatDistanceKm (spec 1 §2.3: "distance in km with one decimal")', () => {
  it.each<[number | null, string | null]>([
    [2.345, '2.3 km'],
    [2.35, '2.4 km'],
    [0, '0.0 km'],
    [12, '12.0 km'],
    [0.04, '0.0 km'],
    [null, null],
    [-1, null],
    [Number.NaN, null],
  ])('%j → %j', (km, expected) => {
    expect(formatDistanceKm(km)).toBe(expected);
  });
});

describe('locationFilterFallback (spec 1 §4 Location filter states)', () => {
  type Row = [string, LocationFilter, number | null, boolean, boolean, boolean, LocationFilter];
  it.each<Row>([
    ['nearby with results stays', 'nearby', 3, false, false, false, 'nearby'],
    ['nearby still loading stays', 'nearby', null, true, true, false, 'nearby'],
    [
      '"If nearby yields no results, it falls back to history for a logged-in member who has history"',
      'nearby',
      0,
      true,
      true,
      false,
      'history',
    ],
    ['"… otherwise to search": member without history', 'nearby', 0, true, false, false, 'search'],
    ['"… otherwise to search": guest', 'nearby', 0, false, true, false, 'search'],
    [
      '"A failed geolocation falls back the same way": member with history',
      'nearby',
      null,
      true,
      true,
      true,
      'history',
    ],
    ['failed geolocation: guest', 'nearby', null, false, false, true, 'search'],
    ['search with no results stays on search', 'search', 0, true, true, false, 'search'],
    ['fave stays', 'fave', 0, true, true, true, 'fave'],
  ])('%s', (_quote, state, results, isMember, hasHistory, geolocationFailed, expected) => {
    expect(
      locationFilterFallback({ state, results, isMember, hasHistory, geolocationFailed }),
    ).toBe(expected);
  });
});

describe('locationEmptyText (spec 1 §2.3 Empty states)', () => {
  it.each<[LocationFilter, boolean, string]>([
    ['nearby', true, 'No results nearby :('],
    ['search', true, 'No results :('],
    ['fave', true, 'No favourites :('],
    ['history', true, 'No history found :('],
    ['history', false, 'Sign in to view your history'],
  ])('%s (logged in %s) → %s', (state, loggedIn, expected) => {
    expect(locationEmptyText(state, loggedIn)).toBe(expected);
  });
});

describe('shouldSearch (spec 1 §2.3: "suggestions start after more than 3 characters")', () => {
  it.each<[string, boolean]>([
    ['', false],
    ['Per', false],
    ['Pert', true],
    ['Perth', true],
    ['  Per  ', false],
  ])('%j → %s', (text, expected) => {
    expect(shouldSearch(text)).toBe(expected);
  });
});

describe("searchHint (spec 1 §2.3: \"'(start typing)', '(keep typing)' under 5 characters, '(select a location)' at 5 or more\")", () => {
  it.each<[string, string]>([
    ['', '(start typing)'],
    ['   ', '(start typing)'],
    ['P', '(keep typing)'],
    ['Per', '(keep typing)'],
    ['Pert', '(keep typing)'],
    ['Perth', '(select a location)'],
    ['Fremantle', '(select a location)'],
  ])('%j → %s', (text, expected) => {
    expect(searchHint(text)).toBe(expected);
  });
});
