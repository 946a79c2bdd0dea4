/**
 * The server's phrases, in one place for both sides: the server sends them, and the worker
 * recognises several (spec 1 §8: 'Session expired' resets the customer, an unknown item is ME3,
 * some are logged as errors), so they must match exactly. Those the spec words for the customer
 * come from messages.ts.
 */
import {
  ERROR_TRY_AGAIN,
  FULFILMENT_REQUIRED,
  INVALID_MENU_NAME,
  PRODUCT_UNAVAILABLE,
  SESSION_EXPIRED,
} from './messages';

export const SERVER_PHRASES = {
  invalidAppToken: 'Invalid app token',
  unsupportedApiVersion: 'Unsupported API version',
  unknownRequestAction: 'Unknown request action',
  sessionExpired: SESSION_EXPIRED,
  invalidMenuName: INVALID_MENU_NAME,
  merchantDoesNotExist: 'Merchant does not exist',
  menuItemDoesNotExist: 'Menu item does not exist',
  invalidSet: 'Invalid location set',
  /** Favourites without favourite 0 or 1 (not a spec phrase). */
  invalidFavourite: 'Invalid favourite setting',
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
  /** AnalyticsEvent naming an event other than 'purchase' (not a spec phrase). */
  invalidAnalyticsEvent: 'Unknown analytics event',
  /** AnalyticsEvent on a brand whose analytics adapter is not 'firstParty' (not a spec phrase). */
  analyticsNotCollected: 'Analytics events are not collected for this app',
  /** Spec 2 §8 'Server error phrase mapping': the caller has no open cart. */
  noOrderPresent: 'No order present',
  orderItemsUnavailable: 'The items from this order are no longer available',
  deliveryAddressNotFound: 'Delivery address not found',
  deliverySlotUnavailable: 'Delivery slot not available',
  deliveryStopUnavailable: 'Delivery stop not available',
  pickupLocationUnavailable: 'Pickup location not available',
  invalidPromoCode: 'Invalid promo code',
  /** an email change without the current password (not a spec phrase). */
  currentPasswordForEmail: 'Enter your current password to change your email address',
  /** the email verification link's page (not spec phrases). */
  emailVerified: 'Your email address is confirmed. You can close this page.',
  verifyLinkInvalid: 'This confirmation link is invalid or has expired.',
  promoCodesNotAccepted: 'Promo codes are not accepted for this menu',
  /** An unexpected failure: the details go to the log, not to the customer. */
  serverError: ERROR_TRY_AGAIN,

  // ---- Checkout (spec 2). Each SubmitOrder refusal holds the phrase spec 2 §8's table matches
  // (case-insensitive), noted beside it, so the client offers the right button. ----
  paymentMethodUnavailable: 'Payment method not available',
  paymentMethodRequired: 'Please choose a payment method',
  studentClassNotFound: 'Student class not found',
  invalidCustomData: 'Invalid custom field answers',
  /** The server refuses a request carrying card_number or card_csc (ARCHITECTURE). */
  cardDetailsRefused: 'Card details must be entered in the secure card form',
  /** §5.1 (→ details toast). */
  nameRequired: 'Enter your name for the order',
  emailRequired: 'Enter your email address for your receipt',
  emailInvalid: 'Enter a valid email address',
  mobileRequired: 'Enter your mobile phone number',
  /** §8 'fulfilment type' (→ Choose). Spec 1's words. */
  fulfilmentTypeRequired: FULFILMENT_REQUIRED,
  /** §8: 'An order time already past shows' this (→ Change Time). */
  timeHasPast: 'Your requested time has past. Please choose another time.',
  /** 'Minimum notice' (→ Change Time). */
  timeRequired: 'Minimum notice applies: please choose a time for your order.',
  /** 'location not available' (→ Change). */
  deliveryAddressNotDelivered:
    'Delivery location not available: we do not deliver to this address. Please enter another address.',
  /** 'delivery slot' (→ Change Slot). */
  deliverySlotRequired: 'Please choose a delivery slot for your order.',
  deliverySlotFull:
    'The delivery slot you chose is no longer available. Please choose another delivery slot.',
  /** 'delivery stop' (→ Change). */
  deliveryStopRequired: 'Please choose a delivery stop or location for your order.',
  deliveryStopFull:
    'The delivery stop you chose is no longer available. Please choose another delivery stop or location.',
  /** 'location not available' (→ Change). */
  pickupLocationRequired: 'Pickup location not available: please choose a pickup location.',
  pickupLocationFull:
    'Pickup location not available: the location you chose is full or closed on that day. Please choose another.',
  /** 'table number' (→ Change). */
  tableNumberRequired: 'Please enter your table number.',
  /** 'booking' (→ Change). */
  bookingRefRequired: 'Please enter your booking reference.',
  bookingNameRequired: 'Please enter the name of your booking.',
  /** 'number of people' (→ Change). */
  bookingPaxRequired: 'Please enter the number of people in your booking.',
  /** 'account required' (→ Sign in / Sign up). */
  accountRequired: 'Customer account required: please sign in or sign up to order from this menu.',
  accountRequiredForBalance: 'Customer account required: sign in to pay from your account balance.',
  insufficientBalance: 'Your account balance is not enough to pay for this order',
  /** Spec 2 §5.3 'a no-saved-card message exists (wording not shown)'. */
  accountRequiredForSavedCard: 'Customer account required: sign in to pay with your saved card.',
  noSavedCard: 'You have no saved card. Please choose another payment method.',
  savedCardExpired: 'Your saved card has expired. Please pay with a new card to replace it.',
  /** Spec 2 §5.3, word for word. */
  termsRequired: 'Agreement to the Terms is required to proceed.',
  ageLimitRequired: 'Agreement to the Age limitation is required to proceed.',
  /** Spec 2 §8 'Payments', word for word. */
  braintreeUnavailable: 'Error contacting Braintree Payments',
  paymentRedirectInvalid: 'MSG-COPP-1: Payment redirect invalid or not set',
  eftposUnavailable:
    'Eftpos (Linkly) is not currently available (MSG-CO1). Contact a member of staff for assistance.',
  /** a second order for a terminal session that already paid one (not a spec phrase). */
  terminalSessionUsed: 'This terminal payment has already paid for another order.',
  /** Spec 2 §8 'Payments', word for word: a placement whose payment could not be settled now. */
  paymentUnsettled: 'Unexpected error: Check your order has not already gone through and try again',
  applePayUnavailable: 'Apple Pay is not currently available',
  googlePayUnavailable: 'Google Pay is not currently available',
  cardNonceRequired: 'Please enter your card details',
  /** a saved card's token sent as a card nonce by anyone but its member (not a spec phrase). */
  savedCardNotYours: 'This card cannot be used here. Please enter your card details.',
  walletDataInvalid: 'The wallet payment could not be read. Please try again.',
  /** preorder is neither '1' (validate) nor '0' (place). */
  invalidPreorder: 'Invalid preorder value',
  orderTotalZero: 'There is nothing to pay for in this order',
  /** Push: a pn_data, device_state or timezone field that cannot be read. */
  pushInvalid: 'Invalid push data',
  /** Apple and Google sign-in (spec 3 §5, §8; server/accounts/thirdParty.ts). */
  appleInsufficientData:
    'Insufficient data from Apple to log you in. Access to your Name and Email address are required.',
  appleTokenExpired: 'Apple Signin Token has expired',
  /** An Apple token that fails verification (signature, issuer, audience): not in the spec. */
  appleSignInFailed: 'Error logging in with Apple.',
  googleUnknownResponse: 'Unknown response from Google.',
  googleSignInFailed: 'Error logging in with Google.',
  // Standing orders (server/standingOrders/). Spec 3 §6, §8 word for word where noted.
  /** Spec 3 §6: no store has standing orders on, or the caller may not have them (kiosk, guest). */
  standingOrdersNotEnabled: 'No stores enabled or insufficent permissions.',
  /** Spec 3 §8: a save without its standing order's data. */
  standingOrderDataMissing: 'Something went wrong, please try again',
  /** Spec 3 §8 'Standing Order Saved (Active/Paused)', 'Standing Order Active/Paused'. */
  standingOrderSavedActive: 'Standing Order Saved (Active)',
  standingOrderSavedPaused: 'Standing Order Saved (Paused)',
  standingOrderActive: 'Standing Order Active',
  standingOrderPaused: 'Standing Order Paused',
  /** Spec 3 §8: the store has no delivery slots; an options list for a product without any. */
  noSlotsAvailable: 'No slots available',
  productHasNoOptions: 'Product has no options',
  /** Spec 3 §8: a standing order whose payment at the cut-off failed (it is paused). */
  paymentFailed: 'Payment failed.',
  /** Another member's standing order id, or one that does not exist (not a spec phrase). */
  standingOrderNotFound: 'Standing order not found',
  /** Edit mode changing what spec 3 §2 fixes once saved (not a spec phrase). */
  standingOrderFixed: 'The store and fulfilment type of a saved standing order cannot be changed',
  /** A fulfilment type the store does not take standing orders for (not a spec phrase). */
  standingOrderTypeUnavailable: 'This fulfilment type is not available for standing orders here',
  /** Spec 3 §9 'Weekday quantity up to 999' refused (not a spec phrase). */
  standingOrderQuantity: 'Quantities must be whole numbers from 0 to 999',
  /** A save with no quantity on any day (not a spec phrase). */
  standingOrderEmpty: 'Choose a quantity for at least one day',
  /** Status 1 without a saved card or balance where the store requires one (not a spec phrase). */
  standingOrderNeedsPayment:
    'Add a card or top up your balance before making this standing order active',
  // Staff devices and printing (staff part). Not in the spec, worded as its refusals.
  /** The staff order board's actions and channel, to anyone but staff (status 8). */
  staffOnly: 'Staff account required',
  /** A staff account with no store assigned to its device. */
  staffNoMerchant: 'No store is assigned to this staff account',
  /** PrintQueue from anyone but a kiosk (3) or staff (8) account. */
  kioskOrStaffOnly: 'Kiosk or staff account required',
  /** PrintQueue from a device without a POS ID (spec 3 §2 '/eftpos/linkly' says the same of pairing). */
  posIdRequired: 'POS ID needs to be assigned to this user by an Admin before printing.',
  /** PrintQueue's pos_guid is not the device's own. */
  posIdMismatch: 'This POS ID does not belong to this device',
  invalidOrderStatus: 'Unknown order status',
  // Stored credit and cards (server/money/). Not spec phrases unless they say so.
  /** A money call from a guest, kiosk or staff account: spec 3 §6 gives top-up and cards to members. */
  moneyMembersOnly: 'Top-up and saved cards are for member accounts only',
  /** The brand's is_topup_enabled is off. */
  topupDisabled: 'Top-up is not available',
  /** Spec 3 §8 'Success messages'. */
  cardAdded: 'Card added!',
  /** Spec 3 §8: the crypto provider could not be reached or refused the top-up. */
  coinbaseRedirectFailed: 'Error redirecting to Coinbase',
  /** Spec 3 §2 Top-up, result=success: a top-up credited. */
  topupThanks: 'Thank you for your payment',
  /** ChangeBilling remove_card: forgotten here; the provider's vault keeps the token until it expires. */
  cardRemoved: 'Card removed',
  autoTopupUpdated: 'Auto top-up updated',
  /** Auto top-up charges the saved card, so it needs one. */
  autoTopupNeedsCard: 'Auto top-up needs a saved card. Please add a card first.',
  /** ChangeBilling with neither remove_card '1' nor topup_amount. */
  billingNothingToChange: 'Nothing to change',
  /** Spec 3 §2 Withdraw: 'Button disabled when transferable balance is 0 or less'. */
  withdrawNothing: 'You have no transferable funds to withdraw',
  /** Spec 3 §8 'Success messages'. */
  withdrawSent: 'Your request has been sent',
} as const;

