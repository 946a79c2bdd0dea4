import { describe, expect, it } from 'vitest';
import {
  DEEP_LINK_REFRESH_WINDOW_MS,
  deepLinkAction,
  deepLinkTarget,
  isFreshDeepLink,
  linkDataFromSegment,
  parseLinkData,
  parseQuery,
  parseScannedCode,
  reopensPopupForLink,
  safeSameOriginPath,
  VERIFYING_LINK_TOAST_MS,
  type LinkData,
  type QueryParams,
  type ScanPurpose,
  type ScanResult,
} from './deepLinks';

const ORIGIN = 'https://order.figandolive.com.au';

describe('deepLinkTarget (spec 1 §2.2 Deep links)', () => {
  it.each<[string, QueryParams, string | null]>([
    ['"A menu parameter goes to /menu/{menu}"', { menu: 'fig-and-olive' }, '/menu/fig-and-olive'],
    ['a menu with a trailing "." is cleaned', { menu: 'fig-and-olive.' }, '/menu/fig-and-olive'],
    ['a menu is encoded into the path', { menu: 'a/b' }, '/menu/a%2Fb'],
    ['menu is checked before act', { menu: 'fig', act: 'rewards' }, '/menu/fig'],
    ['"acct" → /account', { act: 'acct' }, '/account'],
    ['"account" → /account', { act: 'account' }, '/account'],
    ['"hist" → /account/orders', { act: 'hist' }, '/account/orders'],
    ['"history" → /account/orders', { act: 'history' }, '/account/orders'],
    ['"orders" → /account/orders', { act: 'orders' }, '/account/orders'],
    ['"rewards" → /account/rewards', { act: 'rewards' }, '/account/rewards'],
    ['"cards" → /account/managecard', { act: 'cards' }, '/account/managecard'],
    ['"billing" → /account/managecard', { act: 'billing' }, '/account/managecard'],
    ['"managecard" → /account/managecard', { act: 'managecard' }, '/account/managecard'],
    ['"withdraw" → /account/managecard', { act: 'withdraw' }, '/account/managecard'],
    ['"crypto" → /account/managecard', { act: 'crypto' }, '/account/managecard'],
    ['"applepay" → /account/managecard', { act: 'applepay' }, '/account/managecard'],
    ['"googlepay" → /account/managecard', { act: 'googlepay' }, '/account/managecard'],
    ['"addcard … their own /account/{name} routes"', { act: 'addcard' }, '/account/addcard'],
    ['"topup … their own /account/{name} routes"', { act: 'topup' }, '/account/topup'],
    ['"feedback … their own /account/{name} routes"', { act: 'feedback' }, '/account/feedback'],
    ['"reset … their own /account/{name} routes"', { act: 'reset' }, '/account/reset'],
    ['act ignores case', { act: 'Rewards' }, '/account/rewards'],
    ['"If no deep link is found" → null (unknown act)', { act: 'admin' }, null],
    ['no parameters → null', {}, null],
    ['an empty menu → null', { menu: ' ' }, null],
    ['an inherited key is not an act', { act: 'constructor' }, null],
  ])('%s', (_quote, params, expected) => {
    expect(deepLinkTarget(params)).toBe(expected);
  });
});

describe('deepLinkAction (spec 1 §2.2: "If the target equals the current path, the screen is refreshed … otherwise it navigates")', () => {
  it.each<[string, string, 'refresh' | 'navigate']>([
    ['/account/orders', '/account/orders', 'refresh'],
    ['/account/orders', '/account/orders/', 'refresh'],
    ['/account/orders', '/account/orders?act=hist', 'refresh'],
    ['/account/orders', '/account', 'navigate'],
    ['/menu/fig', '/menu/fig/item/4', 'navigate'],
    ['/', '/', 'refresh'],
  ])('target %s at %s → %s', (target, current, expected) => {
    expect(deepLinkAction(target, current)).toBe(expected);
  });

  it('"\'Verifying link...\' toast (2 s)"; "Deep link refresh window 5 s"', () => {
    expect(VERIFYING_LINK_TOAST_MS).toBe(2000);
    expect(DEEP_LINK_REFRESH_WINDOW_MS).toBe(5000);
  });
});

describe('isFreshDeepLink / reopensPopupForLink (spec 1 §4: "A fresh deep link (within 5 s) with a new table number reopens the popup")', () => {
  const T = 1_700_000_000_000;
  it.each<[string, number, string, string, boolean]>([
    ['new table, 1 s after the link', T + 1000, '12', '4', true],
    ['new table, exactly 5 s after', T + 5000, '12', '4', true],
    ['new table, 5 s + 1 ms after: not fresh', T + 5001, '12', '4', false],
    ['same table (after trimming and uppercasing)', T + 1000, ' 12a ', '12A', false],
    ['no table in the link', T + 1000, '', '4', false],
    ['a link time in the future is not fresh', T - 1, '12', '4', false],
  ])('%s → %s', (_quote, now, linkTable, currentTable, expected) => {
    expect(reopensPopupForLink({ linkAt: T, now, linkTable, currentTable })).toBe(expected);
  });

  it('isFreshDeepLink at the boundary', () => {
    expect(isFreshDeepLink(T, T)).toBe(true);
    expect(isFreshDeepLink(T, T + 5000)).toBe(true);
    expect(isFreshDeepLink(T, T + 5001)).toBe(false);
  });
});

