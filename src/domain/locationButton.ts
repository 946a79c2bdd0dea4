/**
 * The locations screen's rules (spec 1 §2.3, §4 'Location card button' and 'Location filter states').
 */
import type { MerchantSummary } from '../api/merchants';
import {
  COMING_SOON,
  HINT_KEEP_TYPING,
  HINT_SELECT_LOCATION,
  HINT_START_TYPING,
  NO_FAVOURITES,
  NO_HISTORY,
  NO_RESULTS,
  NO_RESULTS_NEARBY,
  SIGN_IN_FOR_HISTORY,
} from './messages';

export type LocationButtonKind = 'order-now' | 'order-for-later' | 'closed' | 'coming-soon';
export type LocationButton = { kind: LocationButtonKind; label: string; open: boolean };

const LABELS: Record<Exclude<LocationButtonKind, 'coming-soon'>, string> = {
  'order-now': 'Order Now',
  'order-for-later': 'Order for Later',
  closed: 'Closed',
};

/**
 * "A card is 'open' if its status is online or offline. 'Order Now' if online, always open, or
 * order-for-later allowed. 'Order for Later' if offline, not always open and order-for-later
 * allowed. Otherwise 'Closed'." The two rules overlap for an offline card that allows ordering for
 * later; the more specific 'Order for Later' wins, so order-for-later alone never makes 'Order Now'.
 * A card that is not open shows its cstext, or 'Coming soon'.
 */
export function locationButton(
  card: Pick<MerchantSummary, 'status' | 'always_open' | 'order_for_later' | 'cstext'>,
): LocationButton {
  const online = card.status === 'online';
  const offline = card.status === 'offline';
  if (!online && !offline) {
    return { kind: 'coming-soon', label: card.cstext.trim() || COMING_SOON, open: false };
  }
  const alwaysOpen = card.always_open === 1;
  const forLater = card.order_for_later === 1;
  const kind: Exclude<LocationButtonKind, 'coming-soon'> =
    offline && !alwaysOpen && forLater
      ? 'order-for-later'
      : online || alwaysOpen || forLater
        ? 'order-now'
        : 'closed';
  return { kind, label: LABELS[kind], open: true };
}

/** 'distance in km with one decimal': 2.345 → '2.3 km'; null (no position sent) → null. */
export function formatDistanceKm(km: number | null): string | null {
  if (km === null || !Number.isFinite(km) || km < 0) return null;
  return `${(Math.round(km * 10) / 10).toFixed(1)} km`;
}

export type LocationFilter = 'nearby' | 'search' | 'history' | 'fave';

/**
 * 'If nearby yields no results, it falls back to history for a logged-in member who has history,
 * otherwise to search. A failed geolocation falls back the same way.' `results` is null while the
 * nearby list is loading (no fallback yet). `isMember` means a logged-in member (roles.canUseHistory).
 */
export function locationFilterFallback(input: {
  state: LocationFilter;
  results: number | null;
  isMember: boolean;
  hasHistory: boolean;
  geolocationFailed: boolean;
}): LocationFilter {
  if (input.state !== 'nearby') return input.state;
  if (!input.geolocationFailed && (input.results === null || input.results > 0)) return 'nearby';
  return input.isMember && input.hasHistory ? 'history' : 'search';
}

/** The §2.3 empty-state text for each filter; history asks an anonymous user to sign in. */
export function locationEmptyText(state: LocationFilter, isLoggedIn: boolean): string {
  switch (state) {
    case 'nearby':
      return NO_RESULTS_NEARBY;
    case 'search':
      return NO_RESULTS;
    case 'fave':
      return NO_FAVOURITES;
    case 'history':
      return isLoggedIn ? NO_HISTORY : SIGN_IN_FOR_HISTORY;
  }
}

/** 'suggestions start after more than 3 characters' (spaces around the text do not count). */
export const SEARCH_MIN_CHARS = 4;
/** 'hint changes at 5'. */
export const SEARCH_HINT_SELECT_AT = 5;

/** Search when the text is 'longer than 3 characters'. */
export function shouldSearch(text: string): boolean {
  return text.trim().length >= SEARCH_MIN_CHARS;
}

/** "Hints: '(start typing)', '(keep typing)' under 5 characters, '(select a location)' at 5 or more." */
export function searchHint(text: string): string {
  const length = text.trim().length;
  if (length === 0) return HINT_START_TYPING;
  return length < SEARCH_HINT_SELECT_AT ? HINT_KEEP_TYPING : HINT_SELECT_LOCATION;
}
