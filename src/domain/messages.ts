/**
 * The words of spec 1 (§2.3, §2.5, §5, §8) and the toast and snackbar lengths of §9, word for word.
 * Views and workers show these constants rather than retyping the text, so a test can hold every
 * sentence to the spec. Templated messages are functions.
 */

// ---- 'Error XX, please try again…' (§8) ----

/** The §8 codes that use the 'Error {code}, please try again…' template. */
export type RetryErrorCode =
  | 'ME1'
  | 'ME2'
  | 'ME3'
  | 'OI1'
  | 'UC1'
  | 'TP1'
  | 'HO1'
  /** Spec 2 §8: the cart's load, quantity, update checkout and clear cart failures. */
  | 'CA1'
  | 'CA2'
  | 'CA3'
  | 'CA4'
  /** Spec 2 §8: the checkout's load, update, quantity and clear cart failures. */
  | 'CH1'
  | 'CH2'
  | 'CH3'
  | 'CH4'
  /** Spec 3 §8: 'PQ1 (print queue)'. */
  | 'PQ1';

/** 'Error {code}, please try again. If the problem continues, please log out and log back in again.' */
export function retryErrorText(code: RetryErrorCode): string {
  return `Error ${code}, please try again. If the problem continues, please log out and log back in again.`;
}

/** Menu load failure. */
export const ERROR_ME1 = retryErrorText('ME1');
/** Item load failure. */
export const ERROR_ME2 = retryErrorText('ME2');
/** Invalid item id. */
export const ERROR_ME3 = retryErrorText('ME3');
/** Repeat order network failure. */
export const ERROR_OI1 = retryErrorText('OI1');
/** Checkout update failure. */
export const ERROR_UC1 = retryErrorText('UC1');
/** Third-party login failure. */
export const ERROR_TP1 = retryErrorText('TP1');
/** Home load failure (spec 3 §8). */
export const ERROR_HO1 = retryErrorText('HO1');
/** Spec 3 §8 'PQ1 (print queue)': a Print Receipt that did not reach the server. */
export const ERROR_PQ1 = retryErrorText('PQ1');

// ---- Other §8 errors ----

/** Options, slots, stops, locations and address update failures. */
export const ERROR_TRY_AGAIN = 'Error, please try again';
/**
 * The removal confirmation when a quantity goes to 0 (spec 2 §2.1, §5.3). The spec gives no
 * wording; this is ours.
 */
export function removeFromCartText(name: string): string {
  return `Remove ${name} from your cart?`;
}

/** The server's phrase when a session lapsed (spec 2 §8: it clears the customer to id 0). */
export const SESSION_EXPIRED = 'Session expired';
export const GEOCODE_ERROR_1 = 'Error looking up place name (1)';
export const GEOCODE_ERROR_2 = 'Error looking up place name (2)';
export const ADDRESS_NO_POSTCODE = 'Error confirming address, please enter it manually';
export const ADDRESS_NO_STREET_NUMBER = 'Error confirming street address, please enter it manually';
export const ADDRESS_SEARCH_FAILED =
  'Error searching for address. Please enter your delivery address manually.';
export const FULFILMENT_NOT_LOADED = 'Fulfilment options not loaded, try again';
export const NO_FULFILMENT_TYPES_RETRY = 'No fulfilment types, please try again';
export const MODIFIERS_ERROR = 'Error displaying modifiers, try again';
export const FULFILMENT_REQUIRED = 'Fulfilment type is required';
export const PRODUCT_UNAVAILABLE = 'Product unavailable';
/**
 * The server's answer for a menu name it has none of (a new brand before its restaurant file is
 * imported, an old link); the menu screen recognises it and says so instead of offering a retry.
 */
export const INVALID_MENU_NAME = 'Invalid menu name';
export const NO_MENU_YET = 'There is no menu here yet.';
export const CODE_NOT_RECOGNISED = 'Code not recognised';
export const TABLE_NUMBER_NOT_FOUND = 'Table number not found';
export const PUSH_REGISTER_ERROR = '[PN] Error registering';
export const UPDATE_REQUIRED_WEB = 'Update required. Refresh the page to apply the update.';
export const UPDATE_REQUIRED_APP =
  'Update required. Download the latest version from your App Store.';
