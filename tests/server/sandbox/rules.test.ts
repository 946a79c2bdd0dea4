/** The payment sandbox's pure rules as tables (../shared/payments-sandbox.md): cards and amounts. */
import { describe, expect, it } from 'vitest';
import { outcomeForAmount, refusalMessage } from '../../../server/sandbox/amounts';
import {
  CARD_MESSAGES,
  checkCard,
  isExpired,
  parseExpiry,
  passesLuhn,
} from '../../../server/sandbox/cards';

/** The card helper's expiry, 12/30, as the card's details give it. */
const EXPIRY = { month: 12, year: 2030 };
const NOW = new Date('2026-11-24T06:00:00Z');
const card = (
  number: string,
  more: Partial<{ expirationDate: string; cvv: string; postalCode: string }> = {},
) => ({
  number,
  expirationDate: '12/30',
  cvv: '123',
  ...more,
});

describe('the amount decides the authorisation', () => {
  it.each([
    [1, 'authorized'],
    [199_999, 'authorized'],
    [200_000, 'Processor Declined: Do Not Honor'],
    [200_100, 'Processor Declined: Insufficient Funds'],
    [200_199, 'Processor Declined: Insufficient Funds'],
    [204_600, 'Processor Declined: Declined'],
    [299_999, 'Processor Declined: Processor Declined'],
    [300_000, 'Processor Network Unavailable - Try Again'],
    [300_099, 'Processor Network Unavailable - Try Again'],
    [300_100, 'authorized'],
    [400_099, 'authorized'],
    [500_100, 'Gateway Rejected: application_incomplete'],
  ])('%i cents → %s', (cents, expected) => {
    const outcome = outcomeForAmount(cents);
    expect(outcome.status === 'authorized' ? 'authorized' : refusalMessage(outcome)).toBe(expected);
  });

  it('a decline carries the amount as the processor response code', () => {
    expect(outcomeForAmount(200_150)).toMatchObject({ status: 'processor_declined', code: 2001 });
    expect(outcomeForAmount(300_000)).toMatchObject({ status: 'failed', code: 3000 });
  });
});

describe('card numbers', () => {
  it.each([
    ['4111111111111111', true],
    ['4111111111111112', false],
    ['378282246310005', true],
    ['41111', false],
    ['4111 1111 1111 1111', false],
  ])('Luhn %s → %s', (digits, expected) => {
    expect(passesLuhn(digits)).toBe(expected);
  });

  it.each([
    [
      '4111 1111 1111 1111',
      {
        ok: true,
        card: { cardType: 'Visa', lastFour: '1111', behaviour: 'amount', expiry: EXPIRY },
      },
    ],
    [
      '5555-5555-5555-4444',
      {
        ok: true,
        card: { cardType: 'MasterCard', lastFour: '4444', behaviour: 'amount', expiry: EXPIRY },
      },
    ],
    [
      '6011111111111117',
      {
        ok: true,
        card: { cardType: 'Discover', lastFour: '1117', behaviour: 'amount', expiry: EXPIRY },
      },
    ],
    [
      '4000111111111115',
      {
        ok: true,
        card: {
          cardType: 'Visa',
          lastFour: '1115',
          behaviour: 'fails-verification',
          expiry: EXPIRY,
        },
      },
    ],
    [
      '5105105105105100',
      {
        ok: true,
        card: {
          cardType: 'MasterCard',
          lastFour: '5100',
          behaviour: 'fails-verification',
          expiry: EXPIRY,
        },
      },
    ],
    [
      '4000000000001091',
      {
        ok: true,
        card: { cardType: 'Visa', lastFour: '1091', behaviour: 'three-d-secure', expiry: EXPIRY },
      },
    ],
    ['4111111111111112', { ok: false, message: CARD_MESSAGES.numberInvalid }],
    ['4242424242424242', { ok: false, message: CARD_MESSAGES.numberNotTest }],
    ['', { ok: false, message: CARD_MESSAGES.numberInvalid }],
  ])('%s → %j', (number, expected) => {
    expect(checkCard(card(number), NOW)).toEqual(expected);
  });

  it('Amex takes a 4-digit CVV, the others 3 digits, leading zeros allowed', () => {
    expect(checkCard(card('378282246310005', { cvv: '0123' }), NOW).ok).toBe(true);
    expect(checkCard(card('378282246310005', { cvv: '012' }), NOW)).toEqual({
      ok: false,
      message: CARD_MESSAGES.cvvInvalid,
    });
    expect(checkCard(card('4111111111111111', { cvv: '007' }), NOW).ok).toBe(true);
    expect(checkCard(card('4111111111111111', { cvv: '0007' }), NOW).ok).toBe(false);
    expect(checkCard(card('4111111111111111', { cvv: '12a' }), NOW).ok).toBe(false);
  });

  it.each([
    [undefined, true],
    ['6000', true],
    ['SW1A 1AA', true],
    ['', false],
    ['6', false],
    ['<script>', false],
  ])('postal code %j → %s', (postalCode, ok) => {
    const input =
      postalCode === undefined
        ? card('4111111111111111')
        : card('4111111111111111', { postalCode });
    expect(checkCard(input, NOW).ok).toBe(ok);
  });
});

describe('expiry', () => {
  it.each([
    ['12/30', { month: 12, year: 2030 }],
    ['1/27', { month: 1, year: 2027 }],
    ['03 / 2028', { month: 3, year: 2028 }],
    ['12/2099', { month: 12, year: 2099 }],
    ['01/2100', null],
    ['13/30', null],
    ['00/30', null],
    ['1230', null],
    ['12/3', null],
  ])('%s → %j', (text, expected) => {
    expect(parseExpiry(text)).toEqual(expected);
  });

  it.each([
    [{ month: 11, year: 2026 }, false],
    [{ month: 10, year: 2026 }, true],
    [{ month: 1, year: 2027 }, false],
  ])('%j expired on 24 Nov 2026: %s', (expiry, expected) => {
    expect(isExpired(expiry, NOW)).toBe(expected);
  });

  it('an expired card is refused at tokenise', () => {
    expect(checkCard(card('4111111111111111', { expirationDate: '10/26' }), NOW)).toEqual({
      ok: false,
      message: CARD_MESSAGES.expired,
    });
    expect(checkCard(card('4111111111111111', { expirationDate: 'soon' }), NOW)).toEqual({
      ok: false,
      message: CARD_MESSAGES.expiryInvalid,
    });
  });
});