describe('parseQuery', () => {
  it.each<[string, Record<string, string>]>([
    ['?table=12&promo=summer', { table: '12', promo: 'summer' }],
    ['bookingname=Jo+Ng&x=a%20b', { bookingname: 'Jo Ng', x: 'a b' }],
    ['?a=1&a=2', { a: '1' }],
    ['?flag&b=', { flag: '', b: '' }],
    ['?bad=%E0%A4%A&ok=1', { ok: '1' }],
    ['', {}],
  ])('%j → %j', (search, expected) => {
    expect(parseQuery(search)).toEqual(expected);
  });
});

describe('parseLinkData (spec 1 §2.2: "query form: table, promo, bookingname, bookingref, bookingpax. Alternative form: the last path segment split on \'-\' with the prefixes tbl, prm, bkn, bkr, bkp")', () => {
  it.each<[string, string, LinkData]>([
    [
      'query form, all fields',
      '/menu/fig?table=12a&promo=summer&bookingname=Jo%20Ng&bookingref=ab12&bookingpax=4',
      { table: '12A', promo: 'SUMMER', bookingName: 'Jo Ng', bookingRef: 'AB12', bookingPax: 4 },
    ],
    ['absolute URL, query form', `${ORIGIN}/menu/fig?table=%2012%20`, { table: '12' }],
    ['path form: "/menu/fig-and-olive/tbl12"', '/menu/fig-and-olive/tbl12', { table: '12' }],
    [
      'path form: one segment "tbl12-prmSUMMER"',
      '/menu/fig/tbl12-prmsummer',
      { table: '12', promo: 'SUMMER' },
    ],
    [
      'path form: booking "bkrab12-bknJo%20Ng-bkp4"',
      '/menu/fig/bkrab12-bknJo%20Ng-bkp4',
      { bookingRef: 'AB12', bookingName: 'Jo Ng', bookingPax: 4 },
    ],
    ['the slug alone is not link data', '/menu/fig-and-olive', {}],
    ['a slug with a prefix-like part is not link data', '/menu/tblisi-cafe', {}],
    ['a part with no value spoils the segment', '/menu/fig/tbl-prmX', {}],
    ['the query wins over the path form', '/menu/fig/tbl12?table=7', { table: '7' }],
    ['the hash is ignored', '/menu/fig#table=9', {}],
    ['"promo codes are uppercased"', '?promo=%20spring25%20', { promo: 'SPRING25' }],
    ['blank values are left out', '?table=%20&promo=', {}],
    ['pax must be a whole number above 0', '?bookingpax=0', {}],
    ['pax text is ignored', '?bookingpax=four', {}],
    ['prefixes ignore case', '/x/TBL5', { table: '5' }],
  ])('%s', (_quote, url, expected) => {
    expect(parseLinkData(url)).toEqual(expected);
  });

  it('a lone segment is read when every part has a prefix', () => {
    expect(linkDataFromSegment('tbl3-bkp2')).toEqual({ table: '3', bookingPax: 2 });
    expect(linkDataFromSegment('tbl3-extra')).toBeNull();
  });
});

