/** The standing-order screen's words, spec 3 §8 word for word (spelling included) unless marked. */
export const STANDING_ORDER_SAVE_LACKS_DATA = 'Something went wrong, please try again';
export const NO_SLOTS_AVAILABLE = 'No slots available';
export const PRODUCTS_NOT_AVAILABLE = 'Products not available';
export const PRODUCT_HAS_NO_OPTIONS = 'Product has no options';
export const MODIFIERS_FAILED = 'Error displaying modifiers, try again';
export const NO_STORES_ENABLED = 'No stores enabled or insufficent permissions.';
/** Not a spec phrase (the server's own refusal, word for word): Save before any product has a quantity. */
export const NO_QUANTITIES = 'Choose a quantity for at least one day';
