import { describe, expect, it } from 'vitest';
import type { QueryParams } from './deepLinks';
import {
  fulfilFromQuery,
  menuQuery,
  resolveMenuSlug,
  type MenuQuery,
  type MenuSlugResolution,
} from './menuQuery';

describe("resolveMenuSlug (spec 1 §2.4: \"With no slug the stored one is used; a trailing '.' or ',' is stripped on the web; with no slug at all it redirects to '/'\")", () => {
  it.each<[string, string | undefined, string | null, boolean, MenuSlugResolution]>([
    [
      'the route slug',
      'fig-and-olive',
      'harbour-st',
      true,
      { kind: 'slug', slug: 'fig-and-olive' },
    ],
    [
      '"a trailing \'.\' … is stripped on the web"',
      'fig-and-olive.',
      null,
      true,
      { kind: 'slug', slug: 'fig-and-olive' },
    ],
    ['"… or \',\'"', 'fig-and-olive,', null, true, { kind: 'slug', slug: 'fig-and-olive' }],
    [
      'not stripped in the app',
      'fig-and-olive.',
      null,
      false,
      { kind: 'slug', slug: 'fig-and-olive.' },
    ],
    [
      '"With no slug the stored one is used"',
      undefined,
      'harbour-st',
      true,
      { kind: 'slug', slug: 'harbour-st' },
    ],
    [
      'an empty slug uses the stored one',
      '',
      'harbour-st',
      true,
      { kind: 'slug', slug: 'harbour-st' },
    ],
    [
      'a slug of only "." counts as none',
      '.',
      'harbour-st',
      true,
      { kind: 'slug', slug: 'harbour-st' },
    ],
    [
      '"with no slug at all it redirects to \'/\'"',
      undefined,
      null,
      true,
      { kind: 'redirect', to: '/' },
    ],
    ['a blank stored slug is none', '', '  ', true, { kind: 'redirect', to: '/' }],
  ])('%s', (_quote, routeSlug, storedSlug, web, expected) => {
    expect(resolveMenuSlug({ routeSlug, storedSlug, web })).toEqual(expected);
  });
});

describe('fulfilFromQuery (spec 1 §2.4 fulfil parameter)', () => {
  it.each<[QueryParams, string | null]>([
    [{ fulfil: 'takeaway' }, 'pickup'],
    [{ fulfil: 'table' }, 'dinein'],
    [{ fulfil: 'reserve' }, 'booking'],
    [{ fulfil: 'deliver' }, 'delivery'],
    [{ fulfil: 'custom' }, 'custom'],
    [{ fulfil: 'teleport' }, null],
    [{}, null],
  ])('%j → %j', (params, expected) => {
    expect(fulfilFromQuery(params)).toBe(expected);
  });
});

describe('menuQuery (spec 1 §2.4 Query parameters)', () => {
  const none: MenuQuery = { fulfil: null, skipPopup: false };
  it.each<[string, QueryParams, MenuQuery]>([
    ['no parameters', {}, none],
    [
      '"table: dine-in table number" (trimmed, uppercased)',
      { table: ' 12a ' },
      { ...none, table: '12A' },
    ],
    ['"fulfil"', { fulfil: 'dine-in' }, { ...none, fulfil: 'dinein' }],
    [
      '"bookingname, bookingref, bookingpax: booking details"',
      { bookingname: 'Jo Ng', bookingref: 'ab12', bookingpax: '6' },
      { ...none, bookingName: 'Jo Ng', bookingRef: 'AB12', bookingPax: 6 },
    ],
    ['"confirm: 0 skips the fulfilment popup"', { confirm: '0' }, { ...none, skipPopup: true }],
    ['confirm=1 does not skip', { confirm: '1' }, none],
    ['"promo: promo code" (uppercased)', { promo: 'summer' }, { ...none, promo: 'SUMMER' }],
    ['"userid: user id for link login"', { userid: ' 4711 ' }, { ...none, userId: '4711' }],
    ['blank values are left out', { table: ' ', promo: '', userid: '', bookingpax: 'x' }, none],
  ])('%s', (_quote, params, expected) => {
    expect(menuQuery(params)).toEqual(expected);
  });
});