/** A top-up amount not in the spec's list (spec 3 §9), e.g. '$10.00, $20.00, …' (not a spec phrase). */
export function topupAmountMessage(choices: string): string {
  return `Please choose a top-up amount of ${choices}`;
}

/** An auto top-up amount not in the spec's list (spec 3 §9) (not a spec phrase). */
export function autoTopupAmountMessage(choices: string): string {
  return `Please choose an auto top-up amount of ${choices}`;
}

/** 'Pickup is only available between 7:00 am and 9:00 pm on Tue 24 Nov. …' (→ Change Time). */
export function availableBetweenMessage(verb: string, from: string, to: string, day: string) {
  return `${verb} is only available between ${from} and ${to} on ${day}. Please choose another time.`;
}

/** After the day's closing time (→ Change Time). */
export function afterLastOrdersMessage(verb: string, closing: string, day: string) {
  return `Your requested time for ${verb} is after last orders (${closing}) on ${day}. Please choose an earlier time.`;
}

/** 'Minimum notice for Pickup is 15 minutes. …' (→ Change Time). */
export function minimumNoticeMessage(verb: string, notice: string) {
  return `Minimum notice for ${verb} is ${notice}. Please choose a later time.`;
}

/** A day the store is closed or outside the ordering window (→ Change Date). */
export function notAvailableOnDayMessage(verb: string, day: string, reason: string) {
  return `${verb} is not available on the selected day (${day}${reason ? `: ${reason}` : ''}). Please choose another date.`;
}

