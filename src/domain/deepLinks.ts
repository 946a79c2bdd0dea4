/**
 * Deep links, ordering links and scanned codes (spec 1 §2.2, §4 'Menu load', §5 scanned codes).
 *
 * Pure string handling with no URL or DOM globals: URLs come in as text, the app's origin as a
 * parameter ('https://order.example.com'), and times as numbers (ms).
 */
import { normaliseBookingRef, normaliseTableNumber } from './fulfilmentReset';
import { strippedSlug } from './menuSlug';
import { CODE_NOT_RECOGNISED, TABLE_NUMBER_NOT_FOUND } from './messages';

export { VERIFYING_LINK_TOAST_MS } from './messages';

/** 'Deep link refresh window: 5 s' (spec 1 §9). */
export const DEEP_LINK_REFRESH_WINDOW_MS = 5_000;

export type QueryParams = Readonly<Record<string, string | undefined>>;

function decode(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/** '?a=1&b=x%20y' → { a: '1', b: 'x y' }. The first of a repeated key wins, as URLSearchParams.get. */
export function parseQuery(search: string): Record<string, string> {
  const params: Record<string, string> = {};
  for (const pair of search.replace(/^\?/, '').split('&')) {
    if (pair === '') continue;
    const [rawKey = '', ...rest] = pair.split('=');
    const key = decode(rawKey.replace(/\+/g, ' '));
    const value = decode(rest.join('=').replace(/\+/g, ' '));
    if (key !== null && value !== null && !Object.hasOwn(params, key)) params[key] = value;
  }
  return params;
}

// ---- Deep link targets (§2.2) ----

const ACT_TARGETS: Readonly<Record<string, string>> = {
  acct: '/account',
  account: '/account',
  hist: '/account/orders',
  history: '/account/orders',
  orders: '/account/orders',
  rewards: '/account/rewards',
  cards: '/account/managecard',
  billing: '/account/managecard',
  managecard: '/account/managecard',
  withdraw: '/account/managecard',
  crypto: '/account/managecard',
  applepay: '/account/managecard',
  googlepay: '/account/managecard',
  addcard: '/account/addcard',
  topup: '/account/topup',
  feedback: '/account/feedback',
  reset: '/account/reset',
};

/**
 * 'A menu parameter goes to /menu/{menu}' (checked first, as the spec lists it first; a trailing
 * '.' or ',' is stripped as for the menu route); an act parameter maps by the §2.2 table, ignoring
 * case. Null means 'no deeplink found'.
 */
export function deepLinkTarget(params: QueryParams): string | null {
  const raw = params.menu?.trim() ?? '';
  const menu = strippedSlug(raw) ?? raw;
  if (menu !== '') return `/menu/${encodeURIComponent(menu)}`;
  const act = params.act?.trim().toLowerCase() ?? '';
  return Object.hasOwn(ACT_TARGETS, act) ? (ACT_TARGETS[act] ?? null) : null;
}

const pathnameOf = (path: string) => path.split(/[?#]/)[0]?.replace(/(.)\/+$/, '$1') ?? '';

/**
 * 'If the target equals the current path, the screen is refreshed with a 'Verifying link...' toast
 * (2 s); otherwise it navigates.' Paths are compared without query, hash or a trailing slash.
 */
export function deepLinkAction(target: string, currentPath: string): 'refresh' | 'navigate' {
  return pathnameOf(target) === pathnameOf(currentPath) ? 'refresh' : 'navigate';
}

/** A deep link that arrived within the last 5 s (spec 1 §4 'Menu load'). */
export function isFreshDeepLink(linkAt: number, now: number): boolean {
  return now >= linkAt && now - linkAt <= DEEP_LINK_REFRESH_WINDOW_MS;
}

/** 'A fresh deep link (within 5 s) with a new table number reopens the popup.' */
export function reopensPopupForLink(input: {
  linkAt: number;
  now: number;
  linkTable: string;
  currentTable: string;
}): boolean {
  const table = normaliseTableNumber(input.linkTable);
  return (
    isFreshDeepLink(input.linkAt, input.now) &&
    table !== '' &&
    table !== normaliseTableNumber(input.currentTable)
  );
}

// ---- Link data (§2.2, §3 'Link data') ----

export type LinkData = {
  table?: string;
  promo?: string;
  bookingName?: string;
  bookingRef?: string;
  bookingPax?: number;
};

/** 'Promo codes are uppercased' (spec 1 §5), and trimmed. */
export function normalisePromoCode(code: string): string {
  return code.trim().toUpperCase();
}

type LinkField = keyof LinkData;

function setField(data: LinkData, field: LinkField, raw: string): void {
  const text = raw.trim();
  if (text === '') return;
  if (field === 'table') data.table = normaliseTableNumber(text);
  else if (field === 'promo') data.promo = normalisePromoCode(text);
  else if (field === 'bookingRef') data.bookingRef = normaliseBookingRef(text);
  else if (field === 'bookingName') data.bookingName = text;
  else if (/^\d+$/.test(text) && Number(text) > 0) data.bookingPax = Number(text);
}

const QUERY_KEYS: ReadonlyArray<[string, LinkField]> = [
  ['table', 'table'],
  ['promo', 'promo'],
  ['bookingname', 'bookingName'],
  ['bookingref', 'bookingRef'],
  ['bookingpax', 'bookingPax'],
];

/** The query form: table, promo, bookingname, bookingref, bookingpax. Blank values are left out. */
export function linkDataFromQuery(params: QueryParams): LinkData {
  const data: LinkData = {};
  for (const [key, field] of QUERY_KEYS) {
    const value = params[key];
    if (value !== undefined) setField(data, field, value);
  }
  return data;
}

const PREFIXES: Readonly<Record<string, LinkField>> = {
  tbl: 'table',
  prm: 'promo',
  bkn: 'bookingName',
  bkr: 'bookingRef',
  bkp: 'bookingPax',
};

/**
 * The path form: a segment split on '-', each part a prefix (tbl, prm, bkn, bkr, bkp) and its value:
 * 'tbl12-prmsummer' → { table: '12', promo: 'SUMMER' }. The segment counts only when every part
 * carries a prefix and a value, so a slug such as 'fig-and-olive' (or 'tbl-house') is never read as
 * link data. Values are percent-decoded per part.
 */
export function linkDataFromSegment(segment: string): LinkData | null {
  const data: LinkData = {};
  for (const part of segment.split('-')) {
    const field = PREFIXES[part.slice(0, 3).toLowerCase()];
    const value = decode(part.slice(3));
    if (field === undefined || value === null || value.trim() === '') return null;
    setField(data, field, value);
  }
  return data;
}

/**
 * Link data from a followed or scanned URL (absolute or a path), in both forms: the last path
 * segment ('/menu/fig-and-olive/tbl12') and the query ('?table=12'). The query wins when both
 * give the same field.
 */
export function parseLinkData(url: string): LinkData {
  const withoutHash = url.trim().split('#')[0] ?? '';
  const [rawPath = '', ...query] = withoutHash.split('?');
  const path = rawPath.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '');
  const last =
    path
      .split('/')
      .filter((part) => part !== '')
      .at(-1) ?? '';
  const fromPath = (last && linkDataFromSegment(last)) || {};
  return { ...fromPath, ...linkDataFromQuery(parseQuery(query.join('?'))) };
}

/**
 * A link's data as the menu's query form, merged under an existing query: '/menu/x/tbl12' becomes
 * '/menu/x?table=12'. Fields already in `search` win, as in parseLinkData.
 */
export function linkDataToSearch(data: LinkData, search: string): string {
  const present = parseQuery(search);
  const entries: Array<[string, string | number | undefined]> = [
    ['table', data.table],
    ['promo', data.promo],
    ['bookingname', data.bookingName],
    ['bookingref', data.bookingRef],
    ['bookingpax', data.bookingPax],
  ];
  const added = entries.flatMap(([key, value]) =>
    value === undefined || Object.hasOwn(present, key)
      ? []
      : [`${key}=${formEncode(String(value))}`],
  );
  const pairs = [
    ...search
      .replace(/^\?/, '')
      .split('&')
      .filter((pair) => pair !== ''),
    ...added,
  ];
  return pairs.length === 0 ? '' : `?${pairs.join('&')}`;
}

/** A query value as a form encodes it (URLSearchParams' encoding: space as '+'). */
function formEncode(value: string): string {
  return encodeURIComponent(value)
    .replace(/[!'()~]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, '+');
}

// ---- Same-origin guard ----

/** Raw text may hold no whitespace, control characters or backslashes anywhere. */
// eslint-disable-next-line no-control-regex
const UNSAFE_RAW = /[\s\u0000-\u001f\u007f\\]/;
/** A decoded pathname may not hold those, an empty segment, or a '.' / '..' segment. */
// eslint-disable-next-line no-control-regex
const UNSAFE_PATH = /[\s\u0000-\u001f\u007f\\]|\/\/|\/\.\.?(\/|$)/;

/**
 * A same-origin path ('/x?y#z') for a next/from/deep-link target, or null. Accepts a root-relative
 * path or an absolute URL on exactly `origin`; refuses other origins, protocol-relative '//host',
 * 'javascript:' and other schemes, relative paths, backslashes, whitespace and control characters,
 * and percent-encoded versions of those in the pathname (decoded up to three times).
 */
export function safeSameOriginPath(target: string, origin: string): string | null {
  if (UNSAFE_RAW.test(target)) return null;
  let path: string;
  if (target.startsWith('/')) {
    path = target;
  } else {
    const base = origin.replace(/\/+$/, '');
    if (!/^https?:\/\/[^/?#\\@\s]+$/i.test(base)) return null;
    if (target.slice(0, base.length).toLowerCase() !== base.toLowerCase()) return null;
    const rest = target.slice(base.length);
    if (rest === '') path = '/';
    else if (rest.startsWith('/')) path = rest;
    else if (rest.startsWith('?') || rest.startsWith('#')) path = `/${rest}`;
    else return null;
  }
  let pathname: string | null = path.split(/[?#]/)[0] ?? '';
  for (let round = 0; round < 4 && pathname !== null; round += 1) {
    if (UNSAFE_PATH.test(pathname)) return null;
    const next = decode(pathname);
    if (next === pathname) return path;
    pathname = next;
  }
  return null;
}

// ---- Scanned codes (§2.5, §5, §8) ----

/** What the scan was for: a table (dine-in), a booking, a promo code, or any ordering link. */
export type ScanPurpose = 'table' | 'booking' | 'promo' | 'any';

export type ScanResult =
  { ok: true; data: LinkData; path: string | null } | { ok: false; message: string };

const isQrFormat = (format: string) => format.replace(/[^a-z]/gi, '').toLowerCase() === 'qrcode';

/**
 * A scanned code → link data. 'A scanned code must be QR format, otherwise 'Code not recognised''
 * (checked when the scanner reports a format). The text may be a link on this origin, or a bare
 * prefixed payload such as 'bkrAB12-bknNg-bkp4'; for a promo scan a bare code ('summer') is the promo
 * code itself. Links to other origins are not recognised. 'Scanned link with no table: 'Table number
 * not found''.
 */
export function parseScannedCode(
  text: string,
  origin: string,
  options: { purpose?: ScanPurpose; format?: string } = {},
): ScanResult {
  const purpose = options.purpose ?? 'any';
  const notRecognised: ScanResult = { ok: false, message: CODE_NOT_RECOGNISED };
  if (options.format !== undefined && !isQrFormat(options.format)) return notRecognised;
  const code = text.trim();
  if (code === '') return notRecognised;
  let data: LinkData | null;
  let path: string | null = null;
  if (code.startsWith('/') || /^[a-z][a-z0-9+.-]*:/i.test(code)) {
    path = safeSameOriginPath(code, origin);
    data = path === null ? null : parseLinkData(path);
  } else {
    data = linkDataFromSegment(code);
    if (data === null && purpose === 'promo' && /^[a-z0-9_-]+$/i.test(code)) {
      data = { promo: normalisePromoCode(code) };
    }
  }
  if (data === null) return notRecognised;
  if (purpose === 'table' && data.table === undefined) {
    return { ok: false, message: TABLE_NUMBER_NOT_FOUND };
  }
  const booking = data.bookingRef ?? data.bookingName ?? data.bookingPax;
  if (purpose === 'promo' && data.promo === undefined) return notRecognised;
  if (purpose === 'booking' && booking === undefined) return notRecognised;
  if (purpose === 'any' && path === null && Object.keys(data).length === 0) return notRecognised;
  return { ok: true, data, path };
}
