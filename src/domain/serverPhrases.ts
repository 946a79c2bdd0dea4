/**
 * The server's phrases, in one place for both sides: the server sends them, and the worker
 * recognises several (spec 1 §8: 'Session expired' resets the customer, an unknown item is ME3,
 * some are logged as errors), so they must match exactly. Those the spec words for the customer
 * come from messages.ts.
 */
import { ERROR_TRY_AGAIN, PRODUCT_UNAVAILABLE, SESSION_EXPIRED } from './messages';

export const SERVER_PHRASES = {
  invalidAppToken: 'Invalid app token',
  unsupportedApiVersion: 'Unsupported API version',
  unknownRequestAction: 'Unknown request action',
  sessionExpired: SESSION_EXPIRED,
  invalidMenuName: 'Invalid menu name',
  merchantDoesNotExist: 'Merchant does not exist',
  menuItemDoesNotExist: 'Menu item does not exist',
  invalidSet: 'Invalid location set',
  /** A mutating call without its client request id (ARCHITECTURE.md 'Idempotency'). */
  requestIdRequired: 'Missing request_id: every change needs a client request id',
  requestIdReused: 'This request_id was already used for a different request',
  /** A request id first used by another session (or the same session signed in as another). */
  requestIdOtherOwner: 'This request_id was already used by another session',
  invalidSubAction: 'Unknown sub_action',
  invalidFulfilmentDate: 'Invalid fulfilment date',
  invalidMenuItemData: 'Invalid menu item data',
  invalidCheckoutOptions: 'Invalid checkout options',
  fulfilmentTypeUnavailable: 'Fulfilment type not available',
  /** Spec 1 §8 'Unavailable product'. */
  productUnavailable: PRODUCT_UNAVAILABLE,
  invalidItemOptions: 'Invalid options for this item',
  cartItemNotFound: 'Cart item not found',
  orderNotFound: 'Order not found',
  /** Spec 2 §8 'Server error phrase mapping': the caller has no open cart. */
  noOrderPresent: 'No order present',
  orderItemsUnavailable: 'The items from this order are no longer available',
  deliveryAddressNotFound: 'Delivery address not found',
  deliverySlotUnavailable: 'Delivery slot not available',
  deliveryStopUnavailable: 'Delivery stop not available',
  pickupLocationUnavailable: 'Pickup location not available',
  invalidPromoCode: 'Invalid promo code',
  promoCodesNotAccepted: 'Promo codes are not accepted for this menu',
  /** An unexpected failure: the details go to the log, not to the customer. */
  serverError: ERROR_TRY_AGAIN,
} as const;

/** 'Quantity must be between 1 and 99' */
export function quantityRangeMessage(min: number, max: number): string {
  return `Quantity must be between ${min} and ${max}`;
}

/** 'Promo code FIGS5 needs a minimum order of $30.00' */
export function promoMinimumMessage(code: string, minimum: string): string {
  return `Promo code ${code} needs a minimum order of ${minimum}`;
}

/** 'Promo code SPRING20 has expired' */
export function promoExpiredMessage(code: string): string {
  return `Promo code ${code} has expired`;
}