/** The notice spans days (→ Change Date). */
export function earliestDateMessage(verb: string, day: string) {
  return `The earliest date available for ${verb} is ${day}. Please choose another date.`;
}

/** 'Product unavailable: Iced Mint Tea' (→ Back to Cart). */
export function productUnavailableMessage(name: string) {
  return `${PRODUCT_UNAVAILABLE}: ${name}`;
}

/** (→ Back to Cart) */
export function minimumOrderMessage(minimum: string, what: string) {
  return `The minimum order ${what} is ${minimum}. Please add more to your cart.`;
}

/** A promo code that no longer applies at placement (→ Edit Voucher/Promo Code). */
export function promoRefusedMessage(code: string, why: string) {
  return `The promo code ${code} cannot be used: ${why}`;
}

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

// Order limits (server/orders/limits.ts). Not spec phrases, worded like its refusals.
/** More lines than the brand's cap. */
export function cartLinesLimitMessage(max: number): string {
  return `Your cart can hold up to ${max} different items. Please remove some to continue.`;
}

/** A total above the brand's cap, e.g. '$5,000.00'. */
export function orderTotalLimitMessage(max: string): string {
  return `Orders over ${max} can't be placed here. Please contact the store about a large order.`;
}

/** The placement's total is not the one the checkout showed the customer. */
export function orderTotalChangedMessage(total: string): string {
  return `Your order total has changed to ${total}. Please check your order and try again.`;
}

