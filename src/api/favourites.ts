/**
 * RequestAction Favourites (not a spec call: spec 1 shows the locations' 'fave' filter and 'No
 * favourites :(' but names no call that marks one). A member marks a location of the brand as a
 * favourite or not; the answer is the member's favourites, as Merchants lists them.
 *
 * `sub_action: 'set'` sets the state rather than toggling it, so a change queued offline and sent
 * again, or two changes crossing, end where the customer left it; request_id makes a repeat answer
 * the first answer.
 */
import { z } from 'zod/mini';

export type FavouritesRequest = {
  sub_action: 'set';
  merchant_id: string;
  /** '1' marks the location a favourite, '0' unmarks it. */
  favourite: '0' | '1';
  request_id: string;
};

export const favouritesResponseSchema = z.object({
  /** The member's favourite locations of this brand, the most recently marked first. */
  favourites: z.array(z.int()),
});
export type FavouritesResponse = z.infer<typeof favouritesResponseSchema>;
