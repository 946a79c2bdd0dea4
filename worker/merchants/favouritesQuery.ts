/**
 * The favourites' part of the locations' live read: the stored favourites (the last Merchants or
 * Favourites answer) with the member's changes still waiting in the outbox applied, so a location
 * marked offline shows marked at once (src/domain/favourites.ts).
 */
import { shownFavourites, type FavouriteChange } from '@/domain/favourites';
import type { LocationsRow, OutboxRow } from '@worker/db/rows';

/** The outbox rows of favourite changes carry this action (RequestAction Favourites). */
export const FAVOURITE_ACTION = 'Favourites';

/** A favourite change still on its way; refused ones wait for nobody and are not shown. */
export function pendingFavourite(row: OutboxRow): FavouriteChange | null {
  if (row.action !== FAVOURITE_ACTION || row.status === 'failed' || row.orphaned) return null;
  const merchantId = Number(row.payload.merchant_id);
  if (!Number.isInteger(merchantId) || merchantId <= 0) return null;
  return { merchantId, favourite: row.payload.favourite === '1' };
}

/** The favourites to show, from the locations row and the outbox rows in the order they were made. */
export function favouritesShown(
  locations: Pick<LocationsRow, 'favourites'>,
  outbox: readonly OutboxRow[],
): number[] {
  const pending = outbox.flatMap((row) => pendingFavourite(row) ?? []);
  return shownFavourites(locations.favourites ?? [], pending);
}
