import { describe, expect, it } from 'vitest';
import {
  afterLastOrdersMessage,
  availableBetweenMessage,
  earliestDateMessage,
  minimumNoticeMessage,
  minimumOrderMessage,
  notAvailableOnDayMessage,
  productUnavailableMessage,
  promoExpiredMessage,
  SERVER_PHRASES,
} from './serverPhrases';
import { SESSION_TIMED_OUT, submitPhraseOutcome, TIME_HAS_PAST } from './submitPhrase';

/**
 * Spec 2 §8 'Server error phrase mapping on order submission', row by row: each phrase of a row,
 * inside a realistic server sentence, gives that row's result.
 */
describe('§8 server error phrase mapping', () => {
  it.each([
    // 'No order present' → toast about a timed-out session; cart emptied
    ['No order present', { kind: 'session-timeout', message: SESSION_TIMED_OUT }],
  ])('%s', (text, outcome) => {
    expect(submitPhraseOutcome(text)).toEqual(outcome);
  });

  // missing name, email or mobile → toast; scroll to top
  it.each([
    'Missing name',
    'Missing email',
    'Missing mobile',
    'Missing customer mobile',
    'Enter your name for the order',
    'Enter your email address for your receipt',
    'Enter a valid mobile phone number (including country code, e.g. +61 412 345 678)',
  ])('%s → details toast', (text) => {
    expect(submitPhraseOutcome(text)).toEqual({ kind: 'details', message: text });
  });

  const rows: [string, string, string][] = [
    // time has past, Minimum notice, available between, available from, available until,
    // closed between, after last orders → 'Change Time' (opens fulfilment popup)
    [TIME_HAS_PAST, 'Change Time', 'fulfilment'],
    ['Minimum notice for pickup is 30 minutes', 'Change Time', 'fulfilment'],
    ['Pickup is available between 09:00 and 21:00', 'Change Time', 'fulfilment'],
    ['Delivery is available from 11:00', 'Change Time', 'fulfilment'],
    ['Breakfast is available until 11:00', 'Change Time', 'fulfilment'],
    ['The store is closed between 14:00 and 17:00', 'Change Time', 'fulfilment'],
    ['Your time is after last orders (20:30)', 'Change Time', 'fulfilment'],
    // last orders for the date, not available on the selected day, menu not available, earliest date
    ['Last orders for the date have passed', 'Change Date', 'fulfilment'],
    ['Catering is not available on the selected day', 'Change Date', 'fulfilment'],
    ['This menu not available today', 'Change Date', 'fulfilment'],
    ['The earliest date for catering is Fri 28 Nov', 'Change Date', 'fulfilment'],
    // location not available → 'Change'
    ['Pickup location not available', 'Change', 'prestep'],
    // delivery slot → 'Change Slot'
    ['Delivery slot not available', 'Change Slot', 'prestep'],
    ['That delivery slot is full', 'Change Slot', 'prestep'],
    // delivery stop or location → 'Change'
    ['Delivery stop not available', 'Change', 'prestep'],
    ['Choose a delivery location', 'Change', 'prestep'],
    // table number, booking, number of people → 'Change'
    ['Table number not found', 'Change', 'fulfilment'],
    ['Enter a booking name', 'Change', 'fulfilment'],
    ['The number of people must be between 1 and 20', 'Change', 'fulfilment'],
    // product unavailable, minimum order, not available for → 'Back to Cart'
    ['Product unavailable', 'Back to Cart', 'cart'],
    ['The minimum order for delivery is $30.00', 'Back to Cart', 'cart'],
    ['Garlic Bread is not available for delivery', 'Back to Cart', 'cart'],
    // account required → 'Sign in / Sign up'
    ['An account required to order from this menu', 'Sign in / Sign up', 'sign-in'],
    // active customer or already registered → 'Sign in / Reset password'
    ['jo@example.com belongs to an active customer', 'Sign in / Reset password', 'sign-in'],
    ['This email is already registered', 'Sign in / Reset password', 'sign-in'],
    // active Facebook customer → 'Reset password'
    ['jo@example.com belongs to an active Facebook customer', 'Reset password', 'reset-password'],
    // active Apple customer → 'Sign in with Apple'
    ['jo@example.com belongs to an active Apple customer', 'Sign in with Apple', 'apple-sign-in'],
    // active Google customer → 'Sign in with Google'
    [
      'jo@example.com belongs to an active Google customer',
      'Sign in with Google',
      'google-sign-in',
    ],
    // fulfilment type, delivery only, pickup only, takeaway only → 'Choose'
    ['Fulfilment type not available', 'Choose', 'fulfilment'],
    ['This menu is delivery only', 'Choose', 'fulfilment'],
    ['This menu is pickup only', 'Choose', 'fulfilment'],
    ['This menu is takeaway only', 'Choose', 'fulfilment'],
    // instruction or car reg → 'Add Instruction'
    ['Add an instruction with your car colour', 'Add Instruction', 'instructions'],
    ['Enter your car reg for kerbside pickup', 'Add Instruction', 'instructions'],
    // promo or coupon → 'Edit Voucher/Promo Code'
    ['Invalid promo code', 'Edit Voucher/Promo Code', 'promo'],
    ['This coupon has been used', 'Edit Voucher/Promo Code', 'promo'],
  ];

  it.each(rows)('%s → %s', (text, button, target) => {
    expect(submitPhraseOutcome(text)).toEqual({ kind: 'action', message: text, button, target });
  });

  it('matches whatever the case', () => {
    expect(submitPhraseOutcome('TIME HAS PAST')).toMatchObject({ button: 'Change Time' });
  });

  // anything else → 6 s error toast
  it.each(['Error contacting Braintree Payments', 'Card declined (2001 Insufficient Funds)', ''])(
    '%j → toast',
    (text) => {
      expect(submitPhraseOutcome(text)).toEqual({ kind: 'toast', message: text });
    },
  );
});