describe('safeSameOriginPath (guards next/from/deep-link targets)', () => {
  it.each<[string, string, string | null]>([
    ['a root-relative path', '/account/orders', '/account/orders'],
    ['path, query and hash', '/menu/fig?table=12#top', '/menu/fig?table=12#top'],
    ['an encoded space in the query is fine', '/menu/fig?promo=A%20B', '/menu/fig?promo=A%20B'],
    ['the root', '/', '/'],
    ['an absolute URL on the same origin', `${ORIGIN}/cart?x=1`, '/cart?x=1'],
    ['the bare origin', ORIGIN, '/'],
    ['the origin with only a query', `${ORIGIN}?act=hist`, '/?act=hist'],
    ['origin case is ignored', 'HTTPS://ORDER.FIGANDOLIVE.COM.AU/cart', '/cart'],
    ['another origin', 'https://evil.com/cart', null],
    ['the same host over http', 'http://order.figandolive.com.au/cart', null],
    ['a look-alike host', `${ORIGIN}.evil.com/cart`, null],
    ['user info trick', `${ORIGIN}@evil.com/cart`, null],
    ['a different port', `${ORIGIN}:8443/cart`, null],
    ['protocol-relative', '//evil.com', null],
    ['protocol-relative with a path', '//evil.com/menu', null],
    ['javascript:', 'javascript:alert(1)', null],
    ['JavaScript: in capitals', 'JavaScript:alert(1)', null],
    ['data:', 'data:text/html,<script>alert(1)</script>', null],
    ['a backslash', '/\\evil.com', null],
    ['backslashes only', '\\\\evil.com', null],
    ['a tab inside', '/\t/evil.com', null],
    ['a newline inside', '/\n/evil.com', null],
    ['a leading space', ' /account', null],
    ['encoded slashes', '/%2F%2Fevil.com', null],
    ['encoded lower-case slashes', '/%2f%2fevil.com', null],
    ['an encoded backslash', '/%5Cevil.com', null],
    ['double-encoded slashes', '/%252F%252Fevil.com', null],
    ['an encoded tab', '/%09/evil.com', null],
    ['a dot segment climbing to //', '/x/../..//evil.com', null],
    ['a bare dot-dot segment', '/menu/..', null],
    ['a relative path', 'account', null],
    ['a bare query', '?act=hist', null],
    ['empty', '', null],
    ['a malformed escape', '/menu/100%', null],
    ['a dotted name is fine', '/.well-known/x', '/.well-known/x'],
  ])('%s: %j → %j', (_quote, target, expected) => {
    expect(safeSameOriginPath(target, ORIGIN)).toBe(expected);
  });

  it('accepts an origin written with a trailing slash', () => {
    expect(safeSameOriginPath(`${ORIGIN}/cart`, `${ORIGIN}/`)).toBe('/cart');
  });
});

describe('parseScannedCode (spec 1 §5: "A scanned code must be QR format, otherwise \'Code not recognised\'"; "Scanned link with no table: \'Table number not found\'")', () => {
  it.each<[string, string, ScanPurpose, string | undefined, ScanResult]>([
    [
      'a table link',
      `${ORIGIN}/menu/fig/tbl12`,
      'table',
      'QR_CODE',
      { ok: true, data: { table: '12' }, path: '/menu/fig/tbl12' },
    ],
    [
      'a table link in query form',
      `${ORIGIN}/menu/fig?table=4b`,
      'table',
      undefined,
      { ok: true, data: { table: '4B' }, path: '/menu/fig?table=4b' },
    ],
    [
      '"Scanned link with no table"',
      `${ORIGIN}/menu/fig`,
      'table',
      'QR_CODE',
      { ok: false, message: 'Table number not found' },
    ],
    [
      '"must be QR format, otherwise"',
      `${ORIGIN}/menu/fig/tbl12`,
      'table',
      'EAN_13',
      { ok: false, message: 'Code not recognised' },
    ],
    [
      'the BarcodeDetector spelling of QR is QR',
      'tbl7',
      'table',
      'qr_code',
      { ok: true, data: { table: '7' }, path: null },
    ],
    [
      'a link to another site',
      'https://evil.com/menu/fig/tbl12',
      'table',
      'QR_CODE',
      { ok: false, message: 'Code not recognised' },
    ],
    [
      '"scanning a booking code fills reference, name and party size"',
      'bkrab12-bknNg-bkp4',
      'booking',
      'QR_CODE',
      { ok: true, data: { bookingRef: 'AB12', bookingName: 'Ng', bookingPax: 4 }, path: null },
    ],
    [
      'a booking scan without booking data',
      'tbl12',
      'booking',
      undefined,
      { ok: false, message: 'Code not recognised' },
    ],
    [
      '"the promo code is read from it": a bare code',
      ' summer25 ',
      'promo',
      'QR_CODE',
      { ok: true, data: { promo: 'SUMMER25' }, path: null },
    ],
    [
      'a promo link',
      `${ORIGIN}/menu/fig?promo=winter`,
      'promo',
      undefined,
      { ok: true, data: { promo: 'WINTER' }, path: '/menu/fig?promo=winter' },
    ],
    [
      'a promo scan of a table link',
      `${ORIGIN}/menu/fig/tbl12`,
      'promo',
      undefined,
      { ok: false, message: 'Code not recognised' },
    ],
    ['an empty scan', '   ', 'any', undefined, { ok: false, message: 'Code not recognised' }],
    ['plain words', 'hello world', 'any', undefined, { ok: false, message: 'Code not recognised' }],
    [
      'any: a same-origin menu link with no data',
      `${ORIGIN}/menu/fig`,
      'any',
      undefined,
      { ok: true, data: {}, path: '/menu/fig' },
    ],
    [
      'a javascript: payload',
      'javascript:alert(1)',
      'any',
      undefined,
      { ok: false, message: 'Code not recognised' },
    ],
  ])('%s', (_quote, text, purpose, format, expected) => {
    expect(
      parseScannedCode(text, ORIGIN, format === undefined ? { purpose } : { purpose, format }),
    ).toEqual(expected);
  });
});
