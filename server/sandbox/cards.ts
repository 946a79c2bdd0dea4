/**
 * The payment sandbox's card rules, as Braintree's test mode applies them (../shared/payments-sandbox.md):
 * which numbers tokenise, what each does when charged, and how the expiry, CVV and postal code are
 * checked. Pure: the clock is a parameter. Messages follow Braintree's validation errors.
 */

export type CardType = 'Visa' | 'MasterCard' | 'American Express' | 'Discover';

/**
 * What a tokenised card does: 'amount', the amount decides; 'fails-verification', a verification
 * (vaulting, Add card) is declined while a sale is still decided by the amount.
 */
export type CardBehaviour = 'amount' | 'fails-verification' | 'three-d-secure';

type TestCard = { cardType: CardType; behaviour: CardBehaviour };

/** Braintree's test card numbers; nothing else tokenises in the sandbox. */
export const TEST_CARDS: Readonly<Record<string, TestCard>> = {
  '4111111111111111': { cardType: 'Visa', behaviour: 'amount' },
  '5555555555554444': { cardType: 'MasterCard', behaviour: 'amount' },
  '378282246310005': { cardType: 'American Express', behaviour: 'amount' },
  '6011111111111117': { cardType: 'Discover', behaviour: 'amount' },
  // Fail card verification: they tokenise, and a verification declines them; a sale does not.
  '4000111111111115': { cardType: 'Visa', behaviour: 'fails-verification' },
  '5105105105105100': { cardType: 'MasterCard', behaviour: 'fails-verification' },
  // Needs a 3-D Secure challenge before it can be charged.
  '4000000000001091': { cardType: 'Visa', behaviour: 'three-d-secure' },
};

export const CARD_MESSAGES = {
  numberInvalid: 'Credit card number is invalid.',
  numberNotTest: 'Credit card number is not an accepted test number.',
  expiryInvalid: 'Expiration date is invalid.',
  expired: 'Expiration date is in the past.',
  cvvInvalid: 'CVV must be 4 digits for American Express and 3 digits for other card types.',
  postalCodeInvalid: 'Postal code is invalid.',
} as const;

export type CardInput = {
  number: string;
  expirationDate: string;
  cvv: string;
  /** Absent when the card fields have no postal code. */
  postalCode?: string;
};

export type TokenisableCard = {
  cardType: CardType;
  lastFour: string;
  behaviour: CardBehaviour;
  /** As the provider's card details tell it (expirationMonth, expirationYear). */
  expiry: { month: number; year: number };
};

const digitsOf = (text: string) => text.replace(/[\s-]/g, '');

/** The Luhn (mod 10) check every card number carries. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * An expiry as typed: MM/YY or MM/YYYY (spaces allowed around the slash). Valid through the last
 * day of its month, up to December 2099 (spec 2 §5.3).
 */
export function parseExpiry(text: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12 || year > 2099) return null;
  return { month, year };
}

/** Whether the card still works at `now` (UTC months: an expiry has no time zone). */
export function isExpired(expiry: { month: number; year: number }, now: Date): boolean {
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
  return expiry.year * 12 + (expiry.month - 1) < current;
}

/** Checks a card as the tokenise endpoint receives it: the card, or the customer's message. */
export function checkCard(
  input: CardInput,
  now: Date,
): { ok: true; card: TokenisableCard } | { ok: false; message: string } {
  const digits = digitsOf(input.number);
  if (!passesLuhn(digits)) return { ok: false, message: CARD_MESSAGES.numberInvalid };
  const test = TEST_CARDS[digits];
  if (!test) return { ok: false, message: CARD_MESSAGES.numberNotTest };

  const expiry = parseExpiry(input.expirationDate);
  if (!expiry) return { ok: false, message: CARD_MESSAGES.expiryInvalid };
  if (isExpired(expiry, now)) return { ok: false, message: CARD_MESSAGES.expired };

  const cvvLength = test.cardType === 'American Express' ? 4 : 3;
  if (!new RegExp(`^\\d{${cvvLength}}$`).test(input.cvv.trim())) {
    return { ok: false, message: CARD_MESSAGES.cvvInvalid };
  }
  if (
    input.postalCode !== undefined &&
    !/^[A-Za-z0-9][A-Za-z0-9 -]{1,8}[A-Za-z0-9]$/.test(input.postalCode.trim())
  ) {
    return { ok: false, message: CARD_MESSAGES.postalCodeInvalid };
  }
  return {
    ok: true,
    card: {
      cardType: test.cardType,
      lastFour: digits.slice(-4),
      behaviour: test.behaviour,
      expiry,
    },
  };
}