/** The reference server's own refusals (src/domain/serverPhrases.ts) land on the row they name. */
describe("the server's SubmitOrder phrases", () => {
  it.each([
    [SERVER_PHRASES.noOrderPresent, 'session-timeout'],
    [SERVER_PHRASES.nameRequired, 'details'],
    [SERVER_PHRASES.emailRequired, 'details'],
    [SERVER_PHRASES.emailInvalid, 'details'],
    [SERVER_PHRASES.mobileRequired, 'details'],
    [SERVER_PHRASES.timeHasPast, 'Change Time'],
    [SERVER_PHRASES.timeRequired, 'Change Time'],
    [availableBetweenMessage('Pickup', '7:00 am', '9:00 pm', 'Tue 24 Nov'), 'Change Time'],
    [afterLastOrdersMessage('pickup', '9:00 pm', 'Tue 24 Nov'), 'Change Time'],
    [minimumNoticeMessage('Pickup', '15 minutes'), 'Change Time'],
    [notAvailableOnDayMessage('Pickup', 'Sun 23 Nov', ''), 'Change Date'],
    [earliestDateMessage('catering', 'Fri 28 Nov'), 'Change Date'],
    [SERVER_PHRASES.deliveryAddressNotDelivered, 'Change'],
    [SERVER_PHRASES.pickupLocationRequired, 'Change'],
    [SERVER_PHRASES.pickupLocationFull, 'Change'],
    [SERVER_PHRASES.deliverySlotRequired, 'Change Slot'],
    [SERVER_PHRASES.deliverySlotFull, 'Change Slot'],
    [SERVER_PHRASES.deliveryStopRequired, 'Change'],
    [SERVER_PHRASES.deliveryStopFull, 'Change'],
    [SERVER_PHRASES.tableNumberRequired, 'Change'],
    [SERVER_PHRASES.bookingRefRequired, 'Change'],
    [SERVER_PHRASES.bookingNameRequired, 'Change'],
    [SERVER_PHRASES.bookingPaxRequired, 'Change'],
    [productUnavailableMessage('Iced Mint Tea'), 'Back to Cart'],
    [minimumOrderMessage('$30.00', 'for delivery'), 'Back to Cart'],
    [SERVER_PHRASES.accountRequired, 'Sign in / Sign up'],
    [SERVER_PHRASES.fulfilmentTypeRequired, 'Choose'],
    [SERVER_PHRASES.invalidPromoCode, 'Edit Voucher/Promo Code'],
    [promoExpiredMessage('SPRING20'), 'Edit Voucher/Promo Code'],
    [SERVER_PHRASES.termsRequired, 'toast'],
    [SERVER_PHRASES.paymentMethodUnavailable, 'toast'],
    [SERVER_PHRASES.cardNonceRequired, 'toast'],
    [SERVER_PHRASES.braintreeUnavailable, 'toast'],
    [SERVER_PHRASES.paymentRedirectInvalid, 'toast'],
  ])('%s → %s', (text, expected) => {
    const outcome = submitPhraseOutcome(text);
    expect(outcome.kind === 'action' ? outcome.button : outcome.kind).toBe(expected);
  });
});
