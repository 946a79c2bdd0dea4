/**
 * The cart screen's and the receipt's words (spec 2 §2.1, §8, §9), word for word where the spec
 * gives them; the rest are ours and say so.
 */
import { retryErrorText } from './messages';

/** Load cart failure (spec 2 §8 'Error CA1'). */
export const ERROR_CA1 = retryErrorText('CA1');
/** Quantity update failure. */
export const ERROR_CA2 = retryErrorText('CA2');
/** Update checkout failure (promo code, order note from the cart). */
export const ERROR_CA3 = retryErrorText('CA3');
/** Clear cart failure. */
export const ERROR_CA4 = retryErrorText('CA4');

/** The checkout screen's (spec 2 §8 'Generic'): checkout load failure. */
export const ERROR_CH1 = retryErrorText('CH1');
/** Checkout update failure (the payment method, using rewards). */
export const ERROR_CH2 = retryErrorText('CH2');
/**
 * Quantity update and clear cart failures. Kept for the words: the checkout screen changes no
 * quantities and clears no cart, and those changes go through the outbox, which keeps a change
 * the network lost rather than failing it.
 */
export const ERROR_CH3 = retryErrorText('CH3');
export const ERROR_CH4 = retryErrorText('CH4');

export const CART_EMPTY = 'Your cart is empty';
/** An add made offline, kept in the outbox (ours: the spec has no words for it). */
export const QUEUED_OFFLINE = 'Saved. It will be added to your cart when you are back online.';
/** The proceed popup's title when the menu requires registration. */
export const ACCOUNT_REQUIRED_TITLE = 'An account is required to continue';
/** The proceed popup's title otherwise. */
export const ACCOUNT_SIGNIN_TITLE = 'Account Signin';
/** Spec 2 §9 'cart sign-in label'. */
export const CART_SIGN_IN_LABEL = 'Sign in or Create account';
export const PROCEED_TO_CHECKOUT = 'Proceed to Checkout';
export const CONTINUE_AS_GUEST = 'Continue as Guest';

/** Ours: the Cancel Order confirmation (the spec asks for one and gives no words). */
export const CANCEL_ORDER_CONFIRM = 'Cancel this order? Your cart will be emptied.';
/** Ours: the receipt of an order this device has never seen, offline. */
export const ORDER_NOT_SEEN_OFFLINE = 'This order has not been opened on this device yet.';

/** Spec 2 §9 'cart load error 10 s'. */
export const CART_LOAD_ERROR_TOAST_MS = 10_000;
/** Spec 2 §9 'errors 6 s'. */
export const CART_ERROR_TOAST_MS = 6_000;
/** How often an open receipt asks for its order's status (ours: the spec sets no period). */
export const RECEIPT_REFRESH_MS = 15_000;