export const REFRESH_NOW = 'Refresh Now';
/** §8 'Upgrade (app)': the optional update (hides after the 10 s snackbar time). */
export const UPDATE_AVAILABLE = 'Update available...';
export const APP_STORE_OPEN_FAILED = 'Unable to open your App Store';
export const MAPS_NOT_LOADED = 'Google maps not loaded, try again';

/** 'Scan failed: {reason}' */
export function scanFailedText(reason: string): string {
  return `Scan failed: ${reason}`;
}

// ---- Confirmations and prompts ----

export const INTERNET_REQUIRED = 'An internet connection is required.';
export const ADDED_TO_CART = 'Added to Cart';
export const PROCEED_TO_CART = 'Proceed to Cart';
export const LOADING = 'Loading...';
export const VERIFYING_LINK = 'Verifying link...';
export const NO_DEEPLINK_FOUND = 'no deeplink found';

/** 'Promo code {code} applied' */
export function promoAppliedText(code: string): string {
  return `Promo code ${code} applied`;
}

// ---- Fulfilment chooser (§2.5, §5) ----

export const CHOOSE_FULFILMENT_TYPE = 'Choose a fulfilment type';
export const CHOOSE_FULFILMENT_TYPE_ABOVE = 'Choose a fulfilment type above';
export const NO_FULFILMENT_TYPES = 'No fulfilment types';
export const STORE_CLOSED_NOTE = 'Online store currently closed.';
export const ORDER_FOR_LATER_PROMPT = 'Choose a day & time to order for later:';
export const UNAVAILABLE_TODAY = 'Unavailable today';
export const NO_SLOTS_FOR_DATE = 'No delivery slots available for the chosen date';
export const NO_STOPS_FOR_DATE = 'No delivery locations available for the chosen date';
export const NO_LOCATIONS_FOR_DATE = 'No locations available for the chosen date';
export const SLOTS_NEED_ADDRESS = 'Specify your delivery address to see available delivery slots.';
export const SCAN_NEEDS_APP = 'Download the app from your app store to scan codes';

// ---- Locations screen (§2.3) ----

export const NO_RESULTS_NEARBY = 'No results nearby :(';
export const NO_RESULTS = 'No results :(';
export const NO_FAVOURITES = 'No favourites :(';
export const NO_HISTORY = 'No history found :(';
export const SIGN_IN_FOR_HISTORY = 'Sign in to view your history';
export const GEOLOCATION_OFF =
  'Geolocation not enabled or unavailable. Allow access to your location to display stores that are nearest to you.';
export const HINT_START_TYPING = '(start typing)';
export const HINT_KEEP_TYPING = '(keep typing)';
export const HINT_SELECT_LOCATION = '(select a location)';
export const COMING_SOON = 'Coming soon';

// ---- Durations (§9) ----

/** 'Toasts: loading 3 s'. */
export const LOADING_TOAST_MS = 3_000;
/** "'Verifying link...' 2 s". */
export const VERIFYING_LINK_TOAST_MS = 2_000;
/** 'validation 2 to 2.5 s': the upper end, so a joined list of errors can be read. */
export const VALIDATION_TOAST_MS = 2_500;
/** 'address errors 6 s'. */
export const ADDRESS_ERROR_TOAST_MS = 6_000;
/** 'menu load errors 6 s'. */
export const MENU_LOAD_ERROR_TOAST_MS = 6_000;
/** 'fulfilment required 1.5 s …'. */
export const FULFILMENT_REQUIRED_TOAST_MS = 1_500;
/** '… then reopen after 0.5 s'. */
export const REOPEN_DELAY_MS = 500;
/** 'Snackbars 10 s'. */
export const SNACKBAR_MS = 10_000;
/** 'Navigation delay after customer or guest set 2 s'. */
export const CUSTOMER_NAVIGATION_DELAY_MS = 2_000;
