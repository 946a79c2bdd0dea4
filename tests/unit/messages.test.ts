import { describe, expect, it } from 'vitest';
import type { Failure } from '@/domain/result';
import {
  homeLoadFailureText,
  locationsLoadFailureText,
  itemLoadFailureText,
  MENU_LOAD_TOAST_MS,
  menuLoadFailureText,
} from '@worker/messages';

const ME1 =
  'Error ME1, please try again. If the problem continues, please log out and log back in again.';
const ME2 =
  'Error ME2, please try again. If the problem continues, please log out and log back in again.';
const ME3 =
  'Error ME3, please try again. If the problem continues, please log out and log back in again.';
const HO1 =
  'Error HO1, please try again. If the problem continues, please log out and log back in again.';

describe('failed calls → the words of spec 1 §8', () => {
  it('menu load errors show for 6 s (§9 Toasts)', () => {
    expect(MENU_LOAD_TOAST_MS).toBe(6_000);
  });

  const menuRows: [string, Failure, string][] = [
    ['network error → ME1', { code: 'network', message: 'Network error: fetch failed' }, ME1],
    ['unreadable answer → ME1', { code: 'invalid-response', message: 'Unexpected answer' }, ME1],
    ['an HTTP refusal → ME1', { code: 'rejected', message: 'Request refused: HTTP 413' }, ME1],
    [
      '"Non-SUCCESS response: first Response entry"',
      { code: 'server', message: 'Invalid menu name' },
      'Invalid menu name',
    ],
    [
      'AUTH: its first Response entry',
      { code: 'auth', message: 'Session expired' },
      'Session expired',
    ],
  ];
  it.each(menuRows)('menu load: %s', (_row, error, text) => {
    expect(menuLoadFailureText(error)).toBe(text);
  });

  const itemRows: [string, Failure, string][] = [
    ['network error → ME2', { code: 'network', message: 'Network error: fetch failed' }, ME2],
    ['unreadable answer → ME2', { code: 'invalid-response', message: 'Unexpected answer' }, ME2],
    ['an HTTP refusal → ME2', { code: 'rejected', message: 'Request refused: HTTP 400' }, ME2],
    [
      "'Menu item does not exist' → ME3",
      { code: 'server', message: 'Menu item does not exist' },
      ME3,
    ],
    ['not-found → ME3', { code: 'not-found', message: 'anything' }, ME3],
    [
      'other server phrase as sent',
      { code: 'server', message: 'Store is closed' },
      'Store is closed',
    ],
  ];
  it.each(itemRows)('item load: %s', (_row, error, text) => {
    expect(itemLoadFailureText(error)).toBe(text);
  });

  const homeRows: [string, Failure, string][] = [
    [
      'spec 3 §8 network error → HO1',
      { code: 'network', message: 'Network error: fetch failed' },
      HO1,
    ],
    ['unreadable answer → HO1', { code: 'invalid-response', message: 'Unexpected answer' }, HO1],
    [
      'a server phrase as sent',
      { code: 'server', message: 'Invalid app token' },
      'Invalid app token',
    ],
    [
      'AUTH: its first Response entry',
      { code: 'auth', message: 'Session expired' },
      'Session expired',
    ],
  ];
  const TRY_AGAIN = 'Error, please try again';
  const locationRows: [string, Failure, string][] = [
    ['network error', { code: 'network', message: 'Network error: fetch failed' }, TRY_AGAIN],
    ['unreadable answer', { code: 'invalid-response', message: 'Unexpected answer' }, TRY_AGAIN],
    ['an HTTP refusal', { code: 'rejected', message: 'Request refused: HTTP 400' }, TRY_AGAIN],
    ['a server phrase as sent', { code: 'server', message: 'Invalid state' }, 'Invalid state'],
  ];
  it.each(locationRows)("locations: %s (§8 'locations … failures')", (_row, error, text) => {
    expect(locationsLoadFailureText(error)).toBe(text);
  });

  it.each(homeRows)('home load: %s', (_row, error, text) => {
    expect(homeLoadFailureText(error)).toBe(text);
  });
});
