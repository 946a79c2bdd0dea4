/**
 * Braintree's fixed test nonces (../shared/payments-sandbox.md), accepted in place of a tokenised
 * card or wallet. Unlike tokenised nonces they are never consumed and never expire.
 */
import type { CardType } from './cards';

export type PaymentKind = 'card' | 'apple_pay' | 'google_pay' | 'paypal';

/** What charging a nonce does: the amount decides, or the nonce itself refuses. */
export type NonceBehaviour =
  | 'amount'
  | 'processor-declined'
  /** A verification-failing test card (cards.ts): declined when verified, not when sold. */
  | 'fails-verification'
  | 'gateway-rejected-fraud'
  | 'three-d-secure'
  /** Refused before any charge (checkNonce says no), with this message. */
  | { refused: string };

export type NonceFacts = {
  kind: PaymentKind;
  cardType: CardType | 'PayPal';
  lastFour: string;
  behaviour: NonceBehaviour;
  /** A card's expiry; the fixed test nonces stand for cards expiring 12/2030. */
  expiry?: { month: number; year: number };
};

export const NONCE_MESSAGES = {
  unknown: 'Unknown or expired payment_method_nonce.',
  consumed: 'Cannot use a payment_method_nonce more than once.',
  luhnInvalid: 'Credit card number is invalid.',
  threeDSecureFailed: 'Gateway Rejected: three_d_secure',
} as const;

const card = (
  cardType: CardType,
  lastFour: string,
  behaviour: NonceBehaviour = 'amount',
): NonceFacts => ({
  kind: 'card',
  cardType,
  lastFour,
  behaviour,
  expiry: { month: 12, year: 2030 },
});

export const FAKE_NONCES: Readonly<Record<string, NonceFacts>> = {
  'fake-valid-nonce': card('Visa', '1111'),
  'fake-valid-visa-nonce': card('Visa', '1111'),
  'fake-valid-mastercard-nonce': card('MasterCard', '4444'),
  'fake-valid-amex-nonce': card('American Express', '0005'),
  'fake-valid-discover-nonce': card('Discover', '1117'),
  'fake-valid-no-billing-address-nonce': card('Visa', '1111'),
  'fake-processor-declined-visa-nonce': card('Visa', '1115', 'processor-declined'),
  'fake-processor-declined-mastercard-nonce': card('MasterCard', '5100', 'processor-declined'),
  'fake-processor-declined-amex-nonce': card('American Express', '0005', 'processor-declined'),
  'fake-luhn-invalid-nonce': card('Visa', '1112', { refused: NONCE_MESSAGES.luhnInvalid }),
  'fake-consumed-nonce': card('Visa', '1111', { refused: NONCE_MESSAGES.consumed }),
  'fake-gateway-rejected-fraud-nonce': card('Visa', '1111', 'gateway-rejected-fraud'),
  'fake-apple-pay-visa-nonce': {
    kind: 'apple_pay',
    cardType: 'Visa',
    lastFour: '1111',
    behaviour: 'amount',
  },
  'fake-apple-pay-mastercard-nonce': {
    kind: 'apple_pay',
    cardType: 'MasterCard',
    lastFour: '4444',
    behaviour: 'amount',
  },
  'fake-apple-pay-amex-nonce': {
    kind: 'apple_pay',
    cardType: 'American Express',
    lastFour: '0005',
    behaviour: 'amount',
  },
  'fake-android-pay-visa-nonce': {
    kind: 'google_pay',
    cardType: 'Visa',
    lastFour: '1111',
    behaviour: 'amount',
  },
  'fake-android-pay-mastercard-nonce': {
    kind: 'google_pay',
    cardType: 'MasterCard',
    lastFour: '4444',
    behaviour: 'amount',
  },
  'fake-paypal-one-time-nonce': {
    kind: 'paypal',
    cardType: 'PayPal',
    lastFour: '',
    behaviour: 'amount',
  },
  'fake-three-d-secure-visa-full-authentication-nonce': card('Visa', '1091'),
  'fake-three-d-secure-visa-failed-authentication-nonce': card('Visa', '1091', {
    refused: NONCE_MESSAGES.threeDSecureFailed,
  }),
  // A lookup that timed out leaves the liability with the merchant; the charge still goes ahead.
  'fake-three-d-secure-visa-lookup-timeout-nonce': card('Visa', '1091'),
};
