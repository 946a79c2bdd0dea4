import { describe, expect, it } from 'vitest';
import * as m from './messages';

describe('retryErrorText (spec 1 §8 "Error {code}, please try again…")', () => {
  it.each<[string, string, string]>([
    [
      '"Third-party login failure"',
      m.ERROR_TP1,
      'Error TP1, please try again. If the problem continues, please log out and log back in again.',
    ],
    [
      'spec 3 "PQ1 (print queue)"',
      m.ERROR_PQ1,
      'Error PQ1, please try again. If the problem continues, please log out and log back in again.',
    ],
    [
      '"Menu load failure"',
      m.ERROR_ME1,
      'Error ME1, please try again. If the problem continues, please log out and log back in again.',
    ],
    [
      '"Item load failure: same text with ME2"',
      m.ERROR_ME2,
      'Error ME2, please try again. If the problem continues, please log out and log back in again.',
    ],
    [
      '"invalid item id with ME3"',
      m.ERROR_ME3,
      'Error ME3, please try again. If the problem continues, please log out and log back in again.',
    ],
    [
      '"Repeat order network failure"',
      m.ERROR_OI1,
      'Error OI1, please try again. If the problem continues, please log out and log back in again.',
    ],
    [
      '"Checkout update failure: same with UC1"',
      m.ERROR_UC1,
      'Error UC1, please try again. If the problem continues, please log out and log back in again.',
    ],
    [
      'spec 3 §8 "HO1 (home load)"',
      m.ERROR_HO1,
      'Error HO1, please try again. If the problem continues, please log out and log back in again.',
    ],
  ])('%s', (_situation, actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('message catalogue (spec 1 §2.3, §2.5, §5, §8, word for word)', () => {
  it.each<[string, string, string]>([
    [
      '§8 Options, slots, stops, locations, address update failures',
      m.ERROR_TRY_AGAIN,
      'Error, please try again',
    ],
    ['§8 Geocode failures (1)', m.GEOCODE_ERROR_1, 'Error looking up place name (1)'],
    ['§8 Geocode failures (2)', m.GEOCODE_ERROR_2, 'Error looking up place name (2)'],
    [
      '§8 Address, no postcode',
      m.ADDRESS_NO_POSTCODE,
      'Error confirming address, please enter it manually',
    ],
    [
      '§8 Address, no street number',
      m.ADDRESS_NO_STREET_NUMBER,
      'Error confirming street address, please enter it manually',
    ],
    [
      '§8 Address search failure',
      m.ADDRESS_SEARCH_FAILED,
      'Error searching for address. Please enter your delivery address manually.',
    ],
    [
      '§8 Fulfilment not loaded',
      m.FULFILMENT_NOT_LOADED,
      'Fulfilment options not loaded, try again',
    ],
    ['§8 Fulfilment none', m.NO_FULFILMENT_TYPES_RETRY, 'No fulfilment types, please try again'],
    ['§8 Modifiers', m.MODIFIERS_ERROR, 'Error displaying modifiers, try again'],
    ['§8 Fulfilment missing on close', m.FULFILMENT_REQUIRED, 'Fulfilment type is required'],
    ['§8 Unavailable product', m.PRODUCT_UNAVAILABLE, 'Product unavailable'],
    ['§8 QR scan cancelled or not QR', m.CODE_NOT_RECOGNISED, 'Code not recognised'],
    ['§8 Scanned link without table', m.TABLE_NUMBER_NOT_FOUND, 'Table number not found'],
    ['§8 Push registration failure', m.PUSH_REGISTER_ERROR, '[PN] Error registering'],
    [
      '§8 Upgrade required (web)',
      m.UPDATE_REQUIRED_WEB,
      'Update required. Refresh the page to apply the update.',
    ],
    ['§8 Upgrade required (web) button', m.REFRESH_NOW, 'Refresh Now'],
    [
      '§8 Upgrade (app)',
      m.UPDATE_REQUIRED_APP,
      'Update required. Download the latest version from your App Store.',
    ],
    ['§8 Upgrade (app) optional', m.UPDATE_AVAILABLE, 'Update available...'],
    ['§8 Store cannot be opened', m.APP_STORE_OPEN_FAILED, 'Unable to open your App Store'],
    ['§8 Maps not loaded', m.MAPS_NOT_LOADED, 'Google maps not loaded, try again'],
    ['offline', m.INTERNET_REQUIRED, 'An internet connection is required.'],
    ["§4 Add to cart snackbar 'Added to Cart'", m.ADDED_TO_CART, 'Added to Cart'],
    ["§4 Add to cart 'Proceed to Cart' button", m.PROCEED_TO_CART, 'Proceed to Cart'],
    ["§4 a 'Loading...' toast", m.LOADING, 'Loading...'],
    ["§2.2 'Verifying link...' toast", m.VERIFYING_LINK, 'Verifying link...'],
    ["§2.2 'no deeplink found'", m.NO_DEEPLINK_FOUND, 'no deeplink found'],
    ["§5 'Choose a fulfilment type'", m.CHOOSE_FULFILMENT_TYPE, 'Choose a fulfilment type'],
    [
      "§2.5 'Choose a fulfilment type above'",
      m.CHOOSE_FULFILMENT_TYPE_ABOVE,
      'Choose a fulfilment type above',
    ],
    ["§2.5 'No fulfilment types'", m.NO_FULFILMENT_TYPES, 'No fulfilment types'],
    [
      "§2.5 Store closed: note 'Online store currently closed.'",
      m.STORE_CLOSED_NOTE,
      'Online store currently closed.',
    ],
    [
      "§2.5 'Choose a day & time to order for later:'",
      m.ORDER_FOR_LATER_PROMPT,
      'Choose a day & time to order for later:',
    ],
    ["§2.5 'Unavailable today'", m.UNAVAILABLE_TODAY, 'Unavailable today'],
    [
      '§2.5 Empty lists: slots',
      m.NO_SLOTS_FOR_DATE,
      'No delivery slots available for the chosen date',
    ],
    [
      '§2.5 Empty lists: stops',
      m.NO_STOPS_FOR_DATE,
      'No delivery locations available for the chosen date',
    ],
    [
      '§2.5 Empty lists: locations',
      m.NO_LOCATIONS_FOR_DATE,
      'No locations available for the chosen date',
    ],
    [
      '§2.5 Delivery slots without an address',
      m.SLOTS_NEED_ADDRESS,
      'Specify your delivery address to see available delivery slots.',
    ],
    [
      '§2.5 Dine-in QR scan on the web',
      m.SCAN_NEEDS_APP,
      'Download the app from your app store to scan codes',
    ],
    ['§2.3 Empty states: nearby', m.NO_RESULTS_NEARBY, 'No results nearby :('],
    ['§2.3 Empty states: search', m.NO_RESULTS, 'No results :('],
    ['§2.3 Empty states: favourites', m.NO_FAVOURITES, 'No favourites :('],
    ['§2.3 Empty states: history', m.NO_HISTORY, 'No history found :('],
    ['§2.3 Empty states: anonymous user', m.SIGN_IN_FOR_HISTORY, 'Sign in to view your history'],
    [
      '§2.3 When geolocation is off',
      m.GEOLOCATION_OFF,
      'Geolocation not enabled or unavailable. Allow access to your location to display stores that are nearest to you.',
    ],
    ['§2.3 Hints: start', m.HINT_START_TYPING, '(start typing)'],
    ['§2.3 Hints: keep', m.HINT_KEEP_TYPING, '(keep typing)'],
    ['§2.3 Hints: select', m.HINT_SELECT_LOCATION, '(select a location)'],
    ["§2.3 'Coming soon'", m.COMING_SOON, 'Coming soon'],
  ])('%s', (_situation, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it.each<[string, string, string]>([
    ["§8 'Scan failed: {reason}'", m.scanFailedText('camera denied'), 'Scan failed: camera denied'],
    ["§4 'Promo code {code} applied'", m.promoAppliedText('SUMMER'), 'Promo code SUMMER applied'],
  ])('%s', (_situation, actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('durations (spec 1 §9 Toasts and Snackbars)', () => {
  it.each<[string, number, number]>([
    ['"loading 3 s"', m.LOADING_TOAST_MS, 3000],
    ['"\'Verifying link...\' 2 s"', m.VERIFYING_LINK_TOAST_MS, 2000],
    ['"validation 2 to 2.5 s"', m.VALIDATION_TOAST_MS, 2500],
    ['"address errors 6 s"', m.ADDRESS_ERROR_TOAST_MS, 6000],
    ['"menu load errors 6 s"', m.MENU_LOAD_ERROR_TOAST_MS, 6000],
    ['"fulfilment required 1.5 s"', m.FULFILMENT_REQUIRED_TOAST_MS, 1500],
    ['"then reopen after 0.5 s"', m.REOPEN_DELAY_MS, 500],
    ['"Snackbars 10 s"', m.SNACKBAR_MS, 10000],
    ['"Navigation delay after customer or guest set 2 s"', m.CUSTOMER_NAVIGATION_DELAY_MS, 2000],
  ])('%s', (_quote, actual, expected) => {
    expect(actual).toBe(expected);
  });
});
