import { describe, expect, it } from 'vitest';
import { shownFavourites, type FavouriteChange } from './favourites';

describe('shownFavourites: the stored favourites with the changes still in the outbox applied', () => {
  const mark = (merchantId: number): FavouriteChange => ({ merchantId, favourite: true });
  const unmark = (merchantId: number): FavouriteChange => ({ merchantId, favourite: false });
  it.each<[string, number[], FavouriteChange[], number[]]>([
    ['nothing waiting: as the server said', [3, 1], [], [3, 1]],
    [
      'a location marked offline shows first (most recently marked first)',
      [3, 1],
      [mark(2)],
      [2, 3, 1],
    ],
    ['marking a favourite again moves it first', [3, 1], [mark(1)], [1, 3]],
    ['unmarked offline: gone at once', [3, 1], [unmark(3)], [1]],
    ['unmarking one that is not a favourite changes nothing', [3], [unmark(9)], [3]],
    ['changes apply in the order they were made', [3], [mark(1), unmark(1), mark(2)], [2, 3]],
    ['the last change to a location wins', [], [unmark(4), mark(4)], [4]],
    ['duplicates in the stored list are shown once', [3, 3, 1], [], [3, 1]],
  ])('%s', (_case, stored, pending, expected) => {
    expect(shownFavourites(stored, pending)).toEqual(expected);
  });
});
