/**
 * Which locations the locations screen lists and what it asks the server for (spec 1 §2.3, §4
 * 'Location filter states'). The card's own rules are in locationButton.ts.
 */
import type { MerchantGroup, MerchantsRequest } from '../api/merchants';
import type { LocationFilter } from './locationButton';
import { GEOLOCATION_OFF, NO_RESULTS_NEARBY } from './messages';

export type Position = { lat: number; long: number };

/** 'A group card … is clickable only when it is active and has merchants.' */
export function groupIsClickable(group: Pick<MerchantGroup, 'is_active' | 'merchants'>): boolean {
  return group.is_active === 1 && group.merchants.length > 0;
}

/** The group a /locations/{group} path names (by code, ignoring case), or null. */
export function findGroup<G extends Pick<MerchantGroup, 'code'>>(
  groups: readonly G[],
  code: string | undefined,
): G | null {
  const wanted = code?.trim().toLowerCase() ?? '';
  if (wanted === '') return null;
  return groups.find((group) => group.code.toLowerCase() === wanted) ?? null;
}

/** The screen without the search feature lists every location ('all'). */
export type ListMode = LocationFilter | 'all';

/**
 * The locations to show, in order: the last answer's list (nearest first when a position was
 * sent), for History the history merchants in history order, or for Favourites the member's
 * favourites, the most recently marked first; limited to the chosen group.
 */
export function shownLocations<T extends { id: number }>(input: {
  merchants: readonly T[];
  mode: ListMode;
  history: readonly number[];
  favourites?: readonly number[];
  group: Pick<MerchantGroup, 'merchants'> | null;
}): T[] {
  const inGroup = (id: number) => input.group === null || input.group.merchants.includes(id);
  if (input.mode === 'history' || input.mode === 'fave') {
    const ids = input.mode === 'history' ? input.history : (input.favourites ?? []);
    const byId = new Map(input.merchants.map((merchant) => [merchant.id, merchant]));
    return ids
      .filter((id, index) => ids.indexOf(id) === index && inGroup(id))
      .flatMap((id) => byId.get(id) ?? []);
  }
  return input.merchants.filter((merchant) => inGroup(merchant.id));
}

export type MerchantsQuery = Pick<MerchantsRequest, 'set'> & { lat?: number; long?: number };

const coords = (point: Position): MerchantsQuery => ({
  set: 'COORDS',
  lat: point.lat,
  long: point.long,
});
const all = (position: Position | null): MerchantsQuery =>
  position === null ? { set: 'ALL' } : { set: 'ALL', lat: position.lat, long: position.long };

/**
 * What to ask Merchants for. Nearby sends set COORDS with the device's lat/long (nothing until the
 * position is known); Search sends COORDS at the chosen place, or lists every location until one is
 * chosen; History and the plain list ask for every location. Lists of every location still carry
 * the device's position when known, so their cards show distances.
 */
export function merchantsQuery(input: {
  mode: ListMode;
  position: Position | null;
  place: Position | null;
}): MerchantsQuery | null {
  switch (input.mode) {
    case 'nearby':
      return input.position === null ? null : coords(input.position);
    case 'search':
      return input.place === null ? all(input.position) : coords(input.place);
    default:
      return all(input.position);
  }
}

/** Why Nearby gave way to another filter: geolocation off or failed, or nothing nearby. */
export function nearbyFallbackNotice(reason: 'geolocation' | 'empty'): string {
  return reason === 'geolocation' ? GEOLOCATION_OFF : NO_RESULTS_NEARBY;
}
