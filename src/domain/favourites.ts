/**
 * A member's favourite locations as the locations screen shows them (spec 1 §2.3 the 'fave'
 * filter): what the server last said, with the changes still waiting in the outbox applied in the
 * order they were made, so a location marked offline shows at once and stays marked.
 */

/** One change the member made: mark (true) or unmark (false) a location. */
export type FavouriteChange = { merchantId: number; favourite: boolean };

/** The favourites to show, the most recently marked first, each once. */
export function shownFavourites(
  stored: readonly number[],
  pending: readonly FavouriteChange[],
): number[] {
  let shown = stored.filter((id, index) => stored.indexOf(id) === index);
  for (const change of pending) {
    shown = shown.filter((id) => id !== change.merchantId);
    if (change.favourite) shown = [change.merchantId, ...shown];
  }
  return shown;
}

/** The favourite toggle's accessible name; its pressed state says whether it is one. */
export function favouriteButtonLabel(merchantName: string): string {
  return `Favourite ${merchantName}`;
}
