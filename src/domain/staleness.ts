/**
 * When the cached menu must be fetched again (spec 1 §4 'Menu load', §9 'Menu cache staleness').
 * Shared by the API worker and the service worker, so it imports nothing.
 *
 * 'Older than' is strict: data exactly 15 (or 5) minutes old is still fresh, one millisecond more
 * is stale. A fetch time in the future (the device clock was set back) counts as stale, since its
 * age cannot be known.
 */

/** Menu data older than this is refetched (spec 1 §9: 15 minutes). */
export const MENU_STALE_MS = 15 * 60_000;
/** Fulfilment data older than this is refetched (spec 1 §9: 5 minutes). */
export const FULFILMENT_STALE_MS = 5 * 60_000;

export type CachedMenuFacts = {
  slug: string;
  /** ms since epoch */
  menuFetchedAt: number;
  /** ms since epoch */
  fulfilmentFetchedAt: number;
  hasFulfilment: boolean;
};

export type MenuFetchReason =
  'no-cache' | 'slug-changed' | 'no-fulfilment' | 'menu-stale' | 'fulfilment-stale';

function isStale(fetchedAt: number, now: number, maxAgeMs: number): boolean {
  const age = now - fetchedAt;
  return age < 0 || age > maxAgeMs;
}

/** Why the menu must be fetched, or null when the cache may be used. */
export function menuFetchReason(input: {
  cached: CachedMenuFacts | null;
  slug: string;
  now: number;
}): MenuFetchReason | null {
  const { cached, slug, now } = input;
  if (cached === null) return 'no-cache';
  if (cached.slug !== slug) return 'slug-changed';
  if (!cached.hasFulfilment) return 'no-fulfilment';
  if (isStale(cached.menuFetchedAt, now, MENU_STALE_MS)) return 'menu-stale';
  if (isStale(cached.fulfilmentFetchedAt, now, FULFILMENT_STALE_MS)) return 'fulfilment-stale';
  return null;
}
