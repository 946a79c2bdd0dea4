/**
 * The menu route's slug and query (spec 1 §2.4). The slug clean-up itself lives in menuSlug.ts.
 */
import type { FulfilmentCode } from '../api/common';
import { linkDataFromQuery, type LinkData, type QueryParams } from './deepLinks';
import { toFulfilmentCode } from './fulfilmentCodes';
import { strippedSlug } from './menuSlug';

export type MenuSlugResolution = { kind: 'slug'; slug: string } | { kind: 'redirect'; to: '/' };

/**
 * 'With no slug the stored one is used; a trailing '.' or ',' is stripped on the web; with no slug
 * at all it redirects to '/'.' A slug that is only punctuation counts as no slug.
 */
export function resolveMenuSlug(input: {
  routeSlug: string | undefined;
  storedSlug: string | null | undefined;
  web: boolean;
}): MenuSlugResolution {
  const route = input.routeSlug?.trim() ?? '';
  const clean = input.web ? (strippedSlug(route) ?? route) : route;
  if (clean !== '') return { kind: 'slug', slug: clean };
  const stored = input.storedSlug?.trim() ?? '';
  return stored === '' ? { kind: 'redirect', to: '/' } : { kind: 'slug', slug: stored };
}

/** The fulfil parameter as a code: 'takeaway' → 'pickup'; unknown → null. */
export function fulfilFromQuery(params: QueryParams): FulfilmentCode | null {
  return toFulfilmentCode(params.fulfil);
}

export type MenuQuery = LinkData & {
  fulfil: FulfilmentCode | null;
  /** 'confirm: 0 skips the fulfilment popup'. */
  skipPopup: boolean;
  /** 'userid: user id for link login', as sent. */
  userId?: string;
};

/**
 * table (trimmed, uppercased), fulfil, bookingname / bookingref (uppercased) / bookingpax (a whole
 * number above 0), confirm=0, promo (uppercased) and userid. Blank values are left out.
 */
export function menuQuery(params: QueryParams): MenuQuery {
  const query: MenuQuery = {
    ...linkDataFromQuery(params),
    fulfil: fulfilFromQuery(params),
    skipPopup: params.confirm?.trim() === '0',
  };
  const userId = params.userid?.trim();
  if (userId) query.userId = userId;
  return query;
}