// Sign-in throttling (server/accounts/attempts.ts). Not a spec phrase, worded like
// ACCOUNT_PHRASES.tooManyAttempts.
/** An account (or device) past its free wrong tries, for the wait left, e.g. '30 seconds'. */
export function signInWaitMessage(waitMs: number): string {
  const seconds = Math.ceil(waitMs / 1000);
  const wait =
    seconds < 60
      ? `${seconds} second${seconds === 1 ? '' : 's'}`
      : Math.ceil(seconds / 60) === 1
        ? 'a minute'
        : `${Math.ceil(seconds / 60)} minutes`;
  return `Too many failed attempts. Please wait ${wait} and try again.`;
}

/**
 * Apple or Google sign-in for an email an unverified account holds (not a spec
 * phrase): linking then could hand a pre-registered account to whoever set its password.
 */
export function linkNeedsPasswordMessage(provider: 'Apple' | 'Google'): string {
  return `An account with this email address already exists. Sign in with your password first, then connect ${provider} from your profile.`;
}

// Standing orders (server/standingOrders/). Not spec phrases, worded like its refusals.
/** A quantity on a weekday the product is not sold, e.g. 'Shakshuka is not available on Sunday'. */
export function standingOrderDayMessage(product: string, weekday: string): string {
  return `${product} is not available on ${weekday}`;
}

/** A pickup time outside the store's window or off the 5-minute steps. */
export function standingOrderTimeMessage(from: string, to: string): string {
  return `Choose a time from ${from} to ${to}, in 5-minute steps`;
}

/** What a member is told when the cut-off's payment failed and the standing order was paused. */
export function standingOrderPausedMessage(store: string, day: string): string {
  return `Your standing order at ${store} for ${day} was not placed and is now paused. Check your card or balance, then turn it back on.`;
}

/** a code this customer has used as often as brand.json allows (not a spec phrase). */
export function promoUsedMessage(code: string): string {
  return `Promo code ${code} has already been used on your account`;
}
